import { getJson, sendJson, withQuery } from "./client";
import { adminApiPaths } from "~/shared/routes";
import type { MailStatus } from "~/shared/schemas/admin";
import type { OutboxEntry, OutboxPage } from "~/shared/schemas/admin-replies";

/** GET /api/admin/outbox: a page of mail, newest first, with the counts by status. */
export function fetchOutbox(params: { status?: MailStatus; page: number }, signal?: AbortSignal): Promise<OutboxPage> {
  return getJson<OutboxPage>(withQuery(adminApiPaths.outbox, params), signal);
}

/** A failed mail gets a fresh round of tries; the server writes the audit entry. */
export function retryMail(id: number): Promise<OutboxEntry> {
  return sendJson<OutboxEntry>("POST", adminApiPaths.outboxRetry(id), {});
}
