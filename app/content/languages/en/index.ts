import type { LearningContent, TopicContent } from "~/app/content/types";
import { LEARNING_SLUGS, type LearningSlug } from "~/shared/routes";
import { aboutContent, aboutMeta } from "./about";
import { caseLetterPageText, caseLetterPages } from "./case-letters";
import { casePageText } from "./case-page";
import {
  breadcrumbText,
  commonText,
  emergencyBarText,
  footerText,
  goldenHourText,
  headerText,
  notFoundText,
  queryFormPageText,
  requestHelpText,
  toastText,
} from "./chrome";
import { contactMeta, contactText, postQueryInfoBoxes, postQueryMeta, postQueryText } from "./contact-pages";
import { faqPageItems, faqPageText } from "./faq-page";
import { governmentPolicies, governmentPoliciesSummary, governmentPoliciesText } from "./government-policies";
import {
  aboutBlock,
  hero,
  heroShortcuts,
  homeMeta,
  homeText,
  learningIntro,
  serviceCards,
  servicesIntro,
  statsBanner,
  whatWeDo,
  whyUs,
} from "./home";
import { learningPageText, learningPages } from "./learning";
import { learningMenuLabels, policyMenuItems, topicMenuLabels } from "./navigation";
import {
  privacyGrievance,
  privacyIntro,
  privacyLastUpdated,
  privacyMeta,
  privacySections,
  termsIntro,
  termsLastUpdated,
  termsMeta,
  termsSections,
} from "./legal-documents";
import { SERVICE_CARD_TOPICS, servicesPageText } from "./services-page";
import { topicPageText } from "./topic-page";
import { topics } from "./topics";

// English: the words of every part that exists in more than one language, gathered from this
// folder's files, which are laid out as every other language's folder is (../hi/: the same file
// for the same page). Its shape is the contract each other language's folder fills in
// (docs/decisions/0037-languages-and-hindi.md, 0093).

/** Switching language, and the suggestion to read in another (shown by that language's words). */
const languageText = {
  /** The header's link to this page in the other language: said before its name. */
  switchLabel: "Read this page in",
  /** The suggestion on the English home page, in this language's words, to a browser that prefers it. */
  suggestion: "This site is also in English.",
  suggestionLink: "Read in English",
  dismissSuggestion: "No, thanks",
};

/** The words a topic page shows (its slug, icon and golden-hour switch stay with the English page). */
function topicWords({ meta, heading, intro, formTitle, legal, faqs }: TopicContent) {
  return { meta, heading, intro, formTitle, legal, faqs };
}

/** The words of a Learning Corner page (its slug, icon and card colour stay with the English page). */
function learningWords({
  title,
  description,
  meta,
  intro,
  whatYouWillLearn,
  sections,
  closingNote,
  faqs,
}: LearningContent) {
  return { title, description, meta, intro, whatYouWillLearn, sections, closingNote, faqs };
}

/** Above a translated legal document (Terms, Privacy Policy): the English text is the one that counts. */
const legalDocumentText = {
  lastUpdated: commonText.lastUpdated,
  /** Shown only on a translation, in its language: the English words are this contract's reference. */
  noticeLabel: "About this translation",
  notice:
    "This page is a translation of the English page, for your convenience. If the two differ, the English version prevails.",
  englishLink: "Read the English version",
};

