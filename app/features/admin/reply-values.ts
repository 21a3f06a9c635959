import { replyValuesBengali } from "~/app/content/languages/bn/reply-values";
import { replyValuesHindi } from "~/app/content/languages/hi/reply-values";
import { replyValuesMarathi } from "~/app/content/languages/mr/reply-values";
import { replyValuesTamil } from "~/app/content/languages/ta/reply-values";
import { replyValuesTelugu } from "~/app/content/languages/te/reply-values";
import { fillIn } from "~/app/lib/fill-in";
import { stepTitleIn } from "~/shared/case-timeline/step-titles";
import type { StepText } from "~/shared/case-timeline/step-words";
import { formatDateTime } from "~/shared/india-time";
import { datesIn } from "~/shared/languages";
import type { LanguageCode } from "~/shared/language-codes";
import { datedStepText, NO_DATED_STEP_TEXT, type ReplyValues } from "~/shared/reply-templates";
import type { SubmissionDetail } from "~/shared/schemas/admin-replies";

// What a reply template's placeholders say for a case (docs/decisions/0061): every fact in the
// case's language, whichever language the template is in, so a Hindi reply never carries an
// English date. The step's title and its date are worded as the case page in that language
// words them: the step titles and "अंतिम तारीख़:" are the Hindi case page's own.

interface StepWords {
  /** The next dated step, its title (in English and by id) and its date, as the case page in this language says them. */
  dueBy: (title: { english: string; says: StepText }, due: Date) => string;
  noDatedStep: string;
}

/** A translation's words: its step titles and dates as its case page writes them, around its own "due by". */
function translatedStepWords(code: LanguageCode, words: { dueBy: string; noDatedStep: string }): StepWords {
  return {
    dueBy: (title, due) =>
      fillIn(words.dueBy, { title: stepTitleIn(code, title.says), due: formatDateTime(datesIn(code), due) }),
    noDatedStep: words.noDatedStep,
  };
}

const stepWords: Record<LanguageCode, StepWords> = {
  en: {
    dueBy: (title, due) => datedStepText(title.english, formatDateTime(datesIn("en"), due)),
    noDatedStep: NO_DATED_STEP_TEXT,
  },
  hi: translatedStepWords("hi", replyValuesHindi),
  bn: translatedStepWords("bn", replyValuesBengali),
  ta: translatedStepWords("ta", replyValuesTamil),
  mr: translatedStepWords("mr", replyValuesMarathi),
  te: translatedStepWords("te", replyValuesTelugu),
};

/** The placeholders' values for a case, in its language. */
export function replyValuesFor(
  detail: Pick<SubmissionDetail, "reference" | "name" | "language" | "nextDatedStep">,
): ReplyValues {
  const words = stepWords[detail.language];
  const step = detail.nextDatedStep;
  return {
    reference: detail.reference,
    name: detail.name,
    nextDeadline: step
      ? words.dueBy({ english: step.title, says: step.titleSays }, new Date(step.due))
      : words.noDatedStep,
  };
}
