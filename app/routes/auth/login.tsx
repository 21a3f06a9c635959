import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { authText } from "../../content/auth";
import { AuthField } from "../../features/auth/auth-field";
import { useToast } from "../../components/toast";
import { siteConfig } from "../../../shared/site-config";
import { timings } from "../../../shared/constants";
import { paths } from "../../../shared/routes";

export function meta() {
  return [{ title: `${authText.loginTitle} | ${siteConfig.brand}` }, { name: "robots", content: "noindex" }];
}

/** Admin Login (SPEC.md 2, 4, 8): e-mail and password, checked by the server. */
export default function Login() {
  const navigate = useNavigate();
  const showToast = useToast();
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    try {
      const response = await fetch("/api/auth/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: form.get("email"), password: form.get("password") }),
      });
      const body = (await response.json().catch(() => null)) as { status?: string; message?: string } | null;
      if (response.ok && body?.status === "success") {
        showToast({ tone: "success", message: authText.welcome, detail: authText.loginSuccessful, durationMs: timings.adminLoginToastMs });
        setTimeout(() => navigate(paths.admin), timings.loginRedirectMs);
      } else {
        showToast({ tone: "error", message: body?.message || authText.loginFailed, durationMs: timings.adminLoginToastMs });
      }
    } catch {
      showToast({ tone: "error", message: authText.networkError, durationMs: timings.adminLoginToastMs });
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="form-card auth-card" aria-labelledby="login-title">
      <h1 id="login-title" className="form-card__title">
        {authText.loginTitle}
      </h1>
      <form className="form" onSubmit={onSubmit}>
        <AuthField id="login-email" label={authText.email} name="email" type="email" autoComplete="username" />
        <AuthField id="login-password" label={authText.password} name="password" type="password" autoComplete="current-password" />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={pending}>
            {authText.loginButton}
          </button>
        </div>
      </form>
      <p className="auth-card__switch">
        {authText.needAccount} <Link to={paths.signup}>{authText.toSignup}</Link>
      </p>
    </section>
  );
}
