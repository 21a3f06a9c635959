import { useEffect, useRef, useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import type { z } from "zod/mini";
import { useFormDraft } from "./use-form-draft";
import type { FieldErrors } from "~/shared/schemas/fields";
import { HONEYPOT_FIELD } from "~/shared/schemas/honeypot-field";
import { createIdempotencyKeys } from "./idempotency-key";
import { RESEND_RETRY_MS, sendOnceBackOnline } from "./offline-resend";
import { keepPendingResend, readPendingResend } from "./pending-resend";
import { schemaResolver } from "./schema-resolver";
import { submitForm } from "./submit-form";
import type { FormAnswer } from "~/shared/form-answer";

// Every public form is the same machine: the shared schema validates on submit, editing a
// field clears that field's error (docs/product.md §4), the draft survives a reload, the server's
// field errors land under the same fields, a retry carries the same Idempotency-Key, the
// honeypot field travels with the values, and a send that never reached the server is made
// again once the browser is back online, even after a reload (docs/decisions/0022). A form the server answered after
// a send without scripts (./form-answer.ts) starts with what was typed and the messages under the fields.
// The schema is fetched on first use (./schema-resolver.ts, docs/decisions/0047): a field's
// focus or change starts it, and a submit waits for it.

export function useSubmissionForm<
  TSchema extends z.ZodMiniObject,
  TValues extends FieldValues = z.input<TSchema> & FieldValues,
>(options: {
  /** Fetches the form's shared schema, once (schemaOnFirstUse in ./schema-resolver.ts). */
  schema: () => Promise<TSchema>;
  defaultValues: DefaultValues<TValues>;
  draftKey: string;
  answer?: FormAnswer;
  /** The schema's English messages in the page's language (app/content/languages/island-words.ts); none in English. */
  messages?: Record<string, string>;
}) {
  const returned = options.answer?.outcome === "invalid" ? options.answer : undefined;
  /** What the visitor typed, for the fields this form has (the server sends back only those). */
  const typed: Record<string, string> = {};
  for (const name of Object.keys(options.defaultValues)) {
    const value = returned?.values[name];
    if (value !== undefined) typed[name] = value;
  }
  // The server's messages stay until their field is edited or the form is sent again; they are
  // state of their own, as react-hook-form's errors cannot be set during the first render.
  const [answerErrors, setAnswerErrors] = useState<FieldErrors>(returned?.errors ?? {});
  /**
   * The first field, in the form's order, the server's answer has a message for: the page comes
   * back with focus on it (autofocus, which needs no script), scrolled into view, as the form
   * itself would focus it with scripts.
   */
  const firstAnswerError = Object.keys(options.defaultValues).find((name) => returned?.errors[name] !== undefined);
  /** Starts fetching the schema; a failure is left to the submit, which tries again. */
  const fetchSchema = () => void options.schema().catch(() => undefined);
  const form = useForm<TValues, unknown, z.output<TSchema>>({
    // The resolver's generics cannot follow a schema passed in as a type parameter.
    resolver: schemaResolver(options.schema as never, options.messages) as never,
    defaultValues: { ...options.defaultValues, ...typed, [HONEYPOT_FIELD]: "" } as DefaultValues<TValues>,
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    shouldFocusError: true,
  });
  const { clearDraft } = useFormDraft(options.draftKey, form);
  const idempotencyKeys = useRef(createIdempotencyKeys()).current;
  const cancelResend = useRef<(() => void) | null>(null);
  /** A send could not reach the server: the form waits to send itself again. */
  const [waitingToResend, setWaitingToResend] = useState(false);
  const fieldId = (name: string) => `${options.draftKey.replace(/[^a-z0-9]+/gi, "-")}-${name}`;

  // A send still waiting when the page was reloaded goes again, through the form's own submit,
  // with the key it had: at once when the browser is online, else when it comes back.
  useEffect(() => {
    const pending = readPendingResend(options.draftKey);
    if (pending) {
      idempotencyKeys.restore(pending);
      setWaitingToResend(true);
      const firstField = Object.keys(options.defaultValues)[0] ?? "";
      // After the draft's own effect has put the values back.
      const sendAgain = () =>
        setTimeout(() => {
          // Nothing came back to send (the draft was cleared): nothing is waiting any more.
          if (!Object.values(form.getValues()).some((value) => typeof value === "string" && value.trim() !== "")) {
            keepPendingResend(options.draftKey, null);
            setWaitingToResend(false);
            return;
          }
          document.getElementById(fieldId(firstField))?.closest("form")?.requestSubmit();
        }, 0);
      if (navigator.onLine) sendAgain();
      else
        cancelResend.current = sendOnceBackOnline(sendAgain, {
          target: window,
          isOnline: () => navigator.onLine,
          retryMs: RESEND_RETRY_MS,
        });
    }
    return () => cancelResend.current?.();
    // Once, when the form first appears.
  }, []);

  /**
   * Sends the form; the same content sent again (a retry) carries the same Idempotency-Key.
   * When the request cannot reach the server, `sendAgain` (the form's own submit, so the
   * visitor sees the usual outcome) is called once the browser is back online.
   */
  async function submit(path: string, payload: unknown, sendAgain?: () => void) {
    cancelResend.current?.();
    cancelResend.current = null;
    setAnswerErrors({});
    const outcome = await submitForm(path, payload, idempotencyKeys.keyFor(payload));
    if (outcome.kind === "accepted") idempotencyKeys.forget();
    const resend = outcome.kind === "failed" && outcome.unreachable && sendAgain !== undefined;
    if (resend) {
      cancelResend.current = sendOnceBackOnline(sendAgain, {
        target: window,
        isOnline: () => navigator.onLine,
        retryMs: RESEND_RETRY_MS,
      });
    }
    setWaitingToResend(resend);
    keepPendingResend(options.draftKey, resend ? idempotencyKeys.last() : null);
    return outcome;
  }

  /** A field's props: its id (unique per form and page, from the draft key), registration and error. */
  function field(name: Path<TValues>) {
    const message = form.formState.errors[name]?.message ?? answerErrors[name];
    return {
      id: fieldId(name),
      registration: {
        ...form.register(name, {
          onChange: () => {
            fetchSchema();
            form.clearErrors(name);
            if (name in answerErrors) setAnswerErrors(({ [name]: _edited, ...rest }) => rest);
          },
        }),
        onFocus: fetchSchema,
      },
      // Written into the server's HTML: react-hook-form fills its fields only once scripts run.
      defaultValue: typed[name],
      error: typeof message === "string" ? message : undefined,
      autoFocus: name === firstAnswerError ? true : undefined,
    };
  }

  function showServerErrors(errors: FieldErrors | undefined) {
    if (!errors) return;
    for (const [name, message] of Object.entries(errors)) {
      if (name in options.defaultValues)
        form.setError(name as Path<TValues>, { type: "server", message }, { shouldFocus: true });
    }
  }

  /** After an accepted submission: empty fields, no errors, no draft. */
  function resetAfterSuccess() {
    cancelResend.current?.();
    cancelResend.current = null;
    setWaitingToResend(false);
    keepPendingResend(options.draftKey, null);
    setAnswerErrors({});
    form.reset({ ...options.defaultValues, [HONEYPOT_FIELD]: "" } as DefaultValues<TValues>);
    clearDraft();
  }

  const honeypot = form.register(HONEYPOT_FIELD as Path<TValues>);

  return {
    form,
    field,
    submit,
    waitingToResend,
    honeypot,
    showServerErrors,
    resetAfterSuccess,
    clearDraft,
  };
}
