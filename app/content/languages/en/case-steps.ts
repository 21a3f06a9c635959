import { HARM_STEP_TEXT } from "~/shared/case-timeline/harm-steps";
import { ENGLISH_COUNTING, STEP_SENTENCES, STEP_TITLES } from "~/shared/case-timeline/step-texts";
import { windowText } from "~/shared/legal-rules/rule";
import type { TranslatedCaseSteps } from "../case-steps";

// The case page's next steps in English (../case-steps.ts): the steps' own words, nothing looked
// up, given by id as every language's folder gives its own (../hi/case-steps.ts).

/** English, the steps' own words, given by id like any language's. */
export const englishCaseSteps: TranslatedCaseSteps = {
  titles: STEP_TITLES,
  sentences: STEP_SENTENCES,
  harmSteps: HARM_STEP_TEXT,
  ruleVersion: (rule) => ({
    instrument: rule.instrument,
    says: rule.says,
    window: rule.window ? windowText(rule.window) : "",
    from: rule.window?.from ?? "",
  }),
  counting: ENGLISH_COUNTING,
};
