import type { Kysely, Transaction } from "kysely";
import { UNASSIGNED_LABEL } from "~/shared/labels";
import { userRoleLabels } from "~/shared/schemas/admin";
import type { TeamMember } from "~/shared/schemas/admin-replies";
import { recordAudit, type AuditActor } from "../audit/audit-log";
import type { Database } from "../db/schema";

// Who has a case (docs/decisions/0030): the desk members a case can be given to, a case's
// assignee, and giving it to someone or to nobody. Kept apart from the routes so any view that
// shows or changes the assignee (the submission's detail, an inbox) reads and writes it alike.

type Db = Kysely<Database> | Transaction<Database>;

/** Active admins and caseworkers, by name: who a case can be given to. */
export async function listAssignableMembers(db: Db): Promise<TeamMember[]> {
  return db
    .selectFrom("users")
    .select(["id", "name", "role"])
    .where("status", "=", "active")
    .orderBy("name")
    .orderBy("id")
    .execute();
}

/** The member a case is assigned to, whatever their status now; null when nobody has it. */
export async function assigneeOfSubmission(db: Db, submissionId: number): Promise<TeamMember | null> {
  const row = await db
    .selectFrom("submissions")
    .innerJoin("users", "users.id", "submissions.assigned_to")
    .select(["users.id", "users.name", "users.role"])
    .where("submissions.id", "=", submissionId)
    .executeTakeFirst();
  return row ?? null;
}

export type AssignmentChange =
  /** `changed` is false when the case had that assignee already. */
  | { kind: "assigned"; assignee: TeamMember | null; changed: boolean }
  | { kind: "not_found" }
  /** Unknown, pending or disabled: nothing was changed. */
  | { kind: "not_assignable" };

function auditLabel(member: TeamMember | null): string {
  return member ? `${member.name} (${userRoleLabels[member.role]})` : UNASSIGNED_LABEL;
}

/**
 * Gives the case to an active member (userId) or to nobody (null). A change is written to the
 * audit log with the same transaction, naming both members in words; assigning a case to whom
 * it already has changes nothing and records nothing.
 */
export async function assignSubmission(
  db: Kysely<Database>,
  reference: string,
  userId: number | null,
  actor: AuditActor,
  now: Date,
): Promise<AssignmentChange> {
  return db.transaction().execute(async (trx) => {
    const submission = await trx
      .selectFrom("submissions")
      .select(["id", "reference"])
      .where("reference", "=", reference)
      .executeTakeFirst();
    if (!submission) return { kind: "not_found" };
    return assignWithin(trx, submission, userId, actor, now);
  });
}

/**
 * The same change inside the caller's transaction (a bulk action's), for a case already found;
 * `detail` adds to the audit entry.
 */
export async function assignWithin(
  trx: Transaction<Database>,
  submission: { id: number; reference: string },
  userId: number | null,
  actor: AuditActor,
  now: Date,
  detail: Record<string, unknown> = {},
): Promise<Exclude<AssignmentChange, { kind: "not_found" }>> {
  let next: TeamMember | null = null;
  if (userId !== null) {
    const member = await trx
      .selectFrom("users")
      .select(["id", "name", "role"])
      .where("id", "=", userId)
      .where("status", "=", "active")
      .executeTakeFirst();
    if (!member) return { kind: "not_assignable" };
    next = member;
  }
  const previous = await assigneeOfSubmission(trx, submission.id);
  if (previous?.id === next?.id) return { kind: "assigned", assignee: next, changed: false };
  await trx
    .updateTable("submissions")
    .set({ assigned_to: next?.id ?? null, updated_at: now.toISOString() })
    .where("id", "=", submission.id)
    .execute();
  await recordAudit(trx, {
    actor,
    action: "submission.assigned",
    targetType: "submission",
    targetId: submission.reference,
    detail: { from: auditLabel(previous), to: auditLabel(next), ...detail },
    now,
  });
  return { kind: "assigned", assignee: next, changed: true };
}
