import { App, Button, Drawer, Flex, Form, Input, Select, Space, Switch } from 'antd';
import { useEffect } from 'react';
import { useCreateService, useUpdateService } from '../../../../api/generated/admin-services/admin-services';
import type { AdminServiceDto, CreateServiceDto, ServiceCategory } from '../../../../api/generated/model';
import { ApiError } from '../../../../api/http';
import { IMAGE_PATTERN, SERVICE_LIMITS } from '../../../../constants/admin';
import { SERVICE_CATEGORY_LABELS } from '../../../../constants/services';
import { serverMessage } from '../../../../components/admin/api-error';

interface ServiceFormValues {
  title: string;
  category: ServiceCategory | undefined;
  shortDescription: string;
  description: string;
  image: string;
  features: string[];
  keywords: string[];
  isActive: boolean;
}

const EMPTY: ServiceFormValues = {
  title: '',
  category: undefined,
  shortDescription: '',
  description: '',
  image: '',
  features: [''],
  keywords: [],
  isActive: true,
};
const FIELD_NAMES = Object.keys(EMPTY);
const CATEGORY_OPTIONS = Object.entries(SERVICE_CATEGORY_LABELS).map(([value, label]) => ({ value, label }));

const valuesOf = (service: AdminServiceDto): ServiceFormValues => ({
  title: service.title,
  category: service.category,
  shortDescription: service.shortDescription,
  description: service.description,
  image: service.image ?? '',
  features: service.features.length ? service.features : [''],
  keywords: service.keywords,
  isActive: service.isActive,
});

export interface ServiceDrawerProps {
  /** The service to edit, 'new' for a new one, or null when closed. */
  editing: AdminServiceDto | 'new' | null;
  onClose: () => void;
  onSaved: (service: AdminServiceDto) => void;
}

/**
 * Create or edit a service: texts, category, image, its features list (add, remove, reorder), the words
 * visitors also use for it (the assistant's vocabulary, not shown on the site) and activation.
 */
