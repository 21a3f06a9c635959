import { adminEndpoints } from "~/shared/admin-endpoints";
import { callAdmin } from "./client";

/** The signed-in member's new password; every other session of theirs ends (docs/decisions/0057). */
export function changePassword(change: { currentPassword: string; newPassword: string }) {
  return callAdmin(adminEndpoints.accountPassword, { body: change });
}

/** The signed-in member's second factor (docs/decisions/0072). */
export function fetchSecondFactor(signal?: AbortSignal) {
  return callAdmin(adminEndpoints.accountSecondFactor, { signal });
}

/** A new secret and its QR code; nothing changes for logging in until a code confirms it. */
export function startSecondFactorSetup() {
  return callAdmin(adminEndpoints.accountSecondFactorSetup, { body: {} });
}

/** The password and the first code from the app: the second factor is on, and the recovery codes come back once. */
export function confirmSecondFactor(password: string, code: string) {
  return callAdmin(adminEndpoints.accountSecondFactorConfirm, { body: { password, code } });
}

export function makeNewRecoveryCodes(code: string) {
  return callAdmin(adminEndpoints.accountRecoveryCodes, { body: { code } });
}

export function turnOffSecondFactor(details: { password: string; code: string }) {
  return callAdmin(adminEndpoints.accountSecondFactorOff, { body: details });
}
