import { fillIn } from "~/app/lib/fill-in";
import { HARM_STEP_TEXT } from "~/shared/case-timeline/harm-steps";
import {
  type STEP_TITLES,
  stepTextIds,
  type Counting,
  type HarmStepsWords,
  type StepSentenceId,
} from "~/shared/case-timeline/step-texts";
import { stepTitleWords } from "~/shared/case-timeline/step-titles";
import { legalRules } from "~/shared/legal-rules";
import type { LegalRule } from "~/shared/legal-rules/rule";

// The case page's next steps in each language (docs/decisions/0041, 0086). The steps are built
// by shared/case-timeline, each piece of their words with an id (shared/case-timeline/step-texts.ts);
// a language gives its words for every id here, in one shape, and gets every rule version's
// sentences and every way of counting a date from them. A title, sentence or kind of harm's
// sentence missing in a language fails the typecheck. Each language's are its folder's
// case-steps.ts (English's: ./en/case-steps.ts, the steps' own words).

/** What a language says of the next steps. */
export interface TranslatedCaseSteps {
  /** The steps' titles, by id; "{amount}" where the title names one. */
  titles: Record<keyof typeof STEP_TITLES, string>;
  /** The steps' own sentences, by id. */
  sentences: Record<StepSentenceId, string>;
  /** The kinds of harm's steps (shared/case-timeline/harm-steps.ts), sentence for sentence. */
  harmSteps: HarmStepsWords;
  /** A rule version's words: its instrument's name, what it says, its window and what starts it; none if not translated. */
  ruleVersion: (rule: LegalRule) => { instrument: string; says: string; window: string; from: string } | undefined;
  /** How a date was counted: "{within}" is the rule's window and what starts it. */
  counting: Record<Counting | "within", string>;
}

/** A language's next-step words as the case page's island takes them: by the ids steps carry. */
export interface CaseStepWords {
  steps: Record<string, string>;
}

const COUNTINGS: readonly Counting[] = ["plain", "notSundays", "calendar", "firstDay"];

/**
 * A language's words for every next step, by id: every version of every rule that has words in
 * it, so a case's step reads in the language whichever version its dates pick; day counts come
 * from the rules themselves.
 */
export function caseStepsFrom(words: TranslatedCaseSteps): CaseStepWords {
  const steps: Record<string, string> = stepTitleWords(words.titles);
  for (const id of Object.keys(words.sentences) as StepSentenceId[]) {
    steps[stepTextIds.sentence(id)] = words.sentences[id];
  }
  for (const key of Object.keys(HARM_STEP_TEXT) as (keyof typeof HARM_STEP_TEXT)[]) {
    const step: { title: string; parts?: readonly string[]; after?: readonly string[] } = words.harmSteps[key];
    steps[stepTextIds.harm(key, "title")] = step.title;
    for (const part of ["parts", "after"] as const) {
      step[part]?.forEach((sentence, index) => (steps[stepTextIds.harm(key, part, index)] = sentence));
    }
  }
  for (const rule of legalRules) {
    const translated = words.ruleVersion(rule);
    if (!translated) continue;
    steps[stepTextIds.rule(rule, "says")] = translated.says;
    steps[stepTextIds.rule(rule, "instrument")] = translated.instrument;
    if (!rule.window) continue;
    const within = fillIn(words.counting.within, { from: translated.from, window: translated.window });
    for (const counting of COUNTINGS) {
      steps[stepTextIds.counting(rule, counting)] = fillIn(words.counting[counting], {
        within,
        days: String(rule.window.days),
      });
    }
  }
  return { steps };
}
