import { replyValuesBengali } from "~/app/content/languages/bn/reply-values";
import { replyValuesHindi } from "~/app/content/languages/hi/reply-values";
import { replyValuesMarathi } from "~/app/content/languages/mr/reply-values";
import { replyValuesTamil } from "~/app/content/languages/ta/reply-values";
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

const stepWords: Record<LanguageCode, StepWords> = {
  en: {
    dueBy: (title, due) => datedStepText(title.english, formatDateTime(datesIn("en"), due)),
    noDatedStep: NO_DATED_STEP_TEXT,
  },
  hi: {
    dueBy: (title, due) =>
      fillIn(replyValuesHindi.dueBy, {
        title: stepTitleIn("hi", title.says),
        due: formatDateTime(datesIn("hi"), due),
      }),
    noDatedStep: replyValuesHindi.noDatedStep,
  },
  bn: {
    dueBy: (title, due) =>
      fillIn(replyValuesBengali.dueBy, {
        title: stepTitleIn("bn", title.says),
        due: formatDateTime(datesIn("bn"), due),
      }),
    noDatedStep: replyValuesBengali.noDatedStep,
  },
  ta: {
    dueBy: (title, due) =>
      fillIn(replyValuesTamil.dueBy, {
        title: stepTitleIn("ta", title.says),
        due: formatDateTime(datesIn("ta"), due),
      }),
    noDatedStep: replyValuesTamil.noDatedStep,
  },
  mr: {
    dueBy: (title, due) =>
      fillIn(replyValuesMarathi.dueBy, {
        title: stepTitleIn("mr", title.says),
        due: formatDateTime(datesIn("mr"), due),
      }),
    noDatedStep: replyValuesMarathi.noDatedStep,
  },
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
