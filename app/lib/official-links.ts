// Helpline numbers and official addresses written in the content's prose become links, so a
// victim on a phone can tap 1930 or open cybercrime.gov.in instead of copying them. Only what is
// on these lists is linked: a generic URL linkifier would also turn a typo, a fraudster's look-alike
// domain quoted as a warning, or ".bank.in" into something clickable.

/** Helplines written as bare numbers in the content, linked as tel: numbers. */
export const OFFICIAL_NUMBERS = [
  "1930", // National Cyber Crime Helpline (I4C)
  "1947", // UIDAI (Aadhaar)
  "1909", // TRAI's do-not-disturb complaints
  "112", // Emergency Response Support System
  "14448", // RBI's contact centre for the Integrated Ombudsman Scheme
] as const;

/** Official sites written as bare host names (with or without https:// or a path). */
export const OFFICIAL_HOSTS = [
  "cybercrime.gov.in",
  "mrm-ncrp.mha.gov.in", // the Home Ministry's Money Restoration Portal, for money held after a complaint
  "cms.rbi.org.in",
  "sachet.rbi.org.in",
  "rbi.org.in",
  "sancharsaathi.gov.in",
  "trai.gov.in",
  "cert-in.org.in",
  "myaadhaar.uidai.gov.in",
  "uidai.gov.in",
  "scores.sebi.gov.in",
  "sebi.gov.in",
  "incometax.gov.in",
  "gst.gov.in",
  "fssai.gov.in",
  "foscos.fssai.gov.in",
  "udyamregistration.gov.in",
] as const;

/** Official e-mail addresses, linked as mailto:. */
const OFFICIAL_EMAILS = ["incident@cert-in.org.in", "help@uidai.gov.in", "crpc@rbi.org.in"] as const;

export type TextPart =
  | { kind: "text"; text: string }
  | { kind: "link"; text: string; href: string; /** Opens outside the site, in a new tab. */ external: boolean };

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Longest first, so scores.sebi.gov.in is one match rather than "scores." and sebi.gov.in. */
const alternation = (values: readonly string[]) =>
  [...values]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|");

// An address may carry https:// and "www.", and a path; a sentence's closing full stop or comma
// is not part of it. It must not be the tail of a longer host (evil-cybercrime.gov.in) or be
// followed by more host (cybercrime.gov.in.example.com).
const EMAIL = `(?<![\\w.+-])(?:${alternation(OFFICIAL_EMAILS)})(?![\\w-]|\\.\\w)`;
const HOST = `(?<![\\w.@/-])(?:https?:\\/\\/)?(?:www\\.)?(?:${alternation(OFFICIAL_HOSTS)})(?![\\w-]|\\.\\w)(?:\\/[\\w\\-./?=&%#~]*[\\w\\-/=&%#~])?`;
// A number stands alone: not part of a longer number, an amount (₹1930), a date or a decimal.
const NUMBER = `(?<![\\w₹$.,/:-])(?:${alternation(OFFICIAL_NUMBERS)})(?![\\w/:%-]|[.,]\\d)`;
const PATTERN = new RegExp(`(${EMAIL})|(${HOST})|(${NUMBER})`, "g");

/** Years after a law's name ("the Act, 1947") are not helplines. */
const YEAR_CONTEXT = /\b(?:Act|Rules|Regulations|Sanhita|Code|since|in|of|year)\s*,?\s*$/i;

/** Splits text into plain parts and links to the allow-listed numbers, addresses and e-mails. */
export function officialLinkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(PATTERN)) {
    const [found, email, host, number] = match;
    const start = match.index;
    if (number && YEAR_CONTEXT.test(text.slice(Math.max(0, start - 20), start))) continue;
    const href = email
      ? `mailto:${email}`
      : host
        ? /^https?:\/\//.test(host)
          ? host.replace(/^http:/, "https:")
          : `https://${host}`
        : `tel:${found}`;
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) });
    parts.push({ kind: "link", text: found, href, external: Boolean(host) });
    last = start + found.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}
