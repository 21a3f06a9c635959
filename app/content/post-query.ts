import type { IconName, PageMeta } from "./types";

export const postQueryMeta: PageMeta = {
  title: "Post Query",
  description:
    "Describe your cyber fraud problem and our legal team will contact you. Confidential, quick to respond, available 24/7 across India.",
};

export const postQueryText = {
  heading: "Post Query",
  intro: "Tell us about your legal concern. Only our support team reads it.",
  formHeading: "Interested in discussing your legal concern?",
  formIntro: "Fields marked optional can be left empty. The more you tell us, the faster we can help.",
};

export const postQueryInfoBoxes = [
  {
    title: "Confidential Assistance",
    text: "What you tell us stays between you and our team. We never publish or sell your details.",
    icon: "lock",
  },
  {
    title: "Direct Contact Support",
    text: "A member of our team calls or writes to you directly; no call centre queue.",
    icon: "headset",
  },
  {
    title: "Quick Email Response",
    text: "We answer e-mail quickly, with the next steps for your case.",
    icon: "mail-fast",
  },
  {
    title: "Pan India Service",
    text: "We help victims in every state and union territory of India.",
    icon: "india",
  },
] as const satisfies readonly { title: string; text: string; icon: IconName }[];
