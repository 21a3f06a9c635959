import { AdminApiError } from "./api/client";
import { errorText } from "~/app/content/admin";

/** The server's own words for a refusal, or a plain "try again" when no answer came. */
export function errorMessage(error: unknown): string {
  return error instanceof AdminApiError && error.status !== 0 && !error.message.startsWith("HTTP ")
    ? error.message
    : errorText.actionFailed;
}
