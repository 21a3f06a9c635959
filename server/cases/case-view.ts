import { firstHourOf } from "~/shared/first-hour";
import type { Kysely } from "kysely";
import type { z } from "zod/mini";
import { nextDatedStep, nextSteps, regimeQuestionsFor, type CaseFacts } from "~/shared/case-timeline/next-steps";
import { datedStepText } from "~/shared/reply-templates";
import { formatIndiaDateTime, indiaDateTimeLocal } from "~/shared/india-time";
import type { SubmissionStatus } from "~/shared/schemas/admin";
import { type PAYMENT_APPROVALS } from "~/shared/schemas/case-facts";
import type { CaseView, caseHarmSchema, caseProgressSchema } from "~/shared/schemas/case";
import { THREAT_HARMS } from "~/shared/case-timeline/harm-steps";
import type { StepText } from "~/shared/case-timeline/step-words";
import { firstHoursPlace } from "./first-hours";
import type { Database } from "../db/schema";
import { listEvidence } from "../evidence/evidence-store";
import type { EvidenceLimits } from "~/shared/schemas/evidence";
import { DEFAULT_LANGUAGE, type LanguageCode } from "~/shared/languages";
import { translations } from "~/shared/translations";
import type { CasePageTextId } from "~/shared/translations/case-page-texts";
import { amountLostText, type HappenedText } from "./case-facts-text";
import { caseTransactionsView } from "./case-transactions";
import { caseThreadForVictim } from "./case-messages";
import { caseFactsOf, refreshCaseDeadline } from "./case-deadline";
import { isOpenCase, reminderChoiceOf } from "../reminders/reminder-consent";
import { plannedReminderText, plannedRemindersOf } from "../reminders/reminder-plan";
import { pushChoiceOf } from "../reminders/push-subscriptions";
import { whatsAppChoiceOf } from "../reminders/whatsapp/whatsapp-consent";

// What a victim's case page shows: the reference, where the case stands, what they sent and
// their dated next steps (shared/case-timeline). Built on the server from the stored row, so the
// page needs no second source of truth.

const STATUS_TEXT: Record<SubmissionStatus, CasePageTextId> = {
  new: "status.new",
  in_progress: "status.in_progress",
  resolved: "status.resolved",
  spam: "status.spam",
};

const PAYMENT_TEXT: Record<(typeof PAYMENT_APPROVALS)[number], CasePageTextId> = {
  paid_myself: "payment.paid_myself",
  taken_without_approval: "payment.taken_without_approval",
  not_sure: "payment.not_sure",
  no_money_lost: "payment.no_money_lost",
};

type CaseProgress = z.output<typeof caseProgressSchema>;

/** A case's stored request and what the victim says they have done: what its page and its letters are built from. */
export async function storedCase(db: Kysely<Database>, submissionId: number) {
  const row = await db.selectFrom("submissions").selectAll().where("id", "=", submissionId).executeTakeFirst();
  if (!row) return undefined;
  return { row, progress: await storedCaseProgress(db, submissionId) };
}

/** What the victim says on their case page they have done, as stored; undefined until they first save it. */
export async function storedCaseProgress(db: Kysely<Database>, submissionId: number) {
  return db.selectFrom("case_progress").selectAll().where("submission_id", "=", submissionId).executeTakeFirst();
}

/**
 * The case page's next dated step: its title in the English of shared/case-timeline, which the
 * pages put into the case's language, and its date; null when the page gives no dated step
 * still to come. A reply template's {next_deadline} is written from it (docs/decisions/0061).
 */
export async function nextDatedStepOfCase(
  db: Kysely<Database>,
  submissionId: number,
  now: Date,
): Promise<{ title: string; titleSays: StepText; due: Date } | null> {
  const stored = await storedCase(db, submissionId);
  if (!stored) return null;
  const step = nextDatedStep(nextSteps(caseFactsOf(stored.row, stored.progress), now));
  return step ? { title: step.title, titleSays: step.says.title, due: step.due } : null;
}

