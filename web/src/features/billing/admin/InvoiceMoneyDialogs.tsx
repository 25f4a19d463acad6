import { Alert, App, Form, Input, Modal, Select, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import {
  getGetRefundPolicyQueryKey,
  useGetRefundPolicy,
  useRecordOfflinePayment,
  useRefundInvoicePayment,
} from '../../../api/generated/admin-invoices/admin-invoices';
import type { AdminInvoiceDetailDto, OfflinePaymentMethod, RefundPolicyDto } from '../../../api/generated/model';
import { serverMessage } from '../../../components/admin/api-error';
import { PAYMENT_METHOD_LABELS } from '../billing-labels';
import { centsToInput, formatCents, parseDollars } from '../money';

/** The API's limits on a payment's note and a refund's reason (INVOICE_LIMITS). */
const NOTE_MAX_LENGTH = 500;
const OFFLINE_METHODS: OfflinePaymentMethod[] = ['cheque', 'wire', 'cash', 'other'];

interface DialogProps {
  invoice: AdminInvoiceDetailDto;
  open: boolean;
  onClose: () => void;
  /** After the change: reload the invoice and the table. */
  onDone: () => Promise<unknown>;
}

/** An amount field's rule: dollars, whole cents, from $0.01 to `max` cents. */
const amountRule = (max: number) => ({
  validator: async (_rule: unknown, value: string | undefined) => {
    const parsed = parseDollars(value ?? '', { min: 1, max });
    if (!parsed.ok) throw new Error(parsed.error);
  },
});

const cents = (value: string) => {
  const parsed = parseDollars(value);
  if (!parsed.ok) throw new Error('the form lets only valid amounts through');
  return parsed.value;
};

interface OfflineValues {
  method: OfflinePaymentMethod;
  amount: string;
  note?: string;
}

/** "Mark paid offline": money received by cheque, wire or cash, up to the amount due. */
export function OfflinePaymentDialog({ invoice, open, onClose, onDone }: DialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<OfflineValues>();
  const record = useRecordOfflinePayment();

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await record.mutateAsync({
        id: invoice.id,
        data: { method: values.method, amountCents: cents(values.amount), note: values.note?.trim() || null },
      });
      message.success(`Recorded ${formatCents(cents(values.amount))} on ${invoice.invoiceNumber}.`);
      onClose();
      await onDone();
    } catch (error) {
      message.error(serverMessage(error, 'Could not record the payment.'));
    }
  };

  return (
    <Modal
      open={open}
      title={`Mark ${invoice.invoiceNumber} paid offline`}
      okText="Record payment"
      onOk={() => void submit()}
      okButtonProps={{ loading: record.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        Money received outside the site. The client is e-mailed a receipt once the invoice is paid in full.
      </Typography.Paragraph>
      <Form<OfflineValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ method: 'wire', amount: centsToInput(invoice.amountDueCents) }}
        aria-label="Offline payment"
      >
        <Form.Item name="method" label="Method" rules={[{ required: true }]}>
          <Select
            options={OFFLINE_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label="Amount received"
          extra={`At most the amount due, ${formatCents(invoice.amountDueCents)}.`}
          rules={[amountRule(invoice.amountDueCents)]}
        >
          <Input prefix="$" inputMode="decimal" />
        </Form.Item>
        <Form.Item name="note" label="Note" extra="Cheque number, wire reference..." rules={[{ max: NOTE_MAX_LENGTH }]}>
          <Input maxLength={NOTE_MAX_LENGTH} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface RefundValues {
  paymentId: string;
  amount: string;
  reason: string;
}

/** The policy's amount for one payment: what it proposes, but never more than that payment has left. */
const proposedFor = (policy: RefundPolicyDto, paymentId: string | undefined) => {
  const payment = policy.payments.find((candidate) => candidate.paymentId === paymentId);
  return payment ? Math.min(policy.proposedCents, payment.refundableCents) : 0;
};

/** "Refund": the amount the refund policy proposes (with its reason), on one of the invoice's payments; confirmed. */
export function RefundDialog({ invoice, open, onClose, onDone }: DialogProps) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<RefundValues>();
  const policy = useGetRefundPolicy(invoice.id, {
    query: { queryKey: getGetRefundPolicyQueryKey(invoice.id), enabled: open },
  });
  const refund = useRefundInvoicePayment();
  const paymentId = Form.useWatch('paymentId', form);
  const refundable = policy.data?.payments.find((payment) => payment.paymentId === paymentId)?.refundableCents ?? 0;

  useEffect(() => {
    if (!open || !policy.data) return;
    const first = policy.data.payments[0]?.paymentId;
    form.setFieldsValue({
      paymentId: first,
      amount: centsToInput(proposedFor(policy.data, first)),
      reason: policy.data.reason,
    });
  }, [open, policy.data, form]);

  const send = async (values: RefundValues) => {
    try {
      await refund.mutateAsync({
        id: invoice.id,
        data: { paymentId: values.paymentId, amountCents: cents(values.amount), reason: values.reason.trim() },
      });
      message.success(`Refunded ${formatCents(cents(values.amount))} on ${invoice.invoiceNumber}.`);
      onClose();
      await onDone();
    } catch (error) {
      message.error(serverMessage(error, 'Could not refund the payment.'));
    }
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    modal.confirm({
      title: `Refund ${formatCents(cents(values.amount))} to ${invoice.clientName}?`,
      content: 'The money goes back to the original payment method. This cannot be undone.',
      okText: 'Refund',
      okButtonProps: { danger: true },
      cancelText: 'Back',
      onOk: () => send(values),
    });
  };

  const data = policy.data;
  return (
    <Modal
      open={open}
      title={`Refund ${invoice.invoiceNumber}`}
      okText="Refund..."
      okButtonProps={{ danger: true, loading: refund.isPending, disabled: !data || data.payments.length === 0 }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {policy.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={serverMessage(policy.error, 'Could not load the refund policy.')}
        />
      ) : !data ? (
        <Skeleton active aria-label="Loading the refund policy" />
      ) : data.payments.length === 0 ? (
        <Alert type="info" showIcon title="Nothing left to refund on this invoice." />
      ) : (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={`The policy proposes ${formatCents(data.proposedCents)}`}
            description={data.reason}
          />
          <Form<RefundValues> form={form} layout="vertical" preserve={false} aria-label="Refund">
            <Form.Item name="paymentId" label="Payment" rules={[{ required: true, message: 'Choose a payment.' }]}>
              <Select
                options={data.payments.map((payment) => ({
                  value: payment.paymentId,
                  label: `${PAYMENT_METHOD_LABELS[payment.method]} · ${formatCents(payment.refundableCents)} refundable`,
                }))}
                onChange={(id: string) => form.setFieldValue('amount', centsToInput(proposedFor(data, id)))}
              />
            </Form.Item>
            <Form.Item
              name="amount"
              label="Amount to refund"
              extra={`At most ${formatCents(refundable)} on this payment.`}
              rules={[amountRule(refundable)]}
            >
              <Input prefix="$" inputMode="decimal" />
            </Form.Item>
            <Form.Item
              name="reason"
              label="Reason"
              rules={[
                { required: true, whitespace: true, message: 'Say why the money goes back.' },
                { max: NOTE_MAX_LENGTH },
              ]}
            >
              <Input.TextArea rows={2} maxLength={NOTE_MAX_LENGTH} />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
