import { HELPLINE } from "~/shared/constants";
import { paths, type TopicSlug } from "~/shared/routes";
import { siteConfig } from "~/shared/site-config";
import type { IconName, PageMeta } from "~/app/content/types";

// Words of the home page (/). The hero's shortcut links are below; the figures of the stats banner are in shared/constants.ts.

export const homeMeta: PageMeta = {
  title: "Legal Help for Cyber Fraud Victims in India",
  description:
    "Lost money or data to an online fraud? Get help to file a cybercrime complaint, keep evidence and take legal action. Available 24/7 across India.",
};

export const hero: { heading: string; subheading: string; alerts: string[] } = {
  heading: "Cheated online? Get legal help now.",
  subheading:
    "We help victims of cyber fraud across India to file complaints, keep evidence and take legal action. Confidential, and available 24/7.",
  alerts: [
    "Never share your OTP, PIN or password with anyone, even if they say they are from your bank.",
    "You never need to enter your UPI PIN to receive money.",
    "Do not click links in unknown SMS, WhatsApp messages or e-mails.",
    "Be wary of urgent payment requests, KYC update calls and offers that look too good to be true.",
    `Lost money to a fraud? Call ${HELPLINE} and report at cybercrime.gov.in.`,
  ],
};

export const whatWeDo: { heading: "What We Do"; paragraphs: string[]; points: string[] } = {
  heading: "What We Do",
  paragraphs: [
    "We give legal support to individuals and businesses in India who have been hit by cyber fraud or cybercrime.",
    "We tell you what to do first, help you report in the right places, and stay with you as your complaint moves forward.",
  ],
  points: [
    "Help filing cybercrime complaints",
    "Preserving digital evidence",
    "Reporting to the national cybercrime portal",
    "Taking legal action",
    "Support available 24/7",
  ],
};

export const servicesIntro = {
  heading: "Our Services",
  text: "Choose the kind of fraud you have faced to see what to do and how we can help.",
};

// docs/product.md: the Digital Fraud card goes to /services/malware, the page titled Digital Fraud
// everywhere else (the original site linked the ATM page by mistake); Other Services to /service.
export const serviceCards: { title: string; text: string; to: string; icon: IconName }[] = [
  {
    title: "Money Scam",
    text: "Lost money through UPI, online trading, a job offer or a fake investment? Act fast and report it.",
    to: paths.topic("money-scam"),
    icon: "money",
  },
  {
    title: "Digital Fraud",
    text: "Fake apps, screen-sharing tricks, fake trading apps or a 'digital arrest' call? Stop the damage and report it.",
    to: paths.topic("malware"),
    icon: "malware",
  },
  {
    title: "Fake Calls",
    text: "Calls from fake bank staff, police or courier companies who threaten you or ask for money.",
    to: paths.topic("fake-calls"),
    icon: "phone",
  },
  {
    title: "Other Services",
    text: "Phishing, identity theft, spam e-mail, data theft and other online crimes.",
    to: paths.services,
    icon: "shield",
  },
];

export const statsBanner: {
  heading: string;
  labels: {
    happyClients: "Happy Clients";
    casesSuccess: "Cases Success";
    recovered: "Recovered";
    casesDone: "Cases Done";
  };
} = {
  heading: "Our work in numbers",
  labels: {
    happyClients: "Happy Clients",
    casesSuccess: "Cases Success",
    recovered: "Recovered",
    casesDone: "Cases Done",
  },
};

export const learningIntro = {
  heading: "Learning Corner",
  text: "Free guides to help you spot frauds, stay safe online and know your rights.",
};

export const aboutBlock: { heading: string; paragraphs: string[]; formHeading: "Get in Touch" } = {
  heading: `About ${siteConfig.brand}`,
  paragraphs: [
    `${siteConfig.brand} is a legal support service for people and businesses in India who have been cheated, threatened or harmed online.`,
    "We help you file a clear complaint, keep the evidence your case needs and, where it is the right step, take legal action. What you tell us stays confidential.",
    "Send us a message and our team will call or write back to you.",
  ],
  formHeading: "Get in Touch",
};

export const whyUs: { heading: string; cards: { title: string; text: string; icon: IconName }[] } = {
  heading: `Why ${siteConfig.brand}`,
  cards: [
    {
      title: "Cyber Protection",
      text: "Practical steps to stop further loss and secure your accounts after a fraud.",
      icon: "shield",
    },
    {
      title: "Anonymous Tips",
      text: "Tell us about a scam number, link or website you have seen. We never publish who told us.",
      icon: "anonymous",
    },
    {
      title: "Digital Support",
      text: "Help by phone, WhatsApp and e-mail, wherever you are in India.",
      icon: "support",
    },
    {
      title: "24x7 Helpline",
      text: "Reach our team any time, day or night, when you need help.",
      icon: "headset",
    },
  ],
};

// The hero's shortcut buttons (docs/product.md §2, Home) and the home page's fixed words.

export const heroShortcuts: { label: string; topic: TopicSlug }[] = [
  { label: "Money", topic: "money-scam" },
  { label: "ATM Scam", topic: "atm-scam" },
  { label: "Fake Calls", topic: "fake-calls" },
  { label: "Phishing", topic: "phishing-scam" },
  { label: "Identity Theft", topic: "identity-theft" },
  { label: "Spam Emails", topic: "spam-email" },
  { label: "Theft", topic: "theft" },
  { label: "Malware", topic: "malware" },
];

export const homeText = {
  shortcutsLabel: "Get help with",
  alertLabel: "Cyber alert",
  whatsappFloat: "Chat with us on WhatsApp",
};
