import type { FirstHourWords } from "~/app/content/languages/en/confirmation";
import { HELPLINE } from "~/shared/constants";
import { siteConfig } from "~/shared/site-config";
import { mr as translations } from "~/shared/translations/mr";
import type { SiteText } from "../en";
import type { FormTexts } from "../island-words";

// The help request form (the dialog, /mr/query-form and every service page) and the confirmation
// after the form is sent. The form fills in marks such as "{reference}" itself.

export const helpForm = {
  fields: {
    name: "नाव",
    email: "ई-मेल",
    query: "तुमची समस्या",
    submit: "पाठवा",
    sending: "पाठवत आहोत…",
    optional: "(ऐच्छिक)",
    close: "बंद करा",
    closeDialog: "डायलॉग बंद करा",
    honeypotLabel: "वेबसाइट (हे रिकामे ठेवा)",
  },
  privacy: {
    before: "तुम्ही इथे दिलेली माहिती आम्ही फक्त तुमच्या विनंतीला उत्तर देण्यासाठी वापरतो. पाहा आमचे",
    link: "गोपनीयता धोरण",
    after: ".",
  },
  caseFacts: {
    summary: "आम्हाला लवकर कारवाई करता येईल अशी माहिती जोडा (ऐच्छिक)",
    intro: "इथली प्रत्येक माहिती ऐच्छिक आहे: जे माहीत नाही, ते सोडून द्या.",
    threatenedNow: "आत्ता कोणी तुम्हाला धमकी देत आहे का?",
    threatenedNowHint:
      "उदा. फोटो किंवा व्हिडिओच्या नावाने ब्लॅकमेल, तुम्ही \u201cडिजिटल अरेस्ट\u201d मध्ये आहात असे सांगणारा कॉल, किंवा धमकी देऊन पैसे मागणे. तुम्हाला लगेच धोका असेल, तर 112 वर फोन करा.",
    threatenedNowYes: "होय, आत्ता कोणीतरी मला धमकी देत आहे",
    phone: "फोन / व्हॉट्सॲप नंबर",
    phoneHint: "भारतातील नंबर, किंवा देशाच्या कोडसह कोणताही नंबर.",
    contactPreference: "आम्ही तुमच्याशी कसा संपर्क साधावा?",
    incident: "हे केव्हा घडले?",
    incidentHint: "भारतीय प्रमाण वेळेनुसार.",
    incidentDate: "तारीख",
    incidentTime: "वेळ",
    incidentTimeUnknown: "मला वेळ माहीत नाही",
    paymentApproval: "पेमेंट तुम्ही स्वतः केले होते, की तुमच्या परवानगीशिवाय पैसे काढले गेले?",
    paidFrom: "पैसे कुठून गेले",
    paymentMethod: "पेमेंट कसे झाले?",
    choose: "निवडा…",
    amountLost: "गेलेली रक्कम (₹)",
    amountLostHint: "फक्त पूर्ण रुपये, उदा. 1,25,000.",
    contactPreferenceChoices: { email: "ई-मेलद्वारे", phone: "फोन करून", whatsapp: "व्हॉट्सॲपवर संदेश पाठवून" },
    paymentApprovalChoices: {
      paid_myself: "पेमेंट मी स्वतः केले",
      taken_without_approval: "माझ्या परवानगीशिवाय पैसे काढले गेले",
      not_sure: "नक्की माहीत नाही",
      no_money_lost: "कोणतेही पैसे गेले नाहीत",
    },
    paidFromChoices: {
      bank_account: "बँक खाते",
      cooperative_bank: "सहकारी बँक",
      card: "कार्ड",
      wallet: "वॉलेट",
      other: "इतर",
    },
    paymentMethodChoices: { upi: "UPI", card: "कार्ड", net_banking: "नेट बँकिंग", other: "इतर" },
  },
  dialog: {
    title: "मदत मागा - प्रश्नाचा फॉर्म",
    intro: "काय घडले ते आम्हाला सांगा. आमची टीम 24×7 उत्तर देते.",
    loadingForm: "फॉर्म उघडत आहे…",
    formUnavailableOffline: `तुम्ही ऑफलाइन आहात असे दिसते. इंटरनेट जोडले जाताच फॉर्म इथेच आपोआप उघडेल. तुमचे पैसे गेले असतील, तर आत्ताच ${HELPLINE} वर फोन करा.`,
    formUnavailable: `फॉर्म उघडू शकला नाही. तुमचे पैसे गेले असतील, तर आत्ताच ${HELPLINE} वर फोन करा, मग पुन्हा प्रयत्न करा.`,
    tryAgain: "पुन्हा प्रयत्न करा",
    formOnItsOwnPage: "फॉर्म वेगळ्या पेजवर उघडा",
  },
  toasts: {
    // The same words as the confirmation of the form sent without scripts, which the server writes.
    modalSuccess: translations.messages["form.helpModalSuccess"],
    modalFailedPrefix: "❌ फॉर्म पाठवता आला नाही: ",
    modalServerError: "⚠️ सर्व्हरमध्ये अडचण आली. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.",
    topicServerError: "सर्व्हरमध्ये अडचण आली. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.",
    offlineNote: `तुम्ही ऑफलाइन आहात असे दिसते. तुम्ही लिहिलेले याच फोनवर जतन केले आहे; इंटरनेट जोडले जाताच ते पाठवले जाईल, किंवा ${HELPLINE} वर फोन करा.`,
    reference: "तुमचा संदर्भ क्रमांक: {reference}",
  },
} satisfies FormTexts["helpForm"];

