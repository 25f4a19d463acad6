import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Input, Modal, Popconfirm, Select, Switch, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useId, useState } from 'react';
import {
  getGetAdminPageQueryKey,
  useCreatePageSection,
  useDeletePageSection,
  useReorderPageSections,
  useUpdatePageSection,
} from '../../../../api/generated/admin-content/admin-content';
import type {
  AdminPageDto,
  AdminPageDtoSectionsItem as AdminPageSection,
  CreatePageSectionDtoContent,
  PageSectionType,
} from '../../../../api/generated/model';
import { PAGE_LIMITS } from '../../../../constants/admin';
import { dateTimeCell } from '../../../../components/admin-table/admin-columns';
import { serverMessage } from '../../../../components/admin/api-error';
import { formatJson, parseJsonObject } from './json-content';
import { JsonTextArea } from './JsonTextArea';
import { contentTextForType, SECTION_TYPE_NAMES, SECTION_TYPE_OPTIONS, templateText } from './section-templates';

/** Section keys: lower-case letters, digits, - and _ (the API's rule). */
const IDENTIFIER = /^[a-z0-9][a-z0-9_-]*$/;

/** Every section call answers with the whole page: it becomes the cached page at once. */
function usePageUpdate(slug: string) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return async (call: () => Promise<AdminPageDto>, done: string, failed: string): Promise<boolean> => {
    try {
      queryClient.setQueryData(getGetAdminPageQueryKey(slug), await call());
      message.success(done);
      return true;
    } catch (error) {
      message.error(serverMessage(error, failed));
      return false;
    }
  };
}

/** The sections' display order as a new list of ids, with the one at `index` moved by `step`. */
function movedIds(sections: AdminPageSection[], index: number, step: -1 | 1): number[] {
  const ids = sections.map((section) => section.id);
  const [moved] = ids.splice(index, 1);
  ids.splice(index + step, 0, moved!);
  return ids;
}

type Editing = { open: false } | { open: true; section?: AdminPageSection };

