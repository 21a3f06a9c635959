import { adminEndpoints } from "~/shared/admin-endpoints";
import type { ReplyTemplateInput } from "~/shared/schemas/admin";
import { callAdmin } from "./client";

// The desk's saved replies (docs/decisions/0033): every member reads them; admins change them.

export function fetchReplyTemplates(signal?: AbortSignal) {
  return callAdmin(adminEndpoints.replyTemplates, { signal });
}

export function createReplyTemplate(input: ReplyTemplateInput) {
  return callAdmin(adminEndpoints.replyTemplateCreate, { body: input });
}

export function updateReplyTemplate(id: number, input: ReplyTemplateInput) {
  return callAdmin(adminEndpoints.replyTemplateUpdate, { params: { id }, body: input });
}

export function deleteReplyTemplate(id: number) {
  return callAdmin(adminEndpoints.replyTemplateDelete, { params: { id } });
}
