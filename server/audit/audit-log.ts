import type { Kysely, Transaction } from "kysely";
import type { AUDIT_ACTION_GROUPS, AuditActionGroup } from "~/shared/schemas/admin";
import type { Database } from "../db/schema";
import { reusableInsert } from "../db/reusable-query";

// Who did what, when: every admin action that reads, exports or changes people's data, and
// every change to an account. Entries name a submission by its reference and never copy what
// the person wrote (nor the search words), so erasing a submission leaves no personal data
// behind in the log. A read is one entry per request, naming the references it showed.

/** Every action recorded, each in one of the audit log's kinds (docs/decisions/0048). */
type AuditAction = (typeof AUDIT_ACTION_GROUPS)[AuditActionGroup][number];

/** The signed-in person an entry is about; `null` id for the command line. */
export interface AuditActor {
  id: number | null;
  name: string;
  email: string;
}

export interface AuditEntryInput {
  actor: AuditActor;
  action: AuditAction;
  targetType?: "submission" | "user" | "report" | "mail" | "reply_template";
  targetId?: string;
  /** Small, non-personal facts: a new status, filter names, a row count, references shown. */
  detail?: Record<string, unknown>;
  now: Date;
}

/** Pass the transaction that made the change, so the change and its record commit together. */
export async function recordAudit(db: Kysely<Database> | Transaction<Database>, entry: AuditEntryInput): Promise<void> {
  await insertEntry(db, entry);
}

/**
 * An entry that names more references than its detail should hold (a CSV export names every row
 * it sends), kept while the work it records runs (docs/decisions/0044, 0045). The entry is
 * written first; each batch of references then goes in its own row of `audit_log_references`,
 * with the entry's detail brought up to date in the same transaction, before the caller hands
 * that batch on. So the log names what left the server even if the process dies midway, and
 * nothing holds the references in memory: put in the detail as one JSON array, a million of them
 * took about 80 MB of the server's memory to write, and again to read for a page of the log.
 */
export interface AuditEntryWithReferences {
  /** Records one batch, space-separated references, and the detail as it stands after it. */
  addBatch(references: string, detail: Record<string, unknown>): Promise<void>;
  /** The detail once the work has ended, however it ended. */
  close(detail: Record<string, unknown>): Promise<void>;
}

export async function openAuditEntryWithReferences(
  db: Kysely<Database>,
  entry: AuditEntryInput,
): Promise<AuditEntryWithReferences> {
  const { id } = await insertEntry(db, entry);
  let position = 0;
  const setDetail = (trx: Kysely<Database>, detail: Record<string, unknown>) =>
    trx
      .updateTable("audit_log")
      .set({ detail: JSON.stringify(detail) })
      .where("id", "=", id)
      .execute();
  return {
    async addBatch(references, detail) {
      const batch = { audit_log_id: id, position, reference_count: wordCount(references), reference_list: references };
      await db.transaction().execute(async (trx) => {
        await trx.insertInto("audit_log_references").values(batch).execute();
        await setDetail(trx, detail);
      });
      position += 1;
    },
    async close(detail) {
      await setDetail(db, detail);
    },
  };
}

/** Words in a space-separated list, counted without splitting it into a thousand strings. */
function wordCount(list: string): number {
  if (list === "") return 0;
  let count = 1;
  for (let index = list.indexOf(" "); index !== -1; index = list.indexOf(" ", index + 1)) count++;
  return count;
}

/** Every form's case link is audited as it is minted: compiled once (server/db/reusable-query.ts). */
const insertAuditRow = reusableInsert("audit_log", ["id"]);

async function insertEntry(
  db: Kysely<Database> | Transaction<Database>,
  entry: AuditEntryInput,
): Promise<{ id: number }> {
  const inserted = await insertAuditRow(db, {
    actor_user_id: entry.actor.id,
    actor_name: entry.actor.name,
    actor_email: entry.actor.email,
    action: entry.action,
    target_type: entry.targetType ?? null,
    target_id: entry.targetId ?? null,
    detail: JSON.stringify(entry.detail ?? {}),
    created_at: entry.now.toISOString(),
  });
  const row = inserted.rows[0];
  if (!row) throw new Error("The audit entry's insert answered no id.");
  return row;
}

/**
 * Every reference an entry keeps apart, in the order sent; [] for an entry that keeps none. For
 * the audit log's file (npm run audit:export), which writes each entry whole.
 */
export async function referencesKeptApart(db: Kysely<Database>, auditLogId: number): Promise<string[]> {
  const batches = await db
    .selectFrom("audit_log_references")
    .select("reference_list")
    .where("audit_log_id", "=", auditLogId)
    .orderBy("position")
    .execute();
  return batches.flatMap(({ reference_list }) => (reference_list === "" ? [] : reference_list.split(" ")));
}
