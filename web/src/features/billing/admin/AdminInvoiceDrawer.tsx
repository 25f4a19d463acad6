import { useQueryClient } from '@tanstack/react-query';
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
import { useState } from 'react';
import {
  useCancelInvoice,
  useGetAdminInvoice,
  useSendInvoice,
} from '../../../api/generated/admin-invoices/admin-invoices';
import type {
  AdminInvoiceDetailDto,
  AdminInvoiceDto,
  AdminInvoiceRefundDto,
  InvoiceEventDto,
  InvoiceItemDto,
} from '../../../api/generated/model';
import { DownloadIcon } from '../../../components/admin/AdminIcons';
import { serverMessage } from '../../../components/admin/api-error';
import { DrawerSection } from '../../../components/admin/DrawerSection';
import { NoValue } from '../../../components/admin-table/admin-columns';
import { DateTime } from '../../../components/admin-table/AdminDataTable';
import { billingDate } from '../billing-dates';
import {
  CREDIT_STATUS_LABELS,
  INVOICE_EVENT_LABELS,
  INVOICE_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  REFUND_WAY_WORDS,
} from '../billing-labels';
import { priceRows } from '../invoice-total-rows';
import { formatBasisPoints, formatCents, formatMoney, formatQuantity } from '../money';
import { OfflinePaymentDialog, RefundDialog } from './InvoiceMoneyDialogs';

/** Statuses staff may still send (again) or cancel; those the client (or staff, offline) may still pay. */
const OPEN_STATUSES = ['draft', 'sent', 'overdue'];
const PAYABLE_STATUSES = ['sent', 'overdue'];

/** An invoice's status as a tag, with "Overdue" beside a sent invoice past its due date. */
export function InvoiceStatusTag({ invoice }: { invoice: Pick<AdminInvoiceDto, 'status' | 'overdue'> }) {
  const label = INVOICE_STATUS_LABELS[invoice.status];
  return (
    <Flex gap={4} wrap>
      <Tag color={label.color}>{label.label}</Tag>
      {invoice.overdue && invoice.status !== 'overdue' ? <Tag color="red">Past due</Tag> : null}
    </Flex>
  );
}

/** Reloads every invoices list and detail after a change. */
export function useRefreshInvoices() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) => {
        const key = query.queryKey[0];
        return typeof key === 'string' && key.startsWith('/api/admin/invoices');
      },
    });
}

/** One invoice: its client, items and totals, payments, refunds, credits, timeline, and what staff can do. */
export function AdminInvoiceDrawer({ invoice, onClose }: { invoice: AdminInvoiceDto | null; onClose: () => void }) {
  return (
    <Drawer
      open={invoice !== null}
      onClose={onClose}
      size={720}
      title={invoice ? `Invoice ${invoice.invoiceNumber} · ${invoice.clientName}` : undefined}
      destroyOnHidden
    >
      {invoice ? <InvoiceDetail id={invoice.id} /> : null}
    </Drawer>
  );
}

function InvoiceDetail({ id }: { id: string }) {
  const query = useGetAdminInvoice(id);
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title="Could not load this invoice"
        description={serverMessage(query.error, 'Please try again.')}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  if (!query.data) return <Skeleton active aria-label="Loading the invoice" />;
  const invoice = query.data;
  return (
    <Flex vertical gap={24}>
      <Actions invoice={invoice} />
      <Summary invoice={invoice} />
      <Items invoice={invoice} />
      <Payments invoice={invoice} />
      <History events={invoice.timeline} />
    </Flex>
  );
}

