/** Quoted-printable text decoded: soft line breaks joined, escapes turned back into UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * An .eml (as the log mail driver writes it) as a reader sees it: folded headers unfolded, and the
 * body quoted-printable decoded (only the body: a header's "token=F6..." is text).
 */
export function readableMail(eml: string): string {
  const bodyStart = eml.search(/\r?\n\r?\n/);
  const headers = eml.slice(0, bodyStart).replace(/\r?\n[ \t]+/g, ' ');
  return headers + decodeQuotedPrintable(eml.slice(bodyStart));
}

/** The bytes of the attachment named `filename` in a raw .eml (not readableMail's: a base64 part is no quoted-printable). */
export function mailAttachment(eml: string, filename: string): Buffer {
  const part = eml
    .split(/\r?\n--/)
    .find((candidate) => new RegExp(`filename="?${filename.replace(/[.]/g, '\\.')}"?`).test(candidate));
  if (!part) throw new Error(`No attachment ${filename}`);
  const bodyStart = part.search(/\r?\n\r?\n/);
  if (!/Content-Transfer-Encoding: base64/i.test(part.slice(0, bodyStart)))
    throw new Error(`${filename} is not base64`);
  return Buffer.from(part.slice(bodyStart).replace(/\s+/g, ''), 'base64');
}