/** The next dated step as the English case page words it (its title, and its date in India time), for the desk to read. */
export function nextDeadlineText(step: { title: string; due: Date } | null): string | null {
  return step ? datedStepText(step.title, formatIndiaDateTime(step.due)) : null;
}

/** Records what the victim says they have done, in place of what they said before. */
export async function saveCaseProgress(
  db: Kysely<Database>,
  submissionId: number,
  progress: CaseProgress,
  now: Date,
): Promise<void> {
  const values = {
    helpline_called_at: progress.helplineCalledAt,
    helpline_acknowledgement: progress.helplineAcknowledgement,
    portal_complaint_finished: progress.portalComplaintFinished ? 1 : 0,
    bank_name: progress.bankName,
    bank_told_at: progress.bankToldAt,
    bank_reference: progress.bankReference,
    bank_replied_on: progress.bankRepliedOn,
    wallet_issuer: progress.walletIssuer,
    coerced: progress.coerced,
    account_of_organisation: progress.accountOfOrganisation,
    claimed_compensation_before: progress.claimedCompensationBefore,
    updated_at: now.toISOString(),
  };
  await db
    .insertInto("case_progress")
    .values({ submission_id: submissionId, ...values })
    .onConflict((conflict) => conflict.column("submission_id").doUpdateSet(values))
    .execute();
  await refreshCaseDeadline(db, submissionId, now);
}

/**
 * Records what the case is about and, for sextortion, the person's age (docs/decisions/0070).
 * A threat said here (sextortion, a "digital arrest") puts a case the desk has not yet answered
 * at the top of its inbox, as the help form's "Are you being threatened right now?" does.
 */
export async function saveCaseHarm(
  db: Kysely<Database>,
  submissionId: number,
  answers: z.output<typeof caseHarmSchema>,
  now: Date,
): Promise<void> {
  const values = { harm: answers.harm, person_is_minor: answers.personIsMinor, updated_at: now.toISOString() };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("case_progress")
      .values({ submission_id: submissionId, ...values })
      .onConflict((conflict) => conflict.column("submission_id").doUpdateSet(values))
      .execute();
    await placeInFirstHours(trx, submissionId, answers.harm !== "" && THREAT_HARMS.has(answers.harm));
  });
}

/**
 * The case's place before the legal dates again, while the desk has not answered it: a threat
 * said on the case page counts as the form's "threatened right now" (server/cases/first-hours.ts).
 */
async function placeInFirstHours(db: Kysely<Database>, submissionId: number, threatSaid: boolean): Promise<void> {
  const row = await db
    .selectFrom("submissions")
    .select(["threatened_now", "incident_at", "payment_approval", "amount_lost", "created_at", "status"])
    .where("id", "=", submissionId)
    .where("first_response_at", "is", null)
    .executeTakeFirst();
  if (!row || (row.status !== "new" && row.status !== "in_progress")) return;
  const place = firstHoursPlace(
    {
      threatenedNow: row.threatened_now === 1 || threatSaid,
      incidentAt: row.incident_at,
      paymentApproval: row.payment_approval,
      amountLost: row.amount_lost === null ? null : Number(row.amount_lost),
    },
    new Date(row.created_at),
  );
  await db
    .updateTable("submissions")
    .set({ first_hours_tier: place?.tier ?? null, first_hours_rank: place?.rank ?? null })
    .where("id", "=", submissionId)
    .where("first_response_at", "is", null)
    .execute();
}

/**
 * The case page's view; `remembered` says whether the asking phone remembers the case (its
 * cookie). The server's own words and dates are in the page's language (docs/decisions/0041);
 * the next steps' titles and rules are put into it by the page, which holds the legal rules' words.
 */
