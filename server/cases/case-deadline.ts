import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely, Selectable } from "kysely";
import { nextDueDate, type CaseFacts } from "~/shared/case-timeline/next-steps";
import { HARM_KINDS, type HarmKind } from "~/shared/case-timeline/harm-steps";
import type { TopicSlug } from "~/shared/routes";
import type { IsoDate } from "~/shared/india-time";
import { legalRules } from "~/shared/legal-rules";
import type { LegalRule } from "~/shared/legal-rules/rule";
import type { Database, SubmissionsTable } from "../db/schema";
import type { Clock } from "../clock";
import { lookAgainAtReminders } from "../reminders/reminder-consent";

// A case's next deadline, stored on the case (submissions.next_deadline_at) so the desk's inbox
// orders by an index (docs/decisions/0029). It is the earliest date of a step still open for
// someone: the victim's "to do" or the bank's "waiting" (shared/case-timeline/next-steps.ts).
// It is stored again whenever the case's facts or status change, when a passed deadline has
// been shown as missed for a day, and, for every open case, when the legal rules change.

/** How long a passed deadline stays a case's next one, so the inbox can show it as missed. */
export const MISSED_DEADLINE_MS = 24 * 60 * 60 * 1000;

const OPEN_STATUSES = ["new", "in_progress"] as const;

/** The app_settings key of the fingerprint of the rules the stored deadlines were computed with. */
export const RULES_FINGERPRINT_KEY = "legal_rules_fingerprint";

/** Rows read and written per transaction when many deadlines are computed at once. */
const BATCH_SIZE = 500;

/** How often passed deadlines are looked for, once they have been shown as missed for a day. */
const LAPSED_SWEEP_MS = 10 * 60 * 1000;

type FactColumns = Pick<
  Selectable<SubmissionsTable>,
  "incident_at" | "payment_approval" | "paid_from" | "amount_lost"
> & {
  /** The topic page the form came from: the Identity Theft page's form is about identity theft until the victim says otherwise. */
  topic?: TopicSlug | null;
};

interface ProgressColumns {
  helpline_called_at: string | null;
  portal_complaint_finished: number;
  bank_told_at: string | null;
  bank_replied_on: string | null;
  wallet_issuer: string;
  coerced: string;
  account_of_organisation: string;
  claimed_compensation_before: string;
  /** What the case is about; the deadlines do not read it (its steps have no dates). */
  harm?: string;
  person_is_minor?: string;
}

const instant = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

/** A stored day in India (YYYY-MM-DD), or null. */
const isoDay = (day: string | null | undefined): IsoDate | null =>
  day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? (day as IsoDate) : null;

/** A stored "yes" / "no" / "" answer as the steps take it. */
const yesNo = (answer: string | null | undefined): boolean | null =>
  answer === "yes" ? true : answer === "no" ? false : null;

/** What the steps are computed from: the submission's facts and what the victim says they have done. */
export function caseFactsOf(row: FactColumns, progress: ProgressColumns | null | undefined): CaseFacts {
  return {
    happenedAt: instant(row.incident_at),
    paymentApproval: row.payment_approval === "" ? null : row.payment_approval,
    calledHelplineAt: instant(progress?.helpline_called_at),
    portalComplaintFinished: progress?.portal_complaint_finished === 1,
    toldBankAt: instant(progress?.bank_told_at),
    bankRepliedOn: isoDay(progress?.bank_replied_on),
    paidFrom: row.paid_from === "" ? null : row.paid_from,
    walletIssuer:
      progress?.wallet_issuer === "bank" || progress?.wallet_issuer === "non_bank" ? progress.wallet_issuer : null,
    coerced: yesNo(progress?.coerced),
    // PostgreSQL's bigint arrives as text.
    amountLost: row.amount_lost === null || row.amount_lost === undefined ? null : Number(row.amount_lost),
    accountOfOrganisation: yesNo(progress?.account_of_organisation),
    claimedCompensationBefore: yesNo(progress?.claimed_compensation_before),
    harm: harmOf(row.topic ?? null, progress?.harm),
    personIsMinor: yesNo(progress?.person_is_minor),
  };
}

