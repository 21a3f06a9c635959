import type { FirstHourWords } from "~/app/content/languages/en/confirmation";
import { HELPLINE } from "~/shared/constants";
import { siteConfig } from "~/shared/site-config";
import { hi as translations } from "~/shared/translations/hi";
import type { SiteText } from "../en";
import type { FormTexts } from "../island-words";

// सहायता अनुरोध फ़ॉर्म (डायलॉग, /hi/query-form और हर सेवा पेज पर) और फ़ॉर्म भेजने के बाद की पुष्टि।
// "{reference}" जैसे चिह्नों में फ़ॉर्म खुद मान भरता है।

export const helpForm = {
  fields: {
    name: "नाम",
    email: "ई-मेल",
    query: "आपकी समस्या",
    submit: "भेजें",
    sending: "भेजा जा रहा है…",
    optional: "(वैकल्पिक)",
    close: "बंद करें",
    closeDialog: "डायलॉग बंद करें",
    honeypotLabel: "वेबसाइट (इसे खाली छोड़ें)",
  },
  privacy: {
    before: "आप यहाँ जो जानकारी देते हैं, उसका उपयोग हम केवल आपके अनुरोध का उत्तर देने के लिए करते हैं। देखें हमारी",
    link: "निजता नीति",
    after: "।",
  },
  caseFacts: {
    summary: "ऐसी जानकारी जोड़ें जिससे हम जल्दी कार्रवाई कर सकें (वैकल्पिक)",
    intro: "यहाँ हर जानकारी वैकल्पिक है: जो पता नहीं, उसे छोड़ दें।",
    threatenedNow: "क्या अभी कोई आपको धमकी दे रहा है?",
    threatenedNowHint:
      "जैसे फ़ोटो या वीडियो के नाम पर ब्लैकमेल, कोई कॉल करने वाला जो कहे कि आप \u201cडिजिटल अरेस्ट\u201d में हैं, या धमकी देकर पैसे माँगना। अगर आपको तुरंत खतरा है, तो 112 पर कॉल करें।",
    threatenedNowYes: "हाँ, अभी कोई मुझे धमकी दे रहा है",
    phone: "फ़ोन / व्हाट्सऐप नंबर",
    phoneHint: "भारत का नंबर, या देश के कोड के साथ कोई भी नंबर।",
    contactPreference: "हम आपसे कैसे संपर्क करें?",
    incident: "यह कब हुआ?",
    incidentHint: "भारतीय मानक समय के अनुसार।",
    incidentDate: "तारीख़",
    incidentTime: "समय",
    incidentTimeUnknown: "मुझे समय नहीं पता",
    paymentApproval: "क्या भुगतान आपने खुद किया था, या आपकी मंज़ूरी के बिना पैसे निकाले गए?",
    paidFrom: "पैसे कहाँ से गए",
    paymentMethod: "भुगतान कैसे हुआ?",
    choose: "चुनें…",
    amountLost: "गई हुई राशि (₹)",
    amountLostHint: "केवल पूरे रुपये, जैसे 1,25,000।",
    contactPreferenceChoices: { email: "ई-मेल से", phone: "फ़ोन कॉल से", whatsapp: "व्हाट्सऐप से" },
    paymentApprovalChoices: {
      paid_myself: "भुगतान मैंने खुद किया",
      taken_without_approval: "मेरी मंज़ूरी के बिना पैसे निकाले गए",
      not_sure: "पक्का नहीं पता",
      no_money_lost: "कोई पैसा नहीं गया",
    },
    paidFromChoices: {
      bank_account: "बैंक खाता",
      cooperative_bank: "सहकारी बैंक",
      card: "कार्ड",
      wallet: "वॉलेट",
      other: "अन्य",
    },
    paymentMethodChoices: { upi: "यूपीआई", card: "कार्ड", net_banking: "नेट बैंकिंग", other: "अन्य" },
  },
  dialog: {
    title: "सहायता का अनुरोध - प्रश्न फ़ॉर्म",
    intro: "हमें बताएँ कि क्या हुआ। हमारी टीम 24×7 जवाब देती है।",
    loadingForm: "फ़ॉर्म खुल रहा है…",
    formUnavailableOffline: `लगता है आप ऑफ़लाइन हैं। इंटरनेट जुड़ते ही फ़ॉर्म यहीं अपने-आप खुल जाएगा। अगर आपके पैसे गए हैं, तो अभी ${HELPLINE} पर कॉल करें।`,
    formUnavailable: `फ़ॉर्म नहीं खुल सका। अगर आपके पैसे गए हैं, तो अभी ${HELPLINE} पर कॉल करें, फिर दोबारा कोशिश करें।`,
    tryAgain: "फिर कोशिश करें",
    formOnItsOwnPage: "फ़ॉर्म अलग पेज पर खोलें",
  },
  toasts: {
    // The same words as the confirmation of the form sent without scripts, which the server writes.
    modalSuccess: translations.messages["form.helpModalSuccess"],
    modalFailedPrefix: "❌ फ़ॉर्म नहीं भेजा जा सका: ",
    modalServerError: "⚠️ सर्वर में गड़बड़ी। कृपया थोड़ी देर बाद फिर कोशिश करें।",
    topicServerError: "सर्वर में गड़बड़ी। कृपया थोड़ी देर बाद फिर कोशिश करें।",
    offlineNote: `लगता है आप ऑफ़लाइन हैं। आपने जो लिखा है, वह इसी फ़ोन पर सहेजा गया है; इंटरनेट जुड़ते ही भेज दिया जाएगा, या ${HELPLINE} पर कॉल करें।`,
    reference: "आपकी संदर्भ संख्या: {reference}",
  },
} satisfies FormTexts["helpForm"];

