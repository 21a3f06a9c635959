import { formatDayIn, formatMonthYear, type IsoDate } from "~/shared/india-time";
import { datesIn } from "~/shared/languages";
import type { LegalRule } from "~/shared/legal-rules";
import { MONEY_RESTORATION } from "~/shared/legal-rules/mha";
import { ruleNameMr } from "~/shared/legal-rules/names-mr";
import { OMBUDSMAN_2026_WINDOWS, OMBUDSMAN_FRAUD_WAIT } from "~/shared/legal-rules/rbi";
import { rupees, ruleFigure as figure, ruleWindow as window, sameEdition } from "~/shared/legal-rules/rule-values";
import { SMALL_FRAUD_COMPENSATION } from "~/shared/legal-rules/rbi-directions-2027";
import { rulesIn } from "../rules-in";

// The legal rules' sentences in Marathi. The rules, their dates, day counts and amounts come from
// shared/legal-rules, where the English page reads them; only the words around them are here
// (docs/decisions/0019, 0037). Each rule's Marathi is tied to the day it came into force: when a
// new version of a rule arrives, the build fails until its Marathi sentence is added, so the
// Marathi page does not state an old rule.
//
// Marathi joins postpositions to words, so no sentence in another file puts an ending on a phrase
// computed here. The agreed forms:
// - `window` is the whole "within" phrase: "3 कामकाजाच्या दिवसांत", "90 दिवसांत".
// - `from` is a plain noun phrase with no ending ("व्यवहार झाला तो दिवस"); sentences follow it with
//   the separate word "पासून": `${from} पासून ${window}`.
// - A date is followed by a separate word ("रोजी", "पूर्वी"), never an ending glued to it.

/** A rule version's Marathi words; its instrument's name is shared/legal-rules/names-mr.ts's, as the letters' is. */
interface RuleWords {
  /** What the rule says, built from the rule's own values. */
  says: (rule: LegalRule) => string;
  /**
   * What starts the rule's window, a plain noun phrase with no ending, which reads before the
   * separate word "पासून" ("तुम्ही बँकेला कळवले तो दिवस": the day you told the bank), for a rule
   * that counts one.
   */
  from?: string;
}

/** A rule's first month in Marathi, international digits: "मार्च 2026" (followed by a separate word). */
function monthYear(isoDate: IsoDate | null): string {
  if (!isoDate) throw new Error("The rule has no start date to name");
  return formatMonthYear(datesIn("mr"), isoDate);
}

/** A rule's first day in Marathi, international digits: "19 मे 2025" (followed by a separate word). */
function dayMr(isoDate: IsoDate | null): string {
  if (!isoDate) throw new Error("The rule has no start date to name");
  return formatDayIn(datesIn("mr").locale, isoDate);
}

/** A window of one day, said as "by the day after" (T+1), the whole phrase: "पुढच्या दिवसापर्यंत". */
function dayAfter(rule: LegalRule): string {
  if (window(rule).days !== 1) throw new Error(`Legal rule "${rule.id}" counts ${window(rule).days} days, not one`);
  return "पुढच्या दिवसापर्यंत";
}

/** "3 कामकाजाच्या दिवसांत", "90 दिवसांत": the whole "within" phrase of a window, ending included. */
function windowMr(rule: LegalRule): string {
  const { days, count } = window(rule);
  return `${days} ${count === "working days" ? "कामकाजाच्या दिवसांत" : "दिवसांत"}`;
}

/** "5 कॅलेंडर दिवसांत": the whole "within" phrase of a calendar-day window, said so, as the 2027 directions count. */
function calendarDaysMr(rule: LegalRule): string {
  const { days, count } = window(rule);
  if (count !== "calendar days") throw new Error(`Legal rule "${rule.id}" counts ${count}, not calendar days`);
  return `${days} कॅलेंडर दिवसांत`;
}

/** "₹10 लाखांपेक्षा": more than an amount in lakhs, the ending on "लाख" as the number asks. */
function lakhsOver(lakhs: number): string {
  return `₹${lakhs} ${lakhs === 1 ? "लाखापेक्षा" : "लाखांपेक्षा"}`;
}

