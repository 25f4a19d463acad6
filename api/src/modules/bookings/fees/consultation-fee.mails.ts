import { defineMailTemplate, renderMail } from '../../notifications';

/** Staff: a cancelled consultation's fee could not be refunded automatically. */
export const consultationRefundFailedStaffMail = defineMailTemplate<{
  invoiceNumber: string;
  clientName: string;
  clientEmail: string;
  reason: string;
  error: string;
}>({
  key: 'staff.consultation-refund-failed',
  category: 'transactional',
  render: (data, { publicUrl }) =>
    renderMail({
      subject: `Refund needed: invoice ${data.invoiceNumber} (${data.clientName})`,
      preheader: 'A consultation fee could not be refunded automatically',
      paragraphs: [
        `The consultation of ${data.clientName} (${data.clientEmail}) was cancelled and its fee is due back ` +
          `(${data.reason}), but the refund of invoice ${data.invoiceNumber} failed: ${data.error}`,
        'Please refund it from the invoice in the back office: ' +
          new URL(`/admin1/invoices?search=${encodeURIComponent(data.invoiceNumber)}`, publicUrl).toString(),
      ],
    }),
});
