import { useRef, useState } from "react";
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
import { useToast } from "~/app/components/toast";
import { showConfirmation } from "~/app/lib/confirmation";
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
  const showToast = useToast();
  const { code, words, messages } = language;
  const { fields: formText, toasts } = words;
  const [pending, setPending] = useState(false);
  const { form, field, submit, waitingToResend, honeypot, showServerErrors, resetAfterSuccess } = useSubmissionForm({
    schema: helpRequestSchema,
    defaultValues: { name: "", email: "", query: "", ...CASE_FACT_DEFAULTS },
    draftKey,
    answer,
    messages,
  });
  const caseFactsRef = useRef<HTMLDetailsElement>(null);
  /** Opens the optional group when it holds an error, before the form moves focus to it. */
  const revealErrors = (errors: object) => {
    if (caseFactsRef.current && touchesCaseFacts(errors)) caseFactsRef.current.open = true;
  };
  const isTopic = variant === "topic";
  const toastTiming = isTopic
    ? { durationMs: timings.topicPageToastMs, progressBar: false }
    : { durationMs: timings.helpModalToastMs, progressBar: true };

  const onSubmit = form.handleSubmit(async (values) => {
    setPending(true);
    const outcome = await submit(
      apiPaths.helpRequests,
      { ...values, topic: topic ?? null, page: window.location.pathname, language: code },
      () => void onSubmit(),
    );
    setPending(false);
    if (outcome.kind === "accepted") {
      resetAfterSuccess();
      showConfirmation({
        reference: outcome.body.reference,
        email: values.email,
        caseUrl: outcome.body.caseUrl ?? null,
        firstHour: firstHourOfForm(values),
        replyWithinMinutes: outcome.body.replyWithinMinutes,
      });
      showToast({
        tone: "success",
        message: isTopic ? outcome.body.message : toasts.modalSuccess,
        detail: toasts.reference.replace("{reference}", outcome.body.reference),
        ...toastTiming,
      });
      onAccepted?.();
    } else if (outcome.kind === "rejected" && outcome.body) {
      revealErrors(outcome.body.errors ?? {});
      showServerErrors(outcome.body.errors);
      showToast({
        tone: "error",
        message: isTopic ? outcome.body.message : toasts.modalFailedPrefix + outcome.body.message,
        ...toastTiming,
      });
    } else {
      if (outcome.kind === "failed") console.error("Request Help submission failed", outcome.error);
      showToast({
        tone: "error",
        message: isTopic ? toasts.topicServerError : toasts.modalServerError,
        note: outcome.kind === "failed" && outcome.unreachable ? toasts.offlineNote : undefined,
        ...toastTiming,
      });
    }
  }, revealErrors);

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