/** The Marathi words of each rule, by its id and first day in force. */
const ruleWords: Record<string, RuleWords> = {
  "rbi-liability-bank-fault@2017-07-06": {
    says: () =>
      "तुमच्या परवानगीशिवाय झालेला व्यवहार बँकेच्याच फसवणुकीमुळे, निष्काळजीपणामुळे किंवा त्रुटीमुळे झाला असेल, तर तुम्ही तो कधीही कळवला तरी तुम्हाला कोणतेही नुकसान सोसावे लागत नाही.",
  },
  "rbi-liability-third-party@2017-07-06": {
    from: "व्यवहाराबद्दल बँकेचा SMS किंवा ई-मेल मिळाला तो दिवस",
    says: () =>
      "तुमच्या परवानगीशिवाय झालेला व्यवहार अशा सुरक्षा-भंगामुळे झाला असेल, ज्यात तुमची चूक नाही आणि बँकेचीही नाही, तर वेळेत बँकेला कळवल्यास तुम्हाला कोणतेही नुकसान सोसावे लागत नाही.",
  },
  "rbi-liability-limited@2017-07-06": {
    from: "व्यवहाराबद्दल बँकेचा SMS किंवा ई-मेल मिळाला तो दिवस",
    says: (rule) => {
      const [low, middle, high] = (["lowCapRupees", "middleCapRupees", "highCapRupees"] as const).map((name) =>
        rupees(figure(rule, name)),
      );
      return `त्यानंतर, पण ${windowMr(rule)} कळवल्यास, अशा नुकसानातील तुमचा वाटा तुमच्या खात्यानुसार किंवा कार्डानुसार जास्तीत जास्त ${low}, ${middle} किंवा ${high} असतो (किंवा व्यवहाराची रक्कम, ती कमी असल्यास). त्याहूनही उशिरा कळवल्यास तुमचा वाटा किती, हे बँकेच्या संचालक मंडळाने मंजूर केलेले धोरण ठरवते.`;
    },
  },
  "rbi-liability-customer-negligence@2017-07-06": {
    says: () =>
      "नुकसान तुमच्याच निष्काळजीपणामुळे झाले असेल, उदा. OTP, PIN किंवा पासवर्ड कोणाला सांगितल्यामुळे, तर तुम्ही कळवेपर्यंतचे नुकसान तुम्हाला सोसावे लागते; तुम्ही कळवल्यानंतर जे पैसे काढले जातील, त्यांचे नुकसान बँक सोसते.",
  },
  "rbi-liability-shadow-credit@2017-07-06": {
    from: "तुम्ही बँकेला कळवले तो दिवस",
    says: (rule) =>
      `अनधिकृत व्यवहार कळवल्यानंतर, चौकशी सुरू असताना बँक ती रक्कम तुमच्या खात्यात जमा करते, आणि बँकेने ${windowMr(sameEdition(rule, "rbi-liability-resolution"))} तुमच्या तक्रारीचा निपटारा केला पाहिजे.`,
  },
  "rbi-liability-under-review@2026-03-06": {
    says: (rule) =>
      `भारतीय रिझर्व्ह बँक हे नियम बदलत आहे: ${monthYear(rule.from)} मध्ये तिने बँकांसाठी निर्देशांचा मसुदा जारी केला. हा मसुदा हे नियम फसवणुकीच्या इतर प्रकारच्या इलेक्ट्रॉनिक बँकिंग व्यवहारांनाही लागू करतो, आणि लहान रकमेच्या फसवणुकीसाठी भरपाई जोडतो. तुमच्या व्यवहाराच्या तारखेला कोणते नियम लागू होतात, ते तुमच्या बँकेला विचारा.`,
  },
  // For the case page's steps on co-operative banks, wallets and the 2027 directions (docs/decisions/0041).
  "rbi-liability-cooperative-banks@2017-12-14": {
    says: () =>
      "सहकारी बँका (नागरी, राज्य आणि जिल्हा मध्यवर्ती सहकारी बँका) तुमच्या परवानगीशिवाय झालेल्या व्यवहारांबाबत भारतीय रिझर्व्ह बँकेच्या 14 डिसेंबर 2017 रोजीच्या स्वतःच्या परिपत्रकाचे पालन करतात, इतर बँकांच्या परिपत्रकाचे नाही. त्यानुसार बँकेने इलेक्ट्रॉनिक बँकिंग व्यवहारांसाठी तुम्हाला SMS अलर्ट पाठवले पाहिजेत, आणि परवानगीशिवाय झालेला कोणताही व्यवहार शक्य तितक्या लवकर कळवायला तुम्हाला सांगितले पाहिजे. या परिपत्रकाच्या कालमर्यादा आम्ही रिझर्व्ह बँकेच्या स्वतःच्या पानांवर तपासू शकलो नाही, म्हणून आम्ही कोणतीही तारीख देत नाही: बँकेला लगेच लेखी कळवा आणि बँकेने दिलेला तक्रार क्रमांक जपून ठेवा.",
  },
  "rbi-liability-non-bank-wallets@2019-03-01": {
    says: () =>
      "जी वॉलेट आणि प्रीपेड कार्डे बँका नव्हे, तर इतर कंपन्या जारी करतात, त्यांच्यासाठी भारतीय रिझर्व्ह बँकेचे वेगळे नियम आहेत. तुमच्या परवानगीशिवाय झालेला व्यवहार वॉलेट कंपनीच्या फसवणुकीमुळे, निष्काळजीपणामुळे किंवा त्रुटीमुळे झाला असेल, तर तुम्हाला कोणतेही नुकसान सोसावे लागत नाही. तो तुमच्या पेमेंटचे तपशील कोणाला सांगितल्यामुळे झाला असेल, तर तुम्ही कळवेपर्यंतचे नुकसान तुम्हाला सोसावे लागते, आणि कळवल्यानंतर जे पैसे काढले जातील, त्यांचे नुकसान वॉलेट कंपनी सोसते. एखाद्या बँकेने जारी केलेले वॉलेट त्याच बँकेच्या नियमांचे पालन करते.",
  },
  "rbi-liability-non-bank-wallets-credit@2019-03-01": {
    from: "तुम्ही वॉलेट कंपनीला कळवले तो दिवस",
    says: () =>
      "परवानगीशिवाय झालेला व्यवहार कळवल्यानंतर, चौकशी सुरू असताना वॉलेट कंपनी ती रक्कम तुमच्या वॉलेटमध्ये परत जमा करते, वॉलेटची नेहमीची मर्यादा ओलांडली तरीही, आणि व्यवहाराच्या तारखेपासूनच.",
  },
  // RBI's directions of 24 June 2026, for transactions at banks from 1 January 2027.
  "rbi-fraud-directions-2027@2027-01-01": {
    says: () =>
      "1 जानेवारी 2027 पासून कोणत्याही बँकेत (वाणिज्यिक, स्मॉल फायनान्स, पेमेंट्स, लोकल एरिया, प्रादेशिक ग्रामीण, नागरी सहकारी किंवा ग्रामीण सहकारी बँक) होणाऱ्या इलेक्ट्रॉनिक बँकिंग व्यवहारांना 2017 च्या नियमांऐवजी भारतीय रिझर्व्ह बँकेचे 24 जून 2026 रोजीचे निर्देश लागू होतात. हे निर्देश लागू होतात: फसवणुकीने मिळवलेले तुमचे तपशील वापरून दुसऱ्या कोणी केलेल्या व्यवहाराला, तुम्ही धमकीखाली किंवा दबावाखाली मंजूर केलेल्या पेमेंटला, आणि तुम्ही परवानगी न दिलेल्या प्रत्येक व्यवहाराला. फसवणुकीला बळी पडून तुम्ही स्वतःच्या इच्छेने केलेले पेमेंट, उदा. बनावट गुंतवणुकीत किंवा बनावट खरेदीदाराला, कदाचित यात येणार नाही.",
  },
  "rbi-liability-bank-fault@2027-01-01": {
    says: () =>
      "फसवणुकीचा व्यवहार बँकेच्या निष्काळजीपणामुळे किंवा त्रुटीमुळे झाला असेल, तर तुम्ही तो कळवा किंवा न कळवा, तुम्हाला कोणतेही नुकसान सोसावे लागत नाही, आणि बँकेने तो व्यवहार उलटवून पैसे परत केले पाहिजेत.",
  },
  "rbi-liability-third-party@2027-01-01": {
    from: "व्यवहार झाला तो दिवस",
    says: (rule) =>
      `फसवणुकीचा व्यवहार अशा सुरक्षा-भंगामुळे झाला असेल, ज्यात तुमची चूक नाही आणि बँकेचीही नाही, उदा. एखाद्या पेमेंट ॲपमध्ये, पेमेंट गेटवेमध्ये किंवा टेलिकॉम कंपनीत, तर व्यवहारापासून ${calendarDaysMr(rule)} बँकेला कळवल्यास तुम्हाला कोणतेही नुकसान सोसावे लागत नाही, आणि बँकेने तो व्यवहार उलटवून पैसे परत केले पाहिजेत. नंतर कळवल्यास नुकसानातील तुमचा वाटा किती, हे बँकेचे स्वतःचे धोरण ठरवते.`,
  },
  "rbi-liability-customer-negligence@2027-01-01": {
    says: () =>
      "नुकसान तुमच्याच निष्काळजीपणामुळे झाले असेल, उदा. OTP, PIN किंवा पासवर्ड कोणाला सांगितल्यामुळे, तर बँकेला कळवेपर्यंतचे नुकसान तुम्हाला सोसावे लागते; मात्र लहान फसवणुकीसाठी भारतीय रिझर्व्ह बँकेची भरपाई जेवढी रक्कम देते, तेवढी वगळून. तुम्ही कळवल्यानंतर जे पैसे काढले जातील, त्यांचे नुकसान बँक सोसते.",
  },
  "rbi-complaint-acknowledgement@2027-01-01": {
    says: () =>
      "तुम्ही फसवणुकीचा व्यवहार कळवता तेव्हा बँकेने लगेच पोचपावती दिली पाहिजे, ज्यात तक्रार क्रमांक आणि तक्रार मिळाल्याची तारीख व वेळ असेल. तुमच्या खात्यांमध्ये पुढे फसवणुकीचे व्यवहार होऊ नयेत, म्हणून बँकेने लगेच पावले उचलली पाहिजेत.",
  },
  "rbi-liability-resolution@2027-01-01": {
    from: "बँकेला तुमची तक्रार मिळाली तो दिवस",
    says: (rule) => {
      const crossBorder = figure(rule, "crossBorderDays");
      return `बँकेला तुमची तक्रार मिळाल्यापासून ${calendarDaysMr(rule)} बँकेने तिची चौकशी केली पाहिजे, दायित्व कोणाचे आहे ते ठरवले पाहिजे, आणि तुम्हाला उत्तर दिले पाहिजे (सीमापार, म्हणजे परदेशाशी संबंधित फसवणुकीत ${crossBorder} कॅलेंडर दिवस).`;
    },
  },
  "rbi-bank-burden-of-proof@2027-01-01": {
    says: () =>
      "दायित्व तुमचे आहे, हे सिद्ध करण्याची जबाबदारी बँकेची आहे. बँकेने तुमची तक्रार फेटाळली, तर तिने कारण आणि त्याच्या समर्थनार्थ तपशील दिले पाहिजेत.",
  },
  "rbi-shadow-reversal-credit-card@2027-01-01": {
    from: "तुम्ही बँकेला कळवले तो दिवस",
    says: (rule) =>
      `क्रेडिट कार्डवरील फसवणुकीच्या व्यवहारात, तुम्ही बँकेला कळवल्यापासून ${calendarDaysMr(rule)}, चौकशी सुरू असतानाच, बँकेने ती रक्कम कार्डवर परत जमा केली पाहिजे (शॅडो रिव्हर्सल). ती रक्कम तुम्ही वापरू शकत नाही, आणि तिच्यावर तुम्हाला कोणतेही जादा व्याज किंवा शुल्क द्यावे लागत नाही.`,
  },
  "rbi-small-fraud-compensation@2027-01-01": {
    from: "व्यवहार झाला तो दिवस",
    says: (rule) => {
      const [lossUpTo, cap] = [rupees(figure(rule, "lossUpToRupees")), rupees(figure(rule, "capRupees"))];
      return `नुकसान तुमच्याच निष्काळजीपणामुळे झाले असेल (उदा. तुम्ही OTP सांगितला), तुम्ही वैयक्तिक ग्राहक असाल (एकल मालकीचा व्यवसायही यात येतो) आणि एकूण नुकसान ${lossUpTo} पर्यंत असेल, तर बँक तुम्हाला निव्वळ नुकसानाच्या ${Math.round(SMALL_FRAUD_COMPENSATION.share * 100)}% किंवा ${cap}, यापैकी जे कमी असेल ते, आयुष्यात एकदा देऊ शकते. त्यासाठी तुम्ही व्यवहारापासून ${calendarDaysMr(rule)} 1930 वर किंवा cybercrime.gov.in वर, आणि बँकेलाही, कळवलेले असले पाहिजे. तुमची तक्रार खरी आहे, याची बँकेला खात्री पटली, तर बँक तुम्हाला अर्ज देते, आणि तो अर्ज मिळाल्यापासून 5 कॅलेंडर दिवसांत पैसे देते. हे निर्देशांच्या पहिल्या वर्षातील फसवणुकीला लागू आहे.`;
    },
  },
  "rbi-failed-atm-withdrawal@2019-10-15": {
    from: "व्यवहार झाला तो दिवस",
    says: (rule) => {
      const perDay = rupees(figure(rule, "perDayRupees"));
      return `ATM ने तुमच्या खात्यातून पैसे कापले पण रोख रक्कम दिली नाही, तर हा अयशस्वी व्यवहार आहे, फसवणूक नाही. बँकेने व्यवहारापासून ${windowMr(rule)} पैसे तुमच्या खात्यात परत जमा केले पाहिजेत (T+${window(rule).days}, जिथे T म्हणजे व्यवहाराचा दिवस). त्याहून उशीर झाल्यास, उशिराच्या प्रत्येक दिवसासाठी बँकेने तुमच्या खात्यात ${perDay} जमा केले पाहिजेत.`;
    },
  },
  "rbi-failed-upi-imps-transfer@2019-10-15": {
    from: "व्यवहार झाला तो दिवस",
    says: (rule) => {
      const perDay = rupees(figure(rule, "perDayRupees"));
      return `UPI किंवा IMPS ने पाठवलेले पैसे तुमच्या खात्यातून कापले गेले, पण ज्या खात्यात पाठवले त्यात पोहोचले नाहीत, तर हा अयशस्वी व्यवहार आहे, फसवणूक नाही. ते पैसे त्या खात्यात जमा होऊ शकत नसतील, तर व्यवहारानंतर ${dayAfter(rule)} ते तुमच्या खात्यात परत आले पाहिजेत (T+${window(rule).days}, जिथे T म्हणजे व्यवहाराचा दिवस). त्याहून उशिरा परत आल्यास, उशिराच्या प्रत्येक दिवसासाठी तुम्हाला ${perDay} मिळाले पाहिजेत.`;
    },
  },
  "rbi-ombudsman-scheme@2021-11-12": {
    says: () =>
      "एखाद्या बँकेने किंवा इतर विनियमित संस्थेने तिच्या सेवेतील त्रुटी दूर केली नसेल, तर RBI लोकपालाकडे (RBI Ombudsman) विनामूल्य तक्रार करा.",
  },
  "rbi-ombudsman-scheme@2026-07-01": {
    from: `बँकेचे ${OMBUDSMAN_2026_WINDOWS.bankReplyDays} दिवस पूर्ण झाले तो दिवस किंवा बँकेचे अंतिम उत्तर आले तो दिवस (यापैकी जो नंतरचा असेल तो)`,
    says: (rule) => {
      const { bankReplyDays } = OMBUDSMAN_2026_WINDOWS;
      const wait = OMBUDSMAN_FRAUD_WAIT.days;
      return `एखाद्या बँकेने किंवा या योजनेत समाविष्ट असलेल्या इतर विनियमित संस्थेने तिच्या सेवेतील त्रुटी दूर केली नसेल, तर RBI लोकपालाकडे (RBI Ombudsman) विनामूल्य तक्रार करा. आधी स्वतः बँकेकडे तक्रार करा, लेखी किंवा ज्याचा पुरावा राहील अशा पद्धतीने, आणि तो पुरावा जपून ठेवा. बँकेने ${bankReplyDays} दिवसांत उत्तर दिले नाही, किंवा बँकेच्या उत्तराने तुमचे समाधान झाले नाही, तर तुम्ही लोकपालाकडे जाऊ शकता. लोकपालाकडे ${window(rule).days} दिवसांत जा. हे दिवस त्या ${bankReplyDays} दिवसांच्या शेवटापासून किंवा बँकेच्या अंतिम उत्तरापासून, यापैकी जे नंतर असेल तेव्हापासून मोजले जातात. ${formatDayIn("mr-IN", OMBUDSMAN_FRAUD_WAIT.from)} रोजी किंवा त्यानंतर झालेल्या व्यवहारांतील फसवणुकीच्या तक्रारीवर निर्णय घेण्यासाठी बँकेला ${wait} कॅलेंडर दिवसांपर्यंत वेळ आहे. म्हणून लोकपालाकडे जाण्यापूर्वी बँकेच्या निर्णयाची, किंवा हे ${wait} दिवस पूर्ण होण्याची, वाट पाहा. तक्रार cms.rbi.org.in वर करा, crpc@rbi.org.in वर ई-मेलने पाठवा, किंवा या पत्त्यावर टपालाने पाठवा: केंद्रीकृत प्राप्ती व प्रक्रिया केंद्र (Centralised Receipt and Processing Centre), भारतीय रिझर्व्ह बँक, सेंट्रल व्हिस्टा, सेक्टर 17, चंदीगड – 160017. मदतीसाठी रिझर्व्ह बँकेच्या संपर्क केंद्राला 14448 वर कॉल करा. त्याच प्रकरणात पोलीस तक्रार केलेली असली तरी तुम्ही लोकपालाकडे जाऊ शकता. कोणताही वकील तुमच्या वतीने तक्रार करू शकत नाही, तो वकील स्वतःच पीडित व्यक्ती असल्याशिवाय.`;
    },
  },
  "i4c-helpline-1930@always": {
    says: () =>
      "1930 ही सायबर फसवणुकीत गेलेल्या पैशांसाठीची विनामूल्य राष्ट्रीय हेल्पलाइन आहे. लवकर कळवल्यास, ज्या बँकांत आणि वॉलेटमध्ये पैसे गेले आहेत, त्यांना ते पैसे पुढे पाठवले जाण्याआधीच रोखून ठेवायला सांगता येते.",
  },
  "i4c-portal-complaint@always": {
    says: () =>
      "1930 वर कॉल केल्याने तुमची तक्रार फक्त सुरू होते. कॉलवर मिळालेल्या तक्रारीच्या पोच क्रमांकासह (acknowledgement number) ती शक्य तितक्या लवकर cybercrime.gov.in वर पूर्ण करा: पोर्टलवर केलेल्या तक्रारींवर राज्य पोलीस कारवाई करतात, FIR नोंदवण्यासह, आणि अर्धवट सोडलेली तक्रार पुढे जाऊ शकत नाही.",
  },
  // Asking for money back once it is held (the Money Restoration Portal), the e-Zero FIR and Chakshu.
  "i4c-portal-women-child@always": {
    says: () =>
      'cybercrime.gov.in वरील "Report Cyber Crime Related to Women/Child" (महिला/मुलांशी संबंधित सायबर गुन्ह्याची तक्रार) या विभागात मुलांची लैंगिक छायाचित्रे किंवा व्हिडिओ आणि इतर अश्लील लैंगिक मजकुराची तक्रार करता येते, आणि तिथे तुम्ही तुमचे नाव न सांगताही तक्रार करू शकता: निनावी तक्रारीत कोणतीही वैयक्तिक माहिती द्यावी लागत नाही, फक्त काय घडले ते सांगावे लागते.',
  },
  "mha-money-restoration@always": {
    from: "तपास अधिकाऱ्याने आदेश दिला तो दिवस",
    says: (rule) => {
      const { portal, acknowledgementDigits, noFirBelow, firAbove } = MONEY_RESTORATION;
      return `तुमच्या तक्रारीमुळे तुमचे पैसे, ज्या खात्यांमध्ये ते गेले होते तिथेच रोखून ठेवले गेले, तर तुम्हाला SMS येतो की तुमच्या तक्रारीवरून काही रक्कम तात्पुरती रोखून (होल्ड करून) ठेवली आहे. त्या SMS मध्ये दिलेल्या तारखेनंतर तुम्ही केंद्रीय गृह मंत्रालयाच्या मनी रेस्टोरेशन पोर्टलवर (${portal}) पैसे परत मागू शकता: 'Raise Refund Request' निवडा, तक्रार नोंदवताना मिळालेला ${acknowledgementDigits} अंकी पोच क्रमांक टाका, आणि OTP ने खात्री करा. ज्या बँक खात्यात पैसे यायचे आहेत, त्याचा अचूक तपशील द्या; नुकसानभरपाई बंधपत्र (इंडेम्निटी बाँड) भरा, म्हणजे अशी हमी की मागितल्यास तुम्ही ती रक्कम न्यायालयासमोर हजर कराल आणि न्यायालयाचे आदेश पाळाल; आणि तुमच्या पॅन कार्डची प्रत द्या. एखाद्या एका बँकेत ${rupees(noFirBelow)} पेक्षा कमी रक्कम रोखली असेल, तर पोलीस अधिकृत मानक कार्यपद्धतीच्या (एसओपी) अटींनुसार FIR शिवाय ती परत करवू शकतात; एखाद्या एका बँक खात्यात ${rupees(firAbove)} पेक्षा जास्त रक्कम रोखली असेल, तर FIR आवश्यक आहे. तुमच्या प्रकरणाचा तपास करणाऱ्या पोलीस अधिकाऱ्याने भारतीय नागरिक सुरक्षा संहिता, 2023 (BNSS) च्या कलम 106(3) अंतर्गत पैसे परत करण्याचा आदेश दिल्यानंतर, बँक ${calendarDaysMr(rule)} ते पैसे तुमच्याकडे सोपवते. पैसे परत मिळवून देण्याची तयारी दाखवणाऱ्या कोणत्याही मध्यस्थाच्या किंवा एजंटच्या (दलालाच्या) नादी लागू नका: फक्त अधिकृत पोर्टल वापरा, आणि मदतीसाठी तुमच्या पोलीस ठाण्याशी संपर्क साधा.`;
    },
  },
  "mha-e-zero-fir@2025-05-19": {
    says: (rule) =>
      `${dayMr(rule.from)} रोजी केंद्रीय गृह मंत्रालयाने दिल्लीत प्रायोगिक (पायलट) तत्त्वावर ई-झिरो FIR सुरू केली: 1930 वर किंवा cybercrime.gov.in वर ${lakhsOver(figure(rule, "lossOverLakh"))} जास्त आर्थिक नुकसानीची तक्रार आपोआप दिल्लीच्या ई-क्राइम पोलीस ठाण्यात झिरो FIR म्हणून नोंदवली जाते, आणि लगेच त्या भागातील सायबर पोलीस ठाण्याकडे पाठवली जाते. तक्रार करणारी व्यक्ती तीन दिवसांत त्या पोलीस ठाण्यात जाऊन तिचे रूपांतर नियमित FIR मध्ये करून घेऊ शकते. ही व्यवस्था पुढे संपूर्ण देशात लागू केली जाईल, असे मंत्रालयाने म्हटले होते. म्हणून तुमची तक्रार FIR म्हणून नोंदवली गेली आहे की नाही, हे 1930 वर किंवा तुमच्या सायबर पोलीस ठाण्यात विचारा.`,
  },
  "dot-chakshu@always": {
    from: "कॉल किंवा संदेश आला तो दिवस",
    says: (rule) =>
      `दूरसंचार विभागाच्या (DoT) संचार साथी (Sanchar Saathi) पोर्टलवर (sancharsaathi.gov.in), चक्षू (Chakshu) या सुविधेत, गेल्या ${windowMr(rule)} आलेल्या संशयित फसवणुकीच्या कॉल, SMS आणि व्हॉट्सॲप संदेशांची तक्रार तुम्ही करू शकता.`,
  },
  "it-rules-intimate-content-24-hours@always": {
    says: () =>
      "तुम्ही, किंवा तुमच्या वतीने दुसऱ्या कोणी, एखाद्या प्लॅटफॉर्मकडे अशा मजकुराची तक्रार केली, ज्यात तुमचे खासगी अवयव किंवा नग्नता दिसते, तुम्हाला एखाद्या लैंगिक कृत्यात दाखवले आहे, किंवा जो तुमची तोतयागिरी करून बनवला आहे, तुमच्या फेरफार केलेल्या (मॉर्फ केलेल्या) छायाचित्रांसह, तर तक्रार मिळाल्यापासून 24 तासांत तो मजकूर काढून टाकण्यासाठी किंवा तो पाहता येऊ नये यासाठी प्लॅटफॉर्मने सर्व योग्य पावले उचलली पाहिजेत.",
  },
  // The sections of the Bharatiya Nagarik Suraksha Sanhita the pages state: what to do when no FIR is
  // registered, and rights on arrest.
  "bnss-173-preliminary-enquiry@2024-07-01": {
    says: (rule) =>
      `ज्या गुन्ह्याला तीन वर्षे किंवा त्याहून अधिक, पण सात वर्षांपेक्षा कमी तुरुंगवासाची शिक्षा आहे, त्यात पोलीस किमान पोलीस उपअधीक्षक (Deputy Superintendent of Police) दर्जाच्या अधिकाऱ्याच्या परवानगीने, प्रकरण बनते की नाही हे पाहण्यासाठी आधी ${figure(rule, "enquiryDays")} दिवसांपर्यंत प्राथमिक चौकशी करू शकतात, किंवा थेट तपास सुरू करू शकतात.`,
  },
  "bnss-173-refusal@2024-07-01": {
    says: () =>
      "पोलीस ठाण्याने तुमची तक्रार नोंदवून घेण्यास नकार दिला, तर तुम्ही ती लेखी स्वरूपात टपालाने त्या भागाच्या पोलीस अधीक्षकांना (Superintendent of Police) पाठवू शकता; त्यातून दखलपात्र गुन्हा (cognizable offence) घडल्याचे दिसत असेल, तर पोलीस अधीक्षकांनी स्वतः त्याचा तपास केला पाहिजे, किंवा एखाद्या पोलीस अधिकाऱ्याकडून करवून घेतला पाहिजे.",
  },
  "bnss-175-magistrate@2024-07-01": {
    says: () =>
      "पोलीस अधीक्षकांना लिहिल्यानंतर तुम्ही दंडाधिकाऱ्यांकडे (Magistrate) अर्ज करू शकता, आणि त्यासोबत तुमचे प्रतिज्ञापत्र (शपथपत्र) जोडू शकता. दंडाधिकारी आवश्यक वाटेल ती चौकशी करून आणि पोलीस अधिकाऱ्याचे म्हणणे ऐकून पोलिसांना तपास करण्याचा आदेश देऊ शकतात.",
  },
  "bnss-47-grounds-of-arrest@2024-07-01": {
    says: () =>
      "जो पोलीस अधिकारी तुम्हाला वॉरंटशिवाय अटक करतो, त्याने तुम्हाला लगेच त्या गुन्ह्याचा पूर्ण तपशील, किंवा अटकेची इतर कारणे, सांगितली पाहिजेत. गुन्हा जामीनपात्र असेल, तर तुम्ही जामिनावर सुटण्यास पात्र आहात, हेही त्याने तुम्हाला सांगितले पाहिजे.",
  },
  "bnss-58-arrest-24-hours@2024-07-01": {
    says: (rule) =>
      `वॉरंटशिवाय अटक केल्यानंतर पोलीस तुम्हाला दंडाधिकाऱ्यांच्या आदेशाशिवाय ${figure(rule, "hours")} तासांपेक्षा जास्त ताब्यात ठेवू शकत नाहीत; दंडाधिकाऱ्यांच्या न्यायालयापर्यंत नेण्यास लागणारा वेळ यात मोजला जात नाही.`,
  },
};

const rules = rulesIn({
  englishName: "Marathi",
  code: "mr",
  words: ruleWords,
  nameOf: ruleNameMr,
  windowOf: windowMr,
});

/**
 * A rule in force on `day` (today by default), in Marathi: its instrument, its sentence and, if it
 * counts one, its window. `window` is the whole "within" phrase ("3 कामकाजाच्या दिवसांत"); `from` is
 * a plain noun phrase, to be followed by the separate word "पासून".
 */
export const ruleMr = rules.rule;

/**
 * One version of a rule in Marathi, the version a case's step rests on (its words, sentence and
 * window), or undefined when it has no Marathi words yet (the case page then shows its English).
 * `window` and `from` take the same forms as `ruleMr`'s.
 */
export const ruleVersionMr = rules.ruleVersion;

/** One version of a rule in Marathi, for a page that cannot do without it: an error names what is missing. */
export const requiredVersionMr = rules.requiredVersion;
