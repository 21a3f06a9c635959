import { formatDayIn, formatMonthYear, type IsoDate } from "~/shared/india-time";
import { datesIn } from "~/shared/languages";
import { currentRule, type LegalRule } from "~/shared/legal-rules";
import { MONEY_RESTORATION } from "~/shared/legal-rules/mha";
import { ruleNameHi } from "~/shared/legal-rules/names-hi";
import { OMBUDSMAN_2026_WINDOWS, OMBUDSMAN_FRAUD_WAIT } from "~/shared/legal-rules/rbi";
import { ruleVersionKey } from "~/shared/legal-rules/rule";
import { rupees, ruleFigure as figure, ruleWindow as window, sameEdition } from "~/shared/legal-rules/rule-values";
import { SMALL_FRAUD_COMPENSATION } from "~/shared/legal-rules/rbi-directions-2027";

// कानूनी नियमों के हिन्दी वाक्य। नियम, उनकी तारीखें, दिनों की संख्या और राशियाँ
// shared/legal-rules से आती हैं, जहाँ से अंग्रेज़ी पेज उन्हें पढ़ता है; यहाँ केवल आसपास के
// शब्द हैं (docs/decisions/0019, 0037)। हर नियम का हिन्दी रूप उसके लागू होने की तारीख से जुड़ा
// है: नियम का नया रूप आने पर उसका हिन्दी वाक्य जोड़े बिना बिल्ड विफल होता है, ताकि हिन्दी पेज
// पुराना नियम न बताए।

type RuleId = Parameters<typeof currentRule>[0];

/** A rule version's Hindi words; its instrument's name is shared/legal-rules/names-hi.ts's, as the letters' is. */
interface RuleWords {
  /** What the rule says, built from the rule's own values. */
  says: (rule: LegalRule) => string;
  /** What starts the rule's window ("the bank's SMS or e-mail about the transaction"), for a rule that counts one. */
  from?: string;
}

/** A rule's first month in Hindi, international digits: "मार्च 2026". */
function monthYear(isoDate: IsoDate | null): string {
  if (!isoDate) throw new Error("The rule has no start date to name");
  return formatMonthYear(datesIn("hi"), isoDate);
}

/** A rule's first day in Hindi, international digits: "19 मई 2025". */
function dayHi(isoDate: IsoDate | null): string {
  if (!isoDate) throw new Error("The rule has no start date to name");
  return formatDayIn(datesIn("hi").locale, isoDate);
}

/** A window of one day, said as "the day after" (T+1). */
function dayAfter(rule: LegalRule): string {
  if (window(rule).days !== 1) throw new Error(`Legal rule "${rule.id}" counts ${window(rule).days} days, not one`);
  return "अगले दिन";
}

/** "3 कार्य दिवसों", "90 दिनों": a window's length as it reads before "के भीतर". */
function windowHi(rule: LegalRule): string {
  const { days, count } = window(rule);
  return `${days} ${count === "working days" ? "कार्य दिवसों" : "दिनों"}`;
}

/** "5 कैलेंडर दिनों": a calendar-day window, said so, as the 2027 directions count. */
function calendarDaysHi(rule: LegalRule): string {
  const { days, count } = window(rule);
  if (count !== "calendar days") throw new Error(`Legal rule "${rule.id}" counts ${count}, not calendar days`);
  return `${days} कैलेंडर दिनों`;
}

