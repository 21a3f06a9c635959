import { HELPLINE } from "~/shared/constants";
import { siteConfig } from "~/shared/site-config";
import type { SiteText } from "../en";

// The shared parts of every Bengali page: header, menu, footer, emergency bar, 404 page.

export const language = {
  switchLabel: "এই পেজটি পড়ুন",
  suggestion: "এই সাইটটি বাংলাতেও পাওয়া যায়।",
  suggestionLink: "বাংলায় পড়ুন",
  dismissSuggestion: "না, ধন্যবাদ",
} satisfies SiteText["language"];

export const header = {
  homeLinkLabel: `${siteConfig.brand} হোম পেজ`,
  menuButton: "মেনু",
  mainNavLabel: "প্রধান",
  outboundNavLabel: "আমাদের ফলো করুন আর আমাদের সঙ্গে চ্যাট করুন",
  home: "হোম পেজ",
  about: "আমাদের সম্পর্কে",
  services: "পরিষেবা",
  allServices: "আমাদের পরিষেবা",
  governmentPolicies: "সরকারি নীতি",
  learningCorner: "তথ্য কেন্দ্র",
  contact: "যোগাযোগ করুন",
  postQueries: "প্রশ্ন পাঠান",
  requestHelp: "সাহায্য চান",
  yourCase: "আপনার কেস",
  showSubmenu: (label: string) => `${label} মেনু দেখান`,
  facebook: "ফেসবুক",
  instagram: "ইনস্টাগ্রাম",
  whatsapp: "হোয়াটসঅ্যাপ",
  chatOnWhatsApp: "হোয়াটসঅ্যাপে আমাদের সঙ্গে চ্যাট করুন",
  available: "সাহায্য পাবেন 24×7",
} satisfies SiteText["header"];

export const navigation = {
  topics: {
    "money-scam": "টাকার প্রতারণা",
    "atm-scam": "ATM প্রতারণা",
    "fake-calls": "ভুয়ো কল",
    "phishing-scam": "ফিশিং প্রতারণা",
    "identity-theft": "পরিচয় চুরি",
    "spam-email": "স্প্যাম ই-মেল",
    "data-theft": "তথ্য চুরি",
    malware: "ডিজিটাল প্রতারণা",
    theft: "চুরি",
  },
  learning: {
    manual: "নাগরিক পুস্তিকা",
    "cyber-safety-tips": "সাইবার সুরক্ষার পরামর্শ",
    "cyber-awareness": "সাইবার সচেতনতা",
    "daily-digest": "দৈনিক খবরের সারাংশ",
  },
  policies: [
    { id: "gst-registration", label: "জিএসটি নিবন্ধন" },
    { id: "fssai-licence", label: "এফএসএসএআই লাইসেন্স" },
    { id: "iso-certification", label: "আইএসও সার্টিফিকেশন" },
    { id: "msme-nsic-registration", label: "এমএসএমই/এনএসআইসি নিবন্ধন" },
    { id: "rera-registration", label: "রেরা নিবন্ধন" },
  ],
} satisfies SiteText["navigation"];

export const footer = {
  about: `${siteConfig.brand} ভারতে সাইবার প্রতারণার শিকার মানুষ ও ব্যবসাকে আইনি সাহায্য দেয়: অভিযোগ, প্রমাণ, জাতীয় সাইবার অপরাধ রিপোর্টিং পোর্টাল আর আইনি পদক্ষেপ।`,
  quickLinks: "দরকারি লিঙ্ক",
  servicesHeading: "আমাদের পরিষেবা",
  contactHeading: "যোগাযোগ",
  addressLabel: "ঠিকানা",
  phoneLabel: "ফোন",
  emailLabel: "ই-মেল",
  followUs: "আমাদের ফলো করুন",
  copyright: (year: number) => `© ${year} ${siteConfig.brand}. সর্বস্বত্ব সংরক্ষিত।`,
  legalNavLabel: "আইনি তথ্য",
  privacy: "গোপনীয়তা নীতি",
  terms: "পরিষেবার শর্তাবলি",
  faq: "প্রায়ই জিজ্ঞাসা করা প্রশ্ন",
  helplineNote: `সাইবার প্রতারণা হয়েছে? জাতীয় সাইবার অপরাধ হেল্পলাইন ${HELPLINE} নম্বরে ফোন করুন, বা cybercrime.gov.in ওয়েবসাইটে অভিযোগ করুন`,
} satisfies SiteText["footer"];

export const goldenHour = {
  heading: "গত 24 ঘণ্টার মধ্যে টাকা চলে গেছে?",
  body: `এখনই ${HELPLINE} নম্বরে ফোন করুন আর জাতীয় সাইবার অপরাধ রিপোর্টিং পোর্টালে অভিযোগ করুন। যত তাড়াতাড়ি অভিযোগ করবেন, আপনার ব্যাংক টাকাটা আটকে রাখতে পারার সম্ভাবনা তত বেশি।`,
  callLabel: `${HELPLINE} নম্বরে ফোন করুন`,
  portalLabel: "cybercrime.gov.in ওয়েবসাইটে অভিযোগ করুন",
  portalUrl: "https://cybercrime.gov.in",
} satisfies SiteText["goldenHour"];

export const emergencyBar = {
  label: "জরুরি সাহায্য",
  call: `টাকা চলে গেছে? ${HELPLINE} নম্বরে ফোন করুন`,
  report: "অনলাইনে অভিযোগ",
  reportWhere: "জাতীয় সাইবার অপরাধ রিপোর্টিং পোর্টালে",
  getHelp: "সাহায্য নিন",
} satisfies SiteText["emergencyBar"];

export const notFound = {
  metaTitle: "পেজটি পাওয়া যায়নি",
  heading: "পেজটি পাওয়া যায়নি",
  body: "আপনি যে পেজটি খুঁজছেন, সেটি নেই।",
  homeLink: "হোম পেজে যান",
  helpLink: "সাহায্য চান",
} satisfies SiteText["notFound"];

export const common = {
  skipToContent: "মূল বিষয়ে চলে যান",
  opensInNewTab: "(নতুন ট্যাবে খোলে)",
  lastReviewed: "শেষ পর্যালোচনা:",
  readMore: "আরও পড়ুন",
} satisfies SiteText["common"];
