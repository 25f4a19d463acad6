import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Input, Modal, Popconfirm, Switch, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useId, useState } from 'react';
import {
  getGetAdminPageQueryKey,
  useCreatePageSection,
  useDeletePageSection,
  useReorderPageSections,
  useUpdatePageSection,
} from '../../../../api/generated/admin-content/admin-content';
import type { AdminPageDto, AdminPageSectionDto } from '../../../../api/generated/model';
import { PAGE_LIMITS } from '../../../../constants/admin';
import { dateTimeCell } from '../../../../components/admin-table/admin-columns';
import { serverMessage } from '../../../../components/admin/api-error';
import { formatJson, parseJsonObject } from './json-content';
import { JsonTextArea } from './JsonTextArea';

/** Section keys and types: lower-case letters, digits, - and _ (the API's rule). */
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
function movedIds(sections: AdminPageSectionDto[], index: number, step: -1 | 1): number[] {
  const ids = sections.map((section) => section.id);
  const [moved] = ids.splice(index, 1);
  ids.splice(index + step, 0, moved!);
  return ids;
}

type Editing = { open: false } | { open: true; section?: AdminPageSectionDto };

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

  const columns: ColumnsType<AdminPageSectionDto> = [
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
    { title: 'Type', dataIndex: 'sectionType', key: 'sectionType' },
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
      <Table<AdminPageSectionDto>
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
  section: AdminPageSectionDto | undefined;
  onClose: () => void;
}) {
  const ids = useId();
  const apply = usePageUpdate(page.slug);
  const create = useCreatePageSection();
  const update = useUpdatePageSection();
  const [sectionKey, setSectionKey] = useState(section?.sectionKey ?? '');
  const [sectionType, setSectionType] = useState(section?.sectionType ?? 'text');
  const [contentText, setContentText] = useState(formatJson(section?.content ?? {}));
  const [isActive, setIsActive] = useState(section?.isActive ?? true);

  const content = parseJsonObject(contentText);
  const keyValid = IDENTIFIER.test(sectionKey.trim());
  const typeValid = IDENTIFIER.test(sectionType.trim());
  const pending = create.isPending || update.isPending;
  const canSave = content.ok && keyValid && typeValid && !pending;

  const save = async () => {
    if (!content.ok) return;
    const data = { sectionKey: sectionKey.trim(), sectionType: sectionType.trim(), content: content.value, isActive };
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

  const identifierField = (
    label: string,
    value: string,
    setValue: (value: string) => void,
    valid: boolean,
    maxLength: number,
  ) => {
    const id = `${ids}-${label}`;
    // An empty field only keeps the button disabled; a wrong character is pointed out.
    const showError = !valid && value !== '';
    return (
      <div>
        <label htmlFor={id} style={{ display: 'block', marginBottom: 4 }}>
          {label}
        </label>
        <Input
          id={id}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          maxLength={maxLength}
          status={showError ? 'error' : undefined}
          aria-invalid={!valid}
          aria-describedby={showError ? `${id}-error` : undefined}
        />
        {showError && (
          <Typography.Text type="danger" role="alert" id={`${id}-error`}>
            Use lower-case letters, digits, - and _.
          </Typography.Text>
        )}
      </div>
    );
  };

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
        {identifierField('Key', sectionKey, setSectionKey, keyValid, PAGE_LIMITS.sectionKey)}
        {identifierField('Type', sectionType, setSectionType, typeValid, PAGE_LIMITS.sectionType)}
        <Flex align="center" gap={8}>
          <Switch id={`${ids}-active`} checked={isActive} onChange={setIsActive} />
          <label htmlFor={`${ids}-active`}>Shown on the page</label>
        </Flex>
        <JsonTextArea label="Content (JSON)" value={contentText} onChange={setContentText} rows={12} />
      </Flex>
    </Modal>
  );
}
