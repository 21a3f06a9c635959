import { useEffect, useRef, useState, type RefObject } from "react";
import type { CaseWords } from "~/app/content/languages/island-words";
import { createIdempotencyKeys } from "~/app/lib/idempotency-key";
import { RESEND_RETRY_MS, sendOnceBackOnline } from "~/app/lib/offline-resend";
import { keepPendingResend, readPendingResend } from "~/app/lib/pending-resend";
import { postCaseChange, type CaseChange } from "./post-json";

// A transaction or a message the victim adds on their case page is never lost on the way
// (docs/decisions/0065), as the help forms' sends are not (docs/decisions/0022), with the same
// parts: one Idempotency-Key per content (app/lib/idempotency-key.ts), kept in this tab's
// sessionStorage while it waits (app/lib/pending-resend.ts), and sent once when the browser is
// back online (app/lib/offline-resend.ts), through the form's own submit so the person sees
// the usual outcome. It waits, too, while the case is no longer open on this browser: when the
// case is opened again in this tab, the form comes back with it and sends it.

/** Why an entry waits: no connection, or no open case (the API answered 401). */
export type Waiting = "offline" | "case" | null;

/** Where a form's waiting entry is kept: per form and per case, so it only ever goes to its own case. */
export function waitingSendKey(form: WaitingForm, reference: string): string {
  return `case-${form}:${reference}`;
}

const WAITING_FORMS = ["transaction", "message"] as const;
type WaitingForm = (typeof WAITING_FORMS)[number];

/** Drops a case's waiting entries: the person closed the case on this browser, or ended its links. */
export function forgetWaitingSends(reference: string): void {
  for (const form of WAITING_FORMS) keepPendingResend(waitingSendKey(form, reference), null);
}

export function useWaitingSend(options: {
  /** waitingSendKey(form, reference). */
  storageKey: string;
  url: string;
  form: RefObject<HTMLFormElement | null>;
  /** Puts a waiting entry's values back into the form: after a reload, or when the case opens again. */
  restore: (values: Record<string, string>) => void;
  words: CaseWords;
}): { send: (payload: Record<string, string>) => Promise<CaseChange>; waiting: Waiting } {
  const { storageKey, form, words } = options;
  const keys = useRef(createIdempotencyKeys()).current;
  const cancelResend = useRef<(() => void) | null>(null);
  const [waiting, setWaiting] = useState<Waiting>(null);

  const submitForm = () => form.current?.requestSubmit();

  function sendOnceOnline(): void {
    cancelResend.current?.();
    cancelResend.current = sendOnceBackOnline(submitForm, {
      target: window,
      isOnline: () => navigator.onLine,
      retryMs: RESEND_RETRY_MS,
    });
  }

  // An entry still waiting when the form appears (a reload, or the case opened again) is put
  // back and goes with the key it had: at once when the browser is online, else when it is back.
  useEffect(() => {
    const pending = readPendingResend(storageKey);
    if (!pending) return;
    const values = valuesOf(pending.content);
    if (!values) {
      keepPendingResend(storageKey, null);
      return;
    }
    keys.restore(pending);
    options.restore(values);
    setWaiting("offline");
    if (navigator.onLine) {
      // After the form's first render has settled, so its own submit sees the values put back.
      const timer = setTimeout(submitForm, 0);
      cancelResend.current = () => clearTimeout(timer);
    } else {
      sendOnceOnline();
    }
    return () => cancelResend.current?.();
    // Once, when the form first appears.
  }, []);

  /** Sends the form's values; the same content sent again carries the same Idempotency-Key. */
  async function send(payload: Record<string, string>): Promise<CaseChange> {
    // Sent by hand: nothing else is waiting to go.
    cancelResend.current?.();
    cancelResend.current = null;
    const change = await postCaseChange(options.url, payload, words, keys.keyFor(payload));
    const still: Waiting = change.kind === "offline" ? "offline" : change.kind === "closed" ? "case" : null;
    keepPendingResend(storageKey, still === null ? null : keys.last());
    if (change.kind === "updated") keys.forget();
    if (still === "offline") sendOnceOnline();
    setWaiting(still);
    return change;
  }

  return { send, waiting };
}

/** A kept entry's values (the JSON the key was made for), or null if it is not one. */
function valuesOf(content: string): Record<string, string> | null {
  try {
    const value: unknown = JSON.parse(content);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
    const entries = Object.entries(value as Record<string, unknown>);
    return entries.every(([, item]) => typeof item === "string")
      ? Object.fromEntries(entries as [string, string][])
      : null;
  } catch {
    return null;
  }
}
