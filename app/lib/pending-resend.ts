import type { KeyedContent } from "./idempotency-key";

// A send that could not reach the server waits to go again (./offline-resend.ts). Kept in the
// tab's sessionStorage beside the form's draft (./use-form-draft.ts), so that a reload does not
// drop the promise the form made ("it will be sent when you are connected"): the reloaded form
// sends itself with the key it had, and the server stores it once even if the first try did
// reach it. sessionStorage, like the draft: this tab only, gone when it closes.

const PREFIX = "resend:";

export function readPendingResend(draftKey: string): KeyedContent | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(PREFIX + draftKey) ?? "null");
    if (typeof value !== "object" || value === null) return null;
    const { content, key } = value as Record<string, unknown>;
    return typeof content === "string" && typeof key === "string" ? { content, key } : null;
  } catch {
    return null;
  }
}

export function keepPendingResend(draftKey: string, keyed: KeyedContent | null): void {
  try {
    if (keyed) window.sessionStorage.setItem(PREFIX + draftKey, JSON.stringify(keyed));
    else window.sessionStorage.removeItem(PREFIX + draftKey);
  } catch {
    // Storage full or disabled: the resend still happens while the page lives.
  }
}
