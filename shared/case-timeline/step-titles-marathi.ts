import type { StepTitleId } from "./step-texts";

/**
 * The steps' titles in Marathi, by id (./step-texts.ts): the Marathi case page's own
 * (app/content/languages/mr/case-steps.ts), kept here so the server writes them the same way.
 */
export const stepTitlesMarathi: Record<StepTitleId, string> = {
  "call-1930": "1930 वर कॉल करा",
  "finish-portal-complaint": "cybercrime.gov.in वर तुमची तक्रार पूर्ण करा",
  "report-on-portal": "cybercrime.gov.in वर याची तक्रार करा",
  "tell-bank": "तुमच्या बँकेला, वॉलेट कंपनीला किंवा कार्ड कंपनीला लेखी कळवा",
  "tell-cooperative-bank": "तुमच्या सहकारी बँकेला लेखी कळवा",
  "tell-wallet": "तुमच्या वॉलेट कंपनीला लेखी कळवा",
  "bank-credit": "चौकशी सुरू असताना तुमची बँक ती रक्कम तुमच्या खात्यात परत जमा करते",
  "wallet-credit": "चौकशी सुरू असताना तुमची वॉलेट कंपनी ती रक्कम परत जमा करते",
  "credit-card-credit": "क्रेडिट कार्ड असेल, तर चौकशी सुरू असताना तुमची बँक ती रक्कम कार्डवर परत जमा करते",
  "bank-decision": "तुमची बँक तुमच्या तक्रारीवर निर्णय घेऊन उत्तर देते",
  "held-money": "पैसे रोखून ठेवल्याचा SMS आला, तर ते परत मागा",
  ombudsman: "बँकेने नकार दिला किंवा प्रश्न सोडवला नाही, तर RBI लोकपालाकडे (RBI Ombudsman) तक्रार करा",
  // "{amount}" is an amount in rupees ("₹25,000"), followed by the separate word "पर्यंत".
  "claim-compensation": "तुम्ही {amount} पर्यंत दावा करू शकता",
};
