import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import { limits } from "~/shared/constants";
import type { DuplicateCase, PossibleDuplicates } from "~/shared/schemas/admin-replies";
import { recordAudit, type AuditActor } from "../audit/audit-log";
import type { Database, SubmissionsTable } from "../db/schema";
import { insertSubmissionNote } from "./casework-store";
import { setStatusWithin } from "./status-change";
import { duplicateMessages } from "~/shared/messages/admin";

// Possible duplicates (docs/decisions/0035): requests with the same contact key (e-mail or phone,
// server/submissions/contact-keys.ts) sent within 30 days of each other, and the desk marking
// two of them as one case. Only the desk sees the link: a victim's case page reads their own
// row and nothing of the other's.

const WINDOW_MS = limits.duplicateWindowDays * 24 * 60 * 60 * 1000;

/** The most possible duplicates the detail lists; a case with more is a campaign, not a person. */
const MOST_LISTED = 50;

/** What the search for a case's possible duplicates needs to know of it. */
export type KeyedCase = Pick<
  Selectable<SubmissionsTable>,
  "id" | "email_key" | "phone_key" | "created_at" | "duplicate_of"
>;

/** The case a group of cases marked as one is known by: its primary. */
const groupOf = (keyed: Pick<KeyedCase, "id" | "duplicate_of">) => keyed.duplicate_of ?? keyed.id;

function windowAround(createdAt: string): { from: string; to: string } {
  const at = new Date(createdAt).getTime();
  return { from: new Date(at - WINDOW_MS).toISOString(), to: new Date(at + WINDOW_MS).toISOString() };
}

/**
 * One range of a key's index per key of the case (migration 0019): other cases with that key
 * sent within the window, leaving out those already one case with it and those the desk found
 * to be someone else (migration 0021).
 */
function matchBranches(keyed: KeyedCase) {
  const { from, to } = windowAround(keyed.created_at);
  const keys = [
    ["email_key", keyed.email_key],
    ["phone_key", keyed.phone_key],
  ] as const;
  return keys
    .filter(([, value]) => value !== null)
    .map(
      ([column, value]) => sql`
        select cast(${keyed.id} as integer) as case_id, submissions.id as other_id from submissions
        where ${sql.ref(`submissions.${column}`)} = ${value}
          and submissions.created_at >= ${from} and submissions.created_at <= ${to}
          and submissions.id <> ${keyed.id}
          and coalesce(submissions.duplicate_of, submissions.id) <> ${groupOf(keyed)}
          and not exists (
            select 1 from duplicate_dismissals
            where (low_id = ${keyed.id} and high_id = submissions.id)
               or (low_id = submissions.id and high_id = ${keyed.id})
          )`,
    );
}

/** How many possible duplicates each case has, in one query, for a page of the inbox. */
export async function possibleDuplicateCounts(
  db: Kysely<Database>,
  cases: readonly KeyedCase[],
): Promise<Map<number, number>> {
  const branches = cases.flatMap(matchBranches);
  const counts = new Map<number, number>();
  if (branches.length === 0) return counts;
  // UNION, not UNION ALL: a case matched by both its e-mail and its phone counts once.
  const { rows } = await sql<{ case_id: number; count: number | string | bigint }>`
    select case_id, count(*) as count from (${sql.join(branches, sql` union `)}) as matches group by case_id
  `.execute(db);
  for (const row of rows) counts.set(Number(row.case_id), Number(row.count));
  return counts;
}

async function findKeyedCase(db: Kysely<Database> | Transaction<Database>, reference: string) {
  return db
    .selectFrom("submissions")
    .select(["id", "reference", "status", "email_key", "phone_key", "created_at", "duplicate_of"])
    .where("reference", "=", reference)
    .executeTakeFirst();
}

const DUPLICATE_CASE_COLUMNS = [
  "submissions.reference",
  "submissions.name",
  "submissions.kind",
  "submissions.status",
  "submissions.created_at",
  "submissions.email_key",
  "submissions.phone_key",
] as const;

/**
 * A case's possible duplicates, oldest first, the cases already one case with it, and those marked
 * as someone else; undefined for an unknown reference.
 */
