import type { TopicSlug } from "~/shared/routes";

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
