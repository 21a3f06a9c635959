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

// Telugu: the Telugu form of every word of the English text (../en/index.ts). A missing key fails the typecheck.

export const te = {
  language,
  header,
  requestHelp: { openButton: header.requestHelp },
  navigation,
  footer,
  goldenHour,
  emergencyBar,
  toast: { regionLabel: "నోటిఫికేషన్లు", dismiss: "నోటిఫికేషన్ మూసివేయండి" },
  common,
  notFound,
  breadcrumb: { label: "మీరు ఇక్కడ ఉన్నారు", home: header.home },
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
