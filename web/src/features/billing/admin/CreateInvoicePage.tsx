import { Link, useNavigate } from '@tanstack/react-router';
import { App, Button, Card, Checkbox, Collapse, Flex, Form, Input, Segmented, Select, Typography } from 'antd';
import { useState } from 'react';
import { useCreateInvoice } from '../../../api/generated/admin-invoices/admin-invoices';
import { useGetBookingOptions } from '../../../api/generated/bookings/bookings';
import type { CreateInvoiceDto } from '../../../api/generated/model';
import { ApiError } from '../../../api/http';
import { serverMessage } from '../../../components/admin/api-error';
import { useAccountChoices } from '../../../components/admin/client-choices';
import { ADMIN_PATHS, EMAIL_MAX_LENGTH } from '../../../constants/admin';
import { usePrivatePageTitle } from '../../../lib/head';
import { BILLING_TIME_ZONE, businessDayKey, endOfBusinessDay } from '../billing-dates';
import { priceInvoice } from '../invoice-pricing';
import { formatBasisPoints, formatCents, parseDollars } from '../money';
import {
  EMPTY_ITEM,
  InvoiceItemsEditor,
  itemPricingLine,
  itemsInput,
  type ItemValues,
  parsedRule,
} from './InvoiceItemsEditor';
import { LINKED_RECORDS, LinkedRecordPicker } from './linked-record-choices';
import {
  discountInput,
  discountOf,
  formFieldPath,
  type PricingValues,
  TaxAndDiscountFields,
  taxRateOf,
} from './PricingFields';

/** The API's limits on the invoice's own fields (INVOICE_LIMITS). */
const LIMITS = { clientName: 255, clientPhone: 50, description: 2000, notes: 5000 } as const;
/** The due date offered first: two weeks from today. */
const DEFAULT_DUE_DAYS = 14;

type ClientKind = 'account' | 'free';

/** The card minimum, the least a partial payment's minimum may be (INVOICE_LIMITS.minimumPaymentCentsMin). */
const CARD_MINIMUM_CENTS = 50;

export interface InvoiceFormValues extends PricingValues {
  userId?: string;
  clientName?: string;
  clientEmail?: string;
  clientPhone?: string;
  clientCountry?: string;
  items: ItemValues[];
  dueDay: string;
  description?: string;
  notes?: string;
  allowPartialPayment?: boolean;
  /** Dollars; blank: the card minimum. */
  minimumPayment?: string;
  consultationId?: string;
  serviceInquiryId?: string;
  projectId?: string;
}

const optionalText = (value: string | undefined) => value?.trim() || null;

/** The form's values as the API takes them. */
export function createInvoiceBody(values: InvoiceFormValues, clientKind: ClientKind, send: boolean): CreateInvoiceDto {
  const client =
    clientKind === 'account'
      ? { userId: values.userId }
      : {
          clientName: values.clientName?.trim(),
          clientEmail: values.clientEmail?.trim(),
          clientPhone: optionalText(values.clientPhone),
          clientCountry: values.clientCountry || null,
        };
  const minimum = values.minimumPayment?.trim() ? parseDollars(values.minimumPayment) : null;
  return {
    ...client,
    items: itemsInput(values.items),
    taxRateBasisPoints: taxRateOf(values),
    ...discountInput(discountOf(values)),
    allowPartialPayment: values.allowPartialPayment ?? false,
    ...(values.allowPartialPayment && minimum?.ok ? { minimumPaymentCents: minimum.value } : {}),
    dueDate: endOfBusinessDay(values.dueDay),
    description: optionalText(values.description),
    notes: optionalText(values.notes),
    consultationId: optionalText(values.consultationId),
    serviceInquiryId: optionalText(values.serviceInquiryId),
    projectId: optionalText(values.projectId),
    send,
  };
}

/** Today's business day (the earliest due date) and the due date offered first. */
function formDays() {
  const now = Date.now();
  return { today: businessDayKey(now), defaultDue: businessDayKey(now + DEFAULT_DUE_DAYS * 86_400_000) };
}

/** The API's names of the invoice's fields the form names otherwise (it types days and dollars). */
const FORM_NAMES: Record<string, string> = { dueDate: 'dueDay', minimumPaymentCents: 'minimumPayment' };

/**
 * The totals as the server will compute them (the same rule, invoice-pricing.ts), following the typing:
 * subtotal, discount, tax per rate, total. Incomplete lines count for nothing until they are complete.
 */
