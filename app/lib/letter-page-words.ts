import type { DateFormat } from "~/shared/india-time";
import type { LanguageCode } from "~/shared/language-codes";

/**
 * The words of a letter's page as its island takes them (decision 0042): built at build time in
 * the page's loader from the page's language, JSON-safe, "{marks}" filled in by fillIn. The
 * letter's own words (its labels and tables) come with the drafted letter, in the letter's language.
 */
export interface LetterPageWords {
  /** The page's `lang`, for the dates it writes ("en-IN", "hi"). */
  lang: string;
  /** How the page's language writes a day (its entry's `dates`, shared/languages.ts). */
  dates: DateFormat;
  /** Where the case page is, in the page's language where it exists. */
  casePath: string;
  howTo: string[];
  documentLabel: string;
  backToCase: string;
  noCase: string;
  openCase: string;
  howToHeading: string;
  print: string;
  printWithoutScripts: string;
  startAgain: string;
  keptEdits: string;
  sourcesHeading: string;
  /** "checked {date}" */
  checked: string;
  noSources: string;
  /** "Case {reference}" */
  caseReference: string;
  /** "{count} character", "{count} characters" */
  characterOne: string;
  characterMany: string;
  copy: string;
  copied: string;
  copyFailed: string;
  policeRefuses: string;
  /** The link after policeRefuses to the letter to the Superintendent of Police, and where it goes in the page's language. */
  superintendentLink: string;
  superintendentHref: string;
  /** "Letter in:" and "Text in:" (the portal's), before the languages the document can be drafted in. */
  letterIn: string;
  textIn: string;
  /** Each language a document can be in, named in itself, with its link's `lang`. */
  languages: { code: LanguageCode; name: string; lang: string }[];
}