export async function findPossibleDuplicates(
  db: Kysely<Database>,
  reference: string,
): Promise<PossibleDuplicates | undefined> {
  const keyed = await findKeyedCase(db, reference);
  if (!keyed) return undefined;
  const toCase = (
    row: Pick<
      Selectable<SubmissionsTable>,
      "reference" | "name" | "kind" | "status" | "created_at" | "email_key" | "phone_key"
    >,
  ): DuplicateCase => ({
    reference: row.reference,
    name: row.name,
    kind: row.kind,
    status: row.status,
    createdAt: row.created_at,
    sameEmail: keyed.email_key !== null && row.email_key === keyed.email_key,
    samePhone: keyed.phone_key !== null && row.phone_key === keyed.phone_key,
  });

  const ids = matchBranches(keyed);
  const possible =
    ids.length === 0
      ? []
      : await db
          .selectFrom("submissions")
          .select(DUPLICATE_CASE_COLUMNS)
          .where(
            "submissions.id",
            "in",
            sql<number>`(select other_id from (${sql.join(ids, sql` union `)}) as matches)`,
          )
          .orderBy("submissions.created_at")
          .orderBy("submissions.id")
          .limit(MOST_LISTED)
          .execute();

  const group = groupOf(keyed);
  const markedAsOne = await db
    .selectFrom("submissions")
    .select([...DUPLICATE_CASE_COLUMNS, "submissions.id"])
    .where((eb) => eb.or([eb("submissions.id", "=", group), eb("submissions.duplicate_of", "=", group)]))
    .where("submissions.id", "<>", keyed.id)
    .orderBy("submissions.created_at")
    .orderBy("submissions.id")
    .execute();
  const primary = markedAsOne.find((row) => row.id === group);

  // The pairs marked "Not the same person", by the pair's key and its reverse index (migration 0021).
  const differentPeople = await db
    .selectFrom("duplicate_dismissals")
    .innerJoin("submissions", (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([
            eb("duplicate_dismissals.low_id", "=", keyed.id),
            eb("submissions.id", "=", eb.ref("duplicate_dismissals.high_id")),
          ]),
          eb.and([
            eb("duplicate_dismissals.high_id", "=", keyed.id),
            eb("submissions.id", "=", eb.ref("duplicate_dismissals.low_id")),
          ]),
        ]),
      ),
    )
    .leftJoin("users", "users.id", "duplicate_dismissals.dismissed_by")
    .where((eb) =>
      eb.or([eb("duplicate_dismissals.low_id", "=", keyed.id), eb("duplicate_dismissals.high_id", "=", keyed.id)]),
    )
    .select([
      "submissions.reference",
      "submissions.name",
      "users.name as marked_by",
      "duplicate_dismissals.created_at as marked_at",
    ])
    .orderBy("duplicate_dismissals.created_at", "desc")
    .orderBy("submissions.id")
    .execute();

  return {
    primary: primary ? primary.reference : null,
    markedAsOne: markedAsOne.map(toCase),
    possible: possible.map(toCase),
    differentPeople: differentPeople.map((row) => ({
      reference: row.reference,
      name: row.name,
      markedBy: row.marked_by,
      markedAt: row.marked_at,
    })),
  };
}

export type MergeOutcome =
  | { kind: "merged"; primary: string; duplicate: string }
  | { kind: "not_found" }
  /** Bad input: the same case, or one that is no possible duplicate. Nothing changed. */
  | { kind: "invalid"; message: string }
  /** The cases' merges already say otherwise. Nothing changed. */
  | { kind: "conflict"; message: string };

/**
 * Marks two possible duplicates as one case: the newer joins the older (the primary), is resolved,
 * and gets a note saying so, as does the primary; the change is in the audit log. Refused, with
 * nothing changed, when either is already one case with a third, or the newer has cases of its own.
 */
