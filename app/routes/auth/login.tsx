import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { authText } from "~/app/content/auth";
import { AuthForm } from "~/app/features/auth/auth-form";
import { logIn } from "~/app/features/auth/auth-api";
import { dismissErrorToasts, useToast } from "~/app/components/toast";
import { siteConfig } from "~/shared/site-config";
import { timings } from "~/shared/constants";
import { adminReturnTarget, NEXT_PARAM } from "~/shared/admin-links";
import { paths } from "~/shared/routes";
import { authMessages } from "~/shared/messages/auth";

export function meta() {
  return [{ title: `${authText.loginTitle} | ${siteConfig.brand}` }, { name: "robots", content: "noindex" }];
}

/** An error stays long enough to read; docs/product.md times only the success toast (1.5 s). */
const LOGIN_ERROR_TOAST_MS = 5000;

/** What another page asked this one to say, e.g. that a new account awaits approval. */
function noticeFrom(state: unknown): string | undefined {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === "string" && notice !== "" ? notice : undefined;
}

/**
 * Admin Login (docs/product.md §2, §4, §8): e-mail and password; the session is a cookie the page
 * never sees. For an account with a second factor the server asks for a code after a right
 * password (docs/decisions/0072): the code field appears, with the focus, and the next press of
 * Login sends all three.
 */
export default function Login() {
  const navigate = useNavigate();
  const location = useLocation();
  const showToast = useToast();
  const [pending, setPending] = useState(false);
  const [codeAsked, setCodeAsked] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const notice = noticeFrom(location.state);

  useEffect(() => () => clearTimeout(redirect.current), []);
  useEffect(() => {
    if (codeAsked) codeInput.current?.focus();
  }, [codeAsked]);

  async function onSubmit(values: Record<string, string>) {
    setPending(true);
    const credentials = { email: values.email ?? "", password: values.password ?? "" };
    const outcome = await logIn(codeAsked ? { ...credentials, code: values.code ?? "" } : credentials);
    if (outcome.kind === "success") {
      dismissErrorToasts();
      showToast({
        tone: "success",
        message: authText.welcome,
        detail: authText.loginSuccessful,
        durationMs: timings.adminLoginToastMs,
      });
      // The button stays disabled until the dashboard opens.
      // Where the admin sent the person from, if it is one of its own addresses; else the Dashboard.
      const next = adminReturnTarget(new URLSearchParams(location.search).get(NEXT_PARAM), window.location.origin);
      redirect.current = setTimeout(() => navigate(next ?? paths.admin), timings.loginRedirectMs);
      return;
    }
    if (outcome.kind === "refused" && outcome.fields.includes("code")) {
      setCodeAsked(true);
      setPending(false);
      // Being asked for the code is the next step, not a failure: the field and its hint say it.
      if (outcome.message === authMessages.codeRequired) {
        codeInput.current?.focus();
        return;
      }
    }
    const message = outcome.kind === "refused" ? (outcome.message ?? authText.loginFailed) : authText.networkError;
    showToast({ tone: "error", message, durationMs: LOGIN_ERROR_TOAST_MS });
    setPending(false);
  }

  return (
    <AuthForm
      id="login"
      title={authText.loginTitle}
      notice={
        <p className="auth-notice" role="status">
          {notice}
        </p>
      }
      fields={[
        { id: "login-email", label: authText.email, name: "email", type: "email", autoComplete: "username" },
        {
          id: "login-password",
          label: authText.password,
          name: "password",
          type: "password",
          autoComplete: "current-password",
        },
        ...(codeAsked
          ? [
              {
                id: "login-code",
                label: authText.code,
                name: "code",
                type: "text" as const,
                autoComplete: "one-time-code",
                inputMode: "numeric" as const,
                maxLength: 40,
                hint: authText.codeHint,
                inputRef: codeInput,
              },
            ]
          : []),
      ]}
      submitLabel={authText.loginButton}
      pending={pending}
      onSubmit={onSubmit}
      switchPrompt={authText.needAccount}
      switchLabel={authText.toSignup}
      switchTo={paths.signup}
    />
  );
}