/** Send (or send again), cancel, mark paid offline, refund, and the PDF. */
function Actions({ invoice }: { invoice: AdminInvoiceDetailDto }) {
  const { message } = App.useApp();
  const refresh = useRefreshInvoices();
  const send = useSendInvoice();
  const cancel = useCancelInvoice();
  const [dialog, setDialog] = useState<'offline' | 'refund' | null>(null);
  const open = OPEN_STATUSES.includes(invoice.status);
  const received = invoice.paidCents > 0 || invoice.creditsAppliedCents > 0;
  const resend = invoice.status !== 'draft';
  const payable = PAYABLE_STATUSES.includes(invoice.status) && invoice.amountDueCents > 0;
  const refundable = invoice.payments.some(
    (payment) => payment.status === 'succeeded' && payment.amountCents > payment.refundedCents,
  );

  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action();
      message.success(done);
      await refresh();
    } catch (error) {
      message.error(serverMessage(error, failed));
    }
  };

  return (
    <Flex vertical gap={12}>
      <Flex align="center" gap={8} wrap>
        <Typography.Text strong>Status:</Typography.Text>
        <InvoiceStatusTag invoice={invoice} />
      </Flex>
      <Flex wrap gap={8} role="group" aria-label="Invoice actions">
        {open ? (
          <Popconfirm
            title={resend ? `Send ${invoice.invoiceNumber} again?` : `Send ${invoice.invoiceNumber}?`}
            description={`${invoice.clientEmail} is e-mailed the pay link and the PDF.`}
            okText={resend ? 'Send again' : 'Send'}
            cancelText="Not now"
            onConfirm={() =>
              run(
                () => send.mutateAsync({ id: invoice.id }),
                `Invoice ${invoice.invoiceNumber} sent to ${invoice.clientEmail}.`,
                'Could not send the invoice.',
              )
            }
          >
            <Button type="primary" loading={send.isPending}>
              {resend ? 'Resend' : 'Send'}
            </Button>
          </Popconfirm>
        ) : null}
        {open && !received ? (
          <Popconfirm
            title={`Cancel ${invoice.invoiceNumber}?`}
            description="The client can no longer pay it; its pay page says it was cancelled. This cannot be undone."
            okText="Cancel invoice"
            cancelText="Keep it"
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              run(
                () => cancel.mutateAsync({ id: invoice.id }),
                `Invoice ${invoice.invoiceNumber} cancelled.`,
                'Could not cancel the invoice.',
              )
            }
          >
            <Button danger loading={cancel.isPending}>
              Cancel invoice
            </Button>
          </Popconfirm>
        ) : null}
        {payable ? <Button onClick={() => setDialog('offline')}>Mark paid offline</Button> : null}
        {refundable ? (
          <Button danger onClick={() => setDialog('refund')}>
            Refund
          </Button>
        ) : null}
        <Button href={`/api/admin/invoices/${invoice.id}/pdf`} icon={<DownloadIcon />}>
          PDF
        </Button>
      </Flex>
      <OfflinePaymentDialog
        invoice={invoice}
        open={dialog === 'offline'}
        onClose={() => setDialog(null)}
        onDone={refresh}
      />
      <RefundDialog invoice={invoice} open={dialog === 'refund'} onClose={() => setDialog(null)} onDone={refresh} />
    </Flex>
  );
}

