import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema";

// Who did what, when: every admin action that reads, exports or changes people's data, and
// every change to an account. Entries name a submission by its reference and never copy what
// the person wrote (nor the search words), so erasing a submission leaves no personal data
// behind in the log. A read is one entry per request, naming the references it showed.

type AuditAction =
  | "auth.login"
  | "auth.logout"
  | "auth.first_admin_created"
  | "user.created_by_cli"
  | "user.approved"
  | "user.rejected"
  | "user.disabled"
  | "submissions.viewed"
  | "submission.viewed"
  | "submission.status_changed"
  | "submission.assigned"
  | "submission.merged"
  | "submission.not_duplicate"
  | "submission.not_duplicate_undone"
  | "submission.separated"
  | "submission.note_added"
  | "submission.message_sent"
  | "submission.contacted"
  | "submission.deleted"
  | "submission.case_links_revoked"
  | "evidence.downloaded"
  | "submissions.exported"
  | "report.exported"
  | "mail.retried"
  | "reply_template.created"
  | "reply_template.updated"
  | "reply_template.deleted"
  | "sessions.revoked_all";

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
  now?: Date;
}

/** Pass the transaction that made the change, so the change and its record commit together. */
export async function recordAudit(db: Kysely<Database> | Transaction<Database>, entry: AuditEntryInput): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      actor_user_id: entry.actor.id,
      actor_name: entry.actor.name,
      actor_email: entry.actor.email,
      action: entry.action,
      target_type: entry.targetType ?? null,
      target_id: entry.targetId ?? null,
      detail: JSON.stringify(entry.detail ?? {}),
      created_at: (entry.now ?? new Date()).toISOString(),
    })
    .execute();
}
