import { adminEndpoints } from "~/shared/admin-endpoints";
import type { UserRole } from "~/shared/schemas/admin";
import { callAdmin } from "./client";

export function fetchUsers(signal?: AbortSignal) {
  return callAdmin(adminEndpoints.users, { signal });
}

/** Pending or disabled to active, in the role chosen. */
export function approveUser(id: number, role: UserRole) {
  return callAdmin(adminEndpoints.userApprove, { params: { id }, body: { role } });
}

/** A pending signup refused: the account is deleted. */
export function rejectUser(id: number) {
  return callAdmin(adminEndpoints.userReject, { params: { id }, body: {} });
}

export function disableUser(id: number) {
  return callAdmin(adminEndpoints.userDisable, { params: { id }, body: {} });
}

/** A one-time password reset link for the member, in this answer only (docs/decisions/0057). */
export function makePasswordResetLink(id: number) {
  return callAdmin(adminEndpoints.userPasswordResetLink, { params: { id }, body: {} });
}

/** A member's second factor cleared, for a lost phone with no recovery codes (docs/decisions/0072). */
export function clearSecondFactor(id: number) {
  return callAdmin(adminEndpoints.userSecondFactorClear, { params: { id } });
}

export function fetchSecondFactorSetting(signal?: AbortSignal) {
  return callAdmin(adminEndpoints.secondFactorSetting, { signal });
}

/** Whether every desk account must have a second factor. */
export function setSecondFactorRequired(required: boolean) {
  return callAdmin(adminEndpoints.secondFactorSettingChange, { body: { required } });
}