function Summary({ invoice }: { invoice: AdminInvoiceDetailDto }) {
  const text = (value: string | null) => (value ? value : <NoValue />);
  const links = [
    ['Consultation', invoice.consultationId],
    ['Service inquiry', invoice.serviceInquiryId],
    ['Project', invoice.projectId],
  ].filter(([, value]) => value);
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      styles={{ label: { width: 150 } }}
      items={[
        {
          key: 'client',
          label: 'Client',
          children: (
            <Flex vertical>
              <Typography.Text strong>{invoice.clientName}</Typography.Text>
              <a href={`mailto:${invoice.clientEmail}`}>{invoice.clientEmail}</a>
              {invoice.clientPhone ? <span>{invoice.clientPhone}</span> : null}
              {invoice.clientCountry ? <span>{invoice.clientCountry}</span> : null}
              {invoice.userId ? null : <Typography.Text type="secondary">No account</Typography.Text>}
            </Flex>
          ),
        },
        { key: 'description', label: 'Description', children: text(invoice.description) },
        { key: 'created', label: 'Created', children: <DateTime value={invoice.createdAt} /> },
        { key: 'sent', label: 'Sent', children: <DateTime value={invoice.sentAt} /> },
        { key: 'due', label: 'Due', children: billingDate(invoice.dueDate) },
        { key: 'paid', label: 'Paid', children: <DateTime value={invoice.paymentDate} /> },
        {
          key: 'partial',
          label: 'Partial payment',
          children: invoice.allowPartialPayment
            ? `Allowed, at least ${formatCents(invoice.minimumPaymentCents)} at a time`
            : 'Not allowed: paid in full',
        },
        ...(invoice.cancelledAt
          ? [{ key: 'cancelled', label: 'Cancelled', children: <DateTime value={invoice.cancelledAt} /> }]
          : []),
        {
          key: 'payUrl',
          label: 'Pay link',
          children:
            invoice.status === 'draft' ? (
              <Typography.Text type="secondary">Works once the invoice is sent</Typography.Text>
            ) : (
              <Typography.Text copyable={{ text: invoice.payUrl }} style={{ wordBreak: 'break-all' }}>
                <a href={invoice.payUrl} target="_blank" rel="noreferrer">
                  {invoice.payUrl}
                </a>
              </Typography.Text>
            ),
        },
        ...(links.length
          ? [
              {
                key: 'links',
                label: 'Bills',
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
        ...(invoice.notes
          ? [
              {
                key: 'notes',
                label: 'Notes',
                children: <span style={{ whiteSpace: 'pre-wrap' }}>{invoice.notes}</span>,
              },
            ]
          : []),
      ]}
    />
  );
}

/** What the payments brought, after the total: each line only when there is something to say. */
const RECEIVED_ROWS: { key: 'creditsAppliedCents' | 'paidCents' | 'refundedCents'; label: string; sign: 1 | -1 }[] = [
  { key: 'creditsAppliedCents', label: 'Credits applied', sign: -1 },
  { key: 'paidCents', label: 'Paid', sign: -1 },
  { key: 'refundedCents', label: 'Refunded', sign: 1 },
];

/** A line's own tax rate, or none when it takes the invoice's. */
const ownRate = (item: InvoiceItemDto) =>
  item.taxRateBasisPoints === null
    ? ''
    : item.taxRateBasisPoints === 0
      ? ' (no tax)'
      : ` (${formatBasisPoints(item.taxRateBasisPoints)})`;

function Items({ invoice }: { invoice: AdminInvoiceDetailDto }) {
  const rows = [
    ...priceRows(invoice),
    ...RECEIVED_ROWS.filter(({ key }) => invoice[key] > 0).map(({ key, label, sign }) => ({
      label,
      cents: sign * invoice[key],
    })),
  ];
  return (
    <DrawerSection title="Items">
      <Table<InvoiceItemDto & { key: number }>
        size="small"
        pagination={false}
        dataSource={invoice.items.map((item, index) => ({ ...item, key: index }))}
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
          { title: 'Unit price', dataIndex: 'unitPriceCents', align: 'right', render: formatCents },
          { title: 'Amount', dataIndex: 'lineTotalCents', align: 'right', render: formatCents },
          ...(invoice.taxCents > 0
            ? [
                {
                  title: 'Tax',
                  dataIndex: 'taxCents',
                  align: 'right' as const,
                  render: (cents: number, row: InvoiceItemDto) => `${formatCents(cents)}${ownRate(row)}`,
                },
              ]
            : []),
        ]}
      />
      <dl style={{ margin: '12px 0 0 auto', maxWidth: 280 }} aria-label="Totals">
        {rows.map(({ label, cents }) => (
          <Flex key={label} justify="space-between">
            <dt>{label}</dt>
            <dd style={{ margin: 0 }}>{formatCents(cents)}</dd>
          </Flex>
        ))}
        <Flex justify="space-between" style={{ fontWeight: 700, borderTop: '1px solid #e2e8f0', paddingTop: 4 }}>
          <dt>Amount due</dt>
          <dd style={{ margin: 0 }}>{formatCents(invoice.amountDueCents)}</dd>
        </Flex>
      </dl>
    </DrawerSection>
  );
}

