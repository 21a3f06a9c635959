import { limits } from "../constants";

// What a form's field says when its check fails: beside the field in the browser (the shared
// schemas run there first), in the API's 400 answer (`errors`, by field), and on the page of a
// form sent without scripts. docs/product.md's exact strings; a field the requirements leave to
// the browser gets the browser's own wording, so both read the same. Each other language says
// them in its own words, keyed by this English text (shared/translations/, docs/decisions/0040).

/** A required field left empty, where docs/product.md leaves the wording to the browser. */
export const BROWSER_REQUIRED_MESSAGE = "Please fill out this field.";

/** Any text field past its length; each language says it with its own `tooLong`. */
export function tooLongMessage(max: number): string {
  return `Please use at most ${max} characters.`;
}

/** Text with control or invisible characters (shared/schemas/fields.ts, typeableText). */
export const CONTROL_CHARACTERS_MESSAGE = "Please remove unusual or invisible characters.";

/** An optional field sent as something other than text (only a script can do that). */
export const OPTIONAL_TEXT_MESSAGE = "Please enter text.";

/** Contact Us and Get in Touch: docs/product.md leaves their validation to the browser, so the wording is the browser's. */
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address.";

/** The Request Help form: the modal, /query-form and every topic page's form (docs/product.md §5). */
export const helpRequestMessages = {
  nameRequired: "Please fill out the Name field.",
  emailRequired: "Please fill out the Email field.",
  emailInvalid: "Please enter a valid email address.",
  queryRequired: "Please fill out the Query field.",
} as const;

/** A help form's optional case facts (docs/decisions/0023): its phone, date, time, amount and choices. */
export const caseFactsMessages = {
  phoneInvalid: "Please enter a phone number, e.g. 98765 43210 or +91 98765 43210.",
  contactNeedsPhone: "Please enter a phone number to be contacted by phone call or WhatsApp.",
  dateInvalid: "Please enter a real date, e.g. 21/11/2026.",
  timeInvalid: "Please enter a time of day, e.g. 14:30.",
  timeWithoutDate: "Please enter the date as well as the time.",
  incidentInFuture: "The date and time cannot be in the future.",
  amountInvalid: "Please enter the amount in rupees, e.g. 1,25,000.",
  amountDecimal: "Please enter whole rupees, without paise.",
  amountNegative: "Please enter the amount without a minus sign.",
  amountTooLarge: "Please check the amount: it is more than ₹1,000 crore.",
  choiceInvalid: "Please choose one of the options.",
} as const;

/** The Post Query form (docs/product.md §5): its exact messages. */
export const postQueryMessages = {
  required: BROWSER_REQUIRED_MESSAGE,
  emailInvalid: "Invalid email address.",
  stateUnknown: "Please choose a state from the list.",
  subjectTooLong: tooLongMessage(limits.postQuerySubjectMax),
  messageTooLong: tooLongMessage(limits.postQueryMessageMax),
} as const;
