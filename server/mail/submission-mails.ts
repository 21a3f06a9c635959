import type { Insertable, Selectable } from "kysely";
import { formatIndiaDateIn, formatIndiaDateTime } from "~/shared/india-time";
import { PAID_FROM_LABELS, PAYMENT_APPROVAL_LABELS, PAYMENT_METHOD_LABELS } from "~/shared/labels";
import { HELPLINE, acknowledgementCap } from "~/shared/constants";
import { DEFAULT_LANGUAGE, type LanguageCode } from "~/shared/language-codes";
import { language } from "~/shared/languages";
import { adminCasePath } from "~/shared/admin-links";
import { submissionKindLabels } from "~/shared/schemas/admin";
import { siteConfig } from "~/shared/site-config";
import { casePagePath } from "~/shared/languages";
import { translations } from "~/shared/translations";
import type { SubmissionsTable } from "../db/schema";
import { amountLostText, happenedInEnglish } from "../cases/case-facts-text";
import { CASE_CODE_MARK, CASE_LINK_MARK, NOT_ME_LINK_MARK } from "./case-link-in-mail";
import { htmlDocument, type ComposedMail } from "./composed-mail";
import { escapeHtml } from "./html-escape";

// The two mails every accepted submission sends: an alert to the desk and an acknowledgement
// to the person. Subjects carry only our own words and the reference, never visitor text, so
// nothing a visitor types can reach a mail header. Only the desk alert carries what the visitor
// typed (escaped in the HTML part); the acknowledgement carries none of it.

/** The row's columns the mails read, as the table stores them. */
type SubmissionColumnsForMail = Pick<
  Selectable<SubmissionsTable>,
  "reference" | "kind" | "name" | "email" | "phone" | "state" | "city" | "subject" | "message" | "topic" | "page"
>;

export type SubmissionForMail = SubmissionColumnsForMail & {
  /** The row's created_at, as the store hands it back. */
  createdAt: Selectable<SubmissionsTable>["created_at"];
  /** The page's language, one the site speaks: the acknowledgement is written in it (docs/decisions/0040). */
  language: LanguageCode;
  /** A help request's facts, for the desk alert's money lines; absent for the other kinds. */
  caseFacts?: CaseFactsForMail;
};

/**
 * A help request's optional facts (docs/decisions/0023) as its row stores them, so the fields
 * the form gave the row can be passed as they are.
 */
type CaseFactsForMail = Partial<
  Pick<
    Insertable<SubmissionsTable>,
    | "incident_at"
    | "incident_time_unknown"
    | "payment_approval"
    | "paid_from"
    | "payment_method"
    | "amount_lost"
    | "threatened_now"
  >
>;

const NATIONAL_PORTAL_URL = "https://cybercrime.gov.in";

/** The case's own address in the admin, where it opens over the Inbox (docs/decisions/0043). */
export function adminLinkFor(submission: Pick<SubmissionForMail, "reference">): string {
  return `${siteConfig.siteUrl}${adminCasePath(submission.reference)}`;
}

export interface SubmissionMailOptions {
  /** False once the person's address has had its acknowledgements (docs/decisions/0015). */
  acknowledge: boolean;
}

const NOT_ACKNOWLEDGED = `No acknowledgement was sent: this address has already had ${acknowledgementCap.perAddress} within a day, the most we send to one address.`;

