import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Flex, Form, Input, Select, Switch } from 'antd';
import { useEffect } from 'react';
import {
  getListAdminPortfolioQueryKey,
  useCreatePortfolioItem,
  useUpdatePortfolioItem,
} from '../../../../api/generated/admin-content/admin-content';
import type { AdminPortfolioItemDto, CreatePortfolioItemDto, PortfolioCategory } from '../../../../api/generated/model';
import { PORTFOLIO_CATEGORIES, PORTFOLIO_CATEGORY_LABELS, PORTFOLIO_LIMITS } from '../../../../constants/admin';
import { serverMessage } from '../../../../components/admin/api-error';
import { StringListField } from './StringListField';

interface PortfolioFormValues {
  title: string;
  description: string;
  serviceCategory: PortfolioCategory;
  clientName: string;
  industry: string;
  image: string;
  results: string[];
  tags: string[];
  isActive: boolean;
}

const CATEGORY_OPTIONS = PORTFOLIO_CATEGORIES.map((value) => ({ value, label: PORTFOLIO_CATEGORY_LABELS[value] }));

/** An http(s) URL or a path on this site (the API's rule). */
export function isImageRef(value: string): boolean {
  if (/^\/(?!\/)\S*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !/\s/.test(value);
  } catch {
    return false;
  }
}

function initialValues(item: AdminPortfolioItemDto | undefined): PortfolioFormValues {
  return {
    title: item?.title ?? '',
    description: item?.description ?? '',
    serviceCategory: item?.serviceCategory ?? 'formation',
    clientName: item?.clientName ?? '',
    industry: item?.industry ?? '',
    image: item?.image ?? '',
    results: item?.results ?? [],
    tags: item?.tags ?? [],
    isActive: item?.isActive ?? true,
  };
}

/** The request body: blanks in the lists dropped (the API trims the rest and stores empty text as none). */
function toBody(values: PortfolioFormValues): CreatePortfolioItemDto {
  const list = (entries: string[] | undefined) => (entries ?? []).map((entry) => entry.trim()).filter(Boolean);
  return { ...values, results: list(values.results), tags: list(values.tags) };
}

export interface PortfolioFormDrawerProps {
  /** Closed when false; `item` undefined means a new case study. */
  open: boolean;
  item: AdminPortfolioItemDto | undefined;
  onClose: () => void;
}

/** Add or edit a case study in a side panel; the table reloads after a save. */
export function PortfolioFormDrawer({ open, item, onClose }: PortfolioFormDrawerProps) {
  const [form] = Form.useForm<PortfolioFormValues>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const create = useCreatePortfolioItem();
  const update = useUpdatePortfolioItem();
  const saving = create.isPending || update.isPending;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initialValues(item));
  }, [open, item, form]);

  const save = async (values: PortfolioFormValues) => {
    try {
      const saved = item
        ? await update.mutateAsync({ id: item.id, data: toBody(values) })
        : await create.mutateAsync({ data: toBody(values) });
      message.success(item ? `“${saved.title}” is saved.` : `“${saved.title}” is added.`);
      await queryClient.invalidateQueries({ queryKey: [getListAdminPortfolioQueryKey()[0]] });
      onClose();
    } catch (error) {
      message.error(serverMessage(error, 'Could not save the case study.'));
    }
  };

  return (
    <Drawer
      title={item ? 'Edit case study' : 'New case study'}
      open={open}
      onClose={onClose}
      size={560}
      // The form mounts on the first opening (the table's first paint stays light).
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {item ? 'Save changes' : 'Add case study'}
          </Button>
        </Flex>
      }
    >
      <Form<PortfolioFormValues> form={form} layout="vertical" onFinish={save} initialValues={initialValues(item)}>
        <Form.Item
          name="title"
          label="Title"
          rules={[{ required: true, whitespace: true, message: 'Please enter a title.' }]}
        >
          <Input maxLength={PORTFOLIO_LIMITS.title} showCount />
        </Form.Item>
        <Form.Item
          name="description"
          label="Description"
          rules={[{ required: true, whitespace: true, message: 'Please enter a description.' }]}
        >
          <Input.TextArea rows={5} maxLength={PORTFOLIO_LIMITS.description} showCount />
        </Form.Item>
        <Form.Item name="serviceCategory" label="Category" rules={[{ required: true }]}>
          <Select options={CATEGORY_OPTIONS} aria-label="Category" />
        </Form.Item>
        <Flex gap={12} wrap>
          <Form.Item name="clientName" label="Client name" style={{ flex: '1 1 220px' }}>
            <Input maxLength={PORTFOLIO_LIMITS.label} />
          </Form.Item>
          <Form.Item name="industry" label="Industry" style={{ flex: '1 1 220px' }}>
            <Input maxLength={PORTFOLIO_LIMITS.label} />
          </Form.Item>
        </Flex>
        <Form.Item
          name="image"
          label="Image"
          extra="A path on this site, such as /images/portfolio/case.webp, or an https:// address on an allowed image host (IMAGE_HOSTS)."
          rules={[
            {
              validator: (_rule, value: string | undefined) =>
                !value?.trim() || isImageRef(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error('Enter an http(s) address or a path starting with /.')),
            },
          ]}
        >
          <Input maxLength={PORTFOLIO_LIMITS.image} />
        </Form.Item>
        <StringListField
          name="results"
          label="Key results"
          itemLabel="Result"
          maxItems={PORTFOLIO_LIMITS.results}
          maxLength={PORTFOLIO_LIMITS.result}
        />
        <StringListField
          name="tags"
          label="Tags"
          itemLabel="Tag"
          maxItems={PORTFOLIO_LIMITS.tags}
          maxLength={PORTFOLIO_LIMITS.tag}
        />
        <Form.Item name="isActive" label="Shown on the site" valuePropName="checked">
          <Switch checkedChildren="Active" unCheckedChildren="Hidden" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
