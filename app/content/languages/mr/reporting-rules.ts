import { currentRule } from "~/shared/legal-rules";
import { MONEY_RESTORATION } from "~/shared/legal-rules/mha";
import { rupees } from "~/shared/legal-rules/rule-values";
import { ruleMr } from "./legal-rules";

// The Marathi sentences on asking for held money back, the e-Zero FIR and Chakshu's 30 days,
// which the topic pages, the FAQ and the Learning Corner share (English:
// app/content/languages/en/reporting-rules.ts). The facts come from shared/legal-rules; only the
// joining words are here.

const chakshuWindow = currentRule("dot-chakshu").window;
if (!chakshuWindow) throw new Error("Chakshu's rule gives no window");

export const reportingRules = {
  /** How to ask for held money back on the Money Restoration Portal, in full. */
  moneyRestoration: ruleMr("mha-money-restoration").says,
  /** The same, in short. */
  moneyRestorationShort: `तुमच्या तक्रारीनंतर पैसे रोखून ठेवले गेले, तर तसे सांगणारा SMS तुम्हाला येतो. त्या SMS मध्ये दिलेल्या तारखेनंतर केंद्रीय गृह मंत्रालयाच्या मनी रिस्टोरेशन पोर्टलवर (Money Restoration Portal), ${MONEY_RESTORATION.portal}, पैसे परत मागा. हे काम करून देतो म्हणणाऱ्या कोणत्याही मध्यस्थाला किंवा एजंटला कधीही पैसे देऊ नका.`,
  /** The e-Zero FIR for large losses reported to 1930 or the portal. */
  eZeroFir: ruleMr("mha-e-zero-fir").says,
  /** What Chakshu is for, with its window. */
  chakshu: ruleMr("dot-chakshu").says,
  /** "गेल्या 30 दिवसांत आलेल्या कॉल आणि संदेशांसाठी" (for calls and messages received in the last 30 days): Chakshu's window, after its name. */
  chakshuWithin: `गेल्या ${chakshuWindow.days} दिवसांत आलेल्या कॉल आणि संदेशांसाठी`,
};

const { portal, acknowledgementDigits, noFirBelow, firAbove, custodyDays } = MONEY_RESTORATION;

// `rupees` ("₹50,000": an amount in rupees, grouped the Indian way) comes from
// shared/legal-rules/rule-values.ts; the sentences below follow it with a separate word ("पेक्षा").

/**
 * MONEY_RESTORATION_STEPS (shared/legal-rules/mha.ts) in Marathi, one for one and in the same
 * order, for the Marathi case page.
 */
export const moneyRestorationStepsMr = [
  "तुमच्या तक्रारीवरून काही रक्कम तात्पुरती रोखून (होल्ड करून) ठेवली आहे, असे सांगणाऱ्या SMS ची वाट पाहा.",
  `त्या SMS मध्ये दिलेल्या तारखेनंतर मनी रिस्टोरेशन पोर्टलवर (Money Restoration Portal), ${portal}, जा.`,
  `'Raise Refund Request' निवडा, तुमच्या तक्रारीचा ${acknowledgementDigits} अंकी पोच क्रमांक (acknowledgement number) भरा आणि OTP ने खात्री करा.`,
  "ज्या बँक खात्यात पैसे यायचे आहेत, त्याचा अचूक तपशील द्या.",
  "नुकसानभरपाई हमीपत्र (indemnity bond) भरा, म्हणजे मागितल्यास ती रक्कम तुम्ही न्यायालयासमोर हजर कराल आणि न्यायालयाचे आदेश पाळाल असे वचन, आणि तुमच्या पॅन कार्डची प्रत द्या.",
  `एखाद्या एका बँक खात्यात ${rupees(firAbove)} पेक्षा जास्त रक्कम रोखली असेल, तर FIR आवश्यक आहे; एखाद्या एका बँकेत ${rupees(noFirBelow)} पेक्षा कमी रक्कम रोखली असेल, तर पोलीस FIR शिवायही ती परत मिळवून देऊ शकतात.`,
  `तुमच्या केसचा तपास करणाऱ्या पोलीस अधिकाऱ्याने पैसे परत करण्याचा आदेश दिल्यानंतर, बँक ${custodyDays} कॅलेंडर दिवसांत ते पैसे तुमच्याकडे सोपवते.`,
  "पैसे परत मिळवून देतो म्हणणाऱ्या मध्यस्थांच्या किंवा एजंटांच्या (दलालांच्या) नादी लागू नका: फक्त अधिकृत पोर्टल वापरा, आणि मदतीसाठी तुमच्या पोलीस ठाण्याशी संपर्क साधा.",
] as const;
