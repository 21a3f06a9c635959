import type { FieldWords } from "../components/form-fields";
import type { SiteText } from "../content/languages/en";
import type { FormTexts } from "../content/languages/form-texts";
import type { LanguageCode } from "~/shared/language-codes";

/**
 * The language the Request Help form speaks (docs/decisions/0040): its words, the page's
 * language to send with it, the shared schemas' English messages in that language (empty in
 * English) and the links it shows. Built for each page at build time
 * (app/content/languages/form-language.ts) and given to the dialog's and the form's islands as
 * a prop, so their scripts hold no language's words, English's included.
 */
export interface FormLanguage {
  code: LanguageCode;
  words: FormTexts["helpForm"];
  goldenHour: SiteText["goldenHour"];
  messages: Record<string, string>;
  formPageHref: string;
  fieldWords: FieldWords;
}
