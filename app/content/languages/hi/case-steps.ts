import type { TranslatedCaseSteps } from "../case-steps";
import { caseSteps } from "./case-page";
import { harmStepsInHindi } from "./harm-steps";
import { ruleVersionHi } from "./legal-rules";

// केस पेज के अगले कदम हिन्दी में (../case-steps.ts): शीर्षक, वाक्य, नुकसान के प्रकार के कदम और नियमों के शब्द।

export const hindiCaseSteps: TranslatedCaseSteps = {
  titles: caseSteps.titles,
  sentences: caseSteps.sentences,
  patterns: caseSteps.patterns,
  harmSteps: harmStepsInHindi,
  ruleVersion: ruleVersionHi,
  counting: caseSteps.counting,
};
