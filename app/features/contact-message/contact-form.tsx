import {
  FieldWordsContext,
  HoneypotField,
  OfflineNote,
  PrivacyNotice,
  SubmitButton,
  TextAreaField,
  TextField,
} from "~/app/components/form-fields";
import { useSubmitOutcome, type SubmissionActions } from "~/app/components/use-submit-outcome";
import type { FormAnswer } from "~/shared/form-answer";
import type { ContactFormLanguage } from "~/app/content/languages/island-words";
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

/** Both forms' outcomes: docs/product.md's contact toasts, the server's reason never shown. */
function useContactOutcome(submission: SubmissionActions, { words, fieldWords }: ContactFormLanguage) {
  const { toasts } = words;
  return useSubmitOutcome(submission, {
    words: {
      accepted: () => toasts.success,
      reference: toasts.reference,
      refused: () => toasts.failure,
      serverError: toasts.networkError,
      offlineNote: fieldWords.offlineNote,
    },
    toastTiming: { durationMs: timings.contactToastMs },
    failureLog: "Contact message failed",
  });
}

/** What a contact form sends: what was typed, the page it was sent from and its language. */
function contactMessage(values: { email: string }, sendAgain: () => void, language: ContactFormLanguage) {
  return {
    path: apiPaths.contactMessages,
    payload: { ...values, page: window.location.pathname, language: language.code },
    sendAgain,
    confirmation: () => ({ email: values.email }),
  };
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
  const submission = useSubmissionForm({
    schema: contactFormSchema,
    defaultValues: { name: "", email: "", subject: "", message: "" },
    draftKey: "contact",
    answer,
    messages: language.messages,
  });
  const { form, field, waitingToResend, honeypot } = submission;
  const { pending, send } = useContactOutcome(submission, language);
  const onSubmit = form.handleSubmit((values) => send(contactMessage(values, () => void onSubmit(), language)));
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
  const submission = useSubmissionForm({
    schema: getInTouchSchema,
    defaultValues: { name: "", email: "", phone: "", message: "" },
    draftKey: "get-in-touch",
    answer,
    messages: language.messages,
  });
  const { form, field, waitingToResend, honeypot } = submission;
  const { pending, send } = useContactOutcome(submission, language);
  const onSubmit = form.handleSubmit((values) => send(contactMessage(values, () => void onSubmit(), language)));
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
