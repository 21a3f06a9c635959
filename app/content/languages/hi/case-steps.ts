import { stepTitlesHindi } from "~/shared/case-timeline/step-titles-hindi";
import { SMALL_FRAUD_COMPENSATION } from "~/shared/legal-rules/rbi-directions-2027";
import type { TranslatedCaseSteps } from "../case-steps";
import { harmStepsHindi } from "./harm-steps";
import { ruleVersionHi } from "./legal-rules";

// केस पेज के अगले कदम हिन्दी में (../case-steps.ts): शीर्षक, वाक्य, नुकसान के प्रकार के कदम और
// नियमों के शब्द, हर एक अपनी id से (shared/case-timeline/step-texts.ts)। कोई id छूटी तो typecheck
// विफल होता है। एक test कई केसों के कदम बनाकर जाँचता है कि हर नियम के शब्द यहाँ हैं
// (../case-words.test.ts)।

const COMPENSATION_LOSS_UP_TO = `₹${SMALL_FRAUD_COMPENSATION.lossUpTo.toLocaleString("en-IN")}`;

export const hindiCaseSteps: TranslatedCaseSteps = {
  /** The titles, shared with the server's one-page summary (docs/decisions/0071). */
  titles: stepTitlesHindi,
  sentences: {
    "no-rule-for-date":
      "इस तारीख़ के लेन-देन के लिए हम भारतीय रिज़र्व बैंक का देयता नियम नहीं बता सकते। फिर भी बैंक को तुरंत बताएँ और पूछें कि उस पर कौन-से नियम लागू होते हैं; 1930 पर कॉल करें और cybercrime.gov.in पर अपनी शिकायत पूरी करें।",
    "paid-after-trick":
      "भारतीय रिज़र्व बैंक के देयता नियम उन लेन-देन के लिए हैं जिनकी अनुमति आपने नहीं दी, इसलिए हो सकता है वे धोखे में आकर आपके किए भुगतान पर लागू न हों। फिर भी बैंक को तुरंत बताएँ: आपकी 1930 की शिकायत के साथ वह अब भी पैसा रोकने की कोशिश कर सकता है।",
    "tell-bank-at-once": "बैंक को तुरंत बताएँ और शिकायत संख्या लें: उसे जितनी जल्दी पता चलेगा, वह उतना अधिक कर सकेगा।",
    "not-covered-2027":
      "आपने बताया है कि भुगतान आपने खुद किया, धमकी या दबाव में नहीं, इसलिए हम इसके लिए भारतीय रिज़र्व बैंक की कोई समय-सीमा नहीं बताते। फिर भी बैंक को तुरंत बताएँ और 1930 पर कॉल करें: दोनों मिलकर अब भी पैसा रोकने की कोशिश कर सकते हैं। अगर आपको धमकी देकर या मजबूर करके भुगतान करवाया गया, तो नीचे बताएँ: तब आपकी तारीख़ें दिखेंगी।",
    "compensation-when":
      "अगर आपका बैंक आपकी अपनी लापरवाही के कारण, जैसे ओटीपी बताने से, आपको ज़िम्मेदार मानता है, तो छोटी धोखाधड़ी के लिए भारतीय रिज़र्व बैंक का मुआवज़ा आपके नुकसान का एक हिस्सा दे सकता है। इसे खुला रखने के लिए दिखाई गई तारीख़ तक धोखाधड़ी की सूचना 1930 या cybercrime.gov.in पर और अपने बैंक को दें। अगर बैंक संतुष्ट है कि आपकी शिकायत सच्ची है, तो उससे आवेदन पत्र माँगें।",
    "compensation-loss-unknown": `यह ${COMPENSATION_LOSS_UP_TO} तक के कुल नुकसान के लिए है।`,
    "compensation-asked": "यह हर किसी के लिए नहीं है। कृपया नीचे बताएँ:",
    "compensation-organisation":
      "क्या खाता किसी कंपनी, फ़र्म, ट्रस्ट या सोसाइटी के नाम पर है (आपके या आपके एकल स्वामित्व वाले कारोबार के नाम पर नहीं)?",
    "compensation-claimed-before": "क्या आपने, या इस खाते के किसी संयुक्त धारक ने, पहले कभी इसका दावा किया है?",
    "compensation-no-fee": "यह राशि केवल आपका बैंक देता है। इसका दावा करने के लिए कोई भी आपसे शुल्क नहीं ले सकता।",
    "ombudsman-date-from-complaint":
      "दिखाई गई तारीख़ में बैंक के 30 दिन उस दिन से गिने गए हैं जिस दिन आपने उसे बताया। अगर बैंक जवाब दे, तो नीचे उसके आख़िरी जवाब का दिन जोड़ें: आपकी तारीख़ उसके साथ बदल जाएगी।",
    "ombudsman-date-from-reply":
      "दिखाई गई तारीख़ बैंक के 30 दिन पूरे होने और नीचे बताए गए उसके आख़िरी जवाब के दिन में से, जो बाद में हो, उससे गिनी गई है।",
  },
  harmSteps: harmStepsHindi,
  ruleVersion: ruleVersionHi,
  /** How a date was counted: "{within}" is the rule's window and what starts it ("... के 3 कार्य दिवसों के भीतर"). */
  counting: {
    plain: "{within}",
    notSundays: "{within}, रविवार को छोड़कर; बैंक की छुट्टी होने पर तारीख़ बाद की हो सकती है",
    calendar: "{within}, जिसे यहाँ लेन-देन से {days} कैलेंडर दिनों के रूप में गिना गया है, ताकि तारीख़ सबसे पहली संभव तारीख़ हो",
    firstDay: "{within}, जिसमें उसी दिन को पहला दिन गिना गया है, ताकि तारीख़ सबसे पहली संभव तारीख़ हो",
    within: "{from} के {window} के भीतर",
  },
};
