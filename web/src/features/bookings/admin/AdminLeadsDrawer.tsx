import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Flex,
  Form,
  Input,
  Popconfirm,
  Skeleton,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useState, type ReactNode } from 'react';
import {
  useChangeConsultationStatus,
  useChangeGeneralQuestionStatus,
  useChangeServiceInquiryStatus,
  useListBookingStatusTransitions,
  useReleaseHolds,
} from '../../../api/generated/admin-bookings/admin-bookings';
import {
  useGetAdminConsultation,
  useGetAdminGeneralQuestion,
  useGetAdminServiceInquiry,
  useReplyToGeneralQuestion,
} from '../../../api/generated/admin-leads/admin-leads';
import type {
  AdminConsultationDetailDto,
  AdminGeneralQuestionDetailDto,
  AdminServiceInquiryDetailDto,
  BookingKind,
  LeadHistoryItemDto,
} from '../../../api/generated/model';
import { NoValue } from '../../../components/admin-table/admin-columns';
import { DateTime } from '../../../components/admin-table/AdminDataTable';
import { QuestionnaireAnswers } from '../../projects/questionnaires/QuestionnaireAnswers';
import { LEAD_STATUS_LABELS, LEAD_NOUNS, statusLabel } from './AdminLeadsLabels';
import { serverMessage } from '../../../components/admin/api-error';
import { displayPhone } from '../../../lib/phone-number';

/** The API refuses longer replies. */
export const REPLY_MAX_LENGTH = 5000;

/** Which lead the drawer shows. */
export interface OpenLead {
  kind: BookingKind;
  id: string;
  /** Empty when a link opened it (?open=id): the title is then the noun alone. */
  name: string;
}

/** What staff call each move, and whether it needs a confirmation (it ends the lead or tells the visitor no). */
const ACTIONS: Record<string, { label: string; done: string; destructive?: boolean }> = {
  confirmed: { label: 'Confirm', done: 'Confirmed' },
  declined: { label: 'Decline', done: 'Declined', destructive: true },
  cancelled: { label: 'Cancel booking', done: 'Cancelled', destructive: true },
  completed: { label: 'Mark completed', done: 'Marked completed' },
  no_show: { label: 'Mark no-show', done: 'Marked as a no-show', destructive: true },
  contacted: { label: 'Mark contacted', done: 'Marked contacted' },
  proposal_sent: { label: 'Mark proposal sent', done: 'Marked proposal sent' },
  converted: { label: 'Mark converted', done: 'Marked converted' },
  closed: { label: 'Close', done: 'Closed', destructive: true },
  answered: { label: 'Mark answered', done: 'Marked answered' },
};

/** A lead's details: the whole submission, its history and its actions, in a side drawer. */
export function AdminLeadsDrawer({ lead, onClose }: { lead: OpenLead | null; onClose: () => void }) {
  return (
    <Drawer
      open={lead !== null}
      onClose={onClose}
      size={600}
      // A lead opened by a link (?open=id) has no name until its detail loads: the noun alone.
      title={lead ? (lead.name ? `${LEAD_NOUNS[lead.kind]} from ${lead.name}` : LEAD_NOUNS[lead.kind]) : undefined}
      destroyOnHidden
    >
      {lead?.kind === 'consultation' && <ConsultationDetail id={lead.id} />}
      {lead?.kind === 'service_inquiry' && <InquiryDetail id={lead.id} />}
      {lead?.kind === 'general_question' && <QuestionDetail id={lead.id} />}
    </Drawer>
  );
}

interface DetailQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** Loading, error (with retry) or the loaded detail. */
function Loaded<T>({ query, children }: { query: DetailQuery<T>; children: (data: T) => ReactNode }) {
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title="Could not load this lead"
        description={serverMessage(query.error, 'Please try again.')}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  if (!query.data) return <Skeleton active aria-label="Loading the lead" />;
  return <>{children(query.data)}</>;
}

const text = (value: string | null | undefined) => (value ? value : <NoValue />);