export function ServiceDrawer({ editing, onClose, onSaved }: ServiceDrawerProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ServiceFormValues>();
  const create = useCreateService();
  const update = useUpdateService();
  const service = editing === 'new' ? null : editing;
  const pending = create.isPending || update.isPending;

  useEffect(() => {
    if (editing) form.setFieldsValue(editing === 'new' ? EMPTY : valuesOf(editing));
  }, [editing, form]);

  const save = async (values: ServiceFormValues) => {
    const data: CreateServiceDto = {
      title: values.title.trim(),
      category: values.category!,
      shortDescription: values.shortDescription.trim(),
      description: values.description.trim(),
      image: values.image?.trim() || null,
      features: (values.features ?? []).map((feature) => feature?.trim() ?? '').filter(Boolean),
      keywords: (values.keywords ?? []).map((keyword) => keyword.trim()).filter(Boolean),
      isActive: values.isActive,
    };
    try {
      const saved = service ? await update.mutateAsync({ id: service.id, data }) : await create.mutateAsync({ data });
      message.success(service ? `"${saved.title}" is saved.` : `"${saved.title}" is added.`);
      onSaved(saved);
    } catch (error) {
      const fields =
        error instanceof ApiError ? error.fieldErrors.filter(({ field }) => FIELD_NAMES.includes(field)) : [];
      if (fields.length) {
        form.setFields(
          fields.map(({ field, message: text }) => ({ name: field as keyof ServiceFormValues, errors: [text] })),
        );
      } else {
        message.error(serverMessage(error, 'Could not save the service.'));
      }
    }
  };

  return (
    <Drawer
      title={service ? `Edit “${service.title}”` : 'New service'}
      open={editing !== null}
      onClose={onClose}
      size={560}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={pending} onClick={() => form.submit()}>
            Save
          </Button>
        </Space>
      }
    >
      <Form<ServiceFormValues> form={form} layout="vertical" requiredMark="optional" onFinish={save}>
        <Form.Item
          label="Title"
          name="title"
          rules={[
            { required: true, whitespace: true, message: 'Please enter a title.' },
            { max: SERVICE_LIMITS.title },
          ]}
        >
          <Input maxLength={SERVICE_LIMITS.title} />
        </Form.Item>
        <Form.Item label="Category" name="category" rules={[{ required: true, message: 'Please choose a category.' }]}>
          <Select options={CATEGORY_OPTIONS} aria-label="Category" placeholder="Choose a category" />
        </Form.Item>
        <Form.Item
          label="Short description"
          name="shortDescription"
          extra="The text of the service card."
          rules={[
            { required: true, whitespace: true, message: 'Please enter a short description.' },
            { max: SERVICE_LIMITS.shortDescription },
          ]}
        >
          <Input.TextArea showCount maxLength={SERVICE_LIMITS.shortDescription} autoSize={{ minRows: 2 }} />
        </Form.Item>
        <Form.Item
          label="Description"
          name="description"
          rules={[
            { required: true, whitespace: true, message: 'Please enter a description.' },
            { max: SERVICE_LIMITS.description },
          ]}
        >
          <Input.TextArea maxLength={SERVICE_LIMITS.description} autoSize={{ minRows: 4, maxRows: 12 }} />
        </Form.Item>
        <Form.Item
          label="Image"
          name="image"
          extra="A site path such as /images/services/x.svg, or an https:// address on an allowed image host (IMAGE_HOSTS); optional."
          rules={[
            { max: SERVICE_LIMITS.image },
            { pattern: IMAGE_PATTERN, message: 'Use an http(s) address or a path starting with /.' },
          ]}
        >
          <Input maxLength={SERVICE_LIMITS.image} spellCheck={false} />
        </Form.Item>
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 24px' }}>
          <legend style={{ fontSize: 14, marginBottom: 8 }}>Features (cards show the first 3)</legend>
          <Form.List name="features">
            {(fields, { add, remove, move }) => (
              <Flex vertical gap={8}>
                {fields.map((field, index) => (
                  <Flex key={field.key} gap={4} align="start">
                    <Form.Item
                      name={field.name}
                      style={{ flex: 1, marginBottom: 0 }}
                      rules={[{ max: SERVICE_LIMITS.feature }]}
                    >
                      <Input aria-label={`Feature ${index + 1}`} maxLength={SERVICE_LIMITS.feature} />
                    </Form.Item>
                    <Button
                      aria-label={`Move feature ${index + 1} up`}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      ↑
                    </Button>
                    <Button
                      aria-label={`Move feature ${index + 1} down`}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      ↓
                    </Button>
                    <Button aria-label={`Remove feature ${index + 1}`} onClick={() => remove(field.name)}>
                      Remove
                    </Button>
                  </Flex>
                ))}
                <Button
                  type="dashed"
                  onClick={() => add('')}
                  disabled={fields.length >= SERVICE_LIMITS.features}
                  style={{ alignSelf: 'start' }}
                >
                  Add feature
                </Button>
              </Flex>
            )}
          </Form.List>
        </fieldset>
        <Form.Item
          label="Also known as"
          name="keywords"
          extra="Other words visitors use for this service, e.g. logo, brand kit. The assistant recognises them in questions; they are not shown on the site."
          rules={[
            {
              validator: (_rule, keywords: string[] = []) =>
                keywords.length > SERVICE_LIMITS.keywords
                  ? Promise.reject(
                      new Error(
                        `At most ${SERVICE_LIMITS.keywords} entries: remove ${keywords.length - SERVICE_LIMITS.keywords}.`,
                      ),
                    )
                  : Promise.resolve(),
            },
            {
              validator: (_rule, keywords: string[] = []) =>
                keywords.some((keyword) => keyword.trim().length > SERVICE_LIMITS.keyword)
                  ? Promise.reject(new Error(`Each entry is at most ${SERVICE_LIMITS.keyword} characters.`))
                  : Promise.resolve(),
            },
          ]}
        >
          <Select
            mode="tags"
            tokenSeparators={[',']}
            open={false}
            suffixIcon={null}
            placeholder="e.g. logo, brand kit"
          />
        </Form.Item>
        <Form.Item label="Shown on the site" name="isActive" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