export async function markAsOneCase(
  db: Kysely<Database>,
  reference: string,
  otherReference: string,
  actor: AuditActor,
  now: Date,
): Promise<MergeOutcome> {
  if (reference === otherReference) return { kind: "invalid", message: duplicateMessages.sameCase };
  return db.transaction().execute(async (trx) => {
    const one = await findKeyedCase(trx, reference);
    const other = await findKeyedCase(trx, otherReference);
    if (!one || !other) return { kind: "not_found" };
    const [primary, duplicate] =
      one.created_at < other.created_at || (one.created_at === other.created_at && one.id < other.id)
        ? [one, other]
        : [other, one];

    if (groupOf(one) === groupOf(other)) {
      return { kind: "conflict", message: duplicateMessages.alreadyOne(reference, otherReference) };
    }
    for (const merged of [primary, duplicate]) {
      if (merged.duplicate_of !== null) {
        const itsPrimary = await trx
          .selectFrom("submissions")
          .select("reference")
          .where("id", "=", merged.duplicate_of)
          .executeTakeFirstOrThrow();
        return { kind: "conflict", message: duplicateMessages.alreadyMerged(merged.reference, itsPrimary.reference) };
      }
    }
    const itsOwn = await trx
      .selectFrom("submissions")
      .select("id")
      .where("duplicate_of", "=", duplicate.id)
      .limit(1)
      .executeTakeFirst();
    if (itsOwn) return { kind: "conflict", message: duplicateMessages.isPrimary(duplicate.reference) };

    const branches = matchBranches(duplicate);
    const matches =
      branches.length > 0 &&
      (
        await sql<{ one: number }>`
          select 1 as one from (${sql.join(branches, sql` union `)}) as matches where other_id = ${primary.id}
        `.execute(trx)
      ).rows.length > 0;
    if (!matches) return { kind: "invalid", message: duplicateMessages.notPossibleDuplicate(otherReference) };

    await trx.updateTable("submissions").set({ duplicate_of: primary.id }).where("id", "=", duplicate.id).execute();
    await setStatusWithin(trx, duplicate, "resolved", actor, now, { mergedInto: primary.reference });
    await insertSubmissionNote(trx, duplicate.id, duplicateMessages.noteOnDuplicate(primary.reference), actor, now);
    await insertSubmissionNote(trx, primary.id, duplicateMessages.noteOnPrimary(duplicate.reference), actor, now);
    await recordAudit(trx, {
      actor,
      action: "submission.merged",
      targetType: "submission",
      targetId: duplicate.reference,
      detail: { into: primary.reference },
      now,
    });
    return { kind: "merged", primary: primary.reference, duplicate: duplicate.reference };
  });
}

export type DismissOutcome =
  | { kind: "dismissed"; reference: string; other: string }
  | { kind: "not_found" }
  /** The same case, or one that is no possible duplicate (already dismissed included). Nothing changed. */
  | { kind: "invalid"; message: string };

/**
 * "Not the same person": the two cases share an e-mail or a phone but are different people (a
 * family's one phone). Neither lists the other again, on the inbox's count or in the detail; the
 * change is in the audit log. Only a current possible duplicate can be dismissed.
 */
export async function dismissPossibleDuplicate(
  db: Kysely<Database>,
  reference: string,
  otherReference: string,
  actor: AuditActor,
  now: Date,
): Promise<DismissOutcome> {
  if (reference === otherReference) return { kind: "invalid", message: duplicateMessages.sameCase };
  return db.transaction().execute(async (trx) => {
    const one = await findKeyedCase(trx, reference);
    const other = await findKeyedCase(trx, otherReference);
    if (!one || !other) return { kind: "not_found" };
    const branches = matchBranches(one);
    const matches =
      branches.length > 0 &&
      (
        await sql<{ one: number }>`
          select 1 as one from (${sql.join(branches, sql` union `)}) as matches where other_id = ${other.id}
        `.execute(trx)
      ).rows.length > 0;
    if (!matches) return { kind: "invalid", message: duplicateMessages.notPossibleDuplicate(otherReference) };
    await trx
      .insertInto("duplicate_dismissals")
      .values({
        low_id: Math.min(one.id, other.id),
        high_id: Math.max(one.id, other.id),
        dismissed_by: actor.id,
        created_at: now.toISOString(),
      })
      .execute();
    await recordAudit(trx, {
      actor,
      action: "submission.not_duplicate",
      targetType: "submission",
      targetId: one.reference,
      detail: { with: other.reference },
      now,
    });
    return { kind: "dismissed", reference: one.reference, other: other.reference };
  });
}

export type SeparateOutcome =
  | { kind: "separated"; separated: string; primary: string }
  | { kind: "not_found" }
  /** The same case named twice. Nothing changed. */
  | { kind: "invalid"; message: string }
  /** The two are not marked as one with each other. Nothing changed. */
  | { kind: "conflict"; message: string };