function contactItems(lead: { email: string; phone: string | null; country: string; createdAt: string }) {
  return [
    { key: 'email', label: 'E-mail', children: <a href={`mailto:${lead.email}`}>{lead.email}</a> },
    { key: 'phone', label: 'Phone', children: text(lead.phone && displayPhone(lead.phone)) },
    { key: 'country', label: 'Country', children: lead.country },
    { key: 'received', label: 'Received', children: <DateTime value={lead.createdAt} /> },
  ];
}

function bookingItems(lead: AdminConsultationDetailDto | AdminServiceInquiryDetailDto, businessTypeLabel: string) {
  return [
    ...contactItems(lead),
    { key: 'businessType', label: businessTypeLabel, children: lead.businessType },
    {
      key: 'services',
      label: 'Services',
      children: (
        <Flex wrap gap={4}>
          {lead.servicesInterested.map((service) => (
            <Tag key={service}>{service}</Tag>
          ))}
        </Flex>
      ),
    },
    { key: 'budget', label: 'Budget', children: lead.budget },
    { key: 'scheduled', label: 'Scheduled', children: <DateTime value={lead.scheduledAt} /> },
    {
      key: 'meeting',
      label: 'Meeting link',
      children: lead.meetingLink ? (
        <a href={lead.meetingLink} target="_blank" rel="noreferrer">
          {lead.meetingLink}
        </a>
      ) : (
        <NoValue />
      ),
    },
    { key: 'message', label: 'Message', children: <span style={{ whiteSpace: 'pre-wrap' }}>{lead.message}</span> },
    { key: 'clientAddress', label: 'Sent from', children: text(lead.clientAddress) },
  ];
}

function Submission({ items }: { items: { key: string; label: string; children: ReactNode }[] }) {
  return (
    <Descriptions
      title="Submission"
      column={1}
      size="small"
      bordered
      items={items}
      styles={{ label: { width: 130 } }}
    />
  );
}

function ConsultationDetail({ id }: { id: string }) {
  const query = useGetAdminConsultation(id);
  return (
    <Loaded query={query}>
      {(lead) => (
        <Flex vertical gap={24}>
          <StatusBar kind="consultation" id={id} status={lead.status} name={lead.name} />
          <Submission items={bookingItems(lead, 'Stage')} />
          <QuestionnaireAnswers filter={{ consultationId: id }} />
          <ReleaseHolds email={lead.email} clientAddress={lead.clientAddress} clientNetwork={lead.clientNetwork} />
          <History items={lead.history} />
        </Flex>
      )}
    </Loaded>
  );
}

function InquiryDetail({ id }: { id: string }) {
  const query = useGetAdminServiceInquiry(id);
  return (
    <Loaded query={query}>
      {(lead) => (
        <Flex vertical gap={24}>
          <StatusBar kind="service_inquiry" id={id} status={lead.status} name={lead.name} />
          <Submission items={bookingItems(lead, 'Business type')} />
          <QuestionnaireAnswers filter={{ serviceInquiryId: id }} />
          <ReleaseHolds email={lead.email} clientAddress={lead.clientAddress} clientNetwork={lead.clientNetwork} />
          <History items={lead.history} />
        </Flex>
      )}
    </Loaded>
  );
}

function QuestionDetail({ id }: { id: string }) {
  const query = useGetAdminGeneralQuestion(id);
  return (
    <Loaded query={query}>
      {(lead: AdminGeneralQuestionDetailDto) => (
        <Flex vertical gap={24}>
          <StatusBar kind="general_question" id={id} status={lead.status} name={`${lead.firstName} ${lead.lastName}`} />
          <Submission
            items={[
              ...contactItems(lead),
              { key: 'service', label: 'Service', children: lead.serviceQuestion },
              {
                key: 'question',
                label: 'Question',
                children: <span style={{ whiteSpace: 'pre-wrap' }}>{text(lead.message)}</span>,
              },
            ]}
          />
          <ReplyForm id={id} email={lead.email} />
          <History items={lead.history} />
        </Flex>
      )}
    </Loaded>
  );
}