/** What the case is about: as the victim said on the case page, else what its topic page is about, else not said. */
function harmOf(topic: TopicSlug | null, said: string | undefined): HarmKind | null {
  const kind = HARM_KINDS.find((harm) => harm === said);
  if (kind) return kind;
  return topic === "identity-theft" ? "identity_theft" : null;
}

/**
 * The earliest deadline of a step still open for the victim or the bank, or null. It is taken as
 * of a day ago, so a deadline passed less than a day ago is still the one returned (the inbox
 * marks it missed); after that day, the next deadline the rules give takes its place.
 */
function nextDeadline(facts: CaseFacts, now: Date, rules: readonly LegalRule[] = legalRules): Date | null {
  const asOf = new Date(now.getTime() - MISSED_DEADLINE_MS);
  return nextDueDate(facts, asOf, rules);
}

/** The value to store for a case: none once it is closed. */
function storedDeadline(
  row: FactColumns & { status: string },
  progress: ProgressColumns | null | undefined,
  now: Date,
  rules: readonly LegalRule[],
): string | null {
  if (!(OPEN_STATUSES as readonly string[]).includes(row.status)) return null;
  return nextDeadline(caseFactsOf(row, progress), now, rules)?.toISOString() ?? null;
}

/** A new submission's deadline, from what its form said (nothing is done yet). */
export function deadlineOfNewSubmission(row: Partial<FactColumns>, now: Date): string | null {
  return storedDeadline(
    {
      incident_at: row.incident_at ?? null,
      payment_approval: row.payment_approval ?? "",
      paid_from: row.paid_from ?? "",
      amount_lost: row.amount_lost ?? null,
      status: "new",
    },
    null,
    now,
    legalRules,
  );
}

/** Computes and stores one case's next deadline, after its facts or its status changed. */
export async function refreshCaseDeadline(db: Kysely<Database>, submissionId: number, now: Date): Promise<void> {
  await refreshDeadlines(db, [submissionId], now, legalRules);
}

