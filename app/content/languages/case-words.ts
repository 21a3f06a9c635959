import { CASE_PAGE_PATH, LETTER_KINDS, caseLetterPath, type LetterKind } from "~/shared/routes";
import { datesIn, linkIn, localizedPath, type LanguageCode } from "~/shared/languages";
import { messagesFor } from "~/shared/translations";
import { formLanguage } from "./form-language";
import { caseStepsFrom, type CaseStepWords } from "./case-steps";
import { englishCaseSteps } from "./en/case-steps";
import { casePage as englishCasePage } from "./en/case-page";
import { casePage as hindiCasePage } from "./hi/case-page";
import { hindiCaseSteps } from "./hi/case-steps";
import { casePage as bengaliCasePage } from "./bn/case-page";
import { bengaliCaseSteps } from "./bn/case-steps";
import { casePage as tamilCasePage } from "./ta/case-page";
import { tamilCaseSteps } from "./ta/case-steps";
import { casePage as marathiCasePage } from "./mr/case-page";
import { marathiCaseSteps } from "./mr/case-steps";
import { casePage as teluguCasePage } from "./te/case-page";
import { teluguCaseSteps } from "./te/case-steps";
import type { CasePageWords, CaseWords } from "./island-words";

// The case page's words for its island (docs/decisions/0041), built by the route's loader at
// build time only, so no page's script imports them.

/** Each language's case page words, from its folder's case-page.ts. */
const pageWords: Record<LanguageCode, CasePageWords> = {
  en: englishCasePage,
  hi: hindiCasePage,
  bn: bengaliCasePage,
  ta: tamilCasePage,
  mr: marathiCasePage,
  te: teluguCasePage,
};

/**
 * Each language's next-step words: a language in the list without its own entry fails the
 * typecheck, and none shows another's.
 */
const caseStepsIn: Record<LanguageCode, () => CaseStepWords> = {
  en: () => caseStepsFrom(englishCaseSteps),
  hi: () => caseStepsFrom(hindiCaseSteps),
  bn: () => caseStepsFrom(bengaliCaseSteps),
  ta: () => caseStepsFrom(tamilCaseSteps),
  mr: () => caseStepsFrom(marathiCaseSteps),
  te: () => caseStepsFrom(teluguCaseSteps),
};

/** The case page's words in a language, for its island's props. */
export function caseWords(code: LanguageCode): CaseWords {
  return {
    ...pageWords[code],
    code,
    casePagePath: localizedPath(code, CASE_PAGE_PATH),
    letterHrefs: Object.fromEntries(LETTER_KINDS.map((kind) => [kind, linkIn(code, caseLetterPath(kind))])) as Record<
      LetterKind,
      string
    >,
    messages: messagesFor(code),
    ...caseStepsIn[code](),
    dateFormat: datesIn(code).inBrowser,
    fieldWords: formLanguage(code).fieldWords,
  };
}