/**
 * Takes back "Mark as one case": the case that was merged into the other (its primary) is its own
 * case again and back in progress, through the same status change as any other, so its deadline,
 * the inbox's counts and the audit log follow; both get a note saying so. Either case may ask.
 */
export async function separateCases(
  db: Kysely<Database>,
  reference: string,
  otherReference: string,
  actor: AuditActor,
  now: Date,
): Promise<SeparateOutcome> {
  if (reference === otherReference) return { kind: "invalid", message: duplicateMessages.otherThanItself };
  return db.transaction().execute(async (trx) => {
    const one = await findKeyedCase(trx, reference);
    const other = await findKeyedCase(trx, otherReference);
    if (!one || !other) return { kind: "not_found" };
    const pair =
      one.duplicate_of === other.id
        ? { separated: one, primary: other }
        : other.duplicate_of === one.id
          ? { separated: other, primary: one }
          : undefined;
    if (!pair) {
      if (one.duplicate_of !== null && one.duplicate_of === other.duplicate_of) {
        const theirs = await trx
          .selectFrom("submissions")
          .select("reference")
          .where("id", "=", one.duplicate_of)
          .executeTakeFirstOrThrow();
        return {
          kind: "conflict",
          message: duplicateMessages.notOneWithEachOther(reference, otherReference, theirs.reference),
        };
      }
      return { kind: "conflict", message: duplicateMessages.notOne(reference, otherReference) };
    }
    const { separated, primary } = pair;

    // Only while still marked: a desk member who separated them a moment before leaves nothing to do.
    const cleared = await trx
      .updateTable("submissions")
      .set({ duplicate_of: null })
      .where("id", "=", separated.id)
      .where("duplicate_of", "=", primary.id)
      .executeTakeFirst();
    if (Number(cleared.numUpdatedRows) === 0) {
      return { kind: "conflict", message: duplicateMessages.notOne(reference, otherReference) };
    }
    await setStatusWithin(trx, separated, "in_progress", actor, now, { separatedFrom: primary.reference });
    await insertSubmissionNote(trx, separated.id, duplicateMessages.noteOnSeparated(primary.reference), actor, now);
    await insertSubmissionNote(
      trx,
      primary.id,
      duplicateMessages.noteOnPrimarySeparated(separated.reference),
      actor,
      now,
    );
    await recordAudit(trx, {
      actor,
      action: "submission.separated",
      targetType: "submission",
      targetId: separated.reference,
      detail: { from: primary.reference },
      now,
    });
    return { kind: "separated", separated: separated.reference, primary: primary.reference };
  });
}

export type UndoDismissalOutcome =
  | { kind: "undone"; reference: string; other: string }
  | { kind: "not_found" }
  /** The same case named twice. Nothing changed. */
  | { kind: "invalid"; message: string }
  /** The pair is not marked as different people. Nothing changed. */
  | { kind: "conflict"; message: string };

/**
 * Takes back "Not the same person": the pair's row goes, so each case may list the other as a
 * possible duplicate again (if it still is one); the change is in the audit log.
 */
export async function undoDismissal(
  db: Kysely<Database>,
  reference: string,
  otherReference: string,
  actor: AuditActor,
  now: Date,
): Promise<UndoDismissalOutcome> {
  if (reference === otherReference) return { kind: "invalid", message: duplicateMessages.otherThanItself };
  return db.transaction().execute(async (trx) => {
    const one = await findKeyedCase(trx, reference);
    const other = await findKeyedCase(trx, otherReference);
    if (!one || !other) return { kind: "not_found" };
    const removed = await trx
      .deleteFrom("duplicate_dismissals")
      .where("low_id", "=", Math.min(one.id, other.id))
      .where("high_id", "=", Math.max(one.id, other.id))
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) {
      return { kind: "conflict", message: duplicateMessages.notDifferentPeople(reference, otherReference) };
    }
    await recordAudit(trx, {
      actor,
      action: "submission.not_duplicate_undone",
      targetType: "submission",
      targetId: one.reference,
      detail: { with: other.reference },
      now,
    });
    return { kind: "undone", reference: one.reference, other: other.reference };
  });
}