export function composeDeskAlert(
  submission: SubmissionForMail,
  deskAddress: string,
  { acknowledge }: SubmissionMailOptions = { acknowledge: true },
): ComposedMail {
  const label = submissionKindLabels[submission.kind];
  const link = adminLinkFor(submission);
  const facts = submission.caseFacts ?? {};
  const happenedAt = facts.incident_at ? new Date(facts.incident_at) : null;
  const reported = reportedAfter(submission);
  // Only what the person gave: empty fields are left out rather than shown blank. The money
  // comes first: how much and how recently decide what the desk does first.
  const fields: [string, string][] = (
    [
      ["Reference", submission.reference],
      ["Form", label],
      ["Received", formatIndiaDateTime(new Date(submission.createdAt))],
      // A threat now is the desk's first call (docs/decisions/0059).
      ["Threatened now", facts.threatened_now === 1 ? "Yes, the person is being threatened right now" : ""],
      ["When it happened", happenedAt === null ? "" : happenedInEnglish(happenedAt, facts.incident_time_unknown === 1)],
      ["Amount lost", amountLostText(facts.amount_lost ?? null) ?? ""],
      ["Payment", facts.payment_approval ? PAYMENT_APPROVAL_LABELS[facts.payment_approval] : ""],
      ["Paid from", facts.paid_from ? PAID_FROM_LABELS[facts.paid_from] : ""],
      ["Paid how", facts.payment_method ? PAYMENT_METHOD_LABELS[facts.payment_method] : ""],
      ["Name", submission.name],
      ["Email", submission.email],
      ["Phone", submission.phone],
      ["State", submission.state],
      ["City", submission.city],
      ["Topic", submission.topic ?? ""],
      ["Sent from", submission.page],
      ["Subject", submission.subject],
      // The admin is English; the person may not be (docs/decisions/0040).
      ["Language", submission.language === DEFAULT_LANGUAGE ? "" : language(submission.language).englishName],
    ] as [string, string][]
  ).filter(([, value]) => value !== "");
  const text = [
    `A new ${label} submission has arrived.`,
    ...(reported === null ? [] : [reported]),
    "",
    ...fields.map(([field, value]) => `${field}: ${value}`),
    "",
    "Message:",
    submission.message || "(none)",
    "",
    `Open it in the admin: ${link}`,
    ...(acknowledge ? [] : ["", NOT_ACKNOWLEDGED]),
  ].join("\n");
  const html = [
    `<p>A new <strong>${escapeHtml(label)}</strong> submission has arrived.</p>`,
    ...(reported === null ? [] : [`<p><strong>${escapeHtml(reported)}</strong></p>`]),
    "<table>",
    ...fields.map(
      ([field, value]) =>
        `<tr><th align="left" style="padding-right:12px">${escapeHtml(field)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    "</table>",
    "<p><strong>Message:</strong></p>",
    `<p style="white-space:pre-wrap">${escapeHtml(submission.message || "(none)")}</p>`,
    `<p><a href="${escapeHtml(link)}">Open ${escapeHtml(submission.reference)} in the admin</a></p>`,
    ...(acknowledge ? [] : [`<p>${escapeHtml(NOT_ACKNOWLEDGED)}</p>`]),
  ].join("\n");
  return {
    purpose: "desk_alert",
    to: deskAddress,
    // The desk can answer the person straight from the alert.
    replyTo: submission.email,
    subject: `New ${label} submission ${submission.reference}`,
    text,
    html: htmlDocument(html),
  };
}

const MINUTE_MS = 60_000;

/**
 * "Reported 2 hours 5 minutes after the payment.": the time from when it happened to when the
 * request was received, both fixed, so it stays true however long the mail waits in the outbox.
 * Null without a time of day, which would make it a guess.
 */
function reportedAfter({ createdAt, caseFacts: facts = {} }: SubmissionForMail): string | null {
  if (!facts.incident_at || facts.incident_time_unknown === 1) return null;
  const minutes = Math.floor((Date.parse(createdAt) - Date.parse(facts.incident_at)) / MINUTE_MS);
  // A payment after the request arrived is a slip in what was typed, and says nothing of a delay.
  if (!(minutes >= 0)) return null;
  const approval = facts.payment_approval ?? "";
  const moneyWent = (approval !== "" && approval !== "no_money_lost") || Number(facts.amount_lost ?? 0) > 0;
  const after = moneyWent ? "the payment" : "it happened";
  return minutes < 1
    ? `Reported less than a minute after ${after}.`
    : `Reported ${durationText(minutes)} after ${after}.`;
}

/** "45 minutes", "2 hours 5 minutes", "3 days 4 hours": the two largest units, enough at a glance. */
function durationText(minutes: number): string {
  const amount = (count: number, unit: string) => (count === 0 ? "" : `${count} ${unit}${count === 1 ? "" : "s"}`);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  const parts =
    hours === 0
      ? [amount(minutes, "minute")]
      : days === 0
        ? [amount(hours, "hour"), amount(minutes % 60, "minute")]
        : [amount(days, "day"), amount(hours % 24, "hour")];
  return parts.filter((part) => part !== "").join(" ");
}

export function composeAcknowledgement(submission: SubmissionForMail): ComposedMail {
  const brand = siteConfig.brand;
  const reference = submission.reference;
  const { locale, mail: words } = translations[submission.language];
  // Quotes nothing the visitor typed, not even the name: anyone can type any address into a
  // form, so whatever we echo here we would be mailing to a stranger in our own name
  // (docs/decisions/0015). Only our words, the reference and the date.
  const paragraphs = [
    words.hello,
    words.acknowledgement.received({
      brand,
      kind: words.kindLabels[submission.kind],
      date: formatIndiaDateIn(locale, new Date(submission.createdAt)),
      reference,
    }),
    words.acknowledgement.next,
    words.acknowledgement.casePage({
      link: CASE_LINK_MARK,
      caseUrl: `${siteConfig.siteUrl}${casePagePath(submission.language)}`,
      code: CASE_CODE_MARK,
    }),
    words.linkLasts,
    words.acknowledgement.notMe(NOT_ME_LINK_MARK),
    words.acknowledgement.lostMoney({ helpline: HELPLINE, portal: NATIONAL_PORTAL_URL }),
    words.neverAsk,
    words.signature(brand, siteConfig.supportPhone, siteConfig.supportEmail),
  ];
  return {
    purpose: "acknowledgement",
    to: submission.email,
    replyTo: siteConfig.supportEmail,
    subject: words.acknowledgement.subject(reference),
    text: paragraphs.join("\n\n"),
    html: htmlDocument(
      paragraphs.map((paragraph) => `<p>${linkify(escapeHtml(paragraph))}</p>`).join("\n"),
      submission.language,
    ),
  };
}

export function composeSubmissionMails(
  submission: SubmissionForMail,
  deskAddress: string,
  options: SubmissionMailOptions,
): ComposedMail[] {
  const alert = composeDeskAlert(submission, deskAddress, options);
  return options.acknowledge ? [alert, composeAcknowledgement(submission)] : [alert];
}

/** The day a submission arrived, as the visitor reads it: in India's time zone. */
/** Turns the portal address (our own text, already escaped) into a link. */
function linkify(escapedText: string): string {
  return escapedText.replace(NATIONAL_PORTAL_URL, `<a href="${NATIONAL_PORTAL_URL}">${NATIONAL_PORTAL_URL}</a>`);
}
