import { HELPLINE } from "~/shared/constants";
import { siteConfig } from "~/shared/site-config";
import type { SiteText } from "../en";

// The shared parts of every Tamil page: header, menu, footer, emergency bar, 404 page.
// The header's menu labels are kept to one or two words: Tamil words are long, and the whole
// menu must fit one row at 1200 px.

export const language = {
  /** Said to a screen reader before each language's own name: "இந்தப் பக்கத்தைப் படிக்க" + "English". */
  switchLabel: "இந்தப் பக்கத்தைப் படிக்க",
  suggestion: "இந்தத் தளம் தமிழிலும் உள்ளது.",
  suggestionLink: "தமிழில் படியுங்கள்",
  dismissSuggestion: "வேண்டாம், நன்றி",
} satisfies SiteText["language"];

export const header = {
  homeLinkLabel: `${siteConfig.brand} முகப்புப் பக்கம்`,
  menuButton: "மெனு",
  mainNavLabel: "முதன்மை",
  outboundNavLabel: "எங்களைப் பின்தொடருங்கள், எங்களுடன் சாட் செய்யுங்கள்",
  home: "முகப்பு",
  about: "எங்களைப் பற்றி",
  services: "சேவைகள்",
  allServices: "எங்கள் சேவைகள்",
  governmentPolicies: "அரசுக் கொள்கைகள்",
  learningCorner: "தகவல் மையம்",
  contact: "தொடர்பு",
  postQueries: "கேள்வி கேட்க",
  requestHelp: "உதவி கேளுங்கள்",
  yourCase: "உங்கள் கேஸ்",
  // The menu's label stands alone before "மெனு", with no ending attached to it.
  showSubmenu: (label: string) => `${label} மெனுவைக் காட்டு`,
  facebook: "ஃபேஸ்புக்",
  instagram: "இன்ஸ்டாகிராம்",
  whatsapp: "வாட்ஸ்அப்",
  chatOnWhatsApp: "வாட்ஸ்அப்பில் எங்களுடன் சாட் செய்யுங்கள்",
  available: "24×7 உதவி கிடைக்கும்",
} satisfies SiteText["header"];

export const navigation = {
  topics: {
    "money-scam": "பண மோசடி",
    "atm-scam": "ATM மோசடி",
    "fake-calls": "போலி அழைப்புகள்",
    "phishing-scam": "ஃபிஷிங் மோசடி",
    "identity-theft": "அடையாளத் திருட்டு",
    "spam-email": "ஸ்பேம் மின்னஞ்சல்",
    "data-theft": "தரவுத் திருட்டு",
    malware: "டிஜிட்டல் மோசடி",
    theft: "திருட்டு",
  },
  learning: {
    manual: "குடிமக்கள் கையேடு",
    "cyber-safety-tips": "சைபர் பாதுகாப்புக் குறிப்புகள்",
    "cyber-awareness": "சைபர் விழிப்புணர்வு",
    "daily-digest": "தினசரி செய்திச் சுருக்கம்",
  },
  policies: [
    { id: "gst-registration", label: "GST பதிவு" },
    { id: "fssai-licence", label: "FSSAI உரிமம்" },
    { id: "iso-certification", label: "ISO சான்றிதழ்" },
    { id: "msme-nsic-registration", label: "MSME/NSIC பதிவு" },
    { id: "rera-registration", label: "RERA பதிவு" },
  ],
} satisfies SiteText["navigation"];

export const footer = {
  about: `${siteConfig.brand}, இந்தியாவில் சைபர் மோசடியால் பாதிக்கப்பட்ட மக்களுக்கும் தொழில்களுக்கும் சட்ட உதவி வழங்குகிறது: புகார், ஆதாரம், தேசிய சைபர் குற்றப் புகார் இணையதளம், சட்ட நடவடிக்கை.`,
  quickLinks: "முக்கிய இணைப்புகள்",
  servicesHeading: "எங்கள் சேவைகள்",
  contactHeading: "தொடர்பு",
  addressLabel: "முகவரி",
  phoneLabel: "தொலைபேசி",
  emailLabel: "மின்னஞ்சல்",
  followUs: "எங்களைப் பின்தொடருங்கள்",
  copyright: (year: number) => `© ${year} ${siteConfig.brand}. அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.`,
  legalNavLabel: "சட்டத் தகவல்",
  privacy: "தனியுரிமைக் கொள்கை",
  terms: "விதிமுறைகள்",
  faq: "அடிக்கடி கேட்கப்படும் கேள்விகள்",
  helplineNote: `சைபர் மோசடி நடந்ததா? தேசிய சைபர் குற்ற உதவி எண் ${HELPLINE}-ஐ அழையுங்கள், அல்லது cybercrime.gov.in இணையதளத்தில் புகார் செய்யுங்கள்`,
} satisfies SiteText["footer"];

export const goldenHour = {
  heading: "கடந்த 24 மணி நேரத்தில் பணத்தை இழந்தீர்களா?",
  body: `இப்போதே ${HELPLINE} எண்ணை அழையுங்கள். தேசிய சைபர் குற்றப் புகார் இணையதளத்திலும் புகார் செய்யுங்கள். எவ்வளவு சீக்கிரம் புகார் செய்கிறீர்களோ, உங்கள் வங்கி அந்தப் பணத்தை நிறுத்தி வைக்கும் வாய்ப்பு அவ்வளவு அதிகம்.`,
  callLabel: `${HELPLINE} எண்ணை அழையுங்கள்`,
  portalLabel: "cybercrime.gov.in இணையதளத்தில் புகார் செய்யுங்கள்",
  portalUrl: "https://cybercrime.gov.in",
} satisfies SiteText["goldenHour"];

export const emergencyBar = {
  label: "அவசர உதவி",
  call: `பணம் போனதா? ${HELPLINE} எண்ணை அழையுங்கள்`,
  report: "ஆன்லைன் புகார்",
  reportWhere: "தேசிய சைபர் குற்றப் புகார் இணையதளத்தில்",
  getHelp: "உதவி பெறுங்கள்",
} satisfies SiteText["emergencyBar"];

export const notFound = {
  metaTitle: "பக்கம் கிடைக்கவில்லை",
  heading: "பக்கம் கிடைக்கவில்லை",
  body: "நீங்கள் தேடும் பக்கம் இல்லை.",
  homeLink: "முகப்புப் பக்கத்துக்குச் செல்லுங்கள்",
  helpLink: "உதவி கேளுங்கள்",
} satisfies SiteText["notFound"];

export const common = {
  skipToContent: "முக்கிய உள்ளடக்கத்துக்குச் செல்லுங்கள்",
  opensInNewTab: "(புதிய தாவலில் திறக்கும்)",
  lastReviewed: "கடைசியாகச் சரிபார்த்தது:",
  readMore: "மேலும் படிக்க",
} satisfies SiteText["common"];