/** The first hour after money is lost (app/content/languages/en/confirmation.ts): advice, not a deadline. */
export const firstHourHindi = {
  paid: "आपने {when} भुगतान किया।",
  taken: "आपके खाते से पैसे {when} निकले।",
  lost: "आपके पैसे {when} गए।",
  at: "{time} पर",
  onDayAt: "{day} को {time} पर",
  callNow: "अभी {helpline} पर कॉल करें: जितनी जल्दी शिकायत करेंगे, उतना ज़्यादा पैसा रोका जा सकता है।",
  callIdeally: "अभी {helpline} पर कॉल करें, हो सके तो {time} से पहले: जितनी जल्दी शिकायत करेंगे, उतना ज़्यादा पैसा रोका जा सकता है।",
  locale: "hi-IN",
} satisfies FirstHourWords;

export const confirmation = {
  heading: "आपका अनुरोध हमें मिल गया है",
  referenceLabel: "आपकी संदर्भ संख्या",
  keepReference: "इसे लिख लें या कॉपी कर लें, और हमें लिखते या कॉल करते समय बताएँ। हमारा फ़ोन:",
  copy: "कॉपी करें",
  copied: "कॉपी हो गई",
  selected: "चुनी गई",
  selectedHint: "आपकी संदर्भ संख्या चुन ली गई है: इसे फ़ोन के मेन्यू से या Ctrl+C से कॉपी करें।",
  share: "शेयर करें",
  shareMessage: "{brand} में मेरी संदर्भ संख्या: {reference}। {brand} सहायता: {phone}।",
  mailingCopy: "इसकी एक प्रति हम {email} पर ई-मेल कर रहे हैं।",
  nextHeading: "आगे क्या होगा",
  nextSteps: "हमारी टीम का एक सदस्य आपका अनुरोध पढ़ेगा और {firstReplyWithin} के भीतर जवाब देगा।",
  replyWithin: { minutes: "{count} मिनट", hour: "1 घंटे", hours: "{count} घंटों" },
  firstHour: firstHourHindi,
  helplineLead: "पैसे गए हैं?",
  helplineCall: `तुरंत ${HELPLINE} पर कॉल करें`,
  helplineReport: "और",
  helplineReportEnd: " पर शिकायत दर्ज करें।",
  portalLabel: "cybercrime.gov.in",
  opensInNewTab: "(नए टैब में खुलता है)",
  dismiss: "पुष्टि का संदेश बंद करें",
  caseLink: "अपना केस पेज खोलें",
  caseLinkNote:
    "यह बताता है कि आपका अनुरोध कहाँ तक पहुँचा है और आगे क्या करना है, तारीख़ों के साथ। लिंक निजी रखें: जिसके पास यह लिंक है, वह 30 दिनों तक आपका केस खोल सकता है। हम जो ई-मेल भेजेंगे, उसमें भी यह लिंक होगा।",
  caseCodeNote:
    "यह बताता है कि आपका अनुरोध कहाँ तक पहुँचा है और आगे क्या करना है, तारीख़ों के साथ। बाद के लिए इसका लिंक हमारे भेजे ई-मेल में है।",
  remember: "इस फ़ोन पर मेरा केस याद रखें",
  rememberNote:
    "सिर्फ़ उस फ़ोन पर, जिसे और कोई इस्तेमाल नहीं करता: फिर हर पेज के ऊपर \u201cआपका केस\u201d से आपका केस बिना लिंक के खुलेगा।",
  remembered: "यह फ़ोन आपका केस याद रखेगा: हर पेज के ऊपर \u201cआपका केस\u201d से यह खुलेगा।",
  rememberFailed: "हम इस फ़ोन पर आपका केस याद नहीं रख पाए। अपना केस पेज खोलें और वहाँ फिर से कोशिश करें।",
} satisfies FormTexts["confirmation"];

/** "4 working hours" as the confirmation says it: "4 कामकाजी घंटों" (के भीतर). */
export function firstReplyWithin(promise: string): string {
  const match = /^(\d+) (working )?(hour|day)s?$/.exec(promise);
  if (!match) return promise;
  const [, count = "", working, unit] = match;
  const one = count === "1";
  const word = unit === "hour" ? (one ? "घंटे" : "घंटों") : one ? "दिन" : "दिनों";
  return `${count} ${working ? "कामकाजी " : ""}${word}`;
}