/** The Hindi words of each rule, by its id and first day in force. */
const ruleWords: Record<string, RuleWords> = {
  "rbi-liability-bank-fault@2017-07-06": {
    says: () =>
      "अगर आपकी अनुमति के बिना हुआ लेन-देन बैंक की अपनी धोखाधड़ी, लापरवाही या कमी के कारण हुआ, तो आपको कोई नुकसान नहीं उठाना पड़ता, चाहे आप उसकी सूचना कभी भी दें।",
  },
  "rbi-liability-third-party@2017-07-06": {
    from: "लेन-देन के बारे में बैंक का एसएमएस या ई-मेल मिलने",
    says: () =>
      "अगर आपकी अनुमति के बिना हुआ लेन-देन किसी ऐसी सेंध से हुआ जिसमें न आपकी गलती थी, न बैंक की, तो समय पर बैंक को बताने पर आपको कोई नुकसान नहीं उठाना पड़ता।",
  },
  "rbi-liability-limited@2017-07-06": {
    from: "लेन-देन के बारे में बैंक का एसएमएस या ई-मेल मिलने",
    says: (rule) => {
      const [low, middle, high] = (["lowCapRupees", "middleCapRupees", "highCapRupees"] as const).map((name) =>
        rupees(figure(rule, name)),
      );
      return `इसके बाद, पर ${windowHi(rule)} के भीतर सूचना देने पर, ऐसे नुकसान में आपका हिस्सा आपके खाते या कार्ड के अनुसार अधिकतम ${low}, ${middle} या ${high} होता है (या लेन-देन की राशि, अगर वह कम हो)। इससे भी देर होने पर बैंक की बोर्ड द्वारा स्वीकृत नीति फ़ैसला करती है।`;
    },
  },
  "rbi-liability-customer-negligence@2017-07-06": {
    says: () =>
      "अगर नुकसान आपकी अपनी लापरवाही से हुआ, जैसे ओटीपी, पिन या पासवर्ड किसी को बताने से, तो सूचना देने तक का नुकसान आपको उठाना पड़ता है; सूचना देने के बाद जो भी पैसा निकाला जाए, उसका नुकसान बैंक उठाता है।",
  },
  "rbi-liability-shadow-credit@2017-07-06": {
    from: "बैंक को आपकी सूचना",
    says: (rule) =>
      `अनधिकृत लेन-देन की सूचना देने के बाद बैंक जाँच के दौरान वह राशि आपके खाते में जमा करता है, और उसे ${windowHi(sameEdition(rule, "rbi-liability-resolution"))} के भीतर आपकी शिकायत का निपटारा करना होता है।`,
  },
  "rbi-liability-under-review@2026-03-06": {
    says: (rule) =>
      `भारतीय रिज़र्व बैंक इन नियमों में बदलाव कर रहा है: ${monthYear(rule.from)} में उसने बैंकों के लिए निर्देशों का मसौदा जारी किया, जो इन नियमों को दूसरी तरह के धोखाधड़ी वाले इलेक्ट्रॉनिक बैंकिंग लेन-देन पर भी लागू करता है और छोटी राशि की धोखाधड़ी में मुआवज़ा जोड़ता है। अपने बैंक से पूछें कि आपके लेन-देन की तारीख पर कौन-से नियम लागू होते हैं।`,
  },
  // केस पेज पर सहकारी बैंक, वॉलेट और 2027 के निर्देशों वाले कदमों के लिए (docs/decisions/0041)।
  "rbi-liability-cooperative-banks@2017-12-14": {
    says: () =>
      "सहकारी बैंक (शहरी, राज्य और जिला केंद्रीय सहकारी बैंक) आपकी अनुमति के बिना हुए लेन-देन पर भारतीय रिज़र्व बैंक के 14 दिसंबर 2017 के अपने परिपत्र का पालन करते हैं, दूसरे बैंकों वाले परिपत्र का नहीं। इसके अनुसार बैंक को इलेक्ट्रॉनिक बैंकिंग लेन-देन के लिए आपको एसएमएस अलर्ट भेजने होते हैं और आपसे कहना होता है कि बिना अनुमति का कोई भी लेन-देन जल्द से जल्द बताएँ। हम इसकी समय-सीमाएँ रिज़र्व बैंक के अपने पेजों पर जाँच नहीं पाए हैं, इसलिए हम कोई तारीख़ नहीं देते: बैंक को तुरंत लिखित में बताएँ और उसकी शिकायत संख्या रखें।",
  },
  "rbi-liability-non-bank-wallets@2019-03-01": {
    says: () =>
      "जो वॉलेट और प्रीपेड कार्ड बैंक नहीं, बल्कि दूसरी कंपनियाँ जारी करती हैं, उनके लिए भारतीय रिज़र्व बैंक के अलग नियम हैं। अगर आपकी अनुमति के बिना हुआ लेन-देन वॉलेट कंपनी की धोखाधड़ी, लापरवाही या कमी के कारण हुआ, तो आपको कोई नुकसान नहीं उठाना पड़ता। अगर यह आपके भुगतान का विवरण किसी को बताने से हुआ, तो सूचना देने तक का नुकसान आपको उठाना पड़ता है, और सूचना देने के बाद जो भी पैसा निकाला जाए, उसका नुकसान वॉलेट कंपनी उठाती है। किसी बैंक का जारी किया वॉलेट उसी बैंक के नियमों का पालन करता है।",
  },
  "rbi-liability-non-bank-wallets-credit@2019-03-01": {
    from: "वॉलेट कंपनी को आपकी सूचना",
    says: () =>
      "बिना अनुमति के हुए लेन-देन की सूचना देने के बाद वॉलेट कंपनी जाँच के दौरान वह राशि आपके वॉलेट में वापस जमा करती है, वॉलेट की सामान्य सीमा से ऊपर होने पर भी, लेन-देन की तारीख़ से।",
  },
  // भारतीय रिज़र्व बैंक के 24 जून 2026 के निर्देश, 1 जनवरी 2027 से बैंकों में होने वाले लेन-देन के लिए।
  "rbi-fraud-directions-2027@2027-01-01": {
    says: () =>
      "1 जनवरी 2027 से किसी बैंक (वाणिज्यिक, लघु वित्त, भुगतान, स्थानीय क्षेत्र, क्षेत्रीय ग्रामीण, शहरी सहकारी या ग्रामीण सहकारी बैंक) में होने वाले इलेक्ट्रॉनिक बैंकिंग लेन-देन पर 2017 के नियमों की जगह भारतीय रिज़र्व बैंक के 24 जून 2026 के निर्देश लागू होते हैं। ये उस लेन-देन पर लागू होते हैं जो किसी और ने धोखे से हासिल किए गए आपके विवरण से किया, उस भुगतान पर जिसे आपने धमकी या दबाव में मंज़ूरी दी, और हर उस लेन-देन पर जिसकी अनुमति आपने नहीं दी। धोखे में आकर अपनी मर्ज़ी से किया गया भुगतान, जैसे किसी नकली निवेश में या किसी नकली खरीदार को, शायद इनमें शामिल न हो।",
  },
  "rbi-liability-bank-fault@2027-01-01": {
    says: () =>
      "अगर धोखाधड़ी वाला लेन-देन बैंक की लापरवाही या कमी के कारण हुआ, तो आपको कोई नुकसान नहीं उठाना पड़ता और बैंक को लेन-देन पलटना होता है, चाहे आप उसकी सूचना दें या न दें।",
  },
  "rbi-liability-third-party@2027-01-01": {
    from: "लेन-देन",
    says: (rule) =>
      `अगर धोखाधड़ी वाला लेन-देन किसी ऐसी सेंध से हुआ जिसमें न आपकी गलती थी, न बैंक की, जैसे किसी भुगतान ऐप, पेमेंट गेटवे या टेलीकॉम कंपनी में, तो लेन-देन के ${calendarDaysHi(rule)} के भीतर बैंक को सूचना देने पर आपको कोई नुकसान नहीं उठाना पड़ता और बैंक को लेन-देन पलटना होता है। बाद में सूचना देने पर बैंक की अपनी नीति तय करती है कि नुकसान में आपका हिस्सा कितना होगा।`,
  },
  "rbi-liability-customer-negligence@2027-01-01": {
    says: () =>
      "अगर नुकसान आपकी अपनी लापरवाही से हुआ, जैसे ओटीपी, पिन या पासवर्ड किसी को बताने से, तो बैंक को सूचना देने तक का नुकसान आपको उठाना पड़ता है, सिवाय उसके जो छोटी धोखाधड़ी के लिए भारतीय रिज़र्व बैंक का मुआवज़ा देता है; सूचना देने के बाद जो भी पैसा निकाला जाए, उसका नुकसान बैंक उठाता है।",
  },
  "rbi-complaint-acknowledgement@2027-01-01": {
    says: () =>
      "जब आप धोखाधड़ी वाले लेन-देन की सूचना देते हैं, तो बैंक को तुरंत पावती देनी होती है, जिसमें शिकायत संख्या और शिकायत मिलने की तारीख़ और समय हो, और आपके खातों में आगे धोखाधड़ी वाले लेन-देन रोकने के लिए तुरंत कदम उठाने होते हैं।",
  },
  "rbi-liability-resolution@2027-01-01": {
    from: "बैंक को आपकी शिकायत मिलने",
    says: (rule) => {
      const crossBorder = figure(rule, "crossBorderDays");
      return `बैंक को आपकी शिकायत मिलने के ${calendarDaysHi(rule)} के भीतर उसकी जाँच करनी होती है, तय करना होता है कि देयता किसकी है, और आपको जवाब देना होता है (सीमा पार की धोखाधड़ी में ${crossBorder} कैलेंडर दिन)।`;
    },
  },
  "rbi-bank-burden-of-proof@2027-01-01": {
    says: () =>
      "यह साबित करना बैंक का काम है कि देयता आपकी है। अगर बैंक आपकी शिकायत खारिज करता है, तो उसे कारण और उसके समर्थन में विवरण देना होता है।",
  },
  "rbi-shadow-reversal-credit-card@2027-01-01": {
    from: "बैंक को आपकी सूचना",
    says: (rule) =>
      `क्रेडिट कार्ड पर धोखाधड़ी वाले लेन-देन में बैंक को आपकी सूचना के ${calendarDaysHi(rule)} के भीतर, जाँच के दौरान, वह राशि कार्ड में वापस जमा करनी होती है (शैडो रिवर्सल)। आप उस राशि का उपयोग नहीं कर सकते, और उस पर आपको कोई अतिरिक्त ब्याज या शुल्क नहीं देना पड़ता।`,
  },
  "rbi-small-fraud-compensation@2027-01-01": {
    from: "लेन-देन",
    says: (rule) => {
      const [lossUpTo, cap] = [rupees(figure(rule, "lossUpToRupees")), rupees(figure(rule, "capRupees"))];
      return `अगर नुकसान आपकी अपनी लापरवाही से हुआ (जैसे आपने ओटीपी बता दिया), आप एक व्यक्ति हैं (एकल स्वामित्व वाला कारोबार भी) और कुल नुकसान ${lossUpTo} तक है, तो बैंक आपको शुद्ध नुकसान का ${Math.round(SMALL_FRAUD_COMPENSATION.share * 100)}% या ${cap}, जो भी कम हो, जीवन में एक बार दे सकता है। इसके लिए आपने लेन-देन के ${calendarDaysHi(rule)} के भीतर 1930 या cybercrime.gov.in पर और बैंक को सूचना दी हो। अगर बैंक संतुष्ट है कि आपकी शिकायत सच्ची है, तो वह आपको आवेदन पत्र देता है, और उसे पाने के 5 कैलेंडर दिनों के भीतर भुगतान करता है। यह निर्देशों के पहले साल की धोखाधड़ी पर लागू है।`;
    },
  },
  "rbi-failed-atm-withdrawal@2019-10-15": {
    from: "लेन-देन",
    says: (rule) => {
      const perDay = rupees(figure(rule, "perDayRupees"));
      return `अगर एटीएम ने आपके खाते से पैसे काट लिए पर नकद नहीं दिया, तो यह असफल लेन-देन है, धोखाधड़ी नहीं। बैंक को लेन-देन के ${windowHi(rule)} के भीतर पैसे आपके खाते में वापस डालने होते हैं (T+${window(rule).days}, जहाँ T लेन-देन का दिन है)। इससे देर होने पर बैंक को देरी के हर दिन के लिए ${perDay} आपके खाते में देने होते हैं।`;
    },
  },
  "rbi-failed-upi-imps-transfer@2019-10-15": {
    from: "लेन-देन",
    says: (rule) => {
      const perDay = rupees(figure(rule, "perDayRupees"));
      return `अगर यूपीआई या आईएमपीएस से भेजे गए पैसे आपके खाते से कट गए, पर जिस खाते में भेजे थे उसमें नहीं पहुँचे, तो यह असफल लेन-देन है, धोखाधड़ी नहीं। अगर पैसे उस खाते में जमा नहीं हो सकते, तो उन्हें लेन-देन के ${dayAfter(rule)} तक आपके खाते में वापस आना होता है (T+${window(rule).days}, जहाँ T लेन-देन का दिन है)। इससे देर से वापस आने पर देरी के हर दिन के लिए आपको ${perDay} मिलने चाहिए।`;
    },
  },
  "rbi-ombudsman-scheme@2021-11-12": {
    says: () => "किसी बैंक या अन्य विनियमित संस्था ने अपनी सेवा में कमी दूर नहीं की है, तो रिज़र्व बैंक के लोकपाल से निःशुल्क शिकायत करें।",
  },
  "rbi-ombudsman-scheme@2026-07-01": {
    from: `बैंक के ${OMBUDSMAN_2026_WINDOWS.bankReplyDays} दिन पूरे होने या उसके आख़िरी जवाब (जो भी बाद में हो)`,
    says: (rule) => {
      const { bankReplyDays } = OMBUDSMAN_2026_WINDOWS;
      const wait = OMBUDSMAN_FRAUD_WAIT.days;
      return `अगर किसी बैंक या योजना में शामिल अन्य विनियमित संस्था ने अपनी सेवा में कमी दूर नहीं की है, तो रिज़र्व बैंक के लोकपाल से निःशुल्क शिकायत करें। पहले खुद बैंक से शिकायत करें, लिखित में या किसी ऐसे तरीके से जिसका सबूत रहे, और वह सबूत सँभालकर रखें। अगर बैंक ने ${bankReplyDays} दिनों के भीतर जवाब नहीं दिया, या उसके जवाब से आप संतुष्ट नहीं हैं, तो आप लोकपाल के पास जा सकते हैं। लोकपाल के पास ${window(rule).days} दिनों के भीतर जाएँ, जो उन ${bankReplyDays} दिनों के पूरे होने से या बैंक के आख़िरी जवाब से गिने जाते हैं, जो भी बाद में हो। ${formatDayIn("hi-IN", OMBUDSMAN_FRAUD_WAIT.from)} से हुए लेन-देन में धोखाधड़ी की शिकायत पर फ़ैसला करने के लिए बैंक के पास ${wait} कैलेंडर दिनों तक का समय है, इसलिए लोकपाल के पास जाने से पहले बैंक के फ़ैसले का, या इन ${wait} दिनों के पूरे होने का, इंतज़ार करें। शिकायत cms.rbi.org.in पर करें, crpc@rbi.org.in पर ई-मेल से भेजें, या डाक से इस पते पर भेजें: केंद्रीकृत प्राप्ति और प्रसंस्करण केंद्र (Centralised Receipt and Processing Centre), भारतीय रिज़र्व बैंक, सेंट्रल विस्टा, सेक्टर 17, चंडीगढ़ – 160017। मदद के लिए रिज़र्व बैंक के संपर्क केंद्र को 14448 पर कॉल करें। उसी मामले में पुलिस शिकायत होने पर भी आप लोकपाल के पास जा सकते हैं। कोई अधिवक्ता आपकी ओर से शिकायत नहीं कर सकता, जब तक कि वह अधिवक्ता खुद पीड़ित व्यक्ति न हो।`;
    },
  },
  "i4c-helpline-1930@always": {
    says: () =>
      "1930 साइबर धोखाधड़ी में गए पैसों के लिए निःशुल्क राष्ट्रीय हेल्पलाइन है। जल्दी सूचना देने पर, जिन बैंकों और वॉलेट में पैसा गया है, उनसे कहा जा सकता है कि वे उसे आगे भेजे जाने से पहले रोक लें।",
  },
  "i4c-portal-complaint@always": {
    says: () =>
      "1930 पर कॉल से आपकी शिकायत सिर्फ़ शुरू होती है। कॉल पर मिली पावती संख्या के साथ उसे जल्द से जल्द cybercrime.gov.in पर पूरा करें: पोर्टल पर की गई शिकायतों पर राज्य पुलिस कार्रवाई करती है, एफ़आईआर दर्ज करने समेत, और अधूरी छोड़ी गई शिकायत आगे नहीं बढ़ सकती।",
  },
  // पैसे रोके जाने के बाद उन्हें वापस माँगना (मनी रेस्टोरेशन पोर्टल), ई-ज़ीरो एफ़आईआर और चक्षु।
  "i4c-portal-women-child@always": {
    says: () =>
      'cybercrime.gov.in पर "Report Cyber Crime Related to Women/Child" (महिलाओं/बच्चों से जुड़े साइबर अपराध की शिकायत) में बच्चों की यौन तस्वीरों या वीडियो और दूसरी अश्लील यौन सामग्री की शिकायत होती है, और वहाँ आप अपना नाम बताए बिना शिकायत कर सकते हैं: गुमनाम शिकायत में कोई निजी जानकारी नहीं देनी होती, सिर्फ़ यह कि क्या हुआ।',
  },
  "mha-money-restoration@always": {
    from: "अन्वेषण अधिकारी के आदेश",
    says: (rule) => {
      const { portal, acknowledgementDigits, noFirBelow, firAbove } = MONEY_RESTORATION;
      return `अगर आपकी शिकायत पर आपके पैसे उन खातों में रोक दिए जाते हैं जिनमें वे गए थे, तो आपको एसएमएस आता है कि आपकी शिकायत पर कुछ राशि अस्थायी रूप से रोकी (होल्ड की) गई है। उस एसएमएस में दी गई तारीख़ के बाद आप गृह मंत्रालय के मनी रेस्टोरेशन पोर्टल, ${portal}, पर पैसे वापस माँग सकते हैं: 'Raise Refund Request' चुनें, शिकायत दर्ज होने पर मिली ${acknowledgementDigits} अंकों की पावती संख्या डालें और ओटीपी से पुष्टि करें। उस बैंक खाते का सही विवरण दें जिसमें पैसे आने हैं, क्षतिपूर्ति बंधपत्र (इंडेम्निटी बॉन्ड) भरें, यानी यह वचन कि माँगे जाने पर आप वह राशि अदालत के सामने पेश करेंगे और अदालत के आदेश मानेंगे, और अपने पैन कार्ड की प्रति दें। अगर किसी एक बैंक में ${rupees(noFirBelow)} से कम राशि रोकी गई है, तो पुलिस आधिकारिक मानक संचालन प्रक्रिया (एसओपी) की शर्तों के अनुसार एफ़आईआर के बिना उसे लौटवा सकती है; अगर किसी एक बैंक खाते में ${rupees(firAbove)} से ज़्यादा राशि रोकी गई है, तो एफ़आईआर ज़रूरी है। आपके मामले का अन्वेषण (तफ़्तीश) कर रहे पुलिस अधिकारी के भारतीय नागरिक सुरक्षा संहिता, 2023 की धारा 106(3) के तहत पैसे लौटाने का आदेश देने के बाद बैंक ${calendarDaysHi(rule)} के भीतर पैसे आपको सौंप देता है। पैसे वापस दिलाने की पेशकश करने वाले किसी बिचौलिये या एजेंट (दलाल) के चक्कर में न पड़ें: सिर्फ़ आधिकारिक पोर्टल का उपयोग करें, और मदद के लिए अपने पुलिस थाने से संपर्क करें।`;
    },
  },
  "mha-e-zero-fir@2025-05-19": {
    says: (rule) =>
      `${dayHi(rule.from)} को गृह मंत्रालय ने दिल्ली में प्रायोगिक (पायलट) तौर पर ई-ज़ीरो एफ़आईआर शुरू की: 1930 या cybercrime.gov.in पर ₹${figure(rule, "lossOverLakh")} लाख से ज़्यादा के वित्तीय नुकसान की शिकायत अपने आप दिल्ली के ई-क्राइम पुलिस थाने में ज़ीरो एफ़आईआर के रूप में दर्ज होती है और तुरंत उस इलाके के साइबर पुलिस थाने को भेज दी जाती है। शिकायत करने वाला व्यक्ति तीन दिनों के भीतर उस पुलिस थाने जाकर उसे नियमित एफ़आईआर में बदलवा सकता है। मंत्रालय ने कहा था कि यह व्यवस्था आगे पूरे देश में लागू की जाएगी, इसलिए 1930 या अपने साइबर पुलिस थाने से पूछें कि आपकी शिकायत एफ़आईआर के रूप में दर्ज हुई है या नहीं।`,
  },
  "dot-chakshu@always": {
    from: "कॉल या संदेश आने",
    says: (rule) =>
      `दूरसंचार विभाग के संचार साथी पोर्टल (sancharsaathi.gov.in) पर चक्षु में आप पिछले ${windowHi(rule)} में आए संदिग्ध धोखाधड़ी वाले कॉल, एसएमएस और व्हाट्सऐप संदेशों की सूचना दे सकते हैं।`,
  },
  "it-rules-intimate-content-24-hours@always": {
    says: () =>
      "जब आप, या आपकी ओर से कोई और, किसी प्लैटफ़ॉर्म से ऐसी सामग्री की शिकायत करते हैं जिसमें आपके निजी अंग या नग्नता दिखे, आपको किसी यौन कृत्य में दिखाया गया हो, या जो आपका रूप धरकर बनाई गई हो, आपकी छेड़छाड़ की गई (मॉर्फ़ की गई) तस्वीरों समेत, तो प्लैटफ़ॉर्म को शिकायत मिलने के 24 घंटे के अंदर उसे हटाने या उस तक पहुँच रोकने के लिए हर उचित कदम उठाना होता है।",
  },
  // भारतीय नागरिक सुरक्षा संहिता की धाराएँ, जिन्हें पेज बताते हैं: एफ़आईआर दर्ज न होने पर क्या करें, और गिरफ़्तारी पर अधिकार।
  "bnss-173-preliminary-enquiry@2024-07-01": {
    says: (rule) =>
      `जिस अपराध की सज़ा तीन साल या उससे ज़्यादा, पर सात साल से कम की जेल है, उसमें पुलिस कम से कम पुलिस उपाधीक्षक (डीएसपी) स्तर के अधिकारी की अनुमति से पहले ${figure(rule, "enquiryDays")} दिनों तक की प्रारंभिक जाँच कर सकती है कि मामला बनता है या नहीं, या सीधे अन्वेषण (तफ़्तीश) शुरू कर सकती है।`,
  },
  "bnss-173-refusal@2024-07-01": {
    says: () =>
      "अगर पुलिस थाना आपकी शिकायत दर्ज करने से मना कर दे, तो आप उसे लिखकर डाक से इलाके के पुलिस अधीक्षक (एसपी) को भेज सकते हैं; अगर उससे संज्ञेय अपराध बनता है, तो पुलिस अधीक्षक को खुद उसका अन्वेषण करना होता है या किसी पुलिस अधिकारी से करवाना होता है।",
  },
  "bnss-175-magistrate@2024-07-01": {
    says: () =>
      "पुलिस अधीक्षक को लिखने के बाद आप मजिस्ट्रेट को आवेदन दे सकते हैं, जिसके साथ आपका शपथपत्र (हलफ़नामा) हो। मजिस्ट्रेट ज़रूरी समझी गई जाँच करके और पुलिस अधिकारी की बात सुनकर पुलिस को अन्वेषण करने का आदेश दे सकते हैं।",
  },
  "bnss-47-grounds-of-arrest@2024-07-01": {
    says: () =>
      "जो पुलिस अधिकारी आपको बिना वारंट गिरफ़्तार करता है, उसे आपको तुरंत उस अपराध का पूरा ब्योरा, या गिरफ़्तारी के दूसरे आधार, बताने होते हैं। अगर अपराध ज़मानती है, तो उसे यह भी बताना होता है कि आप ज़मानत पर रिहा होने के हक़दार हैं।",
  },
  "bnss-58-arrest-24-hours@2024-07-01": {
    says: (rule) =>
      `बिना वारंट गिरफ़्तारी के बाद पुलिस आपको मजिस्ट्रेट के आदेश के बिना ${figure(rule, "hours")} घंटे से ज़्यादा अपने पास नहीं रख सकती; मजिस्ट्रेट की अदालत तक ले जाने में लगा समय इसमें नहीं गिना जाता।`,
  },
};

