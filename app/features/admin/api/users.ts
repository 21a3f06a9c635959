import { getJson, sendJson } from "./client";
import { adminApiPaths } from "~/shared/routes";
import type { UserRole } from "~/shared/schemas/admin";
import type { AdminUser } from "~/shared/schemas/admin-replies";

export function fetchUsers(signal?: AbortSignal): Promise<AdminUser[]> {
  return getJson<AdminUser[]>(adminApiPaths.users, signal);
}

/** Pending or disabled to active, in the role chosen. */
export function approveUser(id: number, role: UserRole): Promise<unknown> {
  return sendJson("POST", adminApiPaths.userApprove(id), { role });
}

/** A pending signup refused: the account is deleted. */
export function rejectUser(id: number): Promise<unknown> {
  return sendJson("POST", adminApiPaths.userReject(id), {});
}

export function disableUser(id: number): Promise<unknown> {
  return sendJson("POST", adminApiPaths.userDisable(id), {});
}
