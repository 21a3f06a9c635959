import type { ForbiddenReason, SessionProblem } from "~/shared/schemas/auth-replies";
import type { FieldErrors } from "~/shared/schemas/fields";

// How the dashboard talks to the admin API: same-origin fetches (the session cookie rides
// along; the page never sees a token), JSON both ways, and one error type for every failure.

/** A refused or unanswered admin request. `status` 0 means no answer arrived at all. */
export class AdminApiError extends Error {
  readonly status: number;
  readonly reason: SessionProblem | ForbiddenReason | undefined;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(
    status: number,
    message: string,
    options: { reason?: SessionProblem | ForbiddenReason; fieldErrors?: FieldErrors } = {},
  ) {
    super(message);
    this.name = "AdminApiError";
    this.status = status;
    this.reason = options.reason;
    this.fieldErrors = options.fieldErrors;
  }

  /**
   * A 401 (the session is gone), or a 403 for an account that may no longer use the desk. A 403
   * for the role is not: the person stays signed in and is told the view is not theirs.
   */
  get endsSession(): boolean {
    return this.status === 401 || (this.status === 403 && this.reason === "account_inactive");
  }

  /** A 403 while the site requires a second factor this account has not set up (docs/decisions/0072). */
  get needsSecondFactor(): boolean {
    return this.status === 403 && this.reason === "second_factor_required";
  }

  /** A 403 for the role: this view or action is not for this desk member (docs/decisions/0030). */
  get isOutsideRole(): boolean {
    return this.status === 403 && this.reason === "role";
  }
}

export type QueryValue = string | number | undefined | null;

/** `path?key=value&...`, leaving out empty values. */
export function withQuery(path: string, params: Record<string, QueryValue>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  return request<T>(path, { method: "GET", signal });
}

/** A state-changing call: JSON body, same origin (the server checks the Origin header). */
export function sendJson<T>(method: "POST" | "PUT" | "PATCH" | "DELETE", path: string, body?: unknown): Promise<T> {
  return request<T>(path, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { "Content-Type": "application/json" } }),
  });
}

async function request<T>(path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      credentials: "same-origin",
      headers: { Accept: "application/json", ...init.headers },
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new AdminApiError(0, "No answer from the server.");
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) throw errorFrom(response.status, body);
  return body as T;
}

const KNOWN_REASONS = ["no_session", "session_expired", "account_inactive", "role", "second_factor_required"] as const;

function errorFrom(status: number, body: unknown): AdminApiError {
  const answer = (typeof body === "object" && body !== null ? body : {}) as {
    message?: unknown;
    reason?: unknown;
    errors?: unknown;
  };
  const reason = KNOWN_REASONS.find((known) => known === answer.reason);
  return new AdminApiError(status, typeof answer.message === "string" ? answer.message : `HTTP ${status}`, {
    reason,
    fieldErrors:
      typeof answer.errors === "object" && answer.errors !== null ? (answer.errors as FieldErrors) : undefined,
  });
}
