import { sendJson } from "./client";
import { adminApiPaths } from "~/shared/routes";
import type { SuccessMessage } from "~/shared/schemas/api-responses";

/** The signed-in member's new password; every other session of theirs ends (docs/decisions/0057). */
export function changePassword(change: { currentPassword: string; newPassword: string }): Promise<SuccessMessage> {
  return sendJson<SuccessMessage>("POST", adminApiPaths.accountPassword, change);
}
