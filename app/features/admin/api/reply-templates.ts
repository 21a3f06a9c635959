import { getJson, sendJson } from "./client";
import { adminApiPaths } from "~/shared/routes";
import type { ReplyTemplateInput } from "~/shared/schemas/admin";
import type { ReplyTemplate } from "~/shared/schemas/admin-replies";
import type { SuccessMessage } from "~/shared/schemas/api-responses";

// The desk's saved replies (docs/decisions/0033): every member reads them; admins change them.

export function fetchReplyTemplates(signal?: AbortSignal): Promise<ReplyTemplate[]> {
  return getJson<ReplyTemplate[]>(adminApiPaths.replyTemplates, signal);
}

export function createReplyTemplate(input: ReplyTemplateInput): Promise<ReplyTemplate> {
  return sendJson<ReplyTemplate>("POST", adminApiPaths.replyTemplates, input);
}

export function updateReplyTemplate(id: number, input: ReplyTemplateInput): Promise<ReplyTemplate> {
  return sendJson<ReplyTemplate>("PUT", adminApiPaths.replyTemplate(id), input);
}

export function deleteReplyTemplate(id: number): Promise<SuccessMessage> {
  return sendJson<SuccessMessage>("DELETE", adminApiPaths.replyTemplate(id));
}
