import { Link, useNavigate } from '@tanstack/react-router';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Empty,
  Flex,
  Popconfirm,
  Skeleton,
  Table,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useGetAdminInvoice } from '../../../api/generated/admin-invoices/admin-invoices';
import {
  useDuplicateProposal,
  useGetAdminProposal,
  useReviseProposal,
  useSendProposal,
} from '../../../api/generated/admin-proposals/admin-proposals';
import type {
  AdminProposalDetailDto,
  AdminProposalDto,
  InvoiceItemDto,
  ProposalEventDto,
} from '../../../api/generated/model';
import { DownloadIcon } from '../../../components/admin/AdminIcons';
import { serverMessage } from '../../../components/admin/api-error';
import { DrawerSection } from '../../../components/admin/DrawerSection';
import { NoValue } from '../../../components/admin-table/admin-columns';
import { DateTime } from '../../../components/admin-table/AdminDataTable';
import { ADMIN_PATHS } from '../../../constants/admin';
import { billingDate } from '../../billing/billing-dates';
import { INVOICE_STATUS_LABELS } from '../../billing/billing-labels';
import { priceRows } from '../../billing/invoice-total-rows';
import { formatBasisPoints, formatMoney, formatQuantity } from '../../billing/money';
import { paymentSchedule } from '../ProposalDocument';
import {
  OPEN_PROPOSAL_STATUSES,
  PROPOSAL_ACTOR_LABELS,
  PROPOSAL_EVENT_LABELS,
  PROPOSAL_STATUS_LABELS,
} from './proposal-labels';
import { useRefreshProposals } from './proposal-queries';

/** Whether a sent or viewed proposal's valid-until date has passed (the scheduled run will expire it). */
const pastValidUntil = (proposal: Pick<AdminProposalDto, 'status' | 'validUntil'>, now = Date.now()) =>
  OPEN_PROPOSAL_STATUSES.includes(proposal.status) &&
  proposal.validUntil !== null &&
  Date.parse(proposal.validUntil) <= now;

/** A proposal's status as a tag, with "Past valid-until" beside an open one the client can no longer sign. */
export function ProposalStatusTag({ proposal }: { proposal: Pick<AdminProposalDto, 'status' | 'validUntil'> }) {
  const label = PROPOSAL_STATUS_LABELS[proposal.status];
  return (
    <Flex gap={4} wrap>
      <Tag color={label.color}>{label.label}</Tag>
      {pastValidUntil(proposal) ? <Tag color="red">Past valid-until</Tag> : null}
    </Flex>
  );
}

/**
 * One proposal version: its actions by status, client and dates, items and totals, the signature and its
 * evidence, what acceptance created, and the timeline. `onOpen` shows another version (a revision, a copy).
 */
export function AdminProposalDrawer({
  id,
  onClose,
  onOpen,
}: {
  id: string | null;
  onClose: () => void;
  onOpen: (id: string) => void;
}) {
  const query = useGetAdminProposal(id ?? '');
  const proposal = id && query.data?.id === id ? query.data : undefined;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={760}
      title={proposal ? `${proposal.title} · version ${proposal.version}` : 'Proposal'}
      destroyOnHidden
    >
      {id === null ? null : query.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="Could not load this proposal"
          description={serverMessage(query.error, 'Please try again.')}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        />
      ) : proposal ? (
        <Flex vertical gap={24}>
          <Actions proposal={proposal} onOpen={onOpen} />
          <Summary proposal={proposal} onOpen={onOpen} />
          <Items proposal={proposal} />
          <Signature proposal={proposal} />
          {proposal.status === 'accepted' ? <Created proposal={proposal} /> : null}
          <History events={proposal.timeline} />
        </Flex>
      ) : (
        <Skeleton active aria-label="Loading the proposal" />
      )}
    </Drawer>
  );
}

