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
import { useSubmitOutcome } from "~/app/components/use-submit-outcome";
import type { FormAnswer } from "~/shared/form-answer";
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
  const submission = useSubmissionForm({
    schema: postQuerySchema,
    defaultValues: emptyQuery,
    draftKey: "post-query",
    answer,
    messages,
  });
  const { form, field, waitingToResend, honeypot, resetAfterSuccess } = submission;
  const messageLength = form.watch("message")?.length ?? 0;

  const { pending, send } = useSubmitOutcome(submission, {
    words: {
      accepted: () => toasts.success,
      reference: toasts.reference,
      refused: () => toasts.failure,
      serverError: toasts.serverError,
      offlineNote: fieldWords.offlineNote,
    },
    toastTiming: { durationMs: timings.postQueryToastMs },
    failureLog: "Post Query submission failed",
  });

  const onSubmit = form.handleSubmit((values) =>
    send({
      path: apiPaths.postQueries,
      payload: { ...values, language: code },
      sendAgain: () => void onSubmit(),
      confirmation: () => ({ email: values.email }),
    }),
  );

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