function TotalsPreview() {
  const values = (Form.useWatch([], { preserve: true }) ?? {}) as Partial<InvoiceFormValues>;
  const lines = (values.items ?? []).map(itemPricingLine);
  const taxRate = taxRateOf(values);
  const discount = discountOf({ discountKind: values.discountKind ?? 'none', discount: values.discount });
  const preview = priceInvoice({
    lines: lines.filter((line) => line !== undefined),
    taxRateBasisPoints: taxRate ?? 0,
    discount: discount ?? null,
  });
  const complete = lines.every((line) => line !== undefined) && taxRate !== undefined && discount !== undefined;
  const row = (label: string, cents: number, testId?: string) => (
    <Flex key={label} justify="space-between" data-testid={testId}>
      <dt>{label}</dt>
      <dd style={{ margin: 0 }}>{formatCents(cents)}</dd>
    </Flex>
  );
  return (
    <div style={{ margin: '12px 0 0 auto', maxWidth: 320 }} aria-live="polite">
      <dl style={{ margin: 0 }} aria-label="Invoice totals">
        {row('Subtotal', preview.subtotalCents)}
        {preview.discountCents > 0
          ? row(
              `Discount${discount && 'basisPoints' in discount ? ` (${formatBasisPoints(discount.basisPoints)})` : ''}`,
              -preview.discountCents,
            )
          : null}
        {preview.taxes.map((tax) => row(`Tax ${formatBasisPoints(tax.rateBasisPoints)}`, tax.taxCents))}
        <Flex justify="space-between" style={{ fontWeight: 700, borderTop: '1px solid #e2e8f0', paddingTop: 4 }}>
          <dt>Total</dt>
          <dd style={{ margin: 0 }} data-testid="invoice-total">
            {formatCents(preview.totalCents)}
          </dd>
        </Flex>
      </dl>
      {complete ? null : <Typography.Text type="secondary">Some amounts are incomplete.</Typography.Text>}
    </div>
  );
}

/** Tax rate, discount, partial payment terms, and the totals they make. */
function PricingCard() {
  const allowPartialPayment = Form.useWatch('allowPartialPayment') as boolean | undefined;
  return (
    <Card
      title={<span id="invoice-pricing-title">Tax, discount and payment</span>}
      role="group"
      aria-labelledby="invoice-pricing-title"
    >
      <TaxAndDiscountFields />
      <Flex wrap gap={12} align="flex-start">
        <Form.Item name="allowPartialPayment" valuePropName="checked" style={{ flex: '0 1 auto' }}>
          <Checkbox>Allow partial payment</Checkbox>
        </Form.Item>
        {allowPartialPayment ? (
          <Form.Item
            name="minimumPayment"
            label="Minimum payment"
            extra="The least the client may pay at a time (at least $0.50)."
            style={{ flex: '0 1 220px' }}
            rules={[
              parsedRule((text) =>
                text.trim() ? parseDollars(text, { what: 'a minimum payment', min: CARD_MINIMUM_CENTS }) : { ok: true },
              ),
            ]}
          >
            <Input inputMode="decimal" prefix="$" placeholder="0.50" />
          </Form.Item>
        ) : null}
      </Flex>
      <TotalsPreview />
    </Card>
  );
}

