import type { FieldWords } from "../components/form-fields";
import type { SiteText } from "../content/languages/en";
import type { FormTexts } from "../content/languages/form-words";
import type { LanguageCode } from "~/shared/language-codes";

/**
 * The language the Request Help form speaks (docs/decisions/0040): its words, the page's
 * language to send with it, the shared schemas' English messages in that language (empty in
 * English) and the links it shows. Built for each page at build time
 * (app/content/languages/form-language.ts) and given to the dialog's and the form's islands as
 * a prop, so their scripts do not hold the form's words in any language, English's included
 * (only the shared field parts keep a short English fallback, app/components/form-fields.tsx).
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
interface PageFormLanguage<Words> {
  code: LanguageCode;
  words: Words;
  messages: Record<string, string>;
  fieldWords: FieldWords;
}

/** Contact Us and the home page's Get in Touch (app/features/contact-message/contact-form.tsx). */
export type ContactFormLanguage = PageFormLanguage<FormTexts["contactForm"]>;

/** Post Query (app/features/post-query/post-query-form.tsx). */
export type PostQueryFormLanguage = PageFormLanguage<FormTexts["postQueryForm"]>;
