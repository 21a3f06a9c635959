import { getJson, sendJson } from "./client";
import { adminApiPaths } from "~/shared/routes";
import type { AdminUser } from "~/shared/schemas/admin-replies";

export function fetchUsers(signal?: AbortSignal): Promise<AdminUser[]> {
  return getJson<AdminUser[]>(adminApiPaths.users, signal);
}

export function approveUser(id: number): Promise<unknown> {
  return sendJson("POST", adminApiPaths.userApprove(id), {});
}

export function disableUser(id: number): Promise<unknown> {
  return sendJson("POST", adminApiPaths.userDisable(id), {});
}