/** The first hour after money is lost (app/content/languages/en/confirmation.ts): advice, not a deadline. */
export const firstHourMarathi = {
  paid: "तुम्ही {when} पेमेंट केले.",
  taken: "तुमच्या खात्यातून पैसे {when} काढले गेले.",
  lost: "तुमचे पैसे {when} गेले.",
  // {time} and {day} are written by the browser; the words after them stand apart ("वाजता", "रोजी").
  at: "{time} वाजता",
  onDayAt: "{day} रोजी {time} वाजता",
  callNow: "आत्ताच {helpline} वर फोन करा: जितक्या लवकर तक्रार कराल, तितके जास्त पैसे रोखता येऊ शकतात.",
  callIdeally:
    "आत्ताच {helpline} वर फोन करा, शक्य असल्यास {time} पूर्वी: जितक्या लवकर तक्रार कराल, तितके जास्त पैसे रोखता येऊ शकतात.",
  // Marathi with Latin digits: app/components/first-hour-advice.tsx formats the time and the day
  // with this locale alone, and "mr-IN" on its own writes Devanagari digits.
  locale: "mr-IN-u-nu-latn",
} satisfies FirstHourWords;

export const confirmation = {
  heading: "तुमची विनंती आम्हाला मिळाली आहे",
  referenceLabel: "तुमचा संदर्भ क्रमांक",
  keepReference: "तो लिहून ठेवा किंवा कॉपी करा, आणि आम्हाला लिहिताना किंवा फोन करताना सांगा. आमचा फोन:",
  copy: "कॉपी करा",
  copied: "कॉपी झाला",
  selected: "निवडला आहे",
  selectedHint: "तुमचा संदर्भ क्रमांक निवडला आहे: तो फोनच्या मेन्यूमधून किंवा Ctrl+C ने कॉपी करा.",
  share: "शेअर करा",
  shareMessage: "{brand} मधील माझा संदर्भ क्रमांक: {reference}. {brand} मदत: {phone}.",
  mailingCopy: "याची एक प्रत आम्ही {email} वर ई-मेल करत आहोत.",
  nextHeading: "पुढे काय होईल",
  // {firstReplyWithin}: the whole "within" phrase ("4 कामकाजाच्या तासांत"), from firstReplyWithin
  // below or from replyWithin.
  nextSteps: "आमच्या टीमचा एक सदस्य तुमची विनंती वाचेल आणि {firstReplyWithin} उत्तर देईल.",
  replyWithin: { minutes: "{count} मिनिटांत", hour: "1 तासात", hours: "{count} तासांत" },
  firstHour: firstHourMarathi,
  helplineLead: "पैसे गेले आहेत?",
  helplineCall: `लगेच ${HELPLINE} वर फोन करा`,
  helplineReport: "आणि",
  helplineReportEnd: " वर तक्रार नोंदवा.",
  portalLabel: "cybercrime.gov.in",
  opensInNewTab: "(नवीन टॅबमध्ये उघडते)",
  dismiss: "पुष्टीचा संदेश बंद करा",
  caseLink: "तुमच्या केसचे पेज उघडा",
  caseLinkNote:
    "तुमची विनंती कुठपर्यंत पोहोचली आहे आणि पुढे काय करायचे, हे ते तारखांसह सांगते. लिंक खाजगी ठेवा: ही लिंक ज्याच्याकडे असेल, तो 30 दिवसांपर्यंत तुमची केस उघडू शकतो. आम्ही पाठवू त्या ई-मेलमध्येही ही लिंक असेल.",
  caseCodeNote:
    "तुमची विनंती कुठपर्यंत पोहोचली आहे आणि पुढे काय करायचे, हे ते तारखांसह सांगते. नंतर उघडण्यासाठी त्याची लिंक आम्ही पाठवलेल्या ई-मेलमध्ये आहे.",
  remember: "या फोनवर माझी केस लक्षात ठेवा",
  rememberNote:
    "फक्त अशा फोनवर, जो दुसरे कोणी वापरत नाही: मग प्रत्येक पेजच्या वर \u201cतुमची केस\u201d वरून तुमची केस लिंकशिवाय उघडेल.",
  remembered: "हा फोन तुमची केस लक्षात ठेवेल: प्रत्येक पेजच्या वर \u201cतुमची केस\u201d वरून ती उघडेल.",
  rememberFailed: "आम्ही या फोनवर तुमची केस लक्षात ठेवू शकलो नाही. तुमच्या केसचे पेज उघडा आणि तिथे पुन्हा प्रयत्न करा.",
} satisfies FormTexts["confirmation"];

