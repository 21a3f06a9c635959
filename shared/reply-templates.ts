// The desk's saved replies (docs/decisions/0033): the placeholders a template may hold, and how
// they are filled in from a case. The server refuses a template with any other placeholder when
// it is saved; the composer fills them in when the desk picks the template, so the desk reads
// and can change the final text before it is sent.

export const REPLY_PLACEHOLDERS = ["reference", "next_deadline", "name"] as const;
type ReplyPlaceholder = (typeof REPLY_PLACEHOLDERS)[number];

/** Braces around anything but braces and line breaks: what a reader takes for a placeholder. */
const PLACEHOLDER_PATTERN = /\{([^{}\r\n]*)\}/g;

/** What {next_deadline} says in English for a case whose page gives no dated step still to come. */
export const NO_DATED_STEP_TEXT = "no dated step is due";

/**
 * The values a case gives the placeholders, from the submission's detail, each already in the
 * case's language (docs/decisions/0061: the dashboard words them, app/features/admin/reply-values.ts).
 */
export interface ReplyValues {
  /** The case reference, e.g. CH-7K3Q9M. */
  reference: string;
  /** The victim's name as they gave it. */
  name: string;
  /** The case page's next dated step and its date, or what to say when it gives none. */
  nextDeadline: string;
}

/** {next_deadline}'s English text for a step: its title and its date as the case page prints them. */
export function datedStepText(title: string, dueText: string): string {
  return `${title}, by ${dueText}`;
}

function isKnown(name: string): name is ReplyPlaceholder {
  return (REPLY_PLACEHOLDERS as readonly string[]).includes(name);
}

/** Every `{...}` in the text that is not a known placeholder, as written, each once, in order. */
export function unknownPlaceholders(body: string): string[] {
  const unknown = new Set<string>();
  for (const match of body.matchAll(PLACEHOLDER_PATTERN)) {
    if (!isKnown(match[1]!)) unknown.add(match[0]);
  }
  return [...unknown];
}

/** The template's text with each placeholder replaced by the case's value; other text as it is. */
export function fillReplyTemplate(body: string, values: ReplyValues): string {
  const filled: Record<ReplyPlaceholder, string> = {
    reference: values.reference,
    name: values.name,
    next_deadline: values.nextDeadline,
  };
  return body.replace(PLACEHOLDER_PATTERN, (whole, name: string) => (isKnown(name) ? filled[name] : whole));
}
