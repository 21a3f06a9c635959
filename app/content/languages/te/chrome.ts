import { HELPLINE } from "~/shared/constants";
import { siteConfig } from "~/shared/site-config";
import type { SiteText } from "../en";

// The shared parts of every Telugu page: header, menu, footer, emergency bar, 404 page.
// The header's menu labels are kept to one or two short words: Telugu words are long, and the
// whole menu must fit one row at 1200 px (each label is as short as the Tamil one, or shorter).

export const language = {
  /** Said to a screen reader before each language's own name: "ఈ పేజీని ఈ భాషలో చదవండి:" + "English". */
  switchLabel: "ఈ పేజీని ఈ భాషలో చదవండి:",
  suggestion: "ఈ వెబ్‌సైట్ తెలుగులో కూడా ఉంది.",
  suggestionLink: "తెలుగులో చదవండి",
  dismissSuggestion: "వద్దు, ధన్యవాదాలు",
} satisfies SiteText["language"];

export const header = {
  homeLinkLabel: `${siteConfig.brand} హోమ్ పేజీ`,
  menuButton: "మెనూ",
  mainNavLabel: "ముఖ్య మెనూ",
  outboundNavLabel: "మమ్మల్ని ఫాలో అవ్వండి, మాతో చాట్ చేయండి",
  home: "హోమ్",
  about: "మా గురించి",
  services: "సేవలు",
  allServices: "మా సేవలు",
  governmentPolicies: "ప్రభుత్వ విధానాలు",
  learningCorner: "సమాచార కేంద్రం",
  contact: "సంప్రదింపు",
  postQueries: "ప్రశ్న అడగండి",
  requestHelp: "సహాయం కోరండి",
  yourCase: "మీ కేసు",
  // The menu's label stands alone before "మెనూ", with no ending attached to it.
  showSubmenu: (label: string) => `${label} మెనూ చూపించండి`,
  facebook: "ఫేస్‌బుక్",
  instagram: "ఇన్‌స్టాగ్రామ్",
  whatsapp: "వాట్సాప్",
  chatOnWhatsApp: "వాట్సాప్‌లో మాతో చాట్ చేయండి",
  available: "24×7 సహాయం అందుబాటులో ఉంది",
} satisfies SiteText["header"];

export const navigation = {
  topics: {
    "money-scam": "డబ్బు మోసం",
    "atm-scam": "ATM మోసం",
    "fake-calls": "నకిలీ కాల్స్",
    "phishing-scam": "ఫిషింగ్ మోసం",
    "identity-theft": "గుర్తింపు దొంగతనం",
    "spam-email": "స్పామ్ ఈమెయిల్",
    "data-theft": "డేటా దొంగతనం",
    malware: "డిజిటల్ మోసం",
    theft: "దొంగతనం",
  },
  learning: {
    manual: "పౌరుల కరదీపిక",
    "cyber-safety-tips": "సైబర్ భద్రతా సూచనలు",
    "cyber-awareness": "సైబర్ అవగాహన",
    "daily-digest": "రోజువారీ వార్తా సారాంశం",
  },
  policies: [
    { id: "gst-registration", label: "GST నమోదు" },
    { id: "fssai-licence", label: "FSSAI లైసెన్స్" },
    { id: "iso-certification", label: "ISO సర్టిఫికేషన్" },
    { id: "msme-nsic-registration", label: "MSME/NSIC నమోదు" },
    { id: "rera-registration", label: "RERA నమోదు" },
  ],
} satisfies SiteText["navigation"];

export const footer = {
  about: `${siteConfig.brand}, భారతదేశంలో సైబర్ మోసానికి గురైన ప్రజలకు, వ్యాపారాలకు న్యాయ సహాయం అందిస్తుంది: ఫిర్యాదు, ఆధారాలు, జాతీయ సైబర్ నేరాల ఫిర్యాదు పోర్టల్, చట్టపరమైన చర్య.`,
  quickLinks: "ముఖ్యమైన లింక్‌లు",
  servicesHeading: "మా సేవలు",
  contactHeading: "సంప్రదింపు",
  addressLabel: "చిరునామా",
  phoneLabel: "ఫోన్",
  emailLabel: "ఈమెయిల్",
  followUs: "మమ్మల్ని ఫాలో అవ్వండి",
  copyright: (year: number) => `© ${year} ${siteConfig.brand}. అన్ని హక్కులు ప్రత్యేకించబడ్డాయి.`,
  legalNavLabel: "చట్టపరమైన సమాచారం",
  privacy: "గోప్యతా విధానం",
  terms: "నిబంధనలు మరియు షరతులు",
  faq: "తరచుగా అడిగే ప్రశ్నలు",
  helplineNote: `సైబర్ మోసం జరిగిందా? జాతీయ సైబర్ నేరాల హెల్ప్‌లైన్ ${HELPLINE} నంబర్‌కు కాల్ చేయండి, లేదా cybercrime.gov.in వెబ్‌సైట్‌లో ఫిర్యాదు చేయండి`,
} satisfies SiteText["footer"];

export const goldenHour = {
  heading: "గత 24 గంటల్లో డబ్బు పోగొట్టుకున్నారా?",
  body: `వెంటనే ${HELPLINE} నంబర్‌కు కాల్ చేయండి. జాతీయ సైబర్ నేరాల ఫిర్యాదు పోర్టల్‌లో కూడా ఫిర్యాదు చేయండి. మీరు ఎంత త్వరగా ఫిర్యాదు చేస్తే, మీ బ్యాంకు ఆ డబ్బును ఆపి ఉంచే అవకాశం అంత ఎక్కువ.`,
  callLabel: `${HELPLINE} నంబర్‌కు కాల్ చేయండి`,
  portalLabel: "cybercrime.gov.in వెబ్‌సైట్‌లో ఫిర్యాదు చేయండి",
  portalUrl: "https://cybercrime.gov.in",
} satisfies SiteText["goldenHour"];

export const emergencyBar = {
  label: "అత్యవసర సహాయం",
  call: `డబ్బు పోయిందా? ${HELPLINE} నంబర్‌కు కాల్ చేయండి`,
  report: "ఆన్‌లైన్ ఫిర్యాదు",
  reportWhere: "జాతీయ సైబర్ నేరాల ఫిర్యాదు పోర్టల్‌లో",
  getHelp: "సహాయం పొందండి",
} satisfies SiteText["emergencyBar"];

export const notFound = {
  metaTitle: "పేజీ కనిపించలేదు",
  heading: "పేజీ కనిపించలేదు",
  body: "మీరు వెతుకుతున్న పేజీ లేదు.",
  homeLink: "హోమ్ పేజీకి వెళ్ళండి",
  helpLink: "సహాయం కోరండి",
} satisfies SiteText["notFound"];

export const common = {
  skipToContent: "ముఖ్య విషయానికి వెళ్ళండి",
  opensInNewTab: "(కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)",
  lastReviewed: "చివరిగా సరిచూసిన తేదీ:",
  readMore: "ఇంకా చదవండి",
} satisfies SiteText["common"];
