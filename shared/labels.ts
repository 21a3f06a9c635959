import type { TopicSlug } from "./routes";
import type { ContactChannel, SubmissionStatus } from "./schemas/admin";

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
