import type { Kysely } from "kysely";
import type { BulkAction } from "~/shared/schemas/admin";
import type { AuditActor } from "../audit/audit-log";
import type { Database } from "../db/schema";
import { REFERENCE_PATTERN } from "../submissions/reference";
import { assignWithin } from "./assignment";
import { setStatusWithin } from "./status-change";

// The inbox's bulk actions (docs/decisions/0035): one status or one assignee for the cases the
// desk ticked, all in one transaction, so either every case changes or none does. Each change
// is made and audited exactly as the one-case routes make it (./casework-store.ts,
// ./assignment.ts), its entry marked as part of a bulk action.

export const bulkActionRefusals = {
  unknown: (references: readonly string[]) =>
    `${references.length === 1 ? "This case was" : "These cases were"} not found: ${references.join(", ")}. Nothing was changed.`,
} as const;

export type BulkOutcome =
  | { kind: "done"; references: string[]; changed: number }
  /** Nothing was changed. */
  | { kind: "unknown_references"; references: string[] }
  /** Nothing was changed. */
  | { kind: "not_assignable" };

export async function applyBulkAction(
  db: Kysely<Database>,
  references: readonly string[],
  action: BulkAction,
  actor: AuditActor,
  now: Date,
): Promise<BulkOutcome> {
  // What cannot be a reference is not looked up (PostgreSQL refuses to compare a NUL byte).
  const lookedUp = references.filter((reference) => REFERENCE_PATTERN.test(reference));
  return db.transaction().execute(async (trx) => {
    const found =
      lookedUp.length === 0
        ? []
        : await trx
            .selectFrom("submissions")
            .select(["id", "reference", "status"])
            .where("reference", "in", lookedUp)
            .orderBy("id")
            .execute();
    const known = new Set(found.map((row) => row.reference));
    const unknown = references.filter((reference) => !known.has(reference));
    if (unknown.length > 0) return { kind: "unknown_references", references: unknown };

    const detail = { bulk: references.length };
    let changed = 0;
    for (const submission of found) {
      if ("status" in action) {
        if (submission.status !== action.status) changed++;
        await setStatusWithin(trx, submission, action.status, actor, now, detail);
        continue;
      }
      const assignment = await assignWithin(trx, submission, action.assignee, actor, now, detail);
      // The member is checked before any change, so the first case refuses with nothing written.
      if (assignment.kind === "not_assignable") return { kind: "not_assignable" };
      if (assignment.changed) changed++;
    }
    return { kind: "done", references: [...references], changed };
  });
}