/** The name of the instrument a rule version rests on, the one the letters cite too. */
function instrumentHi(rule: LegalRule): string {
  const name = ruleNameHi(rule);
  if (!name)
    throw new Error(`No Hindi name for legal rule "${ruleVersionKey(rule)}": add it to shared/legal-rules/names-hi.ts`);
  return name;
}

/** A rule in force on `day` (today by default), in Hindi: its instrument, its sentence and, if it counts one, its window. */
export function ruleHi(
  id: RuleId,
  day: Date = new Date(),
): { instrument: string; says: string; window: string; from: string } {
  const rule = currentRule(id, day);
  const words = ruleWords[ruleVersionKey(rule)];
  if (!words) {
    throw new Error(
      `No Hindi words for legal rule "${rule.id}" in force from ${rule.from}: add them to app/content/languages/hi/legal-rules.ts`,
    );
  }
  return {
    instrument: instrumentHi(rule),
    says: words.says(rule),
    window: rule.window ? windowHi(rule) : "",
    from: words.from ?? "",
  };
}

/**
 * One version of a rule in Hindi, the version a case's step rests on (its words, sentence and
 * window), or undefined when it has no Hindi words yet (the case page then shows its English).
 */
export function ruleVersionHi(
  rule: LegalRule,
): { instrument: string; says: string; window: string; from: string } | undefined {
  const words = ruleWords[ruleVersionKey(rule)];
  if (!words) return undefined;
  return {
    instrument: instrumentHi(rule),
    says: words.says(rule),
    window: rule.window ? windowHi(rule) : "",
    from: words.from ?? "",
  };
}
