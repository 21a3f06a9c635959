import type { SiteText } from "../en";
import { common, emergencyBar, footer, goldenHour, header, language, navigation, notFound } from "./chrome";
import { queryFormPage } from "./forms";
import { home } from "./home";
import { topicPage } from "./topic-page";
import { topics } from "./topics";
import { servicesPage } from "./services-page";
import { faqPage } from "./faq-page";
import { learning, learningPage } from "./learning";
import { governmentPolicies } from "./government-policies";
import { about } from "./about";
import { legalDocument, privacy, terms } from "./legal-documents";
import { contactPage, postQueryPage } from "./contact-pages";
import { caseLetters } from "./case-letters";

// हिन्दी: अंग्रेज़ी पाठ (../en/index.ts) के हर शब्द का हिन्दी रूप। कोई कुंजी छूटी तो typecheck विफल होता है।

export const hi = {
  language,
  header,
  requestHelp: { openButton: header.requestHelp },
  navigation,
  footer,
  goldenHour,
  emergencyBar,
  toast: { regionLabel: "सूचनाएँ", dismiss: "सूचना बंद करें" },
  common,
  notFound,
  breadcrumb: { label: "आप यहाँ हैं", home: header.home },
  topicPage,
  topics,
  queryFormPage,
  home,
  servicesPage,
  faqPage,
  learningPage,
  learning,
  governmentPolicies,
  about,
  legalDocument,
  terms,
  privacy,
  contactPage,
  postQueryPage,
  caseLetters,
} satisfies SiteText;
