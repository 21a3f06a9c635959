import { HELPLINE } from "~/shared/constants";
import { siteConfig } from "~/shared/site-config";
import type { SiteText } from "../en";

// हर हिन्दी पेज के साझा हिस्से: हेडर, मेन्यू, फ़ुटर, आपातकालीन पट्टी, 404 पेज।

export const language = {
  switchLabel: "यह पेज पढ़ें",
  suggestion: "यह साइट हिन्दी में भी उपलब्ध है।",
  suggestionLink: "हिन्दी में पढ़ें",
  dismissSuggestion: "नहीं, धन्यवाद",
} satisfies SiteText["language"];

export const header = {
  homeLinkLabel: `${siteConfig.brand} मुख्य पृष्ठ`,
  menuButton: "मेन्यू",
  mainNavLabel: "मुख्य",
  outboundNavLabel: "हमें फ़ॉलो करें और हमसे चैट करें",
  home: "मुख्य पृष्ठ",
  about: "हमारे बारे में",
  services: "सेवाएँ",
  allServices: "हमारी सेवाएँ",
  governmentPolicies: "सरकारी नीतियाँ",
  learningCorner: "जानकारी केंद्र",
  contact: "संपर्क करें",
  postQueries: "प्रश्न भेजें",
  requestHelp: "सहायता माँगें",
  yourCase: "आपका केस",
  showSubmenu: (label: string) => `${label} मेन्यू दिखाएँ`,
  facebook: "फ़ेसबुक",
  instagram: "इंस्टाग्राम",
  whatsapp: "व्हाट्सऐप",
  chatOnWhatsApp: "व्हाट्सऐप पर हमसे चैट करें",
  available: "सहायता 24×7 उपलब्ध",
} satisfies SiteText["header"];

export const navigation = {
  topics: {
    "money-scam": "पैसों की धोखाधड़ी",
    "atm-scam": "एटीएम धोखाधड़ी",
    "fake-calls": "फ़र्ज़ी कॉल",
    "phishing-scam": "फ़िशिंग धोखाधड़ी",
    "identity-theft": "पहचान की चोरी",
    "spam-email": "स्पैम ई-मेल",
    "data-theft": "डेटा की चोरी",
    malware: "डिजिटल धोखाधड़ी",
    theft: "चोरी",
  },
  learning: {
    manual: "नागरिक पुस्तिका",
    "cyber-safety-tips": "साइबर सुरक्षा सुझाव",
    "cyber-awareness": "साइबर जागरूकता",
    "daily-digest": "दैनिक समाचार सार",
  },
  policies: [
    { id: "gst-registration", label: "जीएसटी पंजीकरण" },
    { id: "fssai-licence", label: "एफ़एसएसएआई लाइसेंस" },
    { id: "iso-certification", label: "आईएसओ प्रमाणन" },
    { id: "msme-nsic-registration", label: "एमएसएमई/एनएसआईसी पंजीकरण" },
    { id: "rera-registration", label: "रेरा पंजीकरण" },
  ],
} satisfies SiteText["navigation"];

export const footer = {
  about: `${siteConfig.brand} भारत में साइबर धोखाधड़ी से पीड़ित लोगों और व्यवसायों को कानूनी सहायता देता है: शिकायत, सबूत, राष्ट्रीय साइबर अपराध रिपोर्टिंग पोर्टल और कानूनी कार्रवाई।`,
  quickLinks: "महत्वपूर्ण लिंक",
  servicesHeading: "हमारी सेवाएँ",
  contactHeading: "संपर्क",
  addressLabel: "पता",
  phoneLabel: "फ़ोन",
  emailLabel: "ई-मेल",
  followUs: "हमें फ़ॉलो करें",
  copyright: (year: number) => `© ${year} ${siteConfig.brand}. सर्वाधिकार सुरक्षित।`,
  legalNavLabel: "कानूनी जानकारी",
  privacy: "गोपनीयता नीति",
  terms: "सेवा की शर्तें",
  faq: "अक्सर पूछे जाने वाले प्रश्न",
  helplineNote: `साइबर धोखाधड़ी हुई है? राष्ट्रीय साइबर अपराध हेल्पलाइन ${HELPLINE} पर कॉल करें या cybercrime.gov.in पर शिकायत दर्ज करें`,
} satisfies SiteText["footer"];

export const goldenHour = {
  heading: "पिछले 24 घंटों में पैसे गए हैं?",
  body: `अभी ${HELPLINE} पर कॉल करें और राष्ट्रीय साइबर अपराध रिपोर्टिंग पोर्टल पर शिकायत दर्ज करें। जितनी जल्दी शिकायत करेंगे, बैंक द्वारा पैसे रोके जाने की संभावना उतनी ही अधिक होगी।`,
  callLabel: `${HELPLINE} पर कॉल करें`,
  portalLabel: "cybercrime.gov.in पर शिकायत करें",
  portalUrl: "https://cybercrime.gov.in",
} satisfies SiteText["goldenHour"];

export const emergencyBar = {
  label: "आपातकालीन सहायता",
  call: `पैसे गए? ${HELPLINE} पर कॉल करें`,
  report: "ऑनलाइन शिकायत",
  reportWhere: "राष्ट्रीय साइबर अपराध रिपोर्टिंग पोर्टल पर",
  getHelp: "सहायता लें",
} satisfies SiteText["emergencyBar"];

export const notFound = {
  metaTitle: "पेज नहीं मिला",
  heading: "पेज नहीं मिला",
  body: "आप जो पेज खोज रहे हैं, वह मौजूद नहीं है।",
  homeLink: "मुख्य पृष्ठ पर जाएँ",
  helpLink: "सहायता माँगें",
} satisfies SiteText["notFound"];

export const common = {
  skipToContent: "मुख्य सामग्री पर जाएँ",
  opensInNewTab: "(नए टैब में खुलता है)",
  lastReviewed: "अंतिम समीक्षा:",
  readMore: "और पढ़ें",
} satisfies SiteText["common"];
