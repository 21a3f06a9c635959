import { useRef } from "react";
import {
  FieldWordsContext,
  HoneypotField,
  OfflineNote,
  PrivacyNotice,
  SubmitButton,
  TextAreaField,
  TextField,
} from "~/app/components/form-fields";
import type { FormAnswer } from "~/shared/form-answer";
import { useSubmitOutcome } from "~/app/components/use-submit-outcome";
import type { FormLanguage } from "~/app/content/languages/island-words";
import { schemaOnFirstUse } from "~/app/lib/schema-resolver";
import { useSubmissionForm } from "~/app/lib/use-submission-form";
import { limits, timings } from "~/shared/constants";
import { apiPaths, type TopicSlug } from "~/shared/routes";
import { CASE_FACT_DEFAULTS, CaseFactsGroup, touchesCaseFacts } from "./case-facts-fields";
import { firstHourOf, type FirstHour } from "~/shared/first-hour";
import { indiaInstant } from "~/shared/india-time";

// One form, three homes: the Request Help modal, /query-form and each topic page.
// "request-help" follows docs/product.md's modal rules (custom messages under fields); "topic"
// follows its topic-page rules (the browser checks required fields; the server's message
// is shown as it comes; 3 s toasts without a progress bar).
type HelpRequestVariant = "request-help" | "topic";

const helpRequestSchema = schemaOnFirstUse(() =>
  import("~/shared/schemas/help-request").then((module) => module.helpRequestSchema),
);

interface HelpRequestFormProps {
  variant: HelpRequestVariant;
  /** Unique per place the form appears, so two drafts never mix. */
  draftKey: string;
  topic?: TopicSlug;
  onAccepted?: () => void;
  /** Extra content under the buttons (e.g. the modal's Close button). */
  secondaryAction?: React.ReactNode;
  /** The server's answer to this form sent without scripts (app/lib/form-answer.ts). */
  answer?: FormAnswer;
  /** The page's language: the form's words and messages (docs/decisions/0040). */
  language: FormLanguage;
}

export function HelpRequestForm(props: HelpRequestFormProps) {
  return (
    <FieldWordsContext value={props.language.fieldWords}>
      <HelpRequestFormBody {...props} />
    </FieldWordsContext>
  );
}

function HelpRequestFormBody({
  variant,
  draftKey,
  topic,
  onAccepted,
  secondaryAction,
  answer,
  language,
}: HelpRequestFormProps) {
  const { code, words, messages } = language;
  const { fields: formText, toasts } = words;
  const submission = useSubmissionForm({
    schema: helpRequestSchema,
    defaultValues: { name: "", email: "", query: "", ...CASE_FACT_DEFAULTS },
    draftKey,
    answer,
    messages,
  });
  const { form, field, waitingToResend, honeypot } = submission;
  const caseFactsRef = useRef<HTMLDetailsElement>(null);
  /** Opens the optional group when it holds an error, before the form moves focus to it. */
  const revealErrors = (errors: object) => {
    if (caseFactsRef.current && touchesCaseFacts(errors)) caseFactsRef.current.open = true;
  };
  const isTopic = variant === "topic";

  const { pending, send } = useSubmitOutcome(submission, {
    words: {
      accepted: (answer) => (isTopic ? answer.message : toasts.modalSuccess),
      reference: toasts.reference,
      refused: (reason) =>
        reason === null ? null : isTopic ? reason.message : toasts.modalFailedPrefix + reason.message,
      serverError: isTopic ? toasts.topicServerError : toasts.modalServerError,
      offlineNote: toasts.offlineNote,
    },
    toastTiming: isTopic
      ? { durationMs: timings.topicPageToastMs, progressBar: false }
      : { durationMs: timings.helpModalToastMs, progressBar: true },
    failureLog: "Request Help submission failed",
  });

  const onSubmit = form.handleSubmit(
    (values) =>
      send({
        path: apiPaths.helpRequests,
        payload: { ...values, topic: topic ?? null, page: window.location.pathname, language: code },
        sendAgain: () => void onSubmit(),
        confirmation: (answer) => ({
          email: values.email,
          firstHour: firstHourOfForm(values),
          replyWithinMinutes: answer.replyWithinMinutes,
        }),
        beforeFieldErrors: revealErrors,
        onAccepted,
      }),
    revealErrors,
  );

  return (
    <>
      <form className="form" method="post" onSubmit={onSubmit} noValidate={!isTopic}>
        <TextField label={formText.name} autoComplete="name" maxLength={limits.nameMax} required {...field("name")} />
        <TextField
          label={formText.email}
          type="email"
          autoComplete="email"
          maxLength={limits.emailMax}
          required
          {...field("email")}
        />
        <TextAreaField label={formText.query} rows={4} maxLength={limits.longTextMax} required {...field("query")} />
        <CaseFactsGroup
          words={words.caseFacts}
          field={field}
          timeUnknown={form.watch("incidentTimeUnknown") === true}
          groupRef={caseFactsRef}
          openAtStart={
            answer?.outcome === "invalid" &&
            Object.keys(CASE_FACT_DEFAULTS).some((name) => answer.errors[name] || answer.values[name])
          }
        />
        <HoneypotField registration={honeypot} />
        <PrivacyNotice />
        <OfflineNote waiting={waitingToResend} />
        <div className="form__actions">
          <SubmitButton pending={pending} label={formText.submit} />
          {secondaryAction}
        </div>
      </form>
    </>
  );
}

/**
 * The first hour's advice from what the form sent, as of now (shared/first-hour.ts). Read from
 * the values as the server stored them, without the form's schema, which loads on first use.
 */
function firstHourOfForm(values: {
  incidentDate?: unknown;
  incidentTime?: unknown;
  incidentTimeUnknown?: unknown;
  paymentApproval?: unknown;
  amountLost?: unknown;
}): FirstHour | null {
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  const date = text(values.incidentDate);
  const time = values.incidentTimeUnknown === true ? "" : text(values.incidentTime);
  if (date === "" || time === "") return null;
  const approval = text(values.paymentApproval);
  return firstHourOf(
    {
      incidentAt: indiaInstant(date, time).toISOString(),
      incidentTimeUnknown: false,
      paymentApproval: LOSS_ANSWERS.find((answer) => answer === approval) ?? "",
      // Only whether any amount was given matters here: the server has checked it.
      amountLost: Number(text(values.amountLost).replace(/\D/g, "")) || null,
    },
    new Date(),
  );
}

const LOSS_ANSWERS = ["paid_myself", "taken_without_approval", "not_sure", "no_money_lost"] as const;
