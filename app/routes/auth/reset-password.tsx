import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { authText } from "~/app/content/auth";
import { AuthForm } from "~/app/features/auth/auth-form";
import { resetPassword } from "~/app/features/auth/auth-api";
import { siteConfig } from "~/shared/site-config";
import { limits } from "~/shared/constants";
import { paths } from "~/shared/routes";

export function meta() {
  return [{ title: `${authText.resetTitle} | ${siteConfig.brand}` }, { name: "robots", content: "noindex" }];
}

/**
 * A new password with the one-time link an admin made (docs/decisions/0057): /reset-password#TOKEN.
 * The token is read from the fragment, which no browser sends to a server, and taken out of the
 * address at once, so the history keeps the page without it. The server checks the password's
 * strength and says why it refuses one; success goes to /login, which shows its words.
 */
export default function ResetPassword() {
  const navigate = useNavigate();
  // undefined until the page has read its address in the browser; "" when it held no token.
  const [token, setToken] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);

  useEffect(() => {
    const fromAddress = window.location.hash.slice(1);
    if (fromAddress !== "") window.history.replaceState(null, "", paths.passwordReset);
    setToken(fromAddress);
  }, []);

  async function onSubmit(values: Record<string, string>) {
    setPending(true);
    setProblem(undefined);
    const outcome = await resetPassword({ token: token ?? "", password: values.password ?? "" });
    setPending(false);
    if (outcome.kind === "success") {
      navigate(paths.login, { state: { notice: outcome.body.message } });
    } else {
      setProblem(outcome.kind === "refused" ? (outcome.message ?? authText.networkError) : authText.networkError);
    }
  }

  if (token === "") {
    return (
      <section className="form-card auth-card" aria-labelledby="reset-title">
        <h1 id="reset-title" className="form-card__title">
          {authText.resetTitle}
        </h1>
        <p className="auth-notice auth-notice--error" role="alert">
          {authText.resetNoLink}
        </p>
        <p className="auth-card__switch">
          {authText.rememberedIt} <Link to={paths.login}>{authText.toLogin}</Link>
        </p>
      </section>
    );
  }

  return (
    <AuthForm
      id="reset"
      title={authText.resetTitle}
      notice={
        <>
          <p className="auth-notice auth-notice--info">{authText.resetIntro}</p>
          <p className="auth-notice auth-notice--error" role="alert">
            {problem}
          </p>
        </>
      }
      fields={[
        {
          id: "reset-password",
          label: authText.newPassword,
          name: "password",
          type: "password",
          autoComplete: "new-password",
          hint: authText.passwordHint,
          minLength: limits.passwordMin,
          maxLength: limits.passwordMax,
        },
      ]}
      submitLabel={authText.resetButton}
      pending={pending || token === undefined}
      onSubmit={onSubmit}
      switchPrompt={authText.rememberedIt}
      switchLabel={authText.toLogin}
      switchTo={paths.login}
    />
  );
}