/** Edit and send (a draft), revise (sent or viewed), duplicate (any), and the PDFs. */
function Actions({ proposal, onOpen }: { proposal: AdminProposalDetailDto; onOpen: (id: string) => void }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useRefreshProposals();
  const send = useSendProposal();
  const duplicate = useDuplicateProposal();
  const revise = useReviseProposal();
  const draft = proposal.status === 'draft';
  const revisable = OPEN_PROPOSAL_STATUSES.includes(proposal.status);
  const name = `"${proposal.title}"`;

  const run = async (
    action: () => Promise<AdminProposalDetailDto>,
    done: (result: AdminProposalDetailDto) => string,
    failed: string,
  ) => {
    try {
      const result = await action();
      message.success(done(result));
      await refresh();
      if (result.id !== proposal.id) onOpen(result.id);
    } catch (error) {
      message.error(serverMessage(error, failed));
    }
  };

  return (
    <Flex vertical gap={12}>
      <Flex align="center" gap={8} wrap>
        <Typography.Text strong>Status:</Typography.Text>
        <ProposalStatusTag proposal={proposal} />
      </Flex>
      <Flex wrap gap={8} role="group" aria-label="Proposal actions">
        {draft ? (
          <>
            <Popconfirm
              title={`Send ${name}?`}
              description={`${proposal.clientEmail} is e-mailed the PDF and a link to sign it. A sent proposal can no longer be edited, only revised.`}
              okText="Send"
              cancelText="Not now"
              onConfirm={() =>
                run(
                  () => send.mutateAsync({ id: proposal.id }),
                  () => `Proposal ${name} sent to ${proposal.clientEmail}.`,
                  'Could not send the proposal.',
                )
              }
            >
              <Button type="primary" loading={send.isPending}>
                Send
              </Button>
            </Popconfirm>
            <Button onClick={() => void navigate({ to: ADMIN_PATHS.createProposal, search: { edit: proposal.id } })}>
              Edit
            </Button>
          </>
        ) : null}
        {revisable ? (
          <Popconfirm
            title={`Revise ${name}?`}
            description={`Version ${proposal.version} is superseded at once: the client can no longer sign or decline it. Version ${proposal.version + 1} opens as a draft for you to change and send.`}
            okText="Revise"
            cancelText="Keep it"
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              run(
                () => revise.mutateAsync({ id: proposal.id }),
                (result) => `Version ${result.version} created as a draft; version ${proposal.version} is superseded.`,
                'Could not revise the proposal.',
              )
            }
          >
            <Button loading={revise.isPending}>Revise</Button>
          </Popconfirm>
        ) : null}
        <Button
          loading={duplicate.isPending}
          onClick={() =>
            void run(
              () => duplicate.mutateAsync({ id: proposal.id }),
              () => `A copy of ${name} was created as a draft.`,
              'Could not duplicate the proposal.',
            )
          }
        >
          Duplicate
        </Button>
        <Button href={`/api/admin/proposals/${proposal.id}/pdf`} icon={<DownloadIcon />}>
          {draft ? 'PDF preview' : 'PDF'}
        </Button>
        {proposal.sealedPdfSha256 ? (
          <Button href={`/api/admin/proposals/${proposal.id}/sealed-pdf`} icon={<DownloadIcon />}>
            Signed PDF
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}

/** A copyable SHA-256, cut for reading (the whole of it copied and in the tooltip). */
function Sha256({ value }: { value: string | null }) {
  if (!value) return <NoValue />;
  return (
    <Typography.Text code copyable={{ text: value }} title={value} style={{ wordBreak: 'break-all' }}>
      {value}
    </Typography.Text>
  );
}

function Summary({ proposal, onOpen }: { proposal: AdminProposalDetailDto; onOpen: (id: string) => void }) {
  const links = [
    ['Service inquiry', proposal.serviceInquiryId],
    ['Consultation', proposal.consultationId],
  ].filter(([, value]) => value);
  const versionLink = (label: string, id: string) => (
    <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => onOpen(id)}>
      {label}
    </Button>
  );
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      styles={{ label: { width: 160 } }}
      items={[
        {
          key: 'client',
          label: 'Client',
          children: (
            <Flex vertical>
              <Typography.Text strong>{proposal.clientName}</Typography.Text>
              <a href={`mailto:${proposal.clientEmail}`}>{proposal.clientEmail}</a>
              {proposal.userId ? null : (
                <Typography.Text type="secondary">
                  No account yet: the e-mail invites them to create one
                </Typography.Text>
              )}
            </Flex>
          ),
        },
        ...(links.length
          ? [
              {
                key: 'answers',
                label: 'Answers',
                children: (
                  <Flex vertical>
                    {links.map(([label, value]) => (
                      <Typography.Text key={label} copyable={{ text: value! }}>
                        {label} {value}
                      </Typography.Text>
                    ))}
                  </Flex>
                ),
              },
            ]
          : []),
        { key: 'service', label: 'Service', children: proposal.service ?? <NoValue /> },
        {
          key: 'version',
          label: 'Version',
          children: (
            <Flex vertical align="flex-start">
              <span>{proposal.version}</span>
              {proposal.revisesId ? versionLink('Open the version it revises', proposal.revisesId) : null}
              {proposal.supersededById
                ? versionLink('Open the version that supersedes it', proposal.supersededById)
                : null}
            </Flex>
          ),
        },
        { key: 'created', label: 'Created', children: <DateTime value={proposal.createdAt} /> },
        { key: 'sent', label: 'Sent', children: <DateTime value={proposal.sentAt} /> },
        { key: 'viewed', label: 'First viewed', children: <DateTime value={proposal.viewedAt} /> },
        { key: 'valid', label: 'Valid until', children: billingDate(proposal.validUntil) },
        ...(proposal.acceptedAt
          ? [{ key: 'accepted', label: 'Signed and accepted', children: <DateTime value={proposal.acceptedAt} /> }]
          : []),
        ...(proposal.declinedAt
          ? [
              {
                key: 'declined',
                label: 'Declined',
                children: (
                  <Flex vertical>
                    <DateTime value={proposal.declinedAt} />
                    {proposal.declineReason ? (
                      <span style={{ whiteSpace: 'pre-wrap' }}>Reason: {proposal.declineReason}</span>
                    ) : null}
                  </Flex>
                ),
              },
            ]
          : []),
        ...(proposal.expiredAt
          ? [{ key: 'expired', label: 'Expired', children: <DateTime value={proposal.expiredAt} /> }]
          : []),
        {
          key: 'portal',
          label: "Client's page",
          children:
            proposal.status === 'draft' ? (
              <Typography.Text type="secondary">Works once the proposal is sent</Typography.Text>
            ) : (
              <Typography.Text copyable={{ text: proposal.portalUrl }} style={{ wordBreak: 'break-all' }}>
                <a href={proposal.portalUrl} target="_blank" rel="noreferrer">
                  {proposal.portalUrl}
                </a>
              </Typography.Text>
            ),
        },
        {
          key: 'document',
          label: 'Document SHA-256',
          children: proposal.documentSha256 ? (
            <Sha256 value={proposal.documentSha256} />
          ) : (
            <Typography.Text type="secondary">Set when it is sent</Typography.Text>
          ),
        },
        ...(proposal.summary
          ? [
              {
                key: 'summary',
                label: 'Summary',
                children: <span style={{ whiteSpace: 'pre-wrap' }}>{proposal.summary}</span>,
              },
            ]
          : []),
      ]}
    />
  );
}

