import type { LanguageCode } from "../language-codes";
import { COMPENSATION_TITLE, HELD_MONEY_TITLE, OMBUDSMAN_TITLE } from "./next-steps";
import { stepWordsIn } from "./step-words";

/**
 * The steps' titles in Hindi, keyed by their English: the Hindi case page's own
 * (app/content/languages/hi/case-page.ts), kept here so the server writes them the same way.
 */
export const stepTitlesHindi = {
  titles: {
    "Call 1930": "1930 पर कॉल करें",
    "Finish your complaint on cybercrime.gov.in": "cybercrime.gov.in पर अपनी शिकायत पूरी करें",
    "Report it on cybercrime.gov.in": "cybercrime.gov.in पर इसकी शिकायत करें",
    "Tell your bank, wallet or card company in writing": "अपने बैंक, वॉलेट या कार्ड कंपनी को लिखित में बताएँ",
    "Tell your co-operative bank in writing": "अपने सहकारी बैंक को लिखित में बताएँ",
    "Tell your wallet company in writing": "अपनी वॉलेट कंपनी को लिखित में बताएँ",
    "Your bank credits the amount back while it looks into it": "जाँच के दौरान आपका बैंक राशि आपके खाते में वापस जमा करता है",
    "Your wallet company credits the amount back while it looks into it":
      "जाँच के दौरान आपकी वॉलेट कंपनी राशि आपके खाते में वापस जमा करती है",
    "If it was a credit card, your bank credits the amount back while it looks into it":
      "अगर यह क्रेडिट कार्ड था, तो जाँच के दौरान आपका बैंक राशि कार्ड में वापस जमा करता है",
    "Your bank decides on your complaint and replies": "आपका बैंक आपकी शिकायत पर निर्णय लेकर जवाब देता है",
    [HELD_MONEY_TITLE]: "अगर SMS आए कि पैसा रोका गया है, तो उसे वापस पाने का अनुरोध करें",
    [OMBUDSMAN_TITLE]: "अगर बैंक मना करे या मामला ठीक न करे, तो रिज़र्व बैंक के लोकपाल से शिकायत करें",
  } as Record<string, string>,
  /** Titles with an amount in them, keyed by the English with "{amount}" in its place. */
  patterns: {
    [COMPENSATION_TITLE]: "आप {amount} तक का दावा कर सकते हैं",
  } as Record<string, string>,
};

/**
 * Each language's step titles, as its case page writes them: English's are the titles themselves.
 * A language in the list without its own entry fails the typecheck, and none shows another's.
 */
const stepTitles: Record<LanguageCode, { titles: Record<string, string>; patterns: Record<string, string> }> = {
  en: { titles: {}, patterns: {} },
  hi: stepTitlesHindi,
};

/** A step's English title in `language`, as that language's case page writes it. */
export function stepTitleIn(language: LanguageCode, english: string): string {
  const { titles, patterns } = stepTitles[language];
  return stepWordsIn(titles, patterns, english);
}
