import { App, Form, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import {
  getListFeedbackTargetsQueryKey,
  useListFeedbackTargets,
  useRequestFeedback,
} from '../../../../api/generated/admin-testimonials/admin-testimonials';
import { getListUsersQueryKey, useListUsers } from '../../../../api/generated/admin-users/admin-users';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '../../../../constants/admin';
import { serverMessage } from '../../../../components/admin/api-error';

/** How many accounts the user picker offers for a search. */
const USER_CHOICES = 10;

/** A project or invoice choice: its kind and id in one select value. */
type TargetValue = `project:${string}` | `invoice:${string}`;

/**
 * "Request feedback": pick an account by e-mail, then one of its projects or invoices; the API
 * e-mails that client a secure link to /testimonial-form (valid 30 days, once).
 */
export function RequestFeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [typed, setTyped] = useState('');
  const [userSearch, setUserSearch] = useState('');
  const [userId, setUserId] = useState<string>();
  const [target, setTarget] = useState<TargetValue>();
  const request = useRequestFeedback();

  useEffect(() => {
    const timer = setTimeout(() => setUserSearch(typed.trim()), ADMIN_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const userParams = {
    search: userSearch || undefined,
    pageSize: USER_CHOICES,
    sortBy: 'email',
    sortOrder: 'asc',
  } as const;
  const users = useListUsers(userParams, { query: { queryKey: getListUsersQueryKey(userParams), enabled: open } });
  const targetParams = { userId: userId ?? '' };
  const targets = useListFeedbackTargets(targetParams, {
    query: { queryKey: getListFeedbackTargetsQueryKey(targetParams), enabled: open && Boolean(userId) },
  });

  const reset = () => {
    setTyped('');
    setUserId(undefined);
    setTarget(undefined);
  };
  const close = () => {
    reset();
    onClose();
  };

  const send = async () => {
    if (!userId || !target) return;
    const [kind, id] = target.split(':') as ['project' | 'invoice', string];
    try {
      const answer = await request.mutateAsync({
        data: { userId, ...(kind === 'project' ? { projectId: id } : { invoiceId: id }) },
      });
      message.success(answer.message);
      close();
    } catch (error) {
      message.error(serverMessage(error, 'Could not send the feedback request.'));
    }
  };

  const projects = targets.data?.projects ?? [];
  const invoices = targets.data?.invoices ?? [];
  const nothingToAsk = targets.isSuccess && projects.length === 0 && invoices.length === 0;

  return (
    <Modal
      open={open}
      title="Request feedback"
      okText="Send request"
      onOk={() => void send()}
      okButtonProps={{ disabled: !userId || !target, loading: request.isPending }}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        The client gets an e-mail with a secure link to leave a testimonial about one of their projects or invoices. The
        link works once, for 30 days, and only for their account.
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item label="Client" htmlFor="request-feedback-user">
          <Select
            id="request-feedback-user"
            showSearch
            placeholder="Search by e-mail or name"
            filterOption={false}
            onSearch={setTyped}
            loading={users.isFetching}
            value={userId}
            onChange={(value: string) => {
              setUserId(value);
              setTarget(undefined);
            }}
            options={(users.data?.items ?? []).map((user) => ({
              value: user.id,
              label: [user.email, [user.firstName, user.lastName].filter(Boolean).join(' ')]
                .filter(Boolean)
                .join(' · '),
            }))}
            notFoundContent={users.isFetching ? 'Searching...' : 'No matching accounts'}
          />
        </Form.Item>
        <Form.Item
          label="Project or invoice"
          htmlFor="request-feedback-target"
          help={nothingToAsk ? 'This client has no projects or invoices yet.' : undefined}
        >
          <Select<TargetValue>
            id="request-feedback-target"
            placeholder={userId ? 'Choose a project or an invoice' : 'Choose a client first'}
            disabled={!userId || nothingToAsk}
            loading={targets.isFetching}
            value={target}
            onChange={setTarget}
            options={[
              {
                label: 'Projects',
                options: projects.map((project) => ({
                  value: `project:${project.id}` as TargetValue,
                  label: project.title,
                })),
              },
              {
                label: 'Invoices',
                options: invoices.map((invoice) => ({
                  value: `invoice:${invoice.id}` as TargetValue,
                  label: `${invoice.invoiceNumber}${invoice.description ? ` · ${invoice.description}` : ''}`,
                })),
              },
            ].filter((group) => group.options.length > 0)}
          />
        </Form.Item>
      </Form>
      {targets.isError ? (
        <Typography.Text type="danger" role="alert">
          {serverMessage(targets.error, 'Could not load the client’s projects and invoices.')}
        </Typography.Text>
      ) : null}
    </Modal>
  );
}