/** A line's own tax rate, or none when it takes the proposal's. */
const ownRate = (item: InvoiceItemDto) =>
  item.taxRateBasisPoints === null
    ? ''
    : item.taxRateBasisPoints === 0
      ? ' (no tax)'
      : ` (${formatBasisPoints(item.taxRateBasisPoints)})`;

function Items({ proposal }: { proposal: AdminProposalDetailDto }) {
  const { totals } = proposal;
  const money = (cents: number) => formatMoney(cents, totals.currency);
  const rows = [
    ...priceRows({ ...totals, amountCents: totals.totalCents }),
    { label: `Deposit at acceptance (${formatBasisPoints(totals.depositBasisPoints)})`, cents: totals.depositCents },
    { label: 'Balance on completion', cents: totals.balanceCents },
  ];
  return (
    <DrawerSection title="Items and totals">
      <Table<InvoiceItemDto & { key: number }>
        size="small"
        pagination={false}
        dataSource={proposal.items.map((item, index) => ({ ...item, key: index }))}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: 'Item',
            dataIndex: 'title',
            render: (title: string, row) => (
              <Flex vertical>
                <span>{title}</span>
                {row.description ? <Typography.Text type="secondary">{row.description}</Typography.Text> : null}
              </Flex>
            ),
          },
          { title: 'Qty', dataIndex: 'quantity', align: 'right', render: formatQuantity },
          { title: 'Unit price', dataIndex: 'unitPriceCents', align: 'right', render: money },
          { title: 'Amount', dataIndex: 'lineTotalCents', align: 'right', render: money },
          ...(totals.taxCents > 0
            ? [
                {
                  title: 'Tax',
                  dataIndex: 'taxCents',
                  align: 'right' as const,
                  render: (cents: number, row: InvoiceItemDto) => `${money(cents)}${ownRate(row)}`,
                },
              ]
            : []),
        ]}
      />
      <dl style={{ margin: '12px 0 0 auto', maxWidth: 340 }} aria-label="Totals">
        {rows.map(({ label, cents }) => (
          <Flex
            key={label}
            justify="space-between"
            style={label === 'Total' ? { fontWeight: 700, borderTop: '1px solid #e2e8f0', paddingTop: 4 } : undefined}
          >
            <dt>{label}</dt>
            <dd style={{ margin: 0 }}>{money(cents)}</dd>
          </Flex>
        ))}
      </dl>
      <Flex vertical gap={4} style={{ marginTop: 12 }}>
        <Typography.Text>{paymentSchedule(totals)}</Typography.Text>
        {totals.allowFullPayment ? null : (
          <Typography.Text type="secondary">Paying the whole amount at acceptance is not offered.</Typography.Text>
        )}
        {proposal.paymentTerms ? (
          <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>Payment terms: {proposal.paymentTerms}</Typography.Text>
        ) : null}
      </Flex>
    </DrawerSection>
  );
}