export const queryFormPage = {
  metaTitle: "सहायता का अनुरोध",
  metaDescription:
    "साइबर धोखाधड़ी के बाद सहायता माँगें: हमें बताएँ कि क्या हुआ, हमारी कानूनी सहायता टीम आपसे संपर्क करेगी। पूरे भारत में 24×7 उपलब्ध।",
  heading: "सहायता का अनुरोध",
  intro: `हमें बताएँ कि क्या हुआ। हमारी टीम का एक सदस्य ${firstReplyWithin(siteConfig.firstReplyWithin)} के भीतर आपसे संपर्क करेगा।`,
} satisfies SiteText["queryFormPage"];

/** संपर्क करें (/hi/contact) और होम पेज का "संपर्क में रहें" फ़ॉर्म: दोनों एक संदेश भेजते हैं। */
export const contactForm = {
  fields: {
    name: "नाम",
    email: "ई-मेल",
    phone: "फ़ोन",
    subject: "विषय",
    message: "संदेश",
    sendMessage: "संदेश भेजें",
    submit: "भेजें",
  },
  toasts: {
    // The same words as the confirmation of the form sent without scripts, which the server writes.
    success: translations.messages["form.contactSuccess"],
    failure: "❌ फ़ॉर्म नहीं भेजा जा सका। कृपया फिर कोशिश करें।",
    networkError: "❌ फ़ॉर्म नहीं भेजा जा सका। कृपया फिर कोशिश करें।",
    reference: "आपकी संदर्भ संख्या: {reference}",
  },
} satisfies FormTexts["contactForm"];

/** प्रश्न भेजें (/hi/post-query)। राज्यों के नाम सूची में हिन्दी में दिखते हैं; भेजा गया मान अंग्रेज़ी नाम ही रहता है। */
export const postQueryForm = {
  fields: {
    fullName: "पूरा नाम",
    email: "ई-मेल",
    phone: "फ़ोन",
    state: "राज्य",
    chooseState: "अपना राज्य चुनें",
    states: "राज्य",
    unionTerritories: "केंद्र शासित प्रदेश",
    city: "शहर",
    subject: "विषय",
    message: "संदेश",
    characterCount: "{max} में से {used} अक्षर",
    submit: "अपना प्रश्न भेजें",
    reset: "फ़ॉर्म खाली करें",
  },
  // Official Hindi names of the states and union territories (docs/hindi-glossary.md).
  stateNames: {
    "Andhra Pradesh": "आंध्र प्रदेश",
    "Arunachal Pradesh": "अरुणाचल प्रदेश",
    Assam: "असम",
    Bihar: "बिहार",
    Chhattisgarh: "छत्तीसगढ़",
    Goa: "गोवा",
    Gujarat: "गुजरात",
    Haryana: "हरियाणा",
    "Himachal Pradesh": "हिमाचल प्रदेश",
    Jharkhand: "झारखंड",
    Karnataka: "कर्नाटक",
    Kerala: "केरल",
    "Madhya Pradesh": "मध्य प्रदेश",
    Maharashtra: "महाराष्ट्र",
    Manipur: "मणिपुर",
    Meghalaya: "मेघालय",
    Mizoram: "मिज़ोरम",
    Nagaland: "नागालैंड",
    Odisha: "ओडिशा",
    Punjab: "पंजाब",
    Rajasthan: "राजस्थान",
    Sikkim: "सिक्किम",
    "Tamil Nadu": "तमिलनाडु",
    Telangana: "तेलंगाना",
    Tripura: "त्रिपुरा",
    "Uttar Pradesh": "उत्तर प्रदेश",
    Uttarakhand: "उत्तराखंड",
    "West Bengal": "पश्चिम बंगाल",
    "Andaman and Nicobar Islands": "अंडमान और निकोबार द्वीपसमूह",
    Chandigarh: "चंडीगढ़",
    "Dadra and Nagar Haveli and Daman and Diu": "दादरा और नगर हवेली और दमन और दीव",
    Delhi: "दिल्ली",
    "Jammu and Kashmir": "जम्मू और कश्मीर",
    Ladakh: "लद्दाख",
    Lakshadweep: "लक्षद्वीप",
    Puducherry: "पुडुचेरी",
  },
  toasts: {
    // The same words as the confirmation of the form sent without scripts, which the server writes.
    success: translations.messages["form.postQuerySuccess"],
    failure: "❌ प्रश्न नहीं भेजा जा सका। कृपया फिर कोशिश करें।",
    serverError: "❌ सर्वर में गड़बड़ी। कृपया थोड़ी देर बाद फिर कोशिश करें।",
    reference: "आपकी संदर्भ संख्या: {reference}",
  },
} satisfies FormTexts["postQueryForm"];
