import { TABLE_TEXT_MAX } from "./constants";
import { topicMenuLabels } from "~/app/content/languages/en/navigation";
import { listText, statusLabels } from "~/app/content/admin";
import { TOPIC_SLUGS, type TopicSlug } from "~/shared/routes";
import type { SubmissionStatus } from "~/shared/schemas/admin";

// How the dashboard writes dates, topics and long text. Submitted text is a victim's words:
// it is only ever rendered as React text, never as markup.

const INDIA = "Asia/Kolkata";
const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: INDIA });
const dateOnly = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: INDIA });
const timeOnly = new Intl.DateTimeFormat("en-IN", { timeStyle: "short", timeZone: INDIA });
const dayMonth = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const calendarDay = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "UTC" });

/** An instant (ISO 8601), as India's clock shows it, e.g. "2 Jun 2025, 10:00 am". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateOnly.format(date);
}

export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : timeOnly.format(date);
}

const rupees = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** Whole rupees in India's grouping, e.g. "₹1,25,000". */
export function formatRupees(amount: number): string {
  return `₹${rupees.format(amount)}`;
}

const rupeesWithPaise = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Whole paise as rupees in India's grouping, the paise only when there are some: "₹8,00,000", "₹1,25,000.50". */
export function formatPaise(paise: number): string {
  return paise % 100 === 0 ? formatRupees(paise / 100) : `₹${rupeesWithPaise.format(paise / 100)}`;
}

/** A calendar day (YYYY-MM-DD) as "2 Jun 2025"; it is a day, not an instant, so no zone shift. */
export function formatDay(day: string, short = false): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return (short ? dayMonth : calendarDay).format(date);
}

export function topicLabel(topic: string | null | undefined): string | undefined {
  return TOPIC_SLUGS.includes(topic as TopicSlug) ? topicMenuLabels[topic as TopicSlug] : undefined;
}

export function statusLabel(status: string): string {
  return statusLabels[status as SubmissionStatus] ?? status;
}

/** A dash for an empty cell, so a blank is seen as "not given", not as a rendering fault. */
export function orDash(text: string | null | undefined): string {
  return text && text.trim() !== "" ? text : listText.noValue;
}

/** Long text cut for a table cell; the detail view shows it whole. */
export function truncate(text: string, max = TABLE_TEXT_MAX): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

const MINUTE_MS = 60_000;

/** How long since an instant, in the largest whole unit a desk reads at a glance: "45 min", "3 h", "4 days". */
export function elapsedSince(iso: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / MINUTE_MS));
  // "waiting 0 min" reads as a fault; a case that has just come in has waited under a minute.
  if (minutes < 1) return "under a minute";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}
