import type { LanguageCode } from "~/shared/languages";
import { confirmationText } from "../confirmation";
import { contactFormWords } from "../contact-form-words";
import { helpFormWords } from "../help-form-words";
import { postQueryFormWords } from "../post-query-form-words";
import type { Words } from "./en";
import { confirmation, contactForm, firstReplyWithin, helpForm, postQueryForm } from "./hi/forms";

// The words the form islands are given as props (docs/decisions/0040), apart from the page
// words of ./index.ts: only the build-time loaders read them (./form-language.ts), so no page's
// script imports them, nor the messages they are gathered from.

const englishFormTexts = {
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

export const formTexts: Record<LanguageCode, FormTexts> = {
  en: englishFormTexts,
  hi: { helpForm, confirmation, firstReplyWithin, contactForm, postQueryForm },
};