/** Payment attempts, refunds and the credits spent on the invoice. */
function Payments({ invoice }: { invoice: AdminInvoiceDetailDto }) {
  return (
    <DrawerSection title="Payments">
      {invoice.payments.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No payments yet." />
      ) : (
        <Flex vertical gap={8}>
          {invoice.payments.map((payment) => {
            const status = PAYMENT_STATUS_LABELS[payment.status];
            const refunds = invoice.refunds.filter((refund) => refund.paymentId === payment.id);
            return (
              <Flex
                key={payment.id}
                vertical
                gap={4}
                style={{ border: '1px solid #e2e8f0', borderRadius: 8, padding: 12 }}
                aria-label={`${PAYMENT_METHOD_LABELS[payment.method]} payment of ${formatMoney(payment.amountCents, payment.currency)}`}
                role="group"
              >
                <Flex justify="space-between" wrap gap={8}>
                  <Typography.Text strong>
                    {PAYMENT_METHOD_LABELS[payment.method]} · {formatMoney(payment.amountCents, payment.currency)}
                    {payment.creditsCents > 0 ? ` + ${formatCents(payment.creditsCents)} credits` : ''}
                  </Typography.Text>
                  <Tag color={status.color}>{status.label}</Tag>
                </Flex>
                <Typography.Text type="secondary">
                  <DateTime value={payment.succeededAt ?? payment.createdAt} />
                  {payment.refundedCents > 0 ? ` · ${formatCents(payment.refundedCents)} refunded` : ''}
                </Typography.Text>
                {payment.note ? <Typography.Text>{payment.note}</Typography.Text> : null}
                {payment.failureMessage ? (
                  <Typography.Text type="danger">{payment.failureMessage}</Typography.Text>
                ) : null}
                {payment.receiptUrl ? (
                  <a href={payment.receiptUrl} target="_blank" rel="noreferrer">
                    Receipt
                  </a>
                ) : null}
                {refunds.map((refund) => (
                  <RefundLine key={refund.id} refund={refund} currency={payment.currency} />
                ))}
              </Flex>
            );
          })}
        </Flex>
      )}
      {invoice.credits.length > 0 ? (
        <Flex vertical gap={4} style={{ marginTop: 12 }}>
          <Typography.Text strong>Account credits</Typography.Text>
          {invoice.credits.map((credit) => (
            <Typography.Text key={credit.id}>
              {formatCents(credit.amountCents)} · {CREDIT_STATUS_LABELS[credit.status]}
            </Typography.Text>
          ))}
        </Flex>
      ) : null}
    </DrawerSection>
  );
}

/** A refund: made, still being made by the payment provider (retried), or refused (staff were alerted). */
function RefundLine({ refund, currency }: { refund: AdminInvoiceRefundDto; currency: string }) {
  const what = `${formatMoney(refund.amountCents, currency)} ${REFUND_WAY_WORDS[refund.way]}`;
  const reason = refund.reason ? `: ${refund.reason}` : '';
  if (refund.status === 'failed') {
    return (
      <Typography.Text type="danger">
        Refund of {what} failed{refund.lastError ? ` (${refund.lastError})` : ''}
        {reason}
      </Typography.Text>
    );
  }
  return (
    <Typography.Text type="secondary">
      {refund.status === 'pending' ? `Refund of ${what} in progress, since ` : `Refunded ${what} on `}
      <DateTime value={refund.createdAt} />
      {reason}
    </Typography.Text>
  );
}

const ACTOR_LABELS: Record<InvoiceEventDto['actor'], string> = {
  staff: 'staff',
  client: 'the client',
  system: 'the system',
  provider: 'the payment provider',
};

/** What happened to the invoice, who did it and when, oldest first. */
function History({ events }: { events: InvoiceEventDto[] }) {
  return (
    <DrawerSection title="Timeline">
      <Timeline
        items={events.map((event) => ({
          key: event.id,
          color:
            event.kind === 'paid'
              ? 'green'
              : event.kind === 'cancelled' || event.kind === 'payment_failed'
                ? 'red'
                : 'blue',
          content: (
            <Flex vertical gap={2}>
              <Typography.Text strong>
                {INVOICE_EVENT_LABELS[event.kind]}
                {event.amountCents !== null ? ` · ${formatCents(event.amountCents)}` : ''}
              </Typography.Text>
              <Typography.Text type="secondary">
                <DateTime value={event.createdAt} /> · by {event.actorUser?.name ?? ACTOR_LABELS[event.actor]}
              </Typography.Text>
              {event.note ? <Typography.Text>{event.note}</Typography.Text> : null}
            </Flex>
          ),
        }))}
      />
    </DrawerSection>
  );
}
