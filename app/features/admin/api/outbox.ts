import { adminEndpoints } from "~/shared/admin-endpoints";
import type { MailStatus } from "~/shared/schemas/admin";
import { callAdmin } from "./client";

/** GET /api/admin/outbox: a page of mail, newest first, with the counts by status. */
export function fetchOutbox(query: { status?: MailStatus; page: number }, signal?: AbortSignal) {
  return callAdmin(adminEndpoints.outbox, { query, signal });
}

/** A failed mail gets a fresh round of tries; the server writes the audit entry. */
export function retryMail(id: number) {
  return callAdmin(adminEndpoints.outboxRetry, { params: { id }, body: {} });
}
