import type { StepTitleId } from "./step-texts";

/**
 * The steps' titles in Hindi, by id (./step-texts.ts): the Hindi case page's own
 * (app/content/languages/hi/case-steps.ts), kept here so the server writes them the same way.
 */
export const stepTitlesHindi: Record<StepTitleId, string> = {
  "call-1930": "1930 पर कॉल करें",
  "finish-portal-complaint": "cybercrime.gov.in पर अपनी शिकायत पूरी करें",
  "report-on-portal": "cybercrime.gov.in पर इसकी शिकायत करें",
  "tell-bank": "अपने बैंक, वॉलेट या कार्ड कंपनी को लिखित में बताएँ",
  "tell-cooperative-bank": "अपने सहकारी बैंक को लिखित में बताएँ",
  "tell-wallet": "अपनी वॉलेट कंपनी को लिखित में बताएँ",
  "bank-credit": "जाँच के दौरान आपका बैंक राशि आपके खाते में वापस जमा करता है",
  "wallet-credit": "जाँच के दौरान आपकी वॉलेट कंपनी राशि आपके खाते में वापस जमा करती है",
  "credit-card-credit": "अगर यह क्रेडिट कार्ड था, तो जाँच के दौरान आपका बैंक राशि कार्ड में वापस जमा करता है",
  "bank-decision": "आपका बैंक आपकी शिकायत पर निर्णय लेकर जवाब देता है",
  "held-money": "अगर SMS आए कि पैसा रोका गया है, तो उसे वापस पाने का अनुरोध करें",
  ombudsman: "अगर बैंक मना करे या मामला ठीक न करे, तो रिज़र्व बैंक के लोकपाल से शिकायत करें",
  "claim-compensation": "आप {amount} तक का दावा कर सकते हैं",
};