/** Who signed, when, from where, on which document, and how (drawn or typed). */
function Signature({ proposal }: { proposal: AdminProposalDetailDto }) {
  const { signature } = proposal;
  if (!signature) {
    return (
      <DrawerSection title="Signature">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Not signed." />
      </DrawerSection>
    );
  }
  return (
    <DrawerSection title="Signature">
      <Descriptions
        column={1}
        size="small"
        bordered
        styles={{ label: { width: 160 } }}
        items={[
          { key: 'name', label: 'Signed by', children: `${signature.name} (${signature.email})` },
          { key: 'when', label: 'Signed', children: <DateTime value={signature.signedAt} /> },
          {
            key: 'how',
            label: 'Signature',
            children: signature.drawn ? 'Drawn, with the typed name' : 'Typed name (no drawing)',
          },
          { key: 'ip', label: 'IP address', children: signature.ip ?? <NoValue /> },
          {
            key: 'agent',
            label: 'User agent',
            children: signature.userAgent ? (
              <span style={{ wordBreak: 'break-word' }}>{signature.userAgent}</span>
            ) : (
              <NoValue />
            ),
          },
          { key: 'sha', label: 'Document signed (SHA-256)', children: <Sha256 value={signature.documentSha256} /> },
          {
            key: 'choice',
            label: 'Chose to pay',
            children:
              proposal.paymentChoice === 'full' ? (
                'The whole amount now'
              ) : proposal.paymentChoice === 'deposit' ? (
                'The deposit now'
              ) : (
                <NoValue />
              ),
          },
          {
            key: 'sealed',
            label: 'Signed PDF',
            children: proposal.sealedPdfSha256 ? (
              <Flex vertical gap={4} align="flex-start">
                <a href={`/api/admin/proposals/${proposal.id}/sealed-pdf`}>Download the sealed PDF</a>
                <span>
                  SHA-256 <Sha256 value={proposal.sealedPdfSha256} />
                </span>
              </Flex>
            ) : (
              <Typography.Text type="secondary">Being sealed: it appears here within minutes</Typography.Text>
            ),
          },
        ]}
      />
    </DrawerSection>
  );
}