/** Computes the deadlines of these cases and writes those that changed; returns how many did. */
async function refreshDeadlines(
  db: Kysely<Database>,
  ids: readonly number[],
  now: Date,
  rules: readonly LegalRule[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .selectFrom("submissions")
    .leftJoin("case_progress", "case_progress.submission_id", "submissions.id")
    .select([
      "submissions.id",
      "submissions.status",
      "submissions.incident_at",
      "submissions.payment_approval",
      "submissions.paid_from",
      "submissions.amount_lost",
      "submissions.next_deadline_at",
      "case_progress.helpline_called_at",
      "case_progress.portal_complaint_finished",
      "case_progress.bank_told_at",
      "case_progress.bank_replied_on",
      "case_progress.wallet_issuer",
      "case_progress.coerced",
      "case_progress.account_of_organisation",
      "case_progress.claimed_compensation_before",
    ])
    .where("submissions.id", "in", ids)
    .execute();
  // The same change may move the case's reminders (docs/decisions/0069).
  await lookAgainAtReminders(db, ids, now);
  let changed = 0;
  for (const row of rows) {
    const progress = row.portal_complaint_finished === null ? null : (row as ProgressColumns);
    const deadline = storedDeadline(row, progress, now, rules);
    if (deadline === row.next_deadline_at) continue;
    await db.updateTable("submissions").set({ next_deadline_at: deadline }).where("id", "=", row.id).execute();
    changed++;
  }
  return changed;
}

export interface RecomputeOptions {
  /** Tests pass other rules, to prove a change of rules moves the deadlines. */
  rules?: readonly LegalRule[];
  batchSize?: number;
  /** Asked between batches: true stops the work (the server is closing). */
  stopped?: () => boolean;
}

/**
 * Every open case's deadline again, in batches of their own transaction by ascending id, each
 * batch after the event loop had its turn, so requests are served meanwhile.
 */
async function recomputeOpenCaseDeadlines(
  db: Kysely<Database>,
  now: Date,
  options: RecomputeOptions = {},
): Promise<{ cases: number; changed: number; complete: boolean }> {
  const { rules = legalRules, batchSize = BATCH_SIZE, stopped = () => false } = options;
  let after = 0;
  let cases = 0;
  let changed = 0;
  for (;;) {
    if (stopped()) return { cases, changed, complete: false };
    const ids = (
      await db
        .selectFrom("submissions")
        .select("id")
        .where("status", "in", OPEN_STATUSES)
        .where("id", ">", after)
        .orderBy("id")
        .limit(batchSize)
        .execute()
    ).map((row) => row.id);
    if (ids.length === 0) return { cases, changed, complete: true };
    changed += await db.transaction().execute((trx) => refreshDeadlines(trx, ids, now, rules));
    cases += ids.length;
    after = ids[ids.length - 1]!;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Open cases whose stored deadline passed more than a day ago: their next deadline is another
 * one, or none. One range of the deadline index; each case is found once per passed deadline.
 */
export async function recomputeLapsedDeadlines(
  db: Kysely<Database>,
  now: Date,
  options: Pick<RecomputeOptions, "batchSize" | "stopped"> = {},
): Promise<number> {
  const { batchSize = BATCH_SIZE, stopped = () => false } = options;
  const lapsedBefore = new Date(now.getTime() - MISSED_DEADLINE_MS).toISOString();
  let changed = 0;
  let after = 0;
  for (;;) {
    if (stopped()) return changed;
    const ids = (
      await db
        .selectFrom("submissions")
        .select("id")
        .where("status", "in", OPEN_STATUSES)
        .where("next_deadline_at", "<", lapsedBefore)
        .where("id", ">", after)
        .orderBy("id")
        .limit(batchSize)
        .execute()
    ).map((row) => row.id);
    if (ids.length === 0) return changed;
    changed += await db.transaction().execute((trx) => refreshDeadlines(trx, ids, now, legalRules));
    after = ids[ids.length - 1]!;
  }
}

/** A digest of the rules' content: any change to a rule, its dates or its windows changes it. */
export function legalRulesFingerprint(rules: readonly LegalRule[] = legalRules): string {
  return createHash("sha256").update(JSON.stringify(rules)).digest("hex");
}

/**
 * At start: when the rules differ from those the stored deadlines were computed with, computes
 * every open case's again, then records the new rules' fingerprint. An interrupted run leaves the
 * old fingerprint, so the next start runs it again.
 */
export async function recomputeDeadlinesIfRulesChanged(
  db: Kysely<Database>,
  now: Date,
  options: RecomputeOptions = {},
): Promise<{ recomputed: false } | { recomputed: true; cases: number; changed: number; complete: boolean }> {
  const fingerprint = legalRulesFingerprint(options.rules);
  const stored = await db
    .selectFrom("app_settings")
    .select("value")
    .where("key", "=", RULES_FINGERPRINT_KEY)
    .executeTakeFirst();
  if (stored?.value === fingerprint) return { recomputed: false };
  const result = await recomputeOpenCaseDeadlines(db, now, options);
  if (result.complete) {
    const values = { value: fingerprint, updated_at: now.toISOString() };
    await db
      .insertInto("app_settings")
      .values({ key: RULES_FINGERPRINT_KEY, ...values })
      .onConflict((conflict) => conflict.column("key").doUpdateSet(values))
      .execute();
  }
  return { recomputed: true, ...result };
}

/**
 * The background upkeep of the stored deadlines: the rules check once at start, then the lapsed
 * deadlines every few minutes. Nothing here holds up the start; stop() waits for the batch in
 * hand, so the database is not closed under it.
 */
export function startDeadlineUpkeep(options: { db: Kysely<Database>; log: FastifyBaseLogger; clock: Clock }): {
  stop: () => Promise<void>;
} {
  const {
    db,
    log,
    clock: { now },
  } = options;
  let stopping = false;
  const stopped = () => stopping;
  let running: Promise<void> = (async () => {
    const result = await recomputeDeadlinesIfRulesChanged(db, now(), { stopped });
    if (result.recomputed) log.info(result, "case deadlines computed again for changed legal rules");
    // Deadlines that passed while no server ran.
    await recomputeLapsedDeadlines(db, now(), { stopped });
  })().catch((error: unknown) => log.error({ err: error }, "computing case deadlines for the legal rules failed"));

  const timer = setInterval(() => {
    running = running
      .then(() => recomputeLapsedDeadlines(db, now(), { stopped }))
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, "computing passed case deadlines failed"),
      );
  }, LAPSED_SWEEP_MS);
  timer.unref();

  return {
    async stop() {
      stopping = true;
      clearInterval(timer);
      await running;
    },
  };
}
