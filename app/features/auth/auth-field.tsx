/** A labelled input of the sign-in forms; the browser checks required fields and e-mail format. */
export function AuthField({
  id,
  label,
  name,
  type = "text",
  autoComplete,
}: {
  id: string;
  label: string;
  name: string;
  type?: "text" | "email" | "password";
  autoComplete: string;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input className="field__control" id={id} name={name} type={type} autoComplete={autoComplete} required />
    </div>
  );
}