export async function caseView(
  db: Kysely<Database>,
  submissionId: number,
  now: Date,
  remembered: boolean,
  evidenceLimits: EvidenceLimits,
  language: LanguageCode = DEFAULT_LANGUAGE,
  channels: ReminderChannelsOffered = NO_CHANNELS_BUT_EMAIL,
): Promise<CaseView | undefined> {
  const words = translations[language].casePage;
  const happened: HappenedText = (at, timeUnknown) =>
    timeUnknown ? `${words.date(at)} ${words.texts["sent.timeNotKnown"]}` : words.dateTime(at);
  const view = await caseViewWithEnglishDates(
    db,
    submissionId,
    now,
    remembered,
    evidenceLimits,
    words.texts,
    happened,
    channels,
  );
  if (!view) return undefined;
  const shown = view.case;
  return {
    ...view,
    case: {
      ...shown,
      nextSteps: shown.nextSteps.map((step) => ({
        ...step,
        dueText: step.due === null ? null : words.dateTime(new Date(step.due)),
      })),
      transactions: shown.transactions.map((transaction) => ({
        ...transaction,
        occurredAtText: words.dateTime(new Date(transaction.occurredAt)),
      })),
      messages: shown.messages.map((message) => ({ ...message, sentText: words.dateTime(new Date(message.sentAt)) })),
      evidence: {
        ...shown.evidence,
        files: shown.evidence.files.map((file) => ({
          ...file,
          receivedText: words.dateTime(new Date(file.receivedAt)),
        })),
      },
      reminders: {
        ...shown.reminders,
        planned: shown.reminders.planned.map((reminder) => ({
          ...reminder,
          atText: words.dateTime(new Date(reminder.at)),
          what: plannedReminderText(language, reminder),
        })),
      },
    },
  };
}

/** The reminder channels the server can send by, besides e-mail (docs/decisions/0074, 0076). */
export interface ReminderChannelsOffered {
  /** The VAPID public key browsers subscribe with; null when no notifications are offered. */
  pushPublicKey: string | null;
  /** Whether WhatsApp is configured. */
  whatsApp: boolean;
}

const NO_CHANNELS_BUT_EMAIL: ReminderChannelsOffered = { pushPublicKey: null, whatsApp: false };

/**
 * "Remind me before each date": e-mail offered while the case is open and has an address, this
 * browser's notifications while it is open and the server can send them, WhatsApp while it is
 * open, has a number WhatsApp takes and the server is configured for it; while a channel is on
 * (or, none on, asked for), the reminders to come on it (docs/decisions/0069, 0074, 0076).
 */
async function remindersView(
  db: Kysely<Database>,
  submissionId: number,
  row: { status: SubmissionStatus; email: string; phone: string },
  facts: CaseFacts,
  now: Date,
  channels: ReminderChannelsOffered,
): Promise<CaseView["case"]["reminders"]> {
  const open = isOpenCase(row.status);
  const choice = await reminderChoiceOf(db, submissionId, row.email);
  const push = await pushChoiceOf(db, submissionId, channels.pushPublicKey, open);
  const whatsApp = await whatsAppChoiceOf(db, submissionId, row, channels.whatsApp);
  const states = [
    { channel: "email" as const, status: choice.email },
    { channel: "whatsapp" as const, status: whatsApp.status },
    { channel: "push" as const, status: push.browsers > 0 ? ("on" as const) : ("off" as const) },
  ];
  const channel = (states.find((state) => state.status === "on") ?? states.find((state) => state.status === "asked"))
    ?.channel;
  const planned = open && channel !== undefined ? await plannedRemindersOf(db, submissionId, channel, facts, now) : [];
  return {
    offered: open && row.email !== "",
    ...choice,
    push,
    whatsApp,
    planned: planned.map((reminder) => ({
      at: reminder.at.toISOString(),
      atText: formatIndiaDateTime(reminder.at),
      stepId: reminder.stepId,
      slot: reminder.slot,
      what: plannedReminderText(DEFAULT_LANGUAGE, reminder),
    })),
  };
}

