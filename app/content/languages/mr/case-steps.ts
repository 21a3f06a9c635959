import { stepTitlesMarathi } from "~/shared/case-timeline/step-titles-marathi";
import { SMALL_FRAUD_COMPENSATION } from "~/shared/legal-rules/rbi-directions-2027";
import type { TranslatedCaseSteps } from "../case-steps";
import { harmStepsMarathi } from "./harm-steps";
import { ruleVersionMr } from "./legal-rules";

// The case page's next steps in Marathi (../case-steps.ts): titles, sentences, the steps by kind of
// harm and the rules' words, each by its id (shared/case-timeline/step-texts.ts). A missing id fails
// the typecheck. A test builds the steps of many cases and checks that every rule's words are here
// (../case-words.test.ts).

const COMPENSATION_LOSS_UP_TO = `₹${SMALL_FRAUD_COMPENSATION.lossUpTo.toLocaleString("en-IN")}`;

export const marathiCaseSteps: TranslatedCaseSteps = {
  /** The titles, shared with the server's one-page summary (docs/decisions/0071). */
  titles: stepTitlesMarathi,
  sentences: {
    "no-rule-for-date":
      "या तारखेच्या व्यवहारासाठी भारतीय रिझर्व्ह बँकेचा दायित्वाचा नियम आम्ही सांगू शकत नाही. तरीही बँकेला लगेच कळवा आणि त्याला कोणते नियम लागू होतात ते विचारा; 1930 वर कॉल करा आणि cybercrime.gov.in वर तुमची तक्रार पूर्ण करा.",
    "paid-after-trick":
      "भारतीय रिझर्व्ह बँकेचे दायित्वाचे नियम तुम्ही परवानगी न दिलेल्या व्यवहारांसाठी आहेत, त्यामुळे फसवणुकीला बळी पडून तुम्ही स्वतः केलेल्या पेमेंटला ते कदाचित लागू होणार नाहीत. तरीही बँकेला लगेच कळवा: तुमच्या 1930 वरील तक्रारीच्या आधारे बँक अजूनही पैसे रोखण्याचा प्रयत्न करू शकते.",
    "tell-bank-at-once": "बँकेला लगेच कळवा आणि तक्रार क्रमांक घ्या: बँकेला जितक्या लवकर कळेल, तितके ती जास्त करू शकेल.",
    "not-covered-2027":
      "तुम्ही सांगितले आहे की पेमेंट तुम्ही स्वतः केले, धमकीमुळे किंवा दबावामुळे नाही, म्हणून आम्ही त्यासाठी भारतीय रिझर्व्ह बँकेची कोणतीही कालमर्यादा सांगत नाही. तरीही बँकेला लगेच कळवा आणि 1930 वर कॉल करा: बँक आणि 1930 मिळून अजूनही पैसे रोखण्याचा प्रयत्न करू शकतात. तुम्हाला धमकी देऊन किंवा जबरदस्तीने पेमेंट करायला लावले असेल, तर खाली तसे सांगा: मग तुमच्या तारखा दिसतील.",
    "compensation-when":
      "तुमच्याच निष्काळजीपणामुळे, उदा. OTP सांगितल्यामुळे, तुमची बँक तुम्हाला जबाबदार धरत असेल, तर लहान फसवणुकीसाठी भारतीय रिझर्व्ह बँकेची भरपाई तुमच्या नुकसानाचा काही भाग देऊ शकते. ही संधी खुली ठेवण्यासाठी, दाखवलेल्या तारखेपर्यंत फसवणूक 1930 वर किंवा cybercrime.gov.in वर, आणि तुमच्या बँकेलाही, कळवा. तुमची तक्रार खरी आहे, याची बँकेला खात्री पटली, तर बँकेकडे अर्ज मागा.",
    "compensation-loss-unknown": `हे ${COMPENSATION_LOSS_UP_TO} पर्यंतच्या एकूण नुकसानासाठी आहे.`,
    "compensation-asked": "हे सर्वांसाठी नाही. कृपया खाली उत्तर द्या:",
    "compensation-organisation":
      "खाते एखाद्या कंपनी, फर्म, ट्रस्ट किंवा संस्थेच्या नावावर आहे का (तुमच्या नावावर किंवा तुमच्या एकल मालकीच्या व्यवसायाच्या नावावर नाही)?",
    "compensation-claimed-before": "तुम्ही, किंवा या खात्याच्या एखाद्या संयुक्त खातेदाराने, याआधी कधी याचा दावा केला आहे का?",
    "compensation-no-fee": "ही रक्कम फक्त तुमची बँकच देते. तिचा दावा करण्यासाठी कोणीही तुमच्याकडून शुल्क घेऊ शकत नाही.",
    "ombudsman-date-from-complaint":
      "दाखवलेल्या तारखेत बँकेचे 30 दिवस, तुम्ही बँकेला कळवले त्या दिवसापासून मोजले आहेत. बँकेने उत्तर दिले, तर खाली तिच्या अंतिम उत्तराचा दिवस भरा: तुमची तारीख त्यानुसार बदलेल.",
    "ombudsman-date-from-reply":
      "दाखवलेली तारीख, बँकेचे 30 दिवस पूर्ण झाल्याचा दिवस आणि तुम्ही खाली भरलेला बँकेच्या अंतिम उत्तराचा दिवस, यांपैकी जो नंतरचा आहे, त्यापासून मोजली आहे.",
  },
  harmSteps: harmStepsMarathi,
  ruleVersion: ruleVersionMr,
  /**
   * How a date was counted: "{within}" is the rule's window and what starts it ("... तो दिवस पासून 3
   * कामकाजाच्या दिवसांत"): `from` is a plain noun phrase before the separate word "पासून", `window`
   * the whole "within" phrase (./legal-rules.ts).
   */
  counting: {
    plain: "{within}",
    notSundays: "{within}, रविवार न मोजता; बँकेला सुट्टी असल्यास तारीख पुढे जाऊ शकते",
    calendar: "{within}; तारीख शक्य तितकी लवकरची असावी म्हणून, इथे ती व्यवहारापासून {days} कॅलेंडर दिवस अशी मोजली आहे",
    firstDay: "{within}; तारीख शक्य तितकी लवकरची असावी म्हणून, सुरुवातीचा दिवसच पहिला दिवस धरला आहे",
    within: "{from} पासून {window}",
  },
};
