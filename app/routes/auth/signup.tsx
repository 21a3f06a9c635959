import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { authText } from "../../content/auth";
import { AuthField } from "../../features/auth/auth-field";
import { siteConfig } from "../../../shared/site-config";
import { paths } from "../../../shared/routes";

export function meta() {
  return [{ title: `${authText.signupTitle} | ${siteConfig.brand}` }, { name: "robots", content: "noindex" }];
}

/** Signup (SPEC.md 2, 4, 8): alerts as SPEC.md describes; success goes to /login. */
export default function Signup() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    try {
      const response = await fetch("/api/auth/signup", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          name: form.get("name"),
          email: form.get("email"),
          password: form.get("password"),
          setupToken: new URLSearchParams(window.location.search).get("setup") ?? undefined,
        }),
      });
      const body = (await response.json()) as { status?: string; message?: string };
      if (response.ok && body.status === "success") {
        window.alert(authText.signupSuccessful);
        navigate(paths.login);
      } else {
        window.alert(body.message ?? authText.signupFailed);
      }
    } catch {
      window.alert(authText.signupFailed);
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="form-card auth-card" aria-labelledby="signup-title">
      <h1 id="signup-title" className="form-card__title">
        {authText.signupTitle}
      </h1>
      <form className="form" onSubmit={onSubmit}>
        <AuthField id="signup-name" label={authText.name} name="name" autoComplete="name" />
        <AuthField id="signup-email" label={authText.email} name="email" type="email" autoComplete="username" />
        <AuthField id="signup-password" label={authText.password} name="password" type="password" autoComplete="new-password" />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={pending}>
            {authText.signupButton}
          </button>
        </div>
      </form>
      <p className="auth-card__switch">
        {authText.haveAccount} <Link to={paths.login}>{authText.toLogin}</Link>
      </p>
    </section>
  );
}
