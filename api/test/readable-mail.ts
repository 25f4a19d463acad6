/**
 * An .eml (as the log mail driver writes it) as a reader sees it: folded headers unfolded; in the
 * body (only there: a header's "token=F6..." is text), quoted-printable soft breaks joined and
 * escapes decoded as UTF-8.
 */
export function readableMail(eml: string): string {
  const bodyStart = eml.search(/\r?\n\r?\n/);
  const headers = eml.slice(0, bodyStart).replace(/\r?\n[ \t]+/g, ' ');
  const body = eml
    .slice(bodyStart)
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return headers + Buffer.from(body, 'latin1').toString('utf8');
}
