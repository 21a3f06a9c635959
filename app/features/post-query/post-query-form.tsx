import { useState } from "react";
import {
  FieldWordsContext,
  HoneypotField,
  OfflineNote,
  PrivacyNotice,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from "~/app/components/form-fields";
import { useToast } from "~/app/components/toast";
import type { FormAnswer } from "~/shared/form-answer";
import { showConfirmation } from "~/app/lib/confirmation";
import { fillIn } from "~/app/lib/fill-in";
import type { PostQueryFormLanguage } from "~/app/content/languages/island-words";
import { schemaOnFirstUse } from "~/app/lib/schema-resolver";
import { useSubmissionForm } from "~/app/lib/use-submission-form";
import { limits, timings } from "~/shared/constants";
import { apiPaths } from "~/shared/routes";
import { STATES, UNION_TERRITORIES } from "~/shared/states";

const postQuerySchema = schemaOnFirstUse(() =>
  import("~/shared/schemas/post-query").then((module) => module.postQuerySchema),
);

const emptyQuery = { name: "", email: "", phone: "", state: "", city: "", subject: "", message: "" };

interface PostQueryFormProps {
  /** The server's answer to this form sent without scripts (app/lib/form-answer.ts). */
  answer?: FormAnswer;
  /** The page's language: the form's words and messages (docs/decisions/0040). */
  language: PostQueryFormLanguage;
}

/** The Post Query form (docs/product.md §4, §5 and §8). */
export function PostQueryForm(props: PostQueryFormProps) {
  return (
    <FieldWordsContext value={props.language.fieldWords}>
      <PostQueryFormBody {...props} />
    </FieldWordsContext>
  );
}

function PostQueryFormBody({ answer, language }: PostQueryFormProps) {
  const { code, words, messages, fieldWords } = language;
  const { fields: formText, stateNames, toasts } = words;
  // Each option sends the English name the schema checks and shows the page's language's.
  const named = (values: readonly (keyof typeof stateNames)[]) =>
    values.map((value) => ({ value, label: stateNames[value] }));
  const stateGroups = [
    { label: formText.states, options: named(STATES) },
    { label: formText.unionTerritories, options: named(UNION_TERRITORIES) },
  ];
  const showToast = useToast();
  const [pending, setPending] = useState(false);
  const { form, field, submit, waitingToResend, honeypot, showServerErrors, resetAfterSuccess } = useSubmissionForm({
    schema: postQuerySchema,
    defaultValues: emptyQuery,
    draftKey: "post-query",
    answer,
    messages,
  });
  const messageLength = form.watch("message")?.length ?? 0;

  const onSubmit = form.handleSubmit(async (values) => {
    setPending(true);
    const outcome = await submit(apiPaths.postQueries, { ...values, language: code }, () => void onSubmit());
    setPending(false);
    if (outcome.kind === "accepted") {
      resetAfterSuccess();
      showConfirmation({
        reference: outcome.body.reference,
        email: values.email,
        caseUrl: outcome.body.caseUrl ?? null,
      });
      showToast({
        tone: "success",
        message: toasts.success,
        detail: fillIn(toasts.reference, { reference: outcome.body.reference }),
        durationMs: timings.postQueryToastMs,
      });
    } else if (outcome.kind === "rejected") {
      showServerErrors(outcome.body?.errors);
      showToast({ tone: "error", message: toasts.failure, durationMs: timings.postQueryToastMs });
    } else {
      console.error("Post Query submission failed", outcome.error);
      showToast({
        tone: "error",
        message: toasts.serverError,
        note: outcome.unreachable ? fieldWords.offlineNote : undefined,
        durationMs: timings.postQueryToastMs,
      });
    }
  });

  return (
    <>
      <form
        className="form"
        method="post"
        onSubmit={onSubmit}
        onReset={(event) => {
          // Reset clears every field and every error (docs/product.md §4), and the saved draft.
          event.preventDefault();
          resetAfterSuccess();
        }}
        noValidate
      >
        <div className="form__row">
          <TextField
            label={formText.fullName}
            autoComplete="name"
            maxLength={limits.nameMax}
            required
            {...field("name")}
          />
          <TextField
            label={formText.email}
            type="email"
            autoComplete="email"
            maxLength={limits.emailMax}
            required
            {...field("email")}
          />
        </div>
        <div className="form__row">
          <TextField
            label={formText.phone}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={limits.phoneMax}
            optional
            {...field("phone")}
          />
          <SelectField
            label={formText.state}
            placeholder={formText.chooseState}
            groups={stateGroups}
            required
            {...field("state")}
          />
        </div>
        <div className="form__row">
          <TextField
            label={formText.city}
            autoComplete="address-level2"
            maxLength={limits.cityMax}
            optional
            {...field("city")}
          />
          <TextField label={formText.subject} maxLength={limits.postQuerySubjectMax} required {...field("subject")} />
        </div>
        <TextAreaField
          label={formText.message}
          rows={limits.postQueryMessageRows}
          maxLength={limits.postQueryMessageMax}
          optional
          hint={fillIn(formText.characterCount, {
            used: String(messageLength),
            max: String(limits.postQueryMessageMax),
          })}
          {...field("message")}
        />
        <HoneypotField registration={honeypot} />
        <PrivacyNotice />
        <OfflineNote waiting={waitingToResend} />
        <div className="form__actions">
          <SubmitButton pending={pending} label={formText.submit} />
          <button type="reset" className="button button--secondary">
            {formText.reset}
          </button>
        </div>
      </form>
    </>
  );
}
