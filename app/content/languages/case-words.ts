import { fillIn } from "~/app/lib/fill-in";
import { legalRules } from "~/shared/legal-rules";
import { windowText } from "~/shared/legal-rules/rule";
import { CASE_PAGE_PATH, LETTER_KINDS, caseLetterPath, type LetterKind } from "~/shared/routes";
import { datesIn, linkIn, localizedPath, type LanguageCode } from "~/shared/languages";
import { messagesFor } from "~/shared/translations";
import { englishCasePageWords } from "./case-page-words";
import { formLanguage } from "./form-language";
import { casePage, caseSteps } from "./hi/case-page";
import { harmStepsInHindi } from "./hi/harm-steps";
import { ruleVersionHi } from "./hi/legal-rules";
import type { CaseWords } from "./island-words";

// The case page's words for its island (docs/decisions/0041), built by the route's loader at
// build time only, so no page's script imports them.

const pageWords = { en: englishCasePageWords, hi: casePage };

/**
 * The next steps' English (shared/case-timeline/next-steps.ts and the rules' sentences) in
 * Hindi: every version of every rule that has Hindi words, so a case's step reads in Hindi
 * whichever version its dates pick; day counts come from the rules themselves.
 */
function stepsInHindi(): Record<string, string> {
  const words: Record<string, string> = { ...caseSteps.titles, ...caseSteps.sentences, ...harmStepsInHindi() };
  for (const rule of legalRules) {
    const hindi = ruleVersionHi(rule);
    if (!hindi) continue;
    words[rule.says] = hindi.says;
    words[rule.instrument] = hindi.instrument;
    if (!rule.window) continue;
    const english = `${windowText(rule.window)} from ${rule.window.from}`;
    const within = fillIn(caseSteps.counting.within, { from: hindi.from, window: hindi.window });
    words[english] = fillIn(caseSteps.counting.plain, { within });
    words[`${english}, not counting Sundays; a bank holiday makes it later`] = fillIn(caseSteps.counting.notSundays, {
      within,
    });
    words[
      `${english}, counted here as ${rule.window.days} calendar days from the transaction so that the date is the earliest it can be`
    ] = fillIn(caseSteps.counting.calendar, { within, days: String(rule.window.days) });
    words[`${english}, its own day counted as the first, so that the date is the earliest it can be`] = fillIn(
      caseSteps.counting.firstDay,
      { within },
    );
  }
  return words;
}

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
    steps: code === "en" ? {} : stepsInHindi(),
    stepPatterns: code === "en" ? {} : caseSteps.patterns,
    dateFormat: datesIn(code).inBrowser,
    fieldWords: formLanguage(code).fieldWords,
  };
}
