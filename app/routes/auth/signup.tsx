import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { authText } from "~/app/content/auth";
import { AuthForm } from "~/app/features/auth/auth-form";
import { signUp } from "~/app/features/auth/auth-api";
import { siteConfig } from "~/shared/site-config";
import { limits } from "~/shared/constants";
import { paths } from "~/shared/routes";

export function meta() {
  return [{ title: `${authText.signupTitle} | ${siteConfig.brand}` }, { name: "robots", content: "noindex" }];
}

/** The one-time first-admin link is /signup?setup=TOKEN. */
const SETUP_PARAM = "setup";

/**
 * Signup (docs/product.md §2, §4, §8): the alerts docs/product.md describes; success goes to /login, which then
 * shows the server's word on the new account (active, or waiting for an admin's approval).
 */
export default function Signup() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [pending, setPending] = useState(false);
  const setupToken = search.get(SETUP_PARAM) || undefined;

  async function onSubmit(values: Record<string, string>) {
    setPending(true);
    const outcome = await signUp({
      name: values.name ?? "",
      email: values.email ?? "",
      password: values.password ?? "",
      setupToken,
    });
    setPending(false);
    if (outcome.kind === "success") {
      window.alert(authText.signupSuccessful);
      navigate(paths.login, { state: { notice: outcome.body.message } });
    } else if (outcome.kind === "refused") {
      window.alert(outcome.message ?? authText.signupFailed);
    } else {
      window.alert(authText.signupFailed);
    }
  }

  return (
    <AuthForm
      id="signup"
      title={authText.signupTitle}
      notice={setupToken ? <p className="auth-notice auth-notice--info">{authText.setupNote}</p> : undefined}
      fields={[
        { id: "signup-name", label: authText.name, name: "name", autoComplete: "name", maxLength: limits.nameMax },
        {
          id: "signup-email",
          label: authText.email,
          name: "email",
          type: "email",
          autoComplete: "username",
          maxLength: limits.emailMax,
        },
        {
          id: "signup-password",
          label: authText.password,
          name: "password",
          type: "password",
          autoComplete: "new-password",
          hint: authText.passwordHint,
          minLength: limits.passwordMin,
          maxLength: limits.passwordMax,
        },
      ]}
      submitLabel={authText.signupButton}
      pending={pending}
      onSubmit={onSubmit}
      switchPrompt={authText.haveAccount}
      switchLabel={authText.toLogin}
      switchTo={paths.login}
    />
  );
}
