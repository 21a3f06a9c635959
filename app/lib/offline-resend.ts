// A form that could not reach the server sends itself again once the browser is back online
// (docs/decisions/0022). The visitor's values stay in the form and its draft meanwhile, and the
// resend carries the same Idempotency-Key, so the server stores the request once even if the
// first try did reach it.

/** While the browser says it is online but the server was unreachable, how often to try again. */
export const RESEND_RETRY_MS = 30_000;

export interface ResendOptions {
  /** Where the `online` event fires: the window. */
  target: Pick<EventTarget, "addEventListener" | "removeEventListener">;
  isOnline: () => boolean;
  retryMs: number;
}

/**
 * Calls `send` once: on the next `online` event or, while the browser already says it is online
 * (the connection or the server failed, not the network), at the next retry. Returns a function
 * that cancels it (a new submission by hand, or the form going away).
 */
export function sendOnceBackOnline(send: () => void, { target, isOnline, retryMs }: ResendOptions): () => void {
  let cancelled = false;
  const timer = setInterval(() => {
    if (isOnline()) fire();
  }, retryMs);
  function cancel(): void {
    cancelled = true;
    clearInterval(timer);
    target.removeEventListener("online", fire);
  }
  function fire(): void {
    if (cancelled) return;
    cancel();
    send();
  }
  target.addEventListener("online", fire);
  return cancel;
}
