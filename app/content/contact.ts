import type { PageMeta } from "./types";

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