/** Reloads every list and detail of the inbox (any filters) after a change. */
function useRefreshLeads() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) => {
        const key = query.queryKey[0];
        return (
          typeof key === 'string' &&
          /^\/api\/admin\/(consultations|service-inquiries|general-questions|booking-history)/.test(key)
        );
      },
    });
}

/** The lead's status and the moves staff may make from it (the life cycle's transitions). */
function StatusBar({ kind, id, status, name }: { kind: BookingKind; id: string; status: string; name: string }) {
  const { message } = App.useApp();
  const refresh = useRefreshLeads();
  const transitions = useListBookingStatusTransitions();
  const consultation = useChangeConsultationStatus();
  const inquiry = useChangeServiceInquiryStatus();
  const question = useChangeGeneralQuestionStatus();
  const [running, setRunning] = useState<string | null>(null);
  const next = transitions.data?.find((transition) => transition.kind === kind && transition.from === status)?.to ?? [];
  const label = LEAD_STATUS_LABELS[kind][status];

  const change = async (to: string) => {
    setRunning(to);
    try {
      if (kind === 'consultation') await consultation.mutateAsync({ id, data: { status: to as never } });
      else if (kind === 'service_inquiry') await inquiry.mutateAsync({ id, data: { status: to as never } });
      else await question.mutateAsync({ id, data: { status: to as never } });
      message.success(`${ACTIONS[to]?.done ?? statusLabel(to)}: ${name}.`);
      await refresh();
    } catch (error) {
      message.error(serverMessage(error, `Could not change the status of ${name}.`));
    } finally {
      setRunning(null);
    }
  };

  return (
    <Flex vertical gap={8}>
      <Flex align="center" gap={8}>
        <Typography.Text strong>Status:</Typography.Text>
        <Tag color={label?.color}>{label?.label ?? status}</Tag>
      </Flex>
      {next.length > 0 && (
        <Flex wrap gap={8} role="group" aria-label="Status actions">
          {next.map((to) => {
            const action = ACTIONS[to] ?? { label: statusLabel(to), done: statusLabel(to) };
            const button = (
              <Button
                key={to}
                type={to === 'confirmed' || to === 'answered' ? 'primary' : 'default'}
                danger={action.destructive}
                loading={running === to}
                disabled={running !== null && running !== to}
                onClick={action.destructive ? undefined : () => void change(to)}
              >
                {action.label}
              </Button>
            );
            return action.destructive ? (
              <Popconfirm
                key={to}
                title={`${action.label}: ${name}?`}
                description={kind === 'consultation' ? 'The visitor is e-mailed about it.' : 'This cannot be undone.'}
                okText={action.label}
                cancelText="Keep it"
                okButtonProps={{ danger: true }}
                onConfirm={() => change(to)}
              >
                {button}
              </Popconfirm>
            ) : (
              button
            );
          })}
        </Flex>
      )}
    </Flex>
  );
}

/**
 * Against a flood of bookings: cancel every pending booking of this lead's e-mail address, or of the client
 * it came from, at once (their slots are free again; the visitors are not e-mailed). The client is named by
 * its network, as the API counts it: an IPv6 address stands for its whole /64.
 */
