import type { ApiError, SubmissionAccepted } from "~/shared/schemas/api-responses";

// Sends a form to the JSON API and says what became of it, in the three cases the
// docs/product.md error catalogue distinguishes: accepted, refused by the server, or never answered.

export type SubmitOutcome =
  | { kind: "accepted"; body: SubmissionAccepted }
  | { kind: "rejected"; httpStatus: number; body: ApiError | null }
  /** `unreachable`: the request never reached the server (offline, or the connection failed). */
  | { kind: "failed"; error: unknown; unreachable: boolean };

export async function submitForm(path: string, payload: unknown, idempotencyKey?: string): Promise<SubmitOutcome> {
  let response: Response;
  const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
  // Makes a retry safe: the server answers it like the first try and stores the form once.
  if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
  try {
    response = await fetch(path, {
      method: "POST",
      headers,
      body: JSON.stringify(payload),
    });
  } catch (error) {
    return { kind: "failed", error, unreachable: true };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    // A proxy's HTML error page or a cut connection: the server's answer was not read.
    if (response.ok) return { kind: "failed", error, unreachable: false };
    return { kind: "rejected", httpStatus: response.status, body: null };
  }
  if (response.ok && isAccepted(body)) return { kind: "accepted", body };
  return { kind: "rejected", httpStatus: response.status, body: isApiError(body) ? body : null };
}

function isAccepted(body: unknown): body is SubmissionAccepted {
  return typeof body === "object" && body !== null && (body as { status?: unknown }).status === "success";
}

function isApiError(body: unknown): body is ApiError {
  return typeof body === "object" && body !== null && typeof (body as { message?: unknown }).message === "string";
}
