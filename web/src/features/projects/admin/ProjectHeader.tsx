import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { App, Button, Card, Descriptions, Flex, Popconfirm, Tag, Typography } from 'antd';
import {
  getGetAdminProjectQueryKey,
  useUpdateAdminProject,
} from '../../../api/generated/admin-projects/admin-projects';
import type { AdminProjectDetailDto, ProjectStatus } from '../../../api/generated/model';
import { serverMessage } from '../../../components/admin/api-error';
import { NoValue } from '../../../components/admin-table/admin-columns';
import { DateTime } from '../../../components/admin-table/AdminDataTable';
import { ADMIN_PATHS } from '../../../constants/admin';
import { formatMoney } from '../../billing/money';
import { PROJECT_STATUS_LABELS } from '../project-labels';
import { PROJECT_STATUS_ACTIONS } from './project-admin-labels';
import { useRefreshProject } from './project-admin-queries';

/** What completing will do about the balance (docs/modules/projects.md#status-and-completion). */
function completionNote(project: AdminProjectDetailDto): string {
  const balance = project.invoices.find((invoice) => invoice.kind === 'balance');
  if (balance?.status === 'draft' && balance.totalCents > 0) {
    return `Completing sends the balance invoice of ${formatMoney(balance.totalCents, balance.currency)} to the client${
      project.client ? ` (${project.client.email})` : ''
    }, with its pay link. A completed project can no longer change its status.`;
  }
  return 'No balance is left to invoice: the project just completes. A completed project can no longer change its status.';
}

const CANCEL_NOTE =
  'Cancelling is final: the deposit and balance invoices still open are cancelled, so no reminder or payment follows (an invoice that received money must be refunded first).';

/** What the change did, once the API answered with the project. */
function changedMessage(project: AdminProjectDetailDto): string {
  switch (project.status) {
    case 'completed': {
      const balance = project.invoices.find((invoice) => invoice.kind === 'balance' && invoice.status !== 'draft');
      return balance
        ? `The project is completed; balance invoice ${balance.invoiceNumber} was sent to the client.`
        : 'The project is completed.';
    }
    case 'on_hold':
      return 'The project is on hold.';
    case 'active':
      return 'The project is active again.';
    case 'cancelled':
      return 'The project is cancelled.';
    default:
      return `The project is now ${PROJECT_STATUS_LABELS[project.status].label.toLowerCase()}.`;
  }
}

/** The status's buttons: only the moves the API allows now (`nextStatuses`), completing and cancelling confirmed. */
function StatusControl({ project }: { project: AdminProjectDetailDto }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const refresh = useRefreshProject(project.id);
  const update = useUpdateAdminProject();

  const change = async (status: ProjectStatus) => {
    try {
      const changed = await update.mutateAsync({ projectId: project.id, data: { status } });
      queryClient.setQueryData(getGetAdminProjectQueryKey(project.id), changed);
      message.success(changedMessage(changed));
      await refresh();
    } catch (error) {
      message.error(serverMessage(error, 'Could not change the status.'));
    }
  };

  if (project.nextStatuses.length === 0) {
    return <Typography.Text type="secondary">Final: the status can no longer change.</Typography.Text>;
  }
  return (
    <Flex wrap gap={8} role="group" aria-label="Change the status">
      {project.nextStatuses.map((status) => {
        const label = PROJECT_STATUS_ACTIONS[status];
        if (status !== 'completed' && status !== 'cancelled') {
          return (
            <Button
              key={status}
              loading={update.isPending && update.variables?.data.status === status}
              onClick={() => void change(status)}
            >
              {label}
            </Button>
          );
        }
        const completing = status === 'completed';
        return (
          <Popconfirm
            key={status}
            title={completing ? `Complete "${project.title}"?` : `Cancel "${project.title}"?`}
            description={<div style={{ maxWidth: 360 }}>{completing ? completionNote(project) : CANCEL_NOTE}</div>}
            okText={completing ? 'Complete project' : 'Cancel project'}
            cancelText={completing ? 'Not now' : 'Keep it'}
            okButtonProps={completing ? undefined : { danger: true }}
            cancelButtonProps={{ autoFocus: true }}
            onConfirm={() => change(status)}
          >
            <Button
              type={completing ? 'primary' : 'default'}
              danger={!completing}
              loading={update.isPending && update.variables?.data.status === status}
            >
              {label}
            </Button>
          </Popconfirm>
        );
      })}
    </Flex>
  );
}

/** The client: their account's name and e-mail with a link to it among the users; else the names billing has. */
function Client({ project }: { project: AdminProjectDetailDto }) {
  if (project.client) {
    return (
      // The gap keeps each link a target of its own (WCAG 2.2 target size).
      <Flex vertical gap={6}>
        <Typography.Text strong>{project.client.name}</Typography.Text>
        <a href={`mailto:${project.client.email}`}>{project.client.email}</a>
        <Link
          to={ADMIN_PATHS.users}
          search={{ search: project.client.email }}
          aria-label={`${project.client.name} in the users table`}
        >
          Open the account
        </Link>
      </Flex>
    );
  }
  return project.clientName ? (
    <Flex vertical>
      <span>{project.clientName}</span>
      {project.clientEmail ? <span>{project.clientEmail}</span> : null}
      <NoValue>No account</NoValue>
    </Flex>
  ) : (
    <NoValue>No account</NoValue>
  );
}

/** The project's title, status and its control, client, money, dates and counts. */
export function ProjectHeader({ project }: { project: AdminProjectDetailDto }) {
  const status = PROJECT_STATUS_LABELS[project.status];
  const money = (cents: number) => formatMoney(cents, project.currency);
  const { counts } = project;
  return (
    <Flex vertical gap={16}>
      <div>
        <Link to={ADMIN_PATHS.projects}>← Projects</Link>
        <Flex align="center" gap={12} wrap style={{ marginTop: 4 }}>
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0, wordBreak: 'break-word' }}>
            {project.title}
          </Typography.Title>
          <Tag color={status.color}>{status.label}</Tag>
        </Flex>
        {project.description ? (
          <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>
            {project.description}
          </Typography.Paragraph>
        ) : null}
      </div>
      <StatusControl project={project} />
      <Card>
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'client', label: 'Client', children: <Client project={project} /> },
            { key: 'service', label: 'Service', children: project.service ?? <NoValue /> },
            {
              key: 'progress',
              label: 'Progress',
              children: (
                <Flex vertical>
                  <span>
                    Steps {counts.stepsDone} of {counts.stepsTotal} done
                  </span>
                  <span>
                    Onboarding: {counts.openTasks} of {counts.tasksTotal} open
                  </span>
                  <span>
                    {counts.documents} documents · {counts.messages} messages ({counts.unreadMessages} unread) ·{' '}
                    {counts.notes} notes
                  </span>
                </Flex>
              ),
            },
            { key: 'total', label: 'Total', children: money(project.totalCents) },
            { key: 'deposit', label: 'Deposit', children: money(project.depositCents) },
            { key: 'balance', label: 'Balance', children: money(project.balanceCents) },
            { key: 'created', label: 'Created', children: <DateTime value={project.createdAt} /> },
            { key: 'activated', label: 'Active since', children: <DateTime value={project.activatedAt} /> },
            { key: 'completed', label: 'Completed', children: <DateTime value={project.completedAt} /> },
          ]}
        />
      </Card>
    </Flex>
  );
}
