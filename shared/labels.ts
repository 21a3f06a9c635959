import type { TopicSlug } from "./routes";
import type { ContactChannel, SubmissionStatus } from "./schemas/admin";
import type { CONTACT_PREFERENCES, PAID_FROM, PAYMENT_APPROVALS, PAYMENT_METHODS } from "./schemas/case-facts";

// Words for the stored codes (the forms' kinds are in ./schemas/admin.ts), read by the pages and by what the server writes for people (the
// CSV exports): one place, so a spreadsheet says what the screen says.

export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  new: "New",
  in_progress: "In progress",
  resolved: "Resolved",
  spam: "Spam",
};

/** The scam topics as the site's menu names them. */
export const TOPIC_LABELS: Record<TopicSlug, string> = {
  "money-scam": "Money Scam",
  "atm-scam": "ATM Scam",
  "fake-calls": "Fake Calls",
  "phishing-scam": "Phishing Scam",
  "identity-theft": "Identity Theft",
  "spam-email": "Spam Emails",
  "data-theft": "Data Theft",
  malware: "Digital Fraud",
  theft: "Theft",
};

/** A stored topic's name; "" for none, and the code itself for one no longer on the site. */
export function topicLabelOf(topic: string | null | undefined): string {
  if (!topic) return "";
  return (TOPIC_LABELS as Record<string, string>)[topic] ?? topic;
}

/** How the desk reached the person (docs/decisions/0034), as the note and the audit log name it. */
export const CONTACT_CHANNEL_LABELS: Record<ContactChannel, string> = {
  phone: "Phone",
  whatsapp: "WhatsApp",
};

/** A case nobody has (docs/decisions/0030), in the audit log and the report alike. */
export const UNASSIGNED_LABEL = "Unassigned";

// The help forms' optional case facts (docs/decisions/0023): the words on the form, which the
// desk reads in the case's detail and in its alert mail.

export const CONTACT_PREFERENCE_LABELS: Record<(typeof CONTACT_PREFERENCES)[number], string> = {
  email: "E-mail",
  phone: "Phone call",
  whatsapp: "WhatsApp",
};

export const PAYMENT_APPROVAL_LABELS: Record<(typeof PAYMENT_APPROVALS)[number], string> = {
  paid_myself: "I made the payment myself",
  taken_without_approval: "Money was taken without my approval",
  not_sure: "Not sure",
  no_money_lost: "No money was lost",
};

export const PAID_FROM_LABELS: Record<(typeof PAID_FROM)[number], string> = {
  bank_account: "Bank account",
  cooperative_bank: "Co-operative bank",
  card: "Card",
  wallet: "Wallet",
  other: "Other",
};

export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  upi: "UPI",
  card: "Card",
  net_banking: "Net banking",
  other: "Other",
};
