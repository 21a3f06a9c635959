import type { IconName, PageMeta } from "~/app/content/types";

// Contact Us (/contact) and Post Query (/post-query): their banners and boxes. Their forms' words
// are in ./forms.ts.

export const contactMeta: PageMeta = {
  title: "Contact Us",
  description:
    "Reach our cyber fraud legal support team by form, phone, WhatsApp or e-mail. Available 24/7, anywhere in India.",
};

export const contactText = {
  heading: "Contact Us",
  intro: "Write to us, call or send a WhatsApp message. Every message is read by our support team, 24/7.",
  formHeading: "Interested in discussing?",
  formIntro: "Send us a message and we will reply by e-mail or phone.",
  infoHeading: "Other ways to reach us",
  address: "Our office",
  social: "Social page",
  socialLinkText: "Follow us on Facebook",
  email: "Support e-mail",
  phone: "Phone and WhatsApp",
};

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
