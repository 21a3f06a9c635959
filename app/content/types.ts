// The shapes of the site's content. Pages are templates; these modules are their data.
// Every visitor-facing sentence lives in app/content so a second language can follow.

import type { LearningSlug, TopicSlug } from "~/shared/routes";

export type IconName =
  | "money"
  | "atm"
  | "phone"
  | "phishing"
  | "identity"
  | "mail"
  | "database"
  | "malware"
  | "theft"
  | "book"
  | "shield"
  | "lightbulb"
  | "news"
  | "lock"
  | "anonymous"
  | "support"
  | "headset"
  | "mail-fast"
  | "india"
  | "gavel"
  | "document"
  | "clock"
  | "check"
  | "alert";

export interface FaqItem {
  question: string;
  answer: string;
}

/** A titled block of prose and/or a bullet list. */
export interface ContentSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
}

/** One law or rule, quoted in a topic page's "What the law says". */
export interface LawReference {
  /** e.g. "Section 66C, Information Technology Act, 2000" */
  name: string;
  /** One or two plain-language sentences: what it covers, what it provides. */
  summary: string;
}

export interface PageMeta {
  /** The <title> (the brand is appended by the page). */
  title: string;
  /** The meta description: one or two sentences, under 160 characters. */
  description: string;
}

/** A scam topic page (/services/<slug>), rendered by one template. */
export interface TopicContent {
  slug: TopicSlug;
  /** Label in menus and cards, e.g. "Digital Fraud" for /services/malware. */
  menuLabel: string;
  icon: IconName;
  /** One sentence for the Our Service card. */
  cardDescription: string;
  meta: PageMeta;
  /** The page's <h1>. */
  heading: string;
  /** Explanatory text in the banner, 1-3 short paragraphs. */
  intro: string[];
  /** "Query Resolve Form", or "Report a Theft" on the theft page. */
  formTitle: string;
  /** Show the "lost money in the last 24 hours? Call 1930" call-out. */
  goldenHour: boolean;
  legal: {
    /** What it is: how this fraud works, 1-3 paragraphs. */
    whatItIs: string[];
    /** Common tricks or warning signs. */
    warningSigns: string[];
    /** What to do in the first hour, in order. */
    firstSteps: string[];
    /** When to complain (time limits, why speed matters). */
    whenToComplain: string[];
    /** Where to complain: 1930, the national portal, bank, police, other bodies. */
    whereToComplain: string[];
    /** Documents and evidence to keep and bring. */
    documents: string[];
    /** What the law says: the relevant sections. */
    law: LawReference[];
    safetyTips: string[];
  };
  /** Exactly three. */
  faqs: [FaqItem, FaqItem, FaqItem];
}

/** A Learning Corner card and its detail page (/learning/<slug>). */
export interface LearningContent {
  slug: LearningSlug;
  icon: IconName;
  /** Card and page title, e.g. "Citizen Manual". */
  title: string;
  /** One or two sentences for the card. */
  description: string;
  /** CSS gradient for the card's icon, e.g. "linear-gradient(135deg, #1d4ed8, #0ea5e9)". */
  gradient: string;
  meta: PageMeta;
  /** Banner text under the title. */
  intro: string;
  /** The "What You'll Learn" bullet list. */
  whatYouWillLearn: string[];
  /** The body of the page. */
  sections: ContentSection[];
  /** Closing note: we can help file complaints. */
  closingNote: string;
  /** Exactly three. */
  faqs: [FaqItem, FaqItem, FaqItem];
}

/** One section of the Government Policies page. */
export interface PolicyContent {
  id: string;
  title: string;
  /** Exactly three explanatory paragraphs. */
  paragraphs: [string, string, string];
  /** Official PDF, opened in a new tab; its title is shown beside a short button. */
  pdf: { title: string; url: string };
}

/** A numbered section of Terms of Service or Privacy Policy. */
export interface NumberedSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}
