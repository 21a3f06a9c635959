import { createContext, useContext } from "react";
import type { CaseWords } from "~/app/content/languages/island-words";
import { fillIn } from "~/app/lib/fill-in";
import { stepWordsIn, type StepText } from "~/shared/case-timeline/step-words";
import { translateMessage } from "~/shared/translations/translate";

// The case page's words, given to its island as a prop (docs/decisions/0041) and passed to its
// parts through this context.

export const CaseWordsContext = createContext<CaseWords | null>(null);

export function useCaseWords(): CaseWords {
  const words = useContext(CaseWordsContext);
  if (!words) throw new Error("The case page's parts need the page's words (CaseWordsContext)");
  return words;
}

/** A shared schema's English message in the page's language. */
export function say(words: CaseWords, message: string): string {
  return translateMessage(message, words.messages);
}

/** A piece of a next step (title, sentence, rule, counting), by its id, in the page's language. */
export function stepSays(words: CaseWords, text: StepText): string {
  return stepWordsIn(words.steps, text);
}

/** "3 days left", "1 hour left": the time to a step's date, in the page's words. */
export function timeLeftText(words: CaseWords, ms: number): string {
  const text = words.page.timeLeft;
  if (ms <= 0) return text.passed;
  const hours = Math.floor(ms / 3_600_000);
  if (hours >= 48) return fillIn(text.days, { count: String(Math.floor(hours / 24)) });
  if (hours >= 1) return fillIn(hours === 1 ? text.hour : text.hours, { count: String(hours) });
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  return fillIn(minutes === 1 ? text.minute : text.minutes, { count: String(minutes) });
}