/** An invoice acceptance created: its number and status, a link to it in the invoices table, and its PDF. */
function InvoiceLine({ id, label }: { id: string; label: string }) {
  const query = useGetAdminInvoice(id);
  const invoice = query.data;
  if (!invoice) {
    return (
      <Typography.Text type="secondary">
        {label}: {query.isError ? <a href={`/api/admin/invoices/${id}/pdf`}>PDF</a> : 'loading...'}
      </Typography.Text>
    );
  }
  const status = INVOICE_STATUS_LABELS[invoice.status];
  return (
    <Flex gap={8} align="center" wrap>
      <span>{label}:</span>
      <Link to={ADMIN_PATHS.invoices} search={{ search: invoice.invoiceNumber }}>
        {invoice.invoiceNumber}
      </Link>
      <span>{formatMoney(invoice.amountCents, invoice.currency)}</span>
      <Tag color={status.color}>{status.label}</Tag>
      <a href={`/api/admin/invoices/${id}/pdf`} aria-label={`PDF of invoice ${invoice.invoiceNumber}`}>
        PDF
      </a>
    </Flex>
  );
}

/** What acceptance created: the project and its invoices. */
function Created({ proposal }: { proposal: AdminProposalDetailDto }) {
  return (
    <DrawerSection title="Project and invoices">
      <Flex vertical gap={8}>
        {proposal.projectId ? (
          <Flex gap={8} wrap>
            <span>Project:</span>
            <Link to="/admin1/projects/$projectId" params={{ projectId: proposal.projectId }}>
              {proposal.title}
            </Link>
          </Flex>
        ) : null}
        {proposal.depositInvoiceId ? (
          <InvoiceLine
            id={proposal.depositInvoiceId}
            label={
              proposal.paymentChoice === 'full' || proposal.totals.balanceCents === 0 ? 'Invoice' : 'Deposit invoice'
            }
          />
        ) : null}
        {proposal.balanceInvoiceId ? <InvoiceLine id={proposal.balanceInvoiceId} label="Balance invoice" /> : null}
      </Flex>
    </DrawerSection>
  );
}

/** What happened to the proposal, who did it, from where and on which document, oldest first. */
function History({ events }: { events: ProposalEventDto[] }) {
  return (
    <DrawerSection title="Timeline">
      <Timeline
        items={events.map((event) => ({
          key: event.id,
          color:
            event.kind === 'accepted' || event.kind === 'signed' || event.kind === 'sealed'
              ? 'green'
              : event.kind === 'declined' || event.kind === 'expired' || event.kind === 'superseded'
                ? 'red'
                : 'blue',
          content: (
            <Flex vertical gap={2}>
              <Typography.Text strong>{PROPOSAL_EVENT_LABELS[event.kind]}</Typography.Text>
              <Typography.Text type="secondary">
                <DateTime value={event.createdAt} /> · by {event.actorUser?.name ?? PROPOSAL_ACTOR_LABELS[event.actor]}
                {event.ip ? ` · ${event.ip}` : ''}
              </Typography.Text>
              {event.userAgent ? (
                <Typography.Text type="secondary" style={{ wordBreak: 'break-word', fontSize: 12 }}>
                  {event.userAgent}
                </Typography.Text>
              ) : null}
              {event.documentSha256 ? (
                <Typography.Text
                  type="secondary"
                  style={{ fontSize: 12 }}
                  copyable={{ text: event.documentSha256 }}
                  title={event.documentSha256}
                >
                  Document {event.documentSha256.slice(0, 12)}…
                </Typography.Text>
              ) : null}
              {event.note ? <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{event.note}</Typography.Text> : null}
            </Flex>
          ),
        }))}
      />
    </DrawerSection>
  );
}
