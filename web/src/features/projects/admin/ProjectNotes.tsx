import { keepPreviousData } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Flex, Form, Input, Pagination, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import {
  getListProjectNotesQueryKey,
  useCreateProjectNote,
  useListProjectNotes,
} from '../../../api/generated/admin-projects/admin-projects';
import { ApiError } from '../../../api/http';
import { serverMessage } from '../../../components/admin/api-error';
import { DateTime } from '../../../components/admin-table/AdminDataTable';
import { useRefreshProject } from './project-admin-queries';
import { ProjectSection } from './ProjectSection';
import { StaffOnlyTag } from './StaffOnly';

/** The API's PROJECT_NOTE_MAX_LENGTH. */
const NOTE_MAX_LENGTH = 5000;
const NOTES_PAGE_SIZE = 5;

/** Staff's notes on the project, newest first, and the form to add one (docs/modules/projects.md#notes). */
export function ProjectNotes({ projectId }: { projectId: string }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ body: string }>();
  const [page, setPage] = useState(1);
  const params = { page, pageSize: NOTES_PAGE_SIZE };
  const notes = useListProjectNotes(projectId, params, {
    query: { queryKey: getListProjectNotesQueryKey(projectId, params), placeholderData: keepPreviousData },
  });
  const create = useCreateProjectNote();
  const refresh = useRefreshProject(projectId);

  const add = async ({ body }: { body: string }) => {
    try {
      await create.mutateAsync({ projectId, data: { body: body.trim() } });
      form.resetFields();
      setPage(1);
      message.success('Note added.');
      await refresh({ notes: true });
    } catch (error) {
      const field =
        error instanceof ApiError ? error.fieldErrors.find((candidate) => candidate.field === 'body') : undefined;
      if (field) form.setFields([{ name: 'body', errors: [field.message] }]);
      else message.error(serverMessage(error, 'Could not add the note.'));
    }
  };

  return (
    <ProjectSection title="Internal notes" extra={<StaffOnlyTag />}>
      <Flex vertical gap={12}>
        <Alert type="warning" showIcon title="Never shown to the client" description="Notes stay in the back office." />
        <Form name="project-note" form={form} layout="vertical" requiredMark={false} onFinish={add}>
          <Form.Item
            label="New note"
            name="body"
            rules={[{ required: true, whitespace: true, message: 'Write the note.' }, { max: NOTE_MAX_LENGTH }]}
            style={{ marginBottom: 8 }}
          >
            <Input.TextArea rows={3} maxLength={NOTE_MAX_LENGTH} showCount />
          </Form.Item>
          <Button htmlType="submit" loading={create.isPending}>
            Add note
          </Button>
        </Form>
        {notes.isError && !notes.data ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title="Could not load the notes"
            description={serverMessage(notes.error, 'Please try again.')}
            action={
              <Button size="small" onClick={() => void notes.refetch()}>
                Retry
              </Button>
            }
          />
        ) : !notes.data ? (
          <Skeleton active aria-label="Loading the notes" />
        ) : notes.data.total === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notes yet." />
        ) : (
          <>
            <ul aria-label="Notes, newest first" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {notes.data.items.map((note, index) => (
                <li key={note.id} style={{ borderTop: index ? '1px solid #e2e8f0' : undefined, padding: '8px 0' }}>
                  <Typography.Text type="secondary">
                    {note.authorName ?? 'A former staff member'} · <DateTime value={note.createdAt} />
                  </Typography.Text>
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{note.body}</Typography.Paragraph>
                </li>
              ))}
            </ul>
            {notes.data.total > NOTES_PAGE_SIZE ? (
              <Pagination
                size="small"
                current={page}
                pageSize={NOTES_PAGE_SIZE}
                total={notes.data.total}
                onChange={setPage}
                showSizeChanger={false}
                aria-label="Pages of notes"
              />
            ) : null}
          </>
        )}
      </Flex>
    </ProjectSection>
  );
}
