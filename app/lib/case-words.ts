import type { FieldWords } from "../components/form-fields";
import type { Words } from "../content/languages/en";
import type { englishCasePageWords } from "../content/languages/case-page-words";
import type { LanguageCode } from "~/shared/language-codes";
import type { LetterKind } from "~/shared/routes";

/** The case page's words in one language (app/content/languages/case-page-words.ts has the English). */
export type CasePageWords = Words<typeof englishCasePageWords>;

/**
 * Everything the case page's island says, in the page's language (docs/decisions/0041): built
 * for each page at build time (app/content/languages/case-words.ts) and given as a prop, so the
 * island's script holds no language's words, English's included.
 */
export interface CaseWords extends CasePageWords {
  code: LanguageCode;
  /** Where this language's case page is ("/case", "/hi/case"): its forms post under it. */
  casePagePath: string;
  /** The letters' pages, each in this language where it exists, else in English. */
  letterHrefs: Record<LetterKind, string>;
  /** The shared schemas' English messages in this language (empty in English). */
  messages: Record<string, string>;
  /** The next steps' English words (titles, rules, how dates are counted) in this language; empty in English. */
  steps: Record<string, string>;
  /** Next steps' words that carry an amount, as "… {amount}" patterns, in this language; empty in English. */
  stepPatterns: Record<string, string>;
  /** The shared form fields' words ("(optional)"). */
  fieldWords: FieldWords;
  /** How the page writes the time the request was received. */
  dateFormat: { locale: string; options: Intl.DateTimeFormatOptions };
}