/**
 * "4 working hours" as the confirmation says it, as the whole "within" phrase: "4 कामकाजाच्या
 * तासांत", "1 तासात", "2 दिवसांत". Sentences write it with no ending after it.
 */
export function firstReplyWithin(promise: string): string {
  const match = /^(\d+) (working )?(hour|day)s?$/.exec(promise);
  if (!match) return promise;
  const [, count = "", working, unit] = match;
  const one = count === "1";
  const word = unit === "hour" ? (one ? "तासात" : "तासांत") : one ? "दिवसात" : "दिवसांत";
  return `${count} ${working ? "कामकाजाच्या " : ""}${word}`;
}

export const queryFormPage = {
  metaTitle: "मदत मागा",
  metaDescription:
    "सायबर फसवणुकीनंतर मदत मागा: काय घडले ते आम्हाला सांगा, आमची कायदेशीर मदत टीम तुमच्याशी संपर्क साधेल. संपूर्ण भारतात 24×7 उपलब्ध.",
  heading: "मदत मागा",
  intro: `काय घडले ते आम्हाला सांगा. आमच्या टीमचा एक सदस्य ${firstReplyWithin(siteConfig.firstReplyWithin)} तुमच्याशी संपर्क साधेल.`,
} satisfies SiteText["queryFormPage"];

/** Contact us (/mr/contact) and the home page's "stay in touch" form: both send a message. */
export const contactForm = {
  fields: {
    name: "नाव",
    email: "ई-मेल",
    phone: "फोन",
    subject: "विषय",
    message: "संदेश",
    sendMessage: "संदेश पाठवा",
    submit: "पाठवा",
  },
  toasts: {
    // The same words as the confirmation of the form sent without scripts, which the server writes.
    success: translations.messages["form.contactSuccess"],
    failure: "❌ फॉर्म पाठवता आला नाही. कृपया पुन्हा प्रयत्न करा.",
    networkError: "❌ फॉर्म पाठवता आला नाही. कृपया पुन्हा प्रयत्न करा.",
    reference: "तुमचा संदर्भ क्रमांक: {reference}",
  },
} satisfies FormTexts["contactForm"];

/** Send a question (/mr/post-query). The states' names show in Marathi; the value sent stays the English name. */
export const postQueryForm = {
  fields: {
    fullName: "पूर्ण नाव",
    email: "ई-मेल",
    phone: "फोन",
    state: "राज्य",
    chooseState: "तुमचे राज्य निवडा",
    states: "राज्ये",
    unionTerritories: "केंद्रशासित प्रदेश",
    city: "शहर",
    subject: "विषय",
    message: "संदेश",
    characterCount: "{max} पैकी {used} अक्षरे",
    submit: "तुमचा प्रश्न पाठवा",
    reset: "फॉर्म रिकामा करा",
  },
  // The states and union territories as Maharashtra's government writes them in Marathi.
  stateNames: {
    "Andhra Pradesh": "आंध्र प्रदेश",
    "Arunachal Pradesh": "अरुणाचल प्रदेश",
    Assam: "आसाम",
    Bihar: "बिहार",
    Chhattisgarh: "छत्तीसगड",
    Goa: "गोवा",
    Gujarat: "गुजरात",
    Haryana: "हरियाणा",
    "Himachal Pradesh": "हिमाचल प्रदेश",
    Jharkhand: "झारखंड",
    Karnataka: "कर्नाटक",
    Kerala: "केरळ",
    "Madhya Pradesh": "मध्य प्रदेश",
    Maharashtra: "महाराष्ट्र",
    Manipur: "मणिपूर",
    Meghalaya: "मेघालय",
    Mizoram: "मिझोराम",
    Nagaland: "नागालँड",
    Odisha: "ओडिशा",
    Punjab: "पंजाब",
    Rajasthan: "राजस्थान",
    Sikkim: "सिक्कीम",
    "Tamil Nadu": "तमिळनाडू",
    Telangana: "तेलंगणा",
    Tripura: "त्रिपुरा",
    "Uttar Pradesh": "उत्तर प्रदेश",
    Uttarakhand: "उत्तराखंड",
    "West Bengal": "पश्चिम बंगाल",
    "Andaman and Nicobar Islands": "अंदमान आणि निकोबार बेटे",
    Chandigarh: "चंदीगड",
    "Dadra and Nagar Haveli and Daman and Diu": "दादरा आणि नगर हवेली आणि दमण आणि दीव",
    Delhi: "दिल्ली",
    "Jammu and Kashmir": "जम्मू आणि काश्मीर",
    Ladakh: "लडाख",
    Lakshadweep: "लक्षद्वीप",
    Puducherry: "पुदुच्चेरी",
  },
  toasts: {
    // The same words as the confirmation of the form sent without scripts, which the server writes.
    success: translations.messages["form.postQuerySuccess"],
    failure: "❌ प्रश्न पाठवता आला नाही. कृपया पुन्हा प्रयत्न करा.",
    serverError: "❌ सर्व्हरमध्ये अडचण आली. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.",
    reference: "तुमचा संदर्भ क्रमांक: {reference}",
  },
} satisfies FormTexts["postQueryForm"];
