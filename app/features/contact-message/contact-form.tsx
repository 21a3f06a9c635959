import { useState } from "react";
import { formText } from "~/app/content/site-chrome";
import {
  HoneypotField,
  OfflineNote,
  PrivacyNotice,
  SubmitButton,
  TextAreaField,
  TextField,
} from "~/app/components/form-fields";
import { useToast } from "~/app/components/toast";
import type { FormAnswer } from "~/shared/form-answer";
import { showConfirmation } from "~/app/lib/confirmation";
import type { SubmitOutcome } from "~/app/lib/submit-form";
import { useSubmissionForm } from "~/app/lib/use-submission-form";
import { limits, timings } from "~/shared/constants";
import { formMessages, offlineNote, referenceNote } from "~/shared/messages";
import { apiPaths } from "~/shared/routes";
import { contactFormSchema, getInTouchSchema } from "~/shared/schemas/contact-message";

// Contact Us (/contact) and the home page's Get in Touch both send a contact message.
// docs/product.md reads only the HTTP ok flag here: ok is success, anything else a failure.

function useContactSubmit(
  onAccepted: () => void,
  submit: (path: string, payload: unknown, sendAgain?: () => void) => Promise<SubmitOutcome>,
) {
  const showToast = useToast();
  const [pending, setPending] = useState(false);
  async function send(
    values: { email: string } & Record<string, unknown>,
    showServerErrors: (errors?: Record<string, string>) => void,
    sendAgain: () => void,
  ) {
    setPending(true);
    const outcome = await submit(apiPaths.contactMessages, { ...values, page: window.location.pathname }, sendAgain);
    setPending(false);
    if (outcome.kind === "accepted") {
      onAccepted();
      showConfirmation({
        reference: outcome.body.reference,
        email: values.email,
        caseUrl: outcome.body.caseUrl ?? null,
      });
      showToast({
        tone: "success",
        message: formMessages.contact.success,
        detail: referenceNote(outcome.body.reference),
        durationMs: timings.contactToastMs,
      });
      return;
    }
    if (outcome.kind === "rejected") showServerErrors(outcome.body?.errors);
    else console.error("Contact message failed", outcome.error);
    showToast({
      tone: "error",
      message: outcome.kind === "rejected" ? formMessages.contact.failure : formMessages.contact.networkError,
      note: outcome.kind === "failed" && outcome.unreachable ? offlineNote : undefined,
      durationMs: timings.contactToastMs,
    });
  }
  return { pending, send };
}

export function ContactForm({ answer }: { answer?: FormAnswer }) {
  const { form, field, submit, waitingToResend, honeypot, showServerErrors, resetAfterSuccess } = useSubmissionForm({
    schema: contactFormSchema,
    defaultValues: { name: "", email: "", subject: "", message: "" },
    draftKey: "contact",
    answer,
  });
  const { pending, send } = useContactSubmit(resetAfterSuccess, submit);
  const onSubmit = form.handleSubmit((values) => send(values, showServerErrors, () => void onSubmit()));
  return (
    <>
      <form className="form" method="post" onSubmit={onSubmit}>
        <div className="form__row">
          <TextField label={formText.name} autoComplete="name" maxLength={limits.nameMax} required {...field("name")} />
          <TextField
            label={formText.email}
            type="email"
            autoComplete="email"
            maxLength={limits.emailMax}
            required
            {...field("email")}
          />
        </div>
        <TextField label={formText.subject} maxLength={limits.subjectMax} required {...field("subject")} />
        <TextAreaField
          label={formText.message}
          rows={5}
          maxLength={limits.longTextMax}
          required
          {...field("message")}
        />
        <HoneypotField registration={honeypot} />
        <PrivacyNotice />
        <OfflineNote waiting={waitingToResend} />
        <div className="form__actions">
          <SubmitButton pending={pending} label={formText.sendMessage} />
        </div>
      </form>
    </>
  );
}

/** Get in Touch (home page): docs/product.md's version discarded what was typed; ours sends it. */
export function GetInTouchForm({ answer }: { answer?: FormAnswer }) {
  const { form, field, submit, waitingToResend, honeypot, showServerErrors, resetAfterSuccess } = useSubmissionForm({
    schema: getInTouchSchema,
    defaultValues: { name: "", email: "", phone: "", message: "" },
    draftKey: "get-in-touch",
    answer,
  });
  const { pending, send } = useContactSubmit(resetAfterSuccess, submit);
  const onSubmit = form.handleSubmit((values) => send(values, showServerErrors, () => void onSubmit()));
  return (
    <>
      <form className="form" method="post" onSubmit={onSubmit}>
        <div className="form__row">
          <TextField label={formText.name} autoComplete="name" maxLength={limits.nameMax} required {...field("name")} />
          <TextField
            label={formText.email}
            type="email"
            autoComplete="email"
            maxLength={limits.emailMax}
            required
            {...field("email")}
          />
        </div>
        <TextField
          label={formText.phone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={limits.phoneMax}
          optional
          {...field("phone")}
        />
        <TextAreaField
          label={formText.message}
          rows={4}
          maxLength={limits.longTextMax}
          required
          {...field("message")}
        />
        <HoneypotField registration={honeypot} />
        <PrivacyNotice />
        <OfflineNote waiting={waitingToResend} />
        <div className="form__actions">
          <SubmitButton pending={pending} label={formText.submit} />
        </div>
      </form>
    </>
  );
}
