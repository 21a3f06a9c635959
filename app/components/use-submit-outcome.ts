import { useState } from "react";
import { useToast, type ToastInput } from "./toast";
import { showConfirmation, type Confirmation } from "~/app/lib/confirmation";
import { fillIn } from "~/app/lib/fill-in";
import type { SubmitOutcome } from "~/app/lib/submit-form";
import type { ApiError, SubmissionAccepted } from "~/shared/schemas/api-responses";
import type { FieldErrors } from "~/shared/schemas/fields";

// What a public form does with the answer to its send, the same for the Request Help form, Post
// Query and the contact forms (docs/decisions/0089): accepted, the form empties itself, the
// confirmation stays with the reference (docs/decisions/0022) and a toast says it; refused, the
// server's messages go under their fields and a toast says why; no readable answer, the server
// error toast, with the offline line when the request never reached the server, and what was
// typed stays in the form and its draft. Each form gives its own words and toast timing
// (docs/product.md §8, §9); the order of the steps is the hook's.

/** What the form's useSubmissionForm gives (app/lib/use-submission-form.ts). */
export interface SubmissionActions {
  submit: (path: string, payload: unknown, sendAgain?: () => void) => Promise<SubmitOutcome>;
  showServerErrors: (errors: FieldErrors | undefined) => void;
  resetAfterSuccess: () => void;
}

/** A form's toasts for each outcome, in the page's language. */
interface OutcomeWords {
  /** The success toast's line (a topic page's form says the server's own message). */
  accepted: (answer: SubmissionAccepted) => string;
  /** The line under it; `{reference}` is filled in. */
  reference: string;
  /**
   * The toast of a refusal, with the server's reason when it gave one readable. Null: this form
   * says a refusal without a reason as the server error (the Request Help form does).
   */
  refused: (reason: ApiError | null) => string | null;
  serverError: string;
  /** Beside the server error when the request never reached the server (docs/decisions/0022). */
  offlineNote: string;
}

interface SubmitOutcomeOptions {
  words: OutcomeWords;
  /** How long the form's toasts stay, and whether a bar shows the time left (docs/product.md §9). */
  toastTiming: Pick<ToastInput, "durationMs" | "progressBar">;
  /** Logged with a send that got no readable answer, for whoever reads the console. */
  failureLog: string;
}

interface Send {
  path: string;
  payload: unknown;
  /** The form's own submit: the send made again once the browser is back online. */
  sendAgain: () => void;
  /** The confirmation's parts beside the reference and the case link: at least the address given. */
  confirmation: (answer: SubmissionAccepted) => Omit<Confirmation, "reference" | "caseUrl">;
  /** Before the server's messages go under their fields, e.g. opening the group that holds one. */
  beforeFieldErrors?: (errors: FieldErrors) => void;
  /** After everything the acceptance shows, e.g. the modal's auto-close. */
  onAccepted?: () => void;
}

export function useSubmitOutcome(
  { submit, showServerErrors, resetAfterSuccess }: SubmissionActions,
  { words, toastTiming, failureLog }: SubmitOutcomeOptions,
) {
  const showToast = useToast();
  const [pending, setPending] = useState(false);

  async function send({ path, payload, sendAgain, confirmation, beforeFieldErrors, onAccepted }: Send) {
    setPending(true);
    const outcome = await submit(path, payload, sendAgain);
    setPending(false);
    if (outcome.kind === "accepted") {
      const answer = outcome.body;
      resetAfterSuccess();
      showConfirmation({ ...confirmation(answer), reference: answer.reference, caseUrl: answer.caseUrl ?? null });
      showToast({
        tone: "success",
        message: words.accepted(answer),
        detail: fillIn(words.reference, { reference: answer.reference }),
        ...toastTiming,
      });
      onAccepted?.();
      return;
    }
    const refusal = outcome.kind === "rejected" ? words.refused(outcome.body) : null;
    if (outcome.kind === "rejected" && refusal !== null) {
      const errors = outcome.body?.errors;
      if (errors) beforeFieldErrors?.(errors);
      showServerErrors(errors);
      showToast({ tone: "error", message: refusal, ...toastTiming });
      return;
    }
    if (outcome.kind === "failed") console.error(failureLog, outcome.error);
    showToast({
      tone: "error",
      message: words.serverError,
      note: outcome.kind === "failed" && outcome.unreachable ? words.offlineNote : undefined,
      ...toastTiming,
    });
  }

  return { pending, send };
}
