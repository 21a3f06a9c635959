import { useState } from "react";
import { formText } from "~/app/content/site-chrome";
import { HoneypotField, PrivacyNotice, SubmitButton, TextAreaField, TextField } from "~/app/components/form-fields";
import { SentConfirmation } from "~/app/components/sent-confirmation";
import type { FormAnswer } from "~/shared/form-answer";
import { useToast } from "~/app/components/toast";
import { useSubmissionForm } from "~/app/lib/use-submission-form";
import { limits, timings } from "~/shared/constants";
import { apiMessages, formMessages, referenceNote } from "~/shared/messages";
import { apiPaths, type TopicSlug } from "~/shared/routes";
import { helpRequestSchema } from "~/shared/schemas/help-request";

// One form, three homes: the Request Help modal, /query-form and each topic page.
// "request-help" follows docs/product.md's modal rules (custom messages under fields); "topic"
// follows its topic-page rules (the browser checks required fields; the server's message
// is shown as it comes; 3 s toasts without a progress bar).
type HelpRequestVariant = "request-help" | "topic";

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
}

export function HelpRequestForm({
  variant,
  draftKey,
  topic,
  onAccepted,
  secondaryAction,
  answer,
}: HelpRequestFormProps) {
  const showToast = useToast();
  const [pending, setPending] = useState(false);
  const { form, field, submit, honeypot, showServerErrors, resetAfterSuccess, sentReference } = useSubmissionForm({
    schema: helpRequestSchema,
    defaultValues: { name: "", email: "", query: "" },
    draftKey,
    answer,
  });
  const isTopic = variant === "topic";
  const toastTiming = isTopic
    ? { durationMs: timings.topicPageToastMs, progressBar: false }
    : { durationMs: timings.helpModalToastMs, progressBar: true };

  const onSubmit = form.handleSubmit(async (values) => {
    setPending(true);
    const outcome = await submit(apiPaths.helpRequests, {
      ...values,
      topic: topic ?? null,
      page: window.location.pathname,
    });
    setPending(false);
    if (outcome.kind === "accepted") {
      resetAfterSuccess();
      showToast({
        tone: "success",
        message: isTopic ? outcome.body.message : formMessages.helpModal.success,
        detail: referenceNote(outcome.body.reference),
        ...toastTiming,
      });
      onAccepted?.();
    } else if (outcome.kind === "rejected" && outcome.body) {
      showServerErrors(outcome.body.errors);
      showToast({
        tone: "error",
        message: isTopic ? outcome.body.message : formMessages.helpModal.failedPrefix + outcome.body.message,
        ...toastTiming,
      });
    } else {
      if (outcome.kind === "failed") console.error("Request Help submission failed", outcome.error);
      showToast({
        tone: "error",
        message: isTopic ? formMessages.topicPage.serverError : formMessages.helpModal.serverError,
        ...toastTiming,
      });
    }
  });

  return (
    <>
      {sentReference && (
        <SentConfirmation
          message={isTopic ? apiMessages.helpRequestAccepted : formMessages.helpModal.success}
          reference={sentReference}
        />
      )}
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
        <HoneypotField registration={honeypot} />
        <PrivacyNotice />
        <div className="form__actions">
          <SubmitButton pending={pending} label={formText.submit} />
          {secondaryAction}
        </div>
      </form>
    </>
  );
}
