import { Link } from "react-router";
import { AuthField } from "./auth-field";

type FieldProps = Parameters<typeof AuthField>[0];

/**
 * The card both sign-in pages share: a title, an optional notice, the fields, one submit
 * button and the link to the other page. The page decides what submitting does.
 */
export function AuthForm({
  id,
  title,
  notice,
  fields,
  submitLabel,
  pending,
  onSubmit,
  switchPrompt,
  switchLabel,
  switchTo,
}: {
  id: string;
  title: string;
  notice?: React.ReactNode;
  fields: FieldProps[];
  submitLabel: string;
  pending: boolean;
  /** The fields' values by name. */
  onSubmit: (values: Record<string, string>) => void;
  switchPrompt: string;
  switchLabel: string;
  switchTo: string;
}) {
  return (
    <section className="form-card auth-card" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="form-card__title">
        {title}
      </h1>
      {notice}
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          onSubmit(Object.fromEntries(fields.map((field) => [field.name, String(data.get(field.name) ?? "")])));
        }}
      >
        {fields.map((field) => (
          <AuthField key={field.name} {...field} />
        ))}
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={pending} aria-disabled={pending}>
            {submitLabel}
          </button>
        </div>
      </form>
      <p className="auth-card__switch">
        {switchPrompt} <Link to={switchTo}>{switchLabel}</Link>
      </p>
    </section>
  );
}
