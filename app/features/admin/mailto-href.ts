/**
 * A mailto link to exactly one address: everything but the @ before the domain is
 * percent-encoded, so a ? & = # or , in what a visitor typed can never become a header
 * (a hidden Bcc, a subject) or a second recipient in the admin's mail program.
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf("@");
  if (at === -1) return `mailto:${encodeURIComponent(address)}`;
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}
