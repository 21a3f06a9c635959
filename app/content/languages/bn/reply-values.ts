import { casePage } from "./case-page";

// The values filled into the desk's replies, for a Bengali case (docs/decisions/0061): {next_deadline}
// in the case page's own words, the next step's title and its date after the case page's "by" word.

export const replyValuesBengali = {
  /** "{title}, শেষ তারিখ: {due}", as the case page prints a step and its date. */
  dueBy: `{title}, ${casePage.page.by} {due}`,
  /** When the case page gives no dated step still to come. */
  noDatedStep: "এখন তারিখ দেওয়া কোনো ধাপ বাকি নেই",
};
