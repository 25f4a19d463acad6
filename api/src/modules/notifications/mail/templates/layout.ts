import type { MailAttachment } from '../../../../infrastructure/mail/mail-driver';

/** The brand's one e-mail layout: every template renders its body into it, as HTML and as text. */

export const MAIL_BRAND = {
  name: 'Inspivision',
  tagline: 'Inspire + Pivot + Vision',
  address: 'Remote-first agency serving clients across the USA and worldwide',
  hours: 'Monday - Friday, 9AM - 6PM EST',
  email: 'hello@inspivision.com',
} as const;

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Escapes text for HTML: every value a template interpolates goes through this. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]);

const UNSUBSCRIBE_LINE = 'You receive this because you subscribed to Inspivision updates.';

export interface MailBody {
  subject: string;
  /** A short line shown by mail clients beside the subject. */
  preheader: string;
  /** Paragraphs of plain text; each is escaped into the HTML. */
  paragraphs: string[];
  /** A one-time code shown large, between the paragraphs and the closing lines. */
  code?: string;
  closing?: string[];
  /** Marketing mail: the footer says why it came and links to the unsubscribe page. */
  unsubscribeUrl?: string;
}

export function renderMail(body: MailBody): RenderedMail {
  const paragraph = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;
  const codeBlock = body.code
    ? `<p style="margin:24px 0;font-size:32px;font-weight:700;letter-spacing:8px;font-family:monospace">${escapeHtml(body.code)}</p>`
    : '';
  const unsubscribeHtml = body.unsubscribeUrl
    ? `<br><br>${UNSUBSCRIBE_LINE} <a href="${escapeHtml(body.unsubscribeUrl)}" style="color:#6b7280">Unsubscribe</a>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(body.subject)}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:Helvetica,Arial,sans-serif;color:#1f2937">
<span style="display:none">${escapeHtml(body.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e5e7eb;font-size:20px;font-weight:700;color:#1e3a8a">${MAIL_BRAND.name}</td></tr>
<tr><td style="padding:32px">${body.paragraphs.map(paragraph).join('')}${codeBlock}${(body.closing ?? []).map(paragraph).join('')}</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280">${MAIL_BRAND.name} · ${MAIL_BRAND.tagline}<br>${MAIL_BRAND.address}<br>${MAIL_BRAND.hours} · ${MAIL_BRAND.email}${unsubscribeHtml}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    ...body.paragraphs,
    ...(body.code ? [body.code] : []),
    ...(body.closing ?? []),
    '--',
    `${MAIL_BRAND.name} · ${MAIL_BRAND.tagline}`,
    MAIL_BRAND.address,
    `${MAIL_BRAND.hours} · ${MAIL_BRAND.email}`,
    ...(body.unsubscribeUrl ? [`${UNSUBSCRIBE_LINE} Unsubscribe: ${body.unsubscribeUrl}`] : []),
  ].join('\n\n');
  return { subject: body.subject, html, text };
}