async function caseViewWithEnglishDates(
  db: Kysely<Database>,
  submissionId: number,
  now: Date,
  remembered: boolean,
  evidenceLimits: EvidenceLimits,
  texts: Record<CasePageTextId, string>,
  happened: HappenedText,
  channels: ReminderChannelsOffered,
): Promise<CaseView | undefined> {
  const stored = await storedCase(db, submissionId);
  if (!stored) return undefined;
  const { row, progress } = stored;
  const facts = caseFactsOf(row, progress);
  const paymentApproval = facts.paymentApproval;

  const sent: { label: string; value: string }[] = [
    { label: texts["sent.name"], value: row.name },
    { label: texts["sent.email"], value: row.email },
    { label: texts["sent.phone"], value: row.phone },
    { label: texts["sent.state"], value: row.state },
    { label: texts["sent.city"], value: row.city },
    { label: texts["sent.subject"], value: row.subject },
    { label: texts[row.kind === "help_request" ? "sent.query" : "sent.message"], value: row.message },
    {
      label: texts["sent.happened"],
      value: facts.happenedAt === null ? "" : happened(facts.happenedAt, Boolean(row.incident_time_unknown)),
    },
    { label: texts["sent.money"], value: paymentApproval === null ? "" : texts[PAYMENT_TEXT[paymentApproval]] },
    { label: texts["sent.amountLost"], value: amountLostText(row.amount_lost) ?? "" },
  ].filter((item) => item.value !== "");

  // Shown to the victim, so the desk's messages count as read from here on.
  const messages = await caseThreadForVictim(db, submissionId, now);

  return {
    status: "success",
    case: {
      reference: row.reference,
      receivedAt: row.created_at,
      // A request the desk has written about is being worked on, whatever its status says yet.
      statusText:
        row.status === "new" && messages.some((message) => message.from === "desk")
          ? texts[STATUS_TEXT.in_progress]
          : texts[STATUS_TEXT[row.status]],
      remembered,
      openedFromMail: row.opened_from_mail_at !== null,
      firstHour:
        row.kind === "help_request"
          ? firstHourOf(
              {
                paymentApproval: row.payment_approval,
                amountLost: row.amount_lost === null ? null : Number(row.amount_lost),
                incidentAt: row.incident_at,
                incidentTimeUnknown: row.incident_time_unknown === 1,
              },
              now,
            )
          : null,
      replyDueAt:
        row.first_response_at === null && (row.status === "new" || row.status === "in_progress")
          ? row.response_due_at
          : null,
      sent,
      nextSteps: nextSteps(facts, now).map((step) => ({
        id: step.id,
        title: step.title,
        detailParts: step.detailParts,
        due: step.due?.toISOString() ?? null,
        dueText: step.due ? formatIndiaDateTime(step.due) : null,
        counting: step.counting,
        state: step.state,
        source: step.rule?.source ?? null,
        instrument: step.rule?.instrument ?? null,
        says: step.says,
      })),
      progress: {
        helplineCalledAt: facts.calledHelplineAt ? indiaDateTimeLocal(facts.calledHelplineAt) : "",
        helplineAcknowledgement: progress?.helpline_acknowledgement ?? "",
        portalComplaintFinished: facts.portalComplaintFinished ?? false,
        bankName: progress?.bank_name ?? "",
        bankToldAt: facts.toldBankAt ? indiaDateTimeLocal(facts.toldBankAt) : "",
        bankReference: progress?.bank_reference ?? "",
        bankRepliedOn: progress?.bank_replied_on ?? "",
        walletIssuer: progress?.wallet_issuer ?? "",
        coerced: progress?.coerced ?? "",
        accountOfOrganisation: progress?.account_of_organisation ?? "",
        claimedCompensationBefore: progress?.claimed_compensation_before ?? "",
        harm: facts.harm ?? "",
        personIsMinor: progress?.person_is_minor ?? "",
      },
      asks: regimeQuestionsFor(facts, now),
      ...(await caseTransactionsView(db, submissionId)),
      messages,
      evidence: {
        files: await listEvidence(db, submissionId),
        limits: evidenceLimits,
        acceptsUploads: row.status !== "spam",
      },
      reminders: await remindersView(db, submissionId, row, facts, now, channels),
    },
  };
}