/** A page's sections in display order: add, edit, show/hide, move up/down, delete. */
export function PageSectionsEditor({ page }: { page: AdminPageDto }) {
  const apply = usePageUpdate(page.slug);
  const reorder = useReorderPageSections();
  const updateSection = useUpdatePageSection();
  const remove = useDeletePageSection();
  const [editing, setEditing] = useState<Editing>({ open: false });
  const { sections } = page;

  const move = (index: number, step: -1 | 1) =>
    apply(
      () => reorder.mutateAsync({ slug: page.slug, data: { sectionIds: movedIds(sections, index, step) } }),
      `“${sections[index]!.sectionKey}” is moved ${step < 0 ? 'up' : 'down'}.`,
      'Could not change the order.',
    );

  const columns: ColumnsType<AdminPageSection> = [
    {
      title: 'Order',
      key: 'order',
      render: (_value, section, index) => (
        <Flex gap={4}>
          <Button
            size="small"
            disabled={index === 0 || reorder.isPending}
            onClick={() => void move(index, -1)}
            aria-label={`Move ${section.sectionKey} up`}
          >
            ↑
          </Button>
          <Button
            size="small"
            disabled={index === sections.length - 1 || reorder.isPending}
            onClick={() => void move(index, 1)}
            aria-label={`Move ${section.sectionKey} down`}
          >
            ↓
          </Button>
        </Flex>
      ),
    },
    { title: 'Key', dataIndex: 'sectionKey', key: 'sectionKey', render: (key: string) => <code>{key}</code> },
    {
      title: 'Type',
      dataIndex: 'sectionType',
      key: 'sectionType',
      render: (type: PageSectionType) => SECTION_TYPE_NAMES[type].name,
    },
    {
      title: 'Active',
      key: 'isActive',
      render: (_value, section) => (
        <Switch
          checked={section.isActive}
          checkedChildren="Shown"
          unCheckedChildren="Hidden"
          aria-label={`Show ${section.sectionKey} on the page`}
          onChange={(isActive) =>
            void apply(
              () => updateSection.mutateAsync({ slug: page.slug, id: section.id, data: { isActive } }),
              isActive ? `“${section.sectionKey}” is shown.` : `“${section.sectionKey}” is hidden.`,
              'Could not change the section.',
            )
          }
        />
      ),
    },
    {
      title: 'Updated',
      dataIndex: 'updatedAt',
      key: 'updatedAt',
      render: dateTimeCell,
    },
    {
      title: 'Actions',
      key: 'actions',
      align: 'right',
      render: (_value, section) => (
        <Flex gap={8} justify="end">
          <Button
            size="small"
            onClick={() => setEditing({ open: true, section })}
            aria-label={`Edit ${section.sectionKey}`}
          >
            Edit
          </Button>
          <Popconfirm
            title="Delete this section?"
            description="It is removed from the page for good. To keep it, hide it instead."
            okText="Delete"
            okButtonProps={{ danger: true }}
            cancelButtonProps={{ autoFocus: true }}
            onConfirm={() =>
              apply(
                () => remove.mutateAsync({ slug: page.slug, id: section.id }),
                `“${section.sectionKey}” is deleted.`,
                'Could not delete the section.',
              )
            }
          >
            <Button size="small" danger aria-label={`Delete ${section.sectionKey}`}>
              Delete
            </Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  return (
    <Card
      title="Sections"
      extra={
        <Button type="primary" onClick={() => setEditing({ open: true })}>
          Add section
        </Button>
      }
    >
      <Table<AdminPageSection>
        rowKey="id"
        columns={columns}
        dataSource={sections}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'This page has no sections; its content above holds its texts.' }}
      />
      {editing.open && (
        <SectionModal page={page} section={editing.section} onClose={() => setEditing({ open: false })} />
      )}
    </Card>
  );
}

/** Add a section, or edit one: key, type, content JSON and whether it is shown. */
function SectionModal({
  page,
  section,
  onClose,
}: {
  page: AdminPageDto;
  section: AdminPageSection | undefined;
  onClose: () => void;
}) {
  const ids = useId();
  const apply = usePageUpdate(page.slug);
  const create = useCreatePageSection();
  const update = useUpdatePageSection();
  const [sectionKey, setSectionKey] = useState(section?.sectionKey ?? '');
  const [sectionType, setSectionType] = useState<PageSectionType>(section?.sectionType ?? 'text');
  const [contentText, setContentText] = useState(section ? formatJson(section.content) : templateText('text'));
  const [isActive, setIsActive] = useState(section?.isActive ?? true);

  const content = parseJsonObject(contentText);
  const keyValid = IDENTIFIER.test(sectionKey.trim());
  const pending = create.isPending || update.isPending;
  const canSave = content.ok && keyValid && !pending;

  const changeType = (type: PageSectionType) => {
    setContentText((text) => contentTextForType(text, sectionType, type));
    setSectionType(type);
  };

  const save = async () => {
    if (!content.ok) return;
    // The API checks that the content fits the type, and says which field does not.
    const data = {
      sectionKey: sectionKey.trim(),
      sectionType,
      content: content.value as unknown as CreatePageSectionDtoContent,
      isActive,
    };
    const saved = await apply(
      () =>
        section
          ? update.mutateAsync({ slug: page.slug, id: section.id, data })
          : create.mutateAsync({ slug: page.slug, data }),
      section ? `“${data.sectionKey}” is saved.` : `“${data.sectionKey}” is added.`,
      'Could not save the section.',
    );
    if (saved) onClose();
  };

  const keyId = `${ids}-key`;
  const typeId = `${ids}-type`;
  // An empty key only keeps the button disabled; a wrong character is pointed out.
  const showKeyError = !keyValid && sectionKey !== '';

  return (
    <Modal
      open
      title={section ? `Edit section “${section.sectionKey}”` : 'New section'}
      onCancel={onClose}
      width={720}
      okText={section ? 'Save section' : 'Add section'}
      okButtonProps={{ disabled: !canSave, loading: pending }}
      onOk={() => void save()}
    >
      <Flex vertical gap={12}>
        <div>
          <label htmlFor={keyId} style={{ display: 'block', marginBottom: 4 }}>
            Key
          </label>
          <Input
            id={keyId}
            value={sectionKey}
            onChange={(event) => setSectionKey(event.target.value)}
            maxLength={PAGE_LIMITS.sectionKey}
            status={showKeyError ? 'error' : undefined}
            aria-invalid={!keyValid}
            aria-describedby={showKeyError ? `${keyId}-error` : undefined}
          />
          {showKeyError && (
            <Typography.Text type="danger" role="alert" id={`${keyId}-error`}>
              Use lower-case letters, digits, - and _.
            </Typography.Text>
          )}
        </div>
        <div>
          <label htmlFor={typeId} style={{ display: 'block', marginBottom: 4 }}>
            Type
          </label>
          <Flex gap={8} wrap>
            <Select<PageSectionType>
              id={typeId}
              value={sectionType}
              onChange={changeType}
              options={SECTION_TYPE_OPTIONS}
              style={{ flex: '1 1 20rem' }}
            />
            <Button onClick={() => setContentText(templateText(sectionType))}>Start from the template</Button>
          </Flex>
        </div>
        <Flex align="center" gap={8}>
          <Switch id={`${ids}-active`} checked={isActive} onChange={setIsActive} />
          <label htmlFor={`${ids}-active`}>Shown on the page</label>
        </Flex>
        <JsonTextArea label="Content (JSON)" value={contentText} onChange={setContentText} rows={12} />
      </Flex>
    </Modal>
  );
}
