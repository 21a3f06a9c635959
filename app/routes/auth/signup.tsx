import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { authText } from "../../content/auth";
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
        <div className="field">
          <label className="field__label" htmlFor="signup-name">
            {authText.name}
          </label>
          <input className="field__control" id="signup-name" name="name" autoComplete="name" required />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="signup-email">
            {authText.email}
          </label>
          <input className="field__control" id="signup-email" name="email" type="email" autoComplete="username" required />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="signup-password">
            {authText.password}
          </label>
          <input className="field__control" id="signup-password" name="password" type="password" autoComplete="new-password" required />
        </div>
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
