/** Invoices as the API answers them, for the billing screens' tests. */
import type { InvoiceDocumentDto, PortalInvoiceDto } from '../../api/generated/model';

export const PUBLIC_ID = 'dGhpc2lzYXB1YmxpY2lkMQ';

export function makeInvoiceDocument(overrides: Partial<InvoiceDocumentDto> = {}): InvoiceDocumentDto {
  return {
    publicId: PUBLIC_ID,
    invoiceNumber: 'INV-2026-0007',
    status: 'sent',
    clientName: 'Ana Lopez',
    description: 'Company formation package',
    notes: 'Thank you for your business.',
    items: [
      {
        title: 'LLC formation (Delaware)',
        description: 'Filing and registered agent',
        quantity: 100,
        unitPriceCents: 50000,
        lineTotalCents: 50000,
      },
      { title: 'Strategy hours', description: null, quantity: 150, unitPriceCents: 12000, lineTotalCents: 18000 },
    ],
    amountCents: 68000,
    creditsAppliedCents: 0,
    paidCents: 0,
    refundedCents: 0,
    amountDueCents: 68000,
    currency: 'USD',
    issuedAt: '2026-03-02T15:00:00.000Z',
    dueDate: '2026-04-01T03:59:59.999Z',
    paymentDate: null,
    receiptUrl: null,
    ...overrides,
  };
}

export function makePortalInvoice(overrides: Partial<PortalInvoiceDto> = {}): PortalInvoiceDto {
  return { id: '3f6c2a9e-8b1d-4c57-9e0a-5d2b7c8e1f43', ...makeInvoiceDocument(), ...overrides };
}

export const pageOf = <T>(items: T[], { page = 1, pageSize = 10, total = items.length } = {}) => ({
  items,
  total,
  page,
  pageSize,
});
