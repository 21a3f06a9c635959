import { getJson, sendJson } from "./client";
import { adminApiPaths } from "~/shared/routes";
import type { UserRole } from "~/shared/schemas/admin";
import type { AdminUser } from "~/shared/schemas/admin-replies";
import type { SuccessMessage } from "~/shared/schemas/api-responses";
import type { PasswordResetLink, SecondFactorSetting } from "~/shared/schemas/auth-replies";

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

/** A one-time password reset link for the member, in this answer only (docs/decisions/0057). */
export function makePasswordResetLink(id: number): Promise<PasswordResetLink> {
  return sendJson<PasswordResetLink>("POST", adminApiPaths.userPasswordResetLink(id), {});
}

/** A member's second factor cleared, for a lost phone with no recovery codes (docs/decisions/0072). */
export function clearSecondFactor(id: number): Promise<SuccessMessage> {
  return sendJson<SuccessMessage>("DELETE", adminApiPaths.userSecondFactor(id));
}

export function fetchSecondFactorSetting(signal?: AbortSignal): Promise<SecondFactorSetting> {
  return getJson<SecondFactorSetting>(adminApiPaths.secondFactorSetting, signal);
}

/** Whether every desk account must have a second factor. */
export function setSecondFactorRequired(required: boolean): Promise<SuccessMessage> {
  return sendJson<SuccessMessage>("PUT", adminApiPaths.secondFactorSetting, { required });
}
