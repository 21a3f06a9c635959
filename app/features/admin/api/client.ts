import {
  fillEndpointPath,
  type DeskEndpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointReply,
} from "~/shared/admin-endpoints/endpoint";
import { ADMIN_API_PREFIX } from "~/shared/routes";
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

/** `path?key=value&...`, leaving out empty values. */
function withQuery(path: string, params: object): string {
  const query = new URLSearchParams();
  const entries: [string, unknown][] = Object.entries(params);
  for (const [key, value] of entries) {
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

/**
 * What a call to an admin endpoint sends, as its entry in shared/admin-endpoints/ types it: the
 * path's parameters and the body when the entry has them, the query when it reads one, and the
 * signal a read may be cancelled with. An endpoint without a body may still be sent an empty one.
 */
export type AdminCall<Endpoint extends DeskEndpoint> = (Endpoint extends { params: object }
  ? { params: EndpointParams<Endpoint> }
  : { params?: never }) &
  (Endpoint extends { query: object } ? { query?: EndpointQuery<Endpoint> } : { query?: never }) &
  (Endpoint extends { body: object } ? { body: EndpointBody<Endpoint> } : { body?: Record<string, never> }) & {
    signal?: AbortSignal;
  };

/** The call's options may be left out when the endpoint needs none of them. */
type AdminCallArguments<Endpoint extends DeskEndpoint> =
  Record<string, never> extends AdminCall<Endpoint> ? [call?: AdminCall<Endpoint>] : [call: AdminCall<Endpoint>];

/** A call as the code below reads it, whatever the endpoint; callers are held to AdminCall. */
interface AnyAdminCall {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  signal?: AbortSignal;
}

function asObject(value: unknown): object {
  return typeof value === "object" && value !== null ? value : {};
}

/** The endpoint's address: its path under the admin API with the parameters filled in, and the query. */
export function adminEndpointUrl<Endpoint extends DeskEndpoint>(
  endpoint: Endpoint,
  call: Pick<AdminCall<Endpoint>, "params" | "query">,
): string;
export function adminEndpointUrl(endpoint: DeskEndpoint, call: AnyAdminCall): string {
  return addressOf(endpoint, call);
}

function addressOf(endpoint: DeskEndpoint, { params, query }: AnyAdminCall): string {
  return withQuery(`${ADMIN_API_PREFIX}${fillEndpointPath(endpoint.path, asObject(params))}`, asObject(query));
}

/**
 * Calls an admin endpoint: a GET as a read (cancelled by its signal), anything else as a change
 * sent with its JSON body. It answers the entry's reply type, so a changed reply schema changes
 * every caller's types; a refusal throws AdminApiError.
 */
export function callAdmin<Endpoint extends DeskEndpoint>(
  endpoint: Endpoint,
  ...call: AdminCallArguments<Endpoint>
): Promise<EndpointReply<Endpoint>>;
export function callAdmin(endpoint: DeskEndpoint, call: AnyAdminCall = {}): Promise<unknown> {
  const url = addressOf(endpoint, call);
  return endpoint.method === "GET" ? getJson(url, call.signal) : sendJson(endpoint.method, url, call.body);
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
