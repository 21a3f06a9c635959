import { authApiPaths } from "~/shared/routes";
import type { SuccessMessage } from "~/shared/schemas/api-responses";
import type { LoginSuccess, SignupSuccess } from "~/shared/schemas/auth-replies";

// The calls of the sign-in pages, and the three outcomes docs/product.md §8 tells apart: the server
// said yes, the server said no (with its message), or no answer came.

export type AuthOutcome<Success> =
  | { kind: "success"; body: Success }
  /** `fields`: the fields the server named, such as `code` when it asks for a second factor. */
  | { kind: "refused"; message: string | undefined; fields: string[] }
  | { kind: "failed" };

/** `code` only once the server asked for it (docs/decisions/0072); without it the request is as documented. */
export function logIn(credentials: {
  email: string;
  password: string;
  code?: string;
}): Promise<AuthOutcome<LoginSuccess>> {
  // No `session` field: the server's default is the httpOnly cookie; the page never holds a token.
  return post<LoginSuccess>(authApiPaths.login, credentials);
}

export function signUp(details: {
  name: string;
  email: string;
  password: string;
  setupToken?: string;
}): Promise<AuthOutcome<SignupSuccess>> {
  return post<SignupSuccess>(authApiPaths.signup, details);
}

/** A new password with the token of a one-time reset link (docs/decisions/0057). */
export function resetPassword(details: { token: string; password: string }): Promise<AuthOutcome<SuccessMessage>> {
  return post<SuccessMessage>(authApiPaths.passwordReset, details);
}

async function post<Success>(path: string, payload: unknown): Promise<AuthOutcome<Success>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
    });
  } catch {
    return { kind: "failed" };
  }
  const body = (await response.json().catch(() => null)) as {
    status?: unknown;
    message?: unknown;
    errors?: unknown;
  } | null;
  if (response.ok && body?.status === "success") return { kind: "success", body: body as Success };
  if (body === null && response.ok) return { kind: "failed" };
  return {
    kind: "refused",
    message: typeof body?.message === "string" && body.message !== "" ? body.message : undefined,
    fields: typeof body?.errors === "object" && body.errors !== null ? Object.keys(body.errors) : [],
  };
}
