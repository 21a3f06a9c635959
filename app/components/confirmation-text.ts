import { confirmationText } from "../content/languages/en/confirmation";
import { fillIn } from "../lib/fill-in";

// The parts of the confirmation panel built from data: pure, so they are tested on their own.

const MASK = "•••";

/**
 * "asha@example.in" as "a•••@example.in": enough for the visitor to know which mailbox to
 * check, too little for someone looking over their shoulder. Null for what is not an address.
 */
export function maskEmail(email: string): string | null {
  const at = email.lastIndexOf("@");
  if (at < 1 || at === email.length - 1) return null;
  const first = Array.from(email)[0] ?? "";
  return `${first}${MASK}${email.slice(at)}`;
}

/** "We are e-mailing a copy to a•••@example.in.", only where the server can send mail. */
export function mailCopyLine(
  mailConfigured: boolean,
  email: string,
  words: Pick<typeof confirmationText, "mailingCopy"> = confirmationText,
): string | null {
  const masked = mailConfigured ? maskEmail(email) : null;
  return masked === null ? null : fillIn(words.mailingCopy, { email: masked });
}

/**
 * What Share sends: the reference and our phone, never what the visitor typed (the text may
 * land in a group chat or stay on a shared phone).
 */
export function shareText(
  reference: string,
  brand: string,
  supportPhone: string,
  words: Pick<typeof confirmationText, "shareMessage"> = confirmationText,
): string {
  return fillIn(words.shareMessage, { reference, brand, phone: supportPhone });
}

/** Share by WhatsApp where the browser has no share sheet (the Web Share API). */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
