import { bankLetter } from "./bank-letter";
import type { LanguageCode } from "../language-codes";
import { legalRules } from "../legal-rules";
import type { LetterKind } from "../routes";
import type { CaseDocument, LetterFacts } from "./case-letter";
import { hindiLetterWords } from "./hi";
import { bengaliLetterWords } from "./bn";
import { tamilLetterWords } from "./ta";
import { marathiLetterWords } from "./mr";
import { teluguLetterWords } from "./te";
import { ombudsmanLetter } from "./ombudsman-letter";
import { policeLetter } from "./police-letter";
import { portalText } from "./portal-text";
import { superintendentLetter } from "./superintendent-letter";
import { englishLetterWords, type LetterWords } from "./words";

export type { CaseDocument, CaseLetter, LetterFacts } from "./case-letter";

/** Each language's words for the documents (decision 0042): a language without them fails the typecheck. */
export const letterWords: Record<LanguageCode, LetterWords> = {
  en: englishLetterWords,
  hi: hindiLetterWords,
  bn: bengaliLetterWords,
  ta: tamilLetterWords,
  mr: marathiLetterWords,
  te: teluguLetterWords,
};

/** The document of this kind, drafted from the case's facts on `now`, in `language` (English by default). */
export function caseDocument(
  kind: LetterKind,
  facts: LetterFacts,
  now: Date,
  language: LanguageCode = "en",
): CaseDocument {
  const words = letterWords[language];
  switch (kind) {
    case "bank":
      return bankLetter(facts, now, legalRules, words);
    case "police":
      return policeLetter(facts, now, legalRules, words);
    case "portal":
      return portalText(facts, now, legalRules, words);
    case "ombudsman":
      return ombudsmanLetter(facts, now, legalRules, words);
    case "superintendent":
      return superintendentLetter(facts, now, legalRules, words);
  }
}
