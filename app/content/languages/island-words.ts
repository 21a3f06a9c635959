import type { LanguageCode } from "~/shared/language-codes";
import type { LetterKind } from "~/shared/routes";
import type { confirmationText } from "./en/confirmation";
import type { casePage } from "./en/case-page";
import type * as englishForms from "./en/forms";
import type { SiteText, Words } from "./en";

// The shapes of the words the islands are given as props (docs/decisions/0040, 0041), built for
// each page at build time by ./form-language.ts and ./case-words.ts. Types only: the parts that
// take these words import their shape from here, and no script carries any language's words for it.

/**
 * The few words every form's parts say themselves: "(optional)", "Sending…", the privacy notice,
 * the offline note. English unless a form gives its page's language's (app/components/form-fields.tsx).
 */
export interface FieldWords {
  optional: string;
  sending: string;
  honeypotLabel: string;
  privacy: { before: string; link: string; after: string };
  privacyHref: string;
  offlineNote: string;
  /**
   * What the browser says when it stops a form (an empty required field, an address without an
   * @), in the page's language. Unset in English: the browser's own wording, as docs/product.md has it.
   */
  browserMessages?: { required: string; invalidEmail: string };
}

/** The confirmation panel's words: English's, or the page's language's given to the slot. */
export type ConfirmationWords = typeof confirmationText & {
  /** nextSteps before the site's promise was filled in, where another language's words filled it. */
  nextStepsWithin?: string;
};

/**
 * The language the Request Help form speaks: its words, the page's language to send with it,
 * the shared schemas' English messages in that language (empty in English) and the links it
 * shows. Given to the dialog's and the form's islands, so their scripts do not hold the form's
 * words in any language, English's included (only the shared field parts keep a short English
 * fallback, app/components/form-fields.tsx).
 */
export interface FormLanguage {
  code: LanguageCode;
  words: FormTexts["helpForm"];
  goldenHour: SiteText["goldenHour"];
  messages: Record<string, string>;
  formPageHref: string;
  fieldWords: FieldWords;
}

/** What the other public forms are given the same way: their own words, the code, the messages. */
interface PageFormLanguage<FormWords> {
  code: LanguageCode;
  words: FormWords;
  messages: Record<string, string>;
  fieldWords: FieldWords;
}

/** Contact Us and the home page's Get in Touch (app/features/contact-message/contact-form.tsx). */
export type ContactFormLanguage = PageFormLanguage<FormTexts["contactForm"]>;

/** Post Query (app/features/post-query/post-query-form.tsx). */
export type PostQueryFormLanguage = PageFormLanguage<FormTexts["postQueryForm"]>;

/** The case page's words in one language, in the shape of English's (./en/case-page.ts). */
export type CasePageWords = Words<typeof casePage>;

/**
 * What each language's forms.ts gives for its forms, in the shape of English's (./en/forms.ts):
 * the Request Help form (in the dialog, on /query-form and on each topic page), the confirmation
 * after a form is accepted, the desk's first-reply promise ("4 working hours") in the language,
 * Contact Us and Get in Touch, and Post Query.
 */
export type FormTexts = Words<
  Pick<typeof englishForms, "helpForm" | "firstReplyWithin" | "contactForm" | "postQueryForm"> & {
    confirmation: typeof confirmationText;
  }
>;

/** Everything the case page's island says, in the page's language. */
export interface CaseWords extends CasePageWords {
  code: LanguageCode;
  /** Where this language's case page is ("/case", "/hi/case"): its forms post under it. */
  casePagePath: string;
  /** The letters' pages, each in this language where it exists, else in English. */
  letterHrefs: Record<LetterKind, string>;
  /** The shared schemas' English messages in this language (empty in English). */
  messages: Record<string, string>;
  /**
   * The next steps' words in this language (titles, sentences, rules, how dates are counted), by
   * the ids the steps carry (shared/case-timeline/step-texts.ts); "{amount}" where a title names one.
   */
  steps: Record<string, string>;
  /** The shared form fields' words ("(optional)"). */
  fieldWords: FieldWords;
  /** How the page writes the time the request was received. */
  dateFormat: { locale: string; options: Intl.DateTimeFormatOptions };
}
