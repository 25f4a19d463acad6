import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import type { InvoiceItemInputDto } from '../../../api/generated/model';
import { CloseIcon, PlusIcon } from '../../../components/admin/AdminIcons';
import { lineTotalCents, type PricingLine } from '../invoice-pricing';
import { formatCents, parseDollars, parsePercent, parseQuantity } from '../money';

/** The API's limits on items (INVOICE_LIMITS). */
export const ITEM_LIMITS = { min: 1, max: 100, title: 255, description: 1000 } as const;

/** One row as staff type it: quantity and price are text until the form is sent. */
export interface ItemValues {
  title?: string;
  description?: string;
  quantity?: string;
  unitPrice?: string;
  /** Its own tax rate in percent; blank: the invoice's. */
  taxRate?: string;
}

export const EMPTY_ITEM: ItemValues = { title: '', description: '', quantity: '1', unitPrice: '', taxRate: '' };

/** A row's own tax rate in basis points: null when blank (the invoice's), undefined while it is not a rate. */
function ownTaxRate(item: ItemValues | undefined): number | null | undefined {
  if (!item?.taxRate?.trim()) return null;
  const rate = parsePercent(item.taxRate);
  return rate.ok ? rate.value : undefined;
}

/** A row as the pricing rule takes it, or undefined while its quantity, price or rate is not valid. */
export function itemPricingLine(item: ItemValues | undefined): PricingLine | undefined {
  const quantity = parseQuantity(item?.quantity ?? '');
  const price = parseDollars(item?.unitPrice ?? '');
  const taxRateBasisPoints = ownTaxRate(item);
  if (!quantity.ok || !price.ok || taxRateBasisPoints === undefined) return undefined;
  return { quantity: quantity.value, unitPriceCents: price.value, taxRateBasisPoints };
}

/** A row's total in cents, or undefined while it is not complete. */
export function itemTotalCents(item: ItemValues | undefined): number | undefined {
  const line = itemPricingLine(item);
  return line && lineTotalCents(line.quantity, line.unitPriceCents);
}

/** The rows as the API takes them (the form has validated them): hundredths and cents, no totals. */
export function itemsInput(items: ItemValues[]): InvoiceItemInputDto[] {
  return items.map((item) => {
    const line = itemPricingLine(item);
    if (!line) throw new Error('itemsInput: the form lets only valid items through');
    return {
      title: (item.title ?? '').trim(),
      description: item.description?.trim() || null,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      taxRateBasisPoints: line.taxRateBasisPoints,
    };
  });
}

/** A validator of antd's Form from one of the money parsers. */
export const parsedRule = (parse: (text: string) => { ok: true } | { ok: false; error: string }) => ({
  validator: async (_rule: unknown, value: string | undefined) => {
    const result = parse(value ?? '');
    if (!result.ok) throw new Error(result.error);
  },
});

/**
 * The invoice's lines (inside the invoice form, at `items`): add and remove rows, each with its title,
 * description, quantity (decimals, to the hundredth), unit price in dollars and optional own tax rate; each
 * line's total and the subtotal follow the typing. For display only: the server computes the totals it keeps,
 * by the same rule (half up to the cent). `kind` names the document the lines belong to (a proposal has the same
 * lines): a blank tax rate is that document's.
 */
export function InvoiceItemsEditor({ kind = 'invoice' }: { kind?: 'invoice' | 'proposal' }) {
  const items = (Form.useWatch('items') as ItemValues[] | undefined) ?? [];
  const totals = items.map(itemTotalCents);
  const complete = totals.every((total) => total !== undefined);
  const total = totals.reduce<number>((sum, line) => sum + (line ?? 0), 0);

  return (
    <section aria-labelledby="invoice-items-title">
      <Typography.Title level={2} id="invoice-items-title" style={{ fontSize: 18 }}>
        Items
      </Typography.Title>
      <Form.List
        name="items"
        rules={[
          {
            validator: async (_rule, rows: unknown[] | undefined) => {
              if (!rows?.length) throw new Error('Add at least one item.');
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <Flex vertical gap={12}>
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                title={`Item ${index + 1}`}
                role="group"
                aria-label={`Item ${index + 1}`}
                extra={
                  <Button
                    type="text"
                    danger
                    icon={<CloseIcon />}
                    disabled={fields.length <= ITEM_LIMITS.min}
                    onClick={() => remove(field.name)}
                    aria-label={`Remove item ${index + 1}`}
                  />
                }
              >
                <Flex wrap gap={12} align="flex-start">
                  <Form.Item
                    name={[field.name, 'title']}
                    label="Title"
                    style={{ flex: '2 1 220px', marginBottom: 8 }}
                    rules={[
                      { required: true, whitespace: true, message: 'Give the item a title.' },
                      { max: ITEM_LIMITS.title, message: `At most ${ITEM_LIMITS.title} characters.` },
                    ]}
                  >
                    <Input maxLength={ITEM_LIMITS.title} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'quantity']}
                    required
                    label="Quantity"
                    style={{ flex: '0 1 110px', marginBottom: 8 }}
                    rules={[parsedRule(parseQuantity)]}
                  >
                    <Input inputMode="decimal" />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'unitPrice']}
                    required
                    label="Unit price"
                    style={{ flex: '0 1 150px', marginBottom: 8 }}
                    rules={[parsedRule((text) => parseDollars(text, { what: 'a price' }))]}
                  >
                    <Input inputMode="decimal" prefix="$" placeholder="0.00" />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'taxRate']}
                    label="Tax rate"
                    style={{ flex: '0 1 110px', marginBottom: 8 }}
                    rules={[
                      parsedRule((text) => (text.trim() ? parsePercent(text, { what: 'a tax rate' }) : { ok: true })),
                    ]}
                  >
                    <Input
                      inputMode="decimal"
                      suffix="%"
                      placeholder={kind === 'invoice' ? 'Invoice' : 'Proposal'}
                      title={`Blank: the ${kind}'s rate; 0: no tax`}
                    />
                  </Form.Item>
                  <div style={{ flex: '0 1 120px', paddingTop: 30, textAlign: 'right' }}>
                    <Typography.Text type="secondary">Line total </Typography.Text>
                    <Typography.Text strong data-testid={`line-total-${index}`}>
                      {totals[index] === undefined ? '—' : formatCents(totals[index])}
                    </Typography.Text>
                  </div>
                </Flex>
                <Form.Item
                  name={[field.name, 'description']}
                  label="Description"
                  style={{ marginBottom: 0 }}
                  rules={[{ max: ITEM_LIMITS.description, message: `At most ${ITEM_LIMITS.description} characters.` }]}
                >
                  <Input.TextArea rows={2} maxLength={ITEM_LIMITS.description} />
                </Form.Item>
              </Card>
            ))}
            <Form.ErrorList errors={errors} />
            <Flex justify="space-between" align="center" wrap gap={12}>
              <Button
                icon={<PlusIcon />}
                onClick={() => add({ ...EMPTY_ITEM })}
                disabled={fields.length >= ITEM_LIMITS.max}
              >
                Add item
              </Button>
              <Typography.Text style={{ fontSize: 16 }} aria-live="polite" data-testid="items-total">
                Subtotal <strong>{formatCents(total)}</strong>
                {complete ? null : <Typography.Text type="secondary"> (some lines are incomplete)</Typography.Text>}
              </Typography.Text>
            </Flex>
          </Flex>
        )}
      </Form.List>
    </section>
  );
}
