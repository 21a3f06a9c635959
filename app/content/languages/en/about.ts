import { HELPLINE } from "~/shared/constants";
import { siteConfig } from "~/shared/site-config";
import type { IconName, PageMeta } from "~/app/content/types";

// About Us (/about-part).

export const aboutMeta: PageMeta = {
  title: "About Us",
  description: `${siteConfig.brand} gives legal support to people and businesses in India hit by cyber fraud. Confidential, available 24/7, across India.`,
};

export const aboutContent: {
  heading: string;
  lead: string;
  paragraphs: string[];
  highlights: { title: string; text: string; icon: IconName }[];
  ctaLabel: "Post Your Query";
} = {
  heading: `About ${siteConfig.brand}`,
  lead: "Legal support for people and businesses in India who have been cheated, threatened or harmed online.",
  paragraphs: [
    `${siteConfig.brand} is a legal support service for victims of cyber fraud and cybercrime in India. We help individuals, families and businesses who have lost money to an online scam, had their identity or data misused, or been threatened through calls, messages or social media.`,
    "After a fraud, most people do not know where to start, and many feel ashamed to tell anyone. There is no reason to feel ashamed. These frauds are run by organised groups who fool careful, educated people every day. What helps is acting quickly and in the right order.",
    `That is where we help. We explain, step by step, what to do first: calling the national helpline ${HELPLINE}, informing your bank, and reporting on the national cybercrime portal, cybercrime.gov.in. We help you write a clear complaint and tell you which screenshots, messages, bank statements and transaction IDs to keep as evidence, and how to keep them safe.`,
    "When a matter needs more than a complaint, we help you take legal action: following up with the police, writing to banks and payment companies, and going to court or to a consumer or other forum where that is the right step. Any such work is agreed with you first.",
    "Whatever you tell us stays confidential. Only the team handling your request sees it, and we never publish or sell your details. We help victims in every state and union territory, and you can reach us 24/7 by form, phone, WhatsApp or e-mail.",
    "We are not the police or a government agency, and no one can honestly promise that lost money will come back. What we can promise is clear guidance, prompt replies and steady support while your complaint moves forward.",
  ],
  highlights: [
    {
      title: "Confidential",
      text: "What you share is seen only by the team handling your request.",
      icon: "lock",
    },
    {
      title: "Available 24/7",
      text: "Fraud does not wait for office hours, and neither do we.",
      icon: "clock",
    },
    {
      title: "Complaints and Evidence",
      text: "Help to file your complaint and keep the proof it needs.",
      icon: "document",
    },
    {
      title: "Pan-India",
      text: "Support for victims in every state and union territory.",
      icon: "india",
    },
  ],
  ctaLabel: "Post Your Query",
};
