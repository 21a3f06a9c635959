import type { LanguageCode } from "../language-codes";
import { STEP_TITLES, stepTextIds, type StepTitleId } from "./step-texts";
import { stepTitlesBengali } from "./step-titles-bengali";
import { stepTitlesHindi } from "./step-titles-hindi";
import { stepTitlesMarathi } from "./step-titles-marathi";
import { stepTitlesTamil } from "./step-titles-tamil";
import { stepTitlesTelugu } from "./step-titles-telugu";
import { stepWordsIn, type StepText } from "./step-words";

// The steps' titles in every language, as each language's case page writes them, so the server
// (the summary, the desk's reply values) writes them the same way. Each language's titles are a
// file beside this one.

/**
 * Each language's step titles, as its case page writes them. A language in the list without its
 * own entry, or lacking a title, fails the typecheck, and none shows another's.
 */
const stepTitles: Record<LanguageCode, Record<StepTitleId, string>> = {
  en: STEP_TITLES,
  hi: stepTitlesHindi,
  bn: stepTitlesBengali,
  ta: stepTitlesTamil,
  mr: stepTitlesMarathi,
  te: stepTitlesTelugu,
};

/** A language's step titles by the ids steps carry (`says.title`). */
export function stepTitleWords(titles: Record<StepTitleId, string>): Record<string, string> {
  return Object.fromEntries((Object.keys(titles) as StepTitleId[]).map((id) => [stepTextIds.title(id), titles[id]]));
}

const titleWordsIn = Object.fromEntries(
  Object.entries(stepTitles).map(([code, titles]) => [code, stepTitleWords(titles)]),
) as Record<LanguageCode, Record<string, string>>;

/** A step's title (its `says.title`) in `language`, as that language's case page writes it. */
export function stepTitleIn(language: LanguageCode, title: StepText): string {
  return stepWordsIn(titleWordsIn[language], title);
}
