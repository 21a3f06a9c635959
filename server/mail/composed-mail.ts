import type { LanguageCode } from "~/shared/language-codes";
import type { MailPurpose } from "../db/schema";

// A mail as it is composed and queued, and the one look of its HTML part: what every composer
// (the forms', the case's, the reminders') and the outbox share, below all of them.

export interface ComposedMail {
  purpose: MailPurpose;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
}

/** A mail's HTML part around paragraphs already escaped: the one look of every mail we send. */
export function htmlDocument(body: string, language: LanguageCode = "en"): string {
  return `<!doctype html>\n<html lang="${language}"><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;line-height:1.5">\n${body}\n</body></html>`;
}