function ReleaseHolds({
  email,
  clientAddress,
  clientNetwork,
}: {
  email: string;
  clientAddress: string | null;
  clientNetwork: string | null;
}) {
  const { message } = App.useApp();
  const refresh = useRefreshLeads();
  const release = useReleaseHolds();
  const holders = [
    { key: 'email', label: `of ${email}`, data: { email } },
    ...(clientAddress
      ? [{ key: 'clientAddress', label: `from ${clientNetwork ?? clientAddress}`, data: { clientAddress } }]
      : []),
  ];

  const run = async (data: { email?: string; clientAddress?: string }, label: string) => {
    try {
      const { consultationsCancelled, serviceInquiriesClosed } = await release.mutateAsync({ data });
      const count = consultationsCancelled + serviceInquiriesClosed;
      message.success(`Released ${count} pending booking${count === 1 ? '' : 's'} ${label}.`);
      await refresh();
    } catch (error) {
      message.error(serverMessage(error, `Could not release the pending bookings ${label}.`));
    }
  };

  return (
    <Flex wrap gap={8} role="group" aria-label="Release pending bookings">
      {holders.map((holder) => (
        <Popconfirm
          key={holder.key}
          title={`Release every pending booking ${holder.label}?`}
          description="Pending consultations are cancelled and inquiries with a call closed; no e-mail is sent."
          okText="Release"
          cancelText="Keep them"
          okButtonProps={{ danger: true }}
          onConfirm={() => run(holder.data, holder.label)}
        >
          <Button danger loading={release.isPending}>
            Release pending bookings {holder.label}
          </Button>
        </Popconfirm>
      ))}
    </Flex>
  );
}

interface ReplyValues {
  message: string;
}

/** Staff answer a question by e-mail; it is marked answered and the reply joins its history. */
function ReplyForm({ id, email }: { id: string; email: string }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ReplyValues>();
  const reply = useReplyToGeneralQuestion();
  const refresh = useRefreshLeads();

  const send = async ({ message: text }: ReplyValues) => {
    try {
      await reply.mutateAsync({ id, data: { message: text.trim() } });
      message.success(`Reply sent to ${email}.`);
      form.resetFields();
      await refresh();
    } catch (error) {
      message.error(serverMessage(error, 'Could not send the reply. Please try again.'));
    }
  };

  return (
    <Form<ReplyValues> form={form} layout="vertical" onFinish={(values) => void send(values)} requiredMark={false}>
      <Form.Item
        name="message"
        label={`Reply by e-mail to ${email}`}
        rules={[
          { required: true, whitespace: true, message: 'Write a reply.' },
          { max: REPLY_MAX_LENGTH, message: `At most ${REPLY_MAX_LENGTH} characters.` },
        ]}
      >
        <Input.TextArea rows={5} showCount maxLength={REPLY_MAX_LENGTH} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={reply.isPending}>
        {reply.isPending ? 'Sending...' : 'Send reply'}
      </Button>
    </Form>
  );
}

const DELIVERY_LABELS: Record<string, string> = {
  pending: 'queued',
  sending: 'sending',
  sent: 'sent',
  failed: 'failed',
  suppressed: 'not sent (unsubscribed)',
  cancelled: 'cancelled',
};

function historyTitle(item: LeadHistoryItemDto): string {
  switch (item.kind) {
    case 'received':
      return 'Received';
    case 'status':
      return `Status: ${statusLabel(item.fromStatus ?? '')} → ${statusLabel(item.toStatus ?? '')}`;
    case 'reply':
      return `Replied: ${item.subject ?? 'e-mail'}`;
    default:
      return `E-mail: ${item.subject ?? ''}`;
  }
}

/** What happened to the lead, oldest first. */
function History({ items }: { items: LeadHistoryItemDto[] }) {
  return (
    <section aria-label="History">
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        History
      </Typography.Title>
      <Timeline
        items={items.map((item, index) => ({
          key: `${item.at}-${index}`,
          color: item.kind === 'status' ? 'blue' : item.kind === 'received' ? 'green' : 'gray',
          content: (
            <Flex vertical gap={2}>
              <Typography.Text strong>{historyTitle(item)}</Typography.Text>
              <Typography.Text type="secondary">
                <DateTime value={item.at} />
                {item.actor ? ` · by ${item.actor}` : ''}
                {item.deliveryStatus ? ` · ${DELIVERY_LABELS[item.deliveryStatus] ?? item.deliveryStatus}` : ''}
              </Typography.Text>
              {item.message ? (
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                  {item.message}
                </Typography.Paragraph>
              ) : null}
            </Flex>
          ),
        }))}
      />
    </section>
  );
}
