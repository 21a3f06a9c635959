import { fillIn } from "~/app/lib/fill-in";
import { legalRules } from "~/shared/legal-rules";
import type { LegalRule } from "~/shared/legal-rules/rule";
import { windowText } from "~/shared/legal-rules/rule";

// The case page's next steps in each language (docs/decisions/0041, 0086). The steps are built in
// English by shared/case-timeline and translated on the page by looking their English up in the
// language's `steps`; a language gives its words here, in one shape, and gets every rule
// version's sentences and every way of counting a date from them.

/** What a language other than English says of the next steps. */
export interface TranslatedCaseSteps {
  /** The steps' titles and fixed sentences, keyed by their English. */
  titles: Record<string, string>;
  sentences: Record<string, string>;
  /** Words with an amount in them, keyed by the English with "{amount}" in its place. */
  patterns: Record<string, string>;
  /** The kinds of harm's steps (shared/case-timeline/harm-steps.ts), English to this language. */
  harmSteps: () => Record<string, string>;
  /** A rule version's words: its instrument's name, what it says, its window and what starts it; none if not translated. */
  ruleVersion: (rule: LegalRule) => { instrument: string; says: string; window: string; from: string } | undefined;
  /** How a date was counted: "{within}" is the rule's window and what starts it. */
  counting: { plain: string; notSundays: string; calendar: string; firstDay: string; within: string };
}

/** A language's next-step words as the case page's island takes them. */
export interface CaseStepWords {
  steps: Record<string, string>;
  stepPatterns: Record<string, string>;
}

/** English is the language the steps are written in: each reads as it is, nothing is looked up. */
export const englishCaseSteps: CaseStepWords = { steps: {}, stepPatterns: {} };

/**
 * A language's words for every next step, keyed by the English: every version of every rule that
 * has words in it, so a case's step reads in the language whichever version its dates pick; day
 * counts come from the rules themselves.
 */
export function caseStepsFrom(words: TranslatedCaseSteps): CaseStepWords {
  const steps: Record<string, string> = { ...words.titles, ...words.sentences, ...words.harmSteps() };
  for (const rule of legalRules) {
    const translated = words.ruleVersion(rule);
    if (!translated) continue;
    steps[rule.says] = translated.says;
    steps[rule.instrument] = translated.instrument;
    if (!rule.window) continue;
    const english = `${windowText(rule.window)} from ${rule.window.from}`;
    const within = fillIn(words.counting.within, { from: translated.from, window: translated.window });
    steps[english] = fillIn(words.counting.plain, { within });
    steps[`${english}, not counting Sundays; a bank holiday makes it later`] = fillIn(words.counting.notSundays, {
      within,
    });
    steps[
      `${english}, counted here as ${rule.window.days} calendar days from the transaction so that the date is the earliest it can be`
    ] = fillIn(words.counting.calendar, { within, days: String(rule.window.days) });
    steps[`${english}, its own day counted as the first, so that the date is the earliest it can be`] = fillIn(
      words.counting.firstDay,
      { within },
    );
  }
  return { steps, stepPatterns: words.patterns };
}
