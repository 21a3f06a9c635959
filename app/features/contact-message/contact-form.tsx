import { useState } from "react";
import {
  FieldWordsContext,
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
import { fillIn } from "~/app/lib/fill-in";
import type { ContactFormLanguage } from "~/app/content/languages/island-words";
import type { SubmitOutcome } from "~/app/lib/submit-form";
import { schemaOnFirstUse } from "~/app/lib/schema-resolver";
import { useSubmissionForm } from "~/app/lib/use-submission-form";
import { limits, timings } from "~/shared/constants";
import { apiPaths } from "~/shared/routes";

// Contact Us (/contact) and the home page's Get in Touch both send a contact message.
// docs/product.md reads only the HTTP ok flag here: ok is success, anything else a failure.
// Their words come in the page's language as the `language` prop (docs/decisions/0040).

const contactMessageSchemas = () => import("~/shared/schemas/contact-message");
const contactFormSchema = schemaOnFirstUse(() => contactMessageSchemas().then((module) => module.contactFormSchema));
const getInTouchSchema = schemaOnFirstUse(() => contactMessageSchemas().then((module) => module.getInTouchSchema));

interface ContactFormProps {
  /** The server's answer to this form sent without scripts (app/lib/form-answer.ts). */
  answer?: FormAnswer;
  /** The page's language: the form's words and messages. */
  language: ContactFormLanguage;
}

function useContactSubmit(
  { code, words, fieldWords }: ContactFormLanguage,
  onAccepted: () => void,
  submit: (path: string, payload: unknown, sendAgain?: () => void) => Promise<SubmitOutcome>,
) {
  const showToast = useToast();
  const [pending, setPending] = useState(false);
  const { toasts } = words;
  async function send(
    values: { email: string } & Record<string, unknown>,
    showServerErrors: (errors?: Record<string, string>) => void,
    sendAgain: () => void,
  ) {
    setPending(true);
    const outcome = await submit(
      apiPaths.contactMessages,
      { ...values, page: window.location.pathname, language: code },
      sendAgain,
    );
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
        message: toasts.success,
        detail: fillIn(toasts.reference, { reference: outcome.body.reference }),
        durationMs: timings.contactToastMs,
      });
      return;
    }
    if (outcome.kind === "rejected") showServerErrors(outcome.body?.errors);
    else console.error("Contact message failed", outcome.error);
    showToast({
      tone: "error",
      message: outcome.kind === "rejected" ? toasts.failure : toasts.networkError,
      note: outcome.kind === "failed" && outcome.unreachable ? fieldWords.offlineNote : undefined,
      durationMs: timings.contactToastMs,
    });
  }
  return { pending, send };
}

export function ContactForm(props: ContactFormProps) {
  return (
    <FieldWordsContext value={props.language.fieldWords}>
      <ContactFormBody {...props} />
    </FieldWordsContext>
  );
}

function ContactFormBody({ answer, language }: ContactFormProps) {
  const { fields: formText } = language.words;
  const { form, field, submit, waitingToResend, honeypot, showServerErrors, resetAfterSuccess } = useSubmissionForm({
    schema: contactFormSchema,
    defaultValues: { name: "", email: "", subject: "", message: "" },
    draftKey: "contact",
    answer,
    messages: language.messages,
  });
  const { pending, send } = useContactSubmit(language, resetAfterSuccess, submit);
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
export function GetInTouchForm(props: ContactFormProps) {
  return (
    <FieldWordsContext value={props.language.fieldWords}>
      <GetInTouchFormBody {...props} />
    </FieldWordsContext>
  );
}

function GetInTouchFormBody({ answer, language }: ContactFormProps) {
  const { fields: formText } = language.words;
  const { form, field, submit, waitingToResend, honeypot, showServerErrors, resetAfterSuccess } = useSubmissionForm({
    schema: getInTouchSchema,
    defaultValues: { name: "", email: "", phone: "", message: "" },
    draftKey: "get-in-touch",
    answer,
    messages: language.messages,
  });
  const { pending, send } = useContactSubmit(language, resetAfterSuccess, submit);
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
