import { HELPLINE } from "~/shared/constants";
import { siteConfig } from "~/shared/site-config";
import type { SiteText } from "../en";

// The shared parts of every Marathi page: header, menu, footer, emergency bar, 404 page.

export const language = {
  // Said before each language's own name to a screen reader: "हे पान वाचा" + "English".
  switchLabel: "हे पान वाचा",
  suggestion: "ही साइट मराठीतही उपलब्ध आहे.",
  suggestionLink: "मराठीत वाचा",
  dismissSuggestion: "नको, धन्यवाद",
} satisfies SiteText["language"];

// Menu labels kept to one or two words, so the whole menu fits one row at 1200 px.
export const header = {
  homeLinkLabel: `${siteConfig.brand} मुख्य पान`,
  menuButton: "मेनू",
  mainNavLabel: "मुख्य",
  outboundNavLabel: "आम्हाला फॉलो करा आणि आमच्याशी चॅट करा",
  home: "मुख्य पान",
  about: "आमच्याविषयी",
  services: "सेवा",
  allServices: "आमच्या सेवा",
  governmentPolicies: "सरकारी धोरणे",
  learningCorner: "माहिती केंद्र",
  contact: "संपर्क",
  postQueries: "प्रश्न पाठवा",
  requestHelp: "मदत मागा",
  yourCase: "तुमची केस",
  // The computed label stands first, with no ending attached to it.
  showSubmenu: (label: string) => `${label} मेनू दाखवा`,
  facebook: "फेसबुक",
  instagram: "इन्स्टाग्राम",
  whatsapp: "व्हॉट्सॲप",
  chatOnWhatsApp: "व्हॉट्सॲपवर आमच्याशी चॅट करा",
  available: "मदत 24×7 उपलब्ध",
} satisfies SiteText["header"];

export const navigation = {
  topics: {
    "money-scam": "पैशांची फसवणूक",
    "atm-scam": "ATM फसवणूक",
    "fake-calls": "बनावट कॉल",
    "phishing-scam": "फिशिंग फसवणूक",
    "identity-theft": "ओळख चोरी",
    "spam-email": "स्पॅम ई-मेल",
    "data-theft": "डेटा चोरी",
    malware: "डिजिटल फसवणूक",
    theft: "चोरी",
  },
  learning: {
    manual: "नागरिक पुस्तिका",
    "cyber-safety-tips": "सायबर सुरक्षेच्या टिप्स",
    "cyber-awareness": "सायबर जागरूकता",
    "daily-digest": "रोजच्या बातम्यांचा सारांश",
  },
  policies: [
    { id: "gst-registration", label: "जीएसटी नोंदणी" },
    { id: "fssai-licence", label: "एफएसएसएआय परवाना" },
    { id: "iso-certification", label: "आयएसओ प्रमाणपत्र" },
    { id: "msme-nsic-registration", label: "एमएसएमई/एनएसआयसी नोंदणी" },
    { id: "rera-registration", label: "रेरा नोंदणी" },
  ],
} satisfies SiteText["navigation"];

export const footer = {
  about: `${siteConfig.brand} भारतात सायबर फसवणुकीला बळी पडलेल्या लोकांना आणि व्यवसायांना कायदेशीर मदत करते: तक्रार, पुरावे, राष्ट्रीय सायबर गुन्हे तक्रार पोर्टल आणि कायदेशीर कारवाई.`,
  quickLinks: "महत्त्वाच्या लिंक",
  servicesHeading: "आमच्या सेवा",
  contactHeading: "संपर्क",
  addressLabel: "पत्ता",
  phoneLabel: "फोन",
  emailLabel: "ई-मेल",
  followUs: "आम्हाला फॉलो करा",
  copyright: (year: number) => `© ${year} ${siteConfig.brand}. सर्व हक्क राखीव.`,
  legalNavLabel: "कायदेशीर माहिती",
  privacy: "गोपनीयता धोरण",
  terms: "अटी व शर्ती",
  faq: "नेहमी विचारले जाणारे प्रश्न",
  helplineNote: `सायबर फसवणूक झाली आहे? राष्ट्रीय सायबर गुन्हे हेल्पलाइन ${HELPLINE} वर कॉल करा, किंवा cybercrime.gov.in वर तक्रार नोंदवा`,
} satisfies SiteText["footer"];

export const goldenHour = {
  heading: "मागील 24 तासांत पैसे गेले आहेत?",
  body: `आत्ताच ${HELPLINE} वर कॉल करा आणि राष्ट्रीय सायबर गुन्हे तक्रार पोर्टलवर तक्रार नोंदवा. तुम्ही जितक्या लवकर तक्रार कराल, तितकी बँक पैसे रोखून ठेवण्याची शक्यता जास्त.`,
  callLabel: `${HELPLINE} वर कॉल करा`,
  portalLabel: "cybercrime.gov.in वर तक्रार करा",
  portalUrl: "https://cybercrime.gov.in",
} satisfies SiteText["goldenHour"];

export const emergencyBar = {
  label: "तातडीची मदत",
  call: `पैसे गेले? ${HELPLINE} वर कॉल करा`,
  report: "ऑनलाइन तक्रार",
  reportWhere: "राष्ट्रीय सायबर गुन्हे तक्रार पोर्टलवर",
  getHelp: "मदत मिळवा",
} satisfies SiteText["emergencyBar"];

export const notFound = {
  metaTitle: "पान सापडले नाही",
  heading: "पान सापडले नाही",
  body: "तुम्ही शोधत असलेले पान अस्तित्वात नाही.",
  homeLink: "मुख्य पानावर जा",
  helpLink: "मदत मागा",
} satisfies SiteText["notFound"];

export const common = {
  skipToContent: "मुख्य मजकुरावर जा",
  opensInNewTab: "(नवीन टॅबमध्ये उघडते)",
  lastReviewed: "शेवटचा आढावा:",
  readMore: "अधिक वाचा",
} satisfies SiteText["common"];
