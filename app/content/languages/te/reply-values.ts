import { casePage } from "./case-page";

// The values filled into the desk's replies, for a Telugu case (docs/decisions/0061): {next_deadline}
// in the case page's own words, the next step's title and its date after the case page's "by" word.
// The title and the date each stand alone (after a comma, after the "by" word's colon), so no
// Telugu ending is attached to either.

export const replyValuesTelugu = {
  /** "{title}, చివరి తేదీ: {due}", as the case page prints a step and its date. */
  dueBy: `{title}, ${casePage.page.by} {due}`,
  /** When the case page gives no dated step still to come. */
  noDatedStep: "తేదీ ఉన్న చర్య ఏదీ ఇప్పుడు మిగిలి లేదు",
};
