/** Invoices as the API answers them, for the billing screens' tests. */
import type {
  AdminInvoiceDetailDto,
  AdminInvoiceDto,
  InvoiceDocumentDto,
  PortalInvoiceDto,
} from '../../api/generated/model';

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
        taxRateBasisPoints: null,
        lineTotalCents: 50000,
        discountCents: 0,
        taxCents: 0,
      },
      {
        title: 'Strategy hours',
        description: null,
        quantity: 150,
        unitPriceCents: 12000,
        taxRateBasisPoints: null,
        lineTotalCents: 18000,
        discountCents: 0,
        taxCents: 0,
      },
    ],
    subtotalCents: 68000,
    discountCents: 0,
    discountBasisPoints: null,
    taxRateBasisPoints: 0,
    taxCents: 0,
    taxes: [],
    amountCents: 68000,
    allowPartialPayment: false,
    minimumPaymentCents: 50,
    partialPaymentRange: null,
    payments: [],
    paymentPending: false,
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

export const ADMIN_INVOICE_ID = '7a1d3c5e-2b4f-4d6a-8c9e-0f1a2b3c4d5e';

/** An invoice as GET /api/admin/invoices/{id} answers it: sent, nothing paid yet. */
export function makeAdminInvoiceDetail(overrides: Partial<AdminInvoiceDetailDto> = {}): AdminInvoiceDetailDto {
  const document = makeInvoiceDocument();
  return {
    id: ADMIN_INVOICE_ID,
    publicId: document.publicId,
    invoiceNumber: document.invoiceNumber,
    status: 'sent',
    overdue: false,
    clientName: 'Ana Lopez',
    clientEmail: 'ana@example.com',
    clientPhone: '+1 404 555 0134',
    clientCountry: 'United States',
    userId: null,
    description: document.description,
    notes: document.notes,
    items: document.items,
    subtotalCents: document.subtotalCents,
    discountCents: document.discountCents,
    discountBasisPoints: document.discountBasisPoints,
    taxRateBasisPoints: document.taxRateBasisPoints,
    taxCents: document.taxCents,
    taxes: document.taxes,
    allowPartialPayment: document.allowPartialPayment,
    minimumPaymentCents: document.minimumPaymentCents,
    amountCents: document.amountCents,
    creditsAppliedCents: 0,
    paidCents: 0,
    refundedCents: 0,
    amountDueCents: document.amountDueCents,
    currency: 'USD',
    createdAt: '2026-03-02T14:00:00.000Z',
    sentAt: '2026-03-02T15:00:00.000Z',
    dueDate: document.dueDate,
    paymentDate: null,
    cancelledAt: null,
    receiptUrl: null,
    issuedPdfSha256: null,
    payUrl: `http://localhost/pay-invoice/${document.publicId}`,
    consultationId: null,
    serviceInquiryId: null,
    projectId: null,
    payments: [],
    refunds: [],
    credits: [],
    timeline: [
      {
        id: 'e0000000-0000-4000-8000-000000000001',
        kind: 'created',
        actor: 'staff',
        actorUser: { id: '00000000-0000-4000-8000-000000000001', name: 'Sam Lopez', email: 'boss@inspivision.test' },
        amountCents: null,
        note: null,
        createdAt: '2026-03-02T14:00:00.000Z',
      },
      {
        id: 'e0000000-0000-4000-8000-000000000002',
        kind: 'sent',
        actor: 'system',
        actorUser: null,
        amountCents: 68000,
        note: null,
        createdAt: '2026-03-02T15:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** The table row of an invoice (the detail without its lists). */
export function adminInvoiceRow(detail: AdminInvoiceDetailDto): AdminInvoiceDto {
  const {
    items: _items,
    payments: _payments,
    refunds: _refunds,
    credits: _credits,
    timeline: _timeline,
    description: _description,
    notes: _notes,
    payUrl: _payUrl,
    receiptUrl: _receiptUrl,
    issuedPdfSha256: _sha,
    ...row
  } = detail;
  return row;
}
