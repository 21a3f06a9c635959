import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { openAuditEntryWithReferences, type AuditEntryInput } from "../audit/audit-log";

/**
 * An entry with its references kept apart, as an export that has ended leaves it: opened, each
 * batch (space-separated references) added in order, then closed with the entry's detail.
 */
export async function recordAuditWithReferences(
  db: Kysely<Database>,
  entry: AuditEntryInput,
  referenceBatches: readonly string[],
): Promise<void> {
  const detail = entry.detail ?? {};
  const audit = await openAuditEntryWithReferences(db, entry);
  for (const batch of referenceBatches) await audit.addBatch(batch, detail);
  await audit.close(detail);
}
