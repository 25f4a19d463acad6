import { Flex, Form, Input, Segmented } from 'antd';
import type { Discount } from '../invoice-pricing';
import { centsToInput, formatBasisPoints, parseDollars, parsePercent } from '../money';
import { parsedRule } from './InvoiceItemsEditor';

/**
 * The tax rate and discount of a priced document (an invoice, a proposal) as staff type them, and what they
 * mean to the pricing rule and the API. The form's fields: `taxRate` (percent, blank: none), `discountKind`
 * and `discount` (dollars or percent, by kind).
 */
export type DiscountKind = 'none' | 'amount' | 'percent';

export interface PricingValues {
  /** The document's tax rate in percent; blank: none. */
  taxRate?: string;
  discountKind: DiscountKind;
  /** Dollars or percent, by discountKind. */
  discount?: string;
}

/** The document's tax rate in basis points (0 when blank), or undefined while it is not a rate. */
export function taxRateOf(values: Pick<PricingValues, 'taxRate'>): number | undefined {
  if (!values.taxRate?.trim()) return 0;
  const rate = parsePercent(values.taxRate);
  return rate.ok ? rate.value : undefined;
}

/** The discount asked for, null for none, or undefined while its amount is not valid. */
export function discountOf(values: Pick<PricingValues, 'discountKind' | 'discount'>): Discount | null | undefined {
  if (values.discountKind === 'none' || !values.discount?.trim()) return null;
  const parsed = values.discountKind === 'amount' ? parseDollars(values.discount) : parsePercent(values.discount);
  if (!parsed.ok) return undefined;
  return values.discountKind === 'amount' ? { amountCents: parsed.value } : { basisPoints: parsed.value };
}

/** The discount as the API takes it: in cents or in basis points, the other null. */
export function discountInput(discount: Discount | null | undefined) {
  return {
    discountCents: discount && 'amountCents' in discount ? discount.amountCents : null,
    discountBasisPoints: discount && 'basisPoints' in discount ? discount.basisPoints : null,
  };
}

/** A percent in basis points as a field's text: 825 → "8.25", 5000 → "50". */
export const basisPointsToInput = (basisPoints: number) => formatBasisPoints(basisPoints).replace(/%$/, '');

/** The fields of a stored discount (an amount or a percent, or none), to edit it. */
export function discountFields(discount: {
  discountCents: number;
  discountBasisPoints: number | null;
}): Pick<PricingValues, 'discountKind' | 'discount'> {
  if (discount.discountBasisPoints !== null && discount.discountBasisPoints > 0) {
    return { discountKind: 'percent', discount: basisPointsToInput(discount.discountBasisPoints) };
  }
  if (discount.discountCents > 0) return { discountKind: 'amount', discount: centsToInput(discount.discountCents) };
  return { discountKind: 'none', discount: '' };
}

/** The API's names of the pricing fields that the form names otherwise (it types dollars and percents). */
const PRICING_FORM_NAMES: Record<string, string> = {
  unitPriceCents: 'unitPrice',
  taxRateBasisPoints: 'taxRate',
  discountCents: 'discount',
  discountBasisPoints: 'discount',
};

/**
 * A field error of the API (`items.0.unitPriceCents`, `clientEmail`) as the form's field path, `names`
 * naming the document's own fields the form types otherwise (`dueDate` → `dueDay`).
 */
export function formFieldPath(field: string, names: Record<string, string> = {}): (string | number)[] {
  return field
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : (names[part] ?? PRICING_FORM_NAMES[part] ?? part)));
}

/**
 * The tax rate (for the items without their own) and the discount (none, an amount or a percent, taken off
 * before tax), inside a form holding PricingValues.
 */
export function TaxAndDiscountFields() {
  const discountKind = (Form.useWatch('discountKind') as DiscountKind | undefined) ?? 'none';
  return (
    <Flex wrap gap={12} align="flex-start">
      <Form.Item
        name="taxRate"
        label="Tax rate"
        extra="For items without their own rate. Blank: no tax."
        style={{ flex: '0 1 180px' }}
        rules={[parsedRule((text) => (text.trim() ? parsePercent(text, { what: 'a tax rate' }) : { ok: true }))]}
      >
        <Input inputMode="decimal" suffix="%" placeholder="0" />
      </Form.Item>
      <Form.Item name="discountKind" label="Discount" style={{ flex: '0 1 auto' }}>
        <Segmented<DiscountKind>
          options={[
            { value: 'none', label: 'None' },
            { value: 'amount', label: 'Amount' },
            { value: 'percent', label: 'Percent' },
          ]}
        />
      </Form.Item>
      {discountKind === 'none' ? null : (
        <Form.Item
          name="discount"
          label={discountKind === 'amount' ? 'Discount amount' : 'Discount percent'}
          extra="Taken off before tax."
          style={{ flex: '0 1 180px' }}
          rules={[
            { required: true, message: 'Enter the discount.' },
            parsedRule((text) =>
              discountKind === 'amount'
                ? parseDollars(text, { what: 'a discount' })
                : parsePercent(text, { what: 'a discount' }),
            ),
          ]}
        >
          <Input
            inputMode="decimal"
            prefix={discountKind === 'amount' ? '$' : undefined}
            suffix={discountKind === 'percent' ? '%' : undefined}
          />
        </Form.Item>
      )}
    </Flex>
  );
}
