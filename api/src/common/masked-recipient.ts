/**
 * A recipient as logs show it: enough to tell messages apart, not enough to know who they went to
 * (`a***@e***.com`, `+*********67`).
 */
export function maskedRecipient(recipient: string): string {
  const at = recipient.lastIndexOf('@');
  if (at === -1) return recipient.replace(/\d(?=\d{2})/g, '*');
  const domain = recipient.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const [host, suffix] = dot > 0 ? [domain.slice(0, dot), domain.slice(dot)] : [domain, ''];
  return `${recipient.charAt(0)}***@${host.charAt(0)}***${suffix}`;
}
