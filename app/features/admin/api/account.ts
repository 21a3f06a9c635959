import { getJson, sendJson } from "./client";
import { adminApiPaths } from "~/shared/routes";
import type { SuccessMessage } from "~/shared/schemas/api-responses";
import type { RecoveryCodes, SecondFactorSetup, SecondFactorStatus } from "~/shared/schemas/auth-replies";

/** The signed-in member's new password; every other session of theirs ends (docs/decisions/0057). */
export function changePassword(change: { currentPassword: string; newPassword: string }): Promise<SuccessMessage> {
  return sendJson<SuccessMessage>("POST", adminApiPaths.accountPassword, change);
}

/** The signed-in member's second factor (docs/decisions/0072). */
export function fetchSecondFactor(signal?: AbortSignal): Promise<SecondFactorStatus> {
  return getJson<SecondFactorStatus>(adminApiPaths.accountSecondFactor, signal);
}

/** A new secret and its QR code; nothing changes for logging in until a code confirms it. */
export function startSecondFactorSetup(): Promise<SecondFactorSetup> {
  return sendJson<SecondFactorSetup>("POST", adminApiPaths.accountSecondFactorSetup, {});
}

/** The password and the first code from the app: the second factor is on, and the recovery codes come back once. */
export function confirmSecondFactor(password: string, code: string): Promise<RecoveryCodes> {
  return sendJson<RecoveryCodes>("POST", adminApiPaths.accountSecondFactorConfirm, { password, code });
}

export function makeNewRecoveryCodes(code: string): Promise<RecoveryCodes> {
  return sendJson<RecoveryCodes>("POST", adminApiPaths.accountRecoveryCodes, { code });
}

export function turnOffSecondFactor(details: { password: string; code: string }): Promise<SuccessMessage> {
  return sendJson<SuccessMessage>("DELETE", adminApiPaths.accountSecondFactor, details);
}
