import { confirmationText } from "./en/confirmation";
import { contactFormWords } from "./en/forms";
import { helpFormWords } from "./en/forms";
import { postQueryFormWords } from "./en/forms";
import type { Words } from "./en";

// The forms' English words as their islands are given them (docs/decisions/0040). Its shape is
// the contract each other language's folder fills in for its forms; ./form-texts.ts gathers the
// languages.

export const englishFormTexts = {
  /** The Request Help form, in the dialog, on /query-form and on each topic page. */
  helpForm: helpFormWords,
  /** The confirmation shown after a form is accepted. */
  confirmation: confirmationText,
  /** The desk's first-reply promise (FIRST_REPLY_WITHIN, "4 working hours") in this language. */
  firstReplyWithin: (promise: string) => promise,
  /** Contact Us (/contact) and the home page's Get in Touch. */
  contactForm: contactFormWords,
  /** Post Query (/post-query). */
  postQueryForm: postQueryFormWords,
};

/** What each language's folder gives for its forms: English's shape, its own words. */
export type FormTexts = Words<typeof englishFormTexts>;