/** /admin1/create-invoice: a client, the items, tax and discount, a due date; saved as a draft or sent at once. */
export function CreateInvoicePage() {
  usePrivatePageTitle('Create invoice · Back Office', 'Inspivision back office: bill a client.');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<InvoiceFormValues>();
  const [clientKind, setClientKind] = useState<ClientKind>('account');
  const [sending, setSending] = useState<boolean | null>(null);
  const clients = useAccountChoices();
  const countries = useGetBookingOptions().data?.countries ?? [];
  const create = useCreateInvoice();
  // Read once: the form keeps the days it opened with.
  const [{ today, defaultDue }] = useState(formDays);

  const submit = async (send: boolean) => {
    let values: InvoiceFormValues;
    try {
      values = await form.validateFields();
    } catch {
      message.error('Please correct the highlighted fields.');
      return;
    }
    setSending(send);
    try {
      const invoice = await create.mutateAsync({ data: createInvoiceBody(values, clientKind, send) });
      message.success(
        send
          ? `Invoice ${invoice.invoiceNumber} sent to ${invoice.clientEmail}.`
          : `Invoice ${invoice.invoiceNumber} saved as a draft.`,
      );
      void navigate({ to: ADMIN_PATHS.invoices, search: { search: invoice.invoiceNumber } });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : [];
      if (fields.length) {
        form.setFields(
          fields.map(({ field, message: text }) => ({
            name: formFieldPath(field, FORM_NAMES) as never,
            errors: [text],
          })),
        );
      }
      message.error(serverMessage(error, 'Could not save the invoice. Please try again.'));
    } finally {
      setSending(null);
    }
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      <Flex align="baseline" justify="space-between" wrap gap={8}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          Create invoice
        </Typography.Title>
        <Link to={ADMIN_PATHS.invoices}>All invoices</Link>
      </Flex>
      <Form<InvoiceFormValues>
        form={form}
        layout="vertical"
        requiredMark="optional"
        aria-label="New invoice"
        initialValues={{
          items: [{ ...EMPTY_ITEM }],
          dueDay: defaultDue,
          discountKind: 'none',
        }}
        onFinish={() => void submit(false)}
        onFinishFailed={() => void message.error('Please correct the highlighted fields.')}
      >
        <Flex vertical gap={16}>
          <Card
            title={<span id="invoice-client-title">Client</span>}
            role="group"
            aria-labelledby="invoice-client-title"
          >
            <Segmented<ClientKind>
              value={clientKind}
              onChange={setClientKind}
              options={[
                { value: 'account', label: 'Client with an account' },
                { value: 'free', label: 'Client without an account' },
              ]}
              style={{ marginBottom: 16 }}
            />
            {clientKind === 'account' ? (
              <Form.Item
                name="userId"
                label="Client account"
                extra="Their name, e-mail, phone and country fill the invoice; it shows in their portal."
                rules={[{ required: true, message: 'Choose the client account.' }]}
              >
                <Select
                  showSearch
                  placeholder="Search by name or e-mail"
                  filterOption={false}
                  onSearch={clients.onSearch}
                  loading={clients.loading}
                  options={clients.options}
                  notFoundContent={clients.loading ? 'Searching...' : 'No matching accounts'}
                />
              </Form.Item>
            ) : (
              <Flex wrap gap={12}>
                <Form.Item
                  name="clientName"
                  label="Name"
                  style={{ flex: '1 1 240px' }}
                  rules={[
                    { required: true, whitespace: true, message: "Enter the client's name." },
                    { max: LIMITS.clientName },
                  ]}
                >
                  <Input maxLength={LIMITS.clientName} autoComplete="off" />
                </Form.Item>
                <Form.Item
                  name="clientEmail"
                  label="E-mail"
                  style={{ flex: '1 1 240px' }}
                  rules={[
                    { required: true, message: "Enter the client's e-mail." },
                    { type: 'email', message: 'Enter a valid e-mail address.' },
                    { max: EMAIL_MAX_LENGTH },
                  ]}
                >
                  <Input type="email" maxLength={EMAIL_MAX_LENGTH} autoComplete="off" />
                </Form.Item>
                <Form.Item
                  name="clientPhone"
                  label="Phone"
                  style={{ flex: '1 1 200px' }}
                  rules={[{ max: LIMITS.clientPhone }]}
                >
                  <Input maxLength={LIMITS.clientPhone} autoComplete="off" />
                </Form.Item>
                <Form.Item name="clientCountry" label="Country" style={{ flex: '1 1 200px' }}>
                  <Select
                    showSearch
                    allowClear
                    options={countries.map((country) => ({ value: country, label: country }))}
                  />
                </Form.Item>
              </Flex>
            )}
          </Card>

          <Card>
            <InvoiceItemsEditor />
          </Card>

          <PricingCard />

          <Card title="Details">
            <Flex wrap gap={12}>
              <Form.Item
                name="dueDay"
                label="Due date"
                extra={`Due until the end of that day (${BILLING_TIME_ZONE}).`}
                style={{ flex: '0 1 220px' }}
                rules={[
                  { required: true, message: 'Choose a due date.' },
                  {
                    validator: async (_rule, value: string | undefined) => {
                      if (value && value < today) throw new Error('The due date cannot be in the past.');
                    },
                  },
                ]}
              >
                <Input type="date" min={today} />
              </Form.Item>
              <Form.Item
                name="description"
                label="Invoice description"
                extra="Shown with the invoice in the client's portal and e-mail."
                style={{ flex: '1 1 320px' }}
                rules={[{ max: LIMITS.description }]}
              >
                <Input maxLength={LIMITS.description} />
              </Form.Item>
            </Flex>
            <Form.Item
              name="notes"
              label="Notes"
              extra="Printed on the invoice, under the totals."
              rules={[{ max: LIMITS.notes }]}
            >
              <Input.TextArea rows={3} maxLength={LIMITS.notes} showCount />
            </Form.Item>
            <Collapse
              size="small"
              items={[
                {
                  key: 'links',
                  label: 'Link to a consultation, service inquiry or project (optional)',
                  forceRender: true,
                  children: (
                    <Flex wrap gap={12}>
                      {LINKED_RECORDS.map(({ name, label, kind }) => (
                        <Form.Item key={name} name={name} label={label} style={{ flex: '1 1 100%', marginBottom: 0 }}>
                          <LinkedRecordPicker kind={kind} />
                        </Form.Item>
                      ))}
                    </Flex>
                  ),
                },
              ]}
            />
          </Card>

          <Flex wrap gap={8} justify="flex-end">
            <Button htmlType="submit" loading={sending === false} disabled={sending === true}>
              Save draft
            </Button>
            <Button
              type="primary"
              onClick={() => void submit(true)}
              loading={sending === true}
              disabled={sending === false}
            >
              Send to client
            </Button>
          </Flex>
        </Flex>
      </Form>
    </Flex>
  );
}