export const en = {
  language: languageText,
  header: headerText,
  requestHelp: { openButton: requestHelpText.openButton },
  navigation: { topics: topicMenuLabels, learning: learningMenuLabels, policies: policyMenuItems },
  footer: footerText,
  goldenHour: goldenHourText,
  emergencyBar: emergencyBarText,
  toast: { regionLabel: toastText.regionLabel, dismiss: toastText.dismiss },
  common: {
    skipToContent: commonText.skipToContent,
    opensInNewTab: commonText.opensInNewTab,
    lastReviewed: commonText.lastReviewed,
    readMore: commonText.readMore,
  },
  notFound: notFoundText,
  breadcrumb: breadcrumbText,
  /** The topic page template's headings and fixed words. */
  topicPage: { ...topicPageText, faqHeading: commonText.faqHeading },
  /** The topic pages translated so far (shared/languages.ts TRANSLATED_PATHS), by slug. */
  topics: {
    "money-scam": topicWords(topics["money-scam"]),
    "phishing-scam": topicWords(topics["phishing-scam"]),
    "atm-scam": topicWords(topics["atm-scam"]),
    "fake-calls": topicWords(topics["fake-calls"]),
    "identity-theft": topicWords(topics["identity-theft"]),
    "spam-email": topicWords(topics["spam-email"]),
    "data-theft": topicWords(topics["data-theft"]),
    malware: topicWords(topics.malware),
    theft: topicWords(topics.theft),
  },
  /** /query-form: the Request Help form on a page of its own (its form's words: ../form-texts.ts). */
  queryFormPage: queryFormPageText,
  /** The Services page (/services): its banner and each card's sentence (the card's title is the topic's menu label). */
  servicesPage: {
    ...servicesPageText,
    cardDescriptions: Object.fromEntries(
      SERVICE_CARD_TOPICS.map((slug) => [slug, topics[slug].cardDescription]),
    ) as Record<(typeof SERVICE_CARD_TOPICS)[number], string>,
  },
  /** The FAQ page (/faq): its banner, its closing note and its questions, in order. */
  faqPage: { ...faqPageText, items: faqPageItems },
  home: {
    meta: homeMeta,
    hero,
    whatWeDo,
    servicesIntro,
    serviceCards,
    statsBanner,
    learningIntro,
    learningCards: Object.fromEntries(
      LEARNING_SLUGS.map((slug) => [
        slug,
        { title: learningPages[slug].title, description: learningPages[slug].description },
      ]),
    ) as Record<(typeof LEARNING_SLUGS)[number], { title: string; description: string }>,
    aboutBlock,
    whyUs,
    shortcuts: heroShortcuts,
    text: homeText,
  },
  /** The Learning Corner (/learning-corner) and its four pages (/learning/<slug>). */
  learningPage: learningPageText,
  learning: Object.fromEntries(LEARNING_SLUGS.map((slug) => [slug, learningWords(learningPages[slug])])) as Record<
    LearningSlug,
    ReturnType<typeof learningWords>
  >,
  /** Government Policies (/government-policies): each registration's words; its PDF's address stays with the English page. */
  governmentPolicies: {
    text: governmentPoliciesText,
    policies: governmentPolicies.map(({ id, title, paragraphs, pdf }) => ({
      id,
      title,
      paragraphs,
      pdfTitle: pdf.title,
    })),
    summary: governmentPoliciesSummary,
  },
  /** About (/about-part). */
  about: { meta: aboutMeta, content: aboutContent },
  /** Terms of Service (/terms) and Privacy Policy (/privacy-policy). */
  legalDocument: legalDocumentText,
  terms: { meta: termsMeta, lastUpdated: termsLastUpdated, intro: termsIntro, sections: termsSections },
  privacy: {
    meta: privacyMeta,
    lastUpdated: privacyLastUpdated,
    intro: privacyIntro,
    sections: privacySections,
    grievance: {
      heading: privacyGrievance.heading,
      text: privacyGrievance.text,
      emailLabel: privacyGrievance.emailLabel,
      addressLabel: privacyGrievance.addressLabel,
      boardNote: privacyGrievance.boardNote,
    },
  },
  /** Contact Us (/contact): its banner and the ways to reach us (its form's words: ../form-texts.ts). */
  contactPage: { meta: contactMeta, text: contactText },
  /** Post Query (/post-query): its banner and boxes (its form's words: ../form-texts.ts). */
  postQueryPage: {
    meta: postQueryMeta,
    text: postQueryText,
    infoBoxes: postQueryInfoBoxes,
  },
  /** The documents drafted from a case (/case/letters/<kind>; decisions 0028, 0042): the page's words, not the letter's. */
  caseLetters: { caseCrumb: casePageText.heading, pages: caseLetterPages, page: caseLetterPageText },
};

/**
 * What a language must say: English's shape with its words as plain strings. Literal types
 * (docs/product.md's pinned English, e.g. "What We Do") widen to string; functions keep their
 * parameters; arrays and tuples keep their shape, so a tuple of three stays three.
 */
export type Words<T> = T extends string
  ? string
  : T extends (...args: infer Args) => infer Result
    ? (...args: Args) => Words<Result>
    : T extends object
      ? { [Key in keyof T]: Key extends NotWords ? T[Key] : Words<T[Key]> }
      : T;

/** Keys that hold an address, an icon or an anchor, not words: the same in every language. */
type NotWords = "to" | "icon" | "topic" | "id" | "portalUrl";

export type SiteText = Words<typeof en>;
