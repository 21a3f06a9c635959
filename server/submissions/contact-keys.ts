// Contact keys (docs/decisions/0035): an e-mail address and a phone number reduced to what stays
// the same however a person types them, stored on each submission so the desk can see requests
// from one person as possible duplicates. Deliberately plain: an address is trimmed and lower-
// cased (no guessing at a provider's dots or +tags, which would link different people); a phone
// keeps its digits, and an Indian number its last ten after +91, 0091, 91 or a trunk 0.

/** Fewer digits than this is no full phone number anywhere (a helpline, a typo): no key. */
const MIN_PHONE_DIGITS = 7;

export interface ContactKeys {
  email_key: string | null;
  phone_key: string | null;
}

/** Trimmed and lower-cased; null for no address. */
export function emailKeyOf(email: string): string | null {
  const key = email.trim().toLowerCase();
  return key === "" ? null : key;
}

/** Digits only; an Indian number's ten digits without its country code or trunk 0; null for too few. */
export function phoneKeyOf(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  const national =
    digits.length === 14 && digits.startsWith("0091")
      ? digits.slice(4)
      : digits.length === 12 && digits.startsWith("91")
        ? digits.slice(2)
        : digits.length === 11 && digits.startsWith("0")
          ? digits.slice(1)
          : digits;
  return national.length < MIN_PHONE_DIGITS ? null : national;
}

export function contactKeysOf(contact: { email?: string | undefined; phone?: string | undefined }): ContactKeys {
  return { email_key: emailKeyOf(contact.email ?? ""), phone_key: phoneKeyOf(contact.phone ?? "") };
}
