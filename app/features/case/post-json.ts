import type { CaseWords } from "~/app/content/languages/island-words";
import type { LanguageCode } from "~/shared/language-codes";
import { PAGE_LANGUAGE_HEADER } from "~/shared/routes";
import type { CaseView } from "~/shared/schemas/case";
import type { FieldErrors } from "~/shared/schemas/fields";
import { caseSchemas, prefetchCaseSchemas } from "./case-schemas-on-first-use";

/** The headers of a call to the case page's API: JSON, answered in the page's language. */
export function caseApiHeaders(code: LanguageCode): Record<string, string> {
  return { accept: "application/json", [PAGE_LANGUAGE_HEADER]: code };
}

/**
 * Posts JSON to the case page's API (same origin: the case cookie goes with it), with an
 * Idempotency-Key when the call is one a phone may send again (docs/decisions/0065). The
 * schemas its answer is read with start on their way at the same time (docs/decisions/0084).
 */
export async function postJson(
  url: string,
  body: unknown,
  code: LanguageCode,
  idempotencyKey?: string,
): Promise<Response> {
  prefetchCaseSchemas();
  return fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...caseApiHeaders(code),
      ...(idempotencyKey === undefined ? {} : { "idempotency-key": idempotencyKey }),
    },
    body: JSON.stringify(body),
  });
}

/** What a change to the case (progress, a transaction, a reply, a removal) came to. */
export type CaseChange =
  | { kind: "updated"; shown: CaseView["case"] }
  /** The case cookie no longer opens the case: the page closes. */
  | { kind: "closed" }
  /** Refused, with the server's message and its messages under the fields, if any. */
  | { kind: "refused"; message: string; errors: FieldErrors }
  /** The request never reached the server: the phone is offline, or its connection failed. */
  | { kind: "offline"; message: string }
  /** The server answered but did not save it (a 5xx, or an answer that could not be read). */
  | { kind: "failed"; message: string };

/** Posts a change to the case page's API; every answer it expects is one of CaseChange's kinds. */
export async function postCaseChange(
  url: string,
  body: unknown,
  words: CaseWords,
  idempotencyKey?: string,
): Promise<CaseChange> {
  let response: Response;
  try {
    response = await postJson(url, body, words.code, idempotencyKey);
  } catch {
    // fetch rejects (a TypeError) only when no answer came at all: never "Server error".
    return { kind: "offline", message: words.page.unreachable };
  }
  const json = (await response.json().catch(() => null)) as unknown;
  if (response.status === 401) return { kind: "closed" };
  if (response.status >= 500) return { kind: "failed", message: words.page.notSaved };
  let schemas: Awaited<ReturnType<typeof caseSchemas>>;
  try {
    schemas = await caseSchemas();
  } catch {
    // The schemas' module did not come: the connection failed after the answer. A change that
    // waits on this phone goes again, with its key, and is read then (docs/decisions/0065).
    return { kind: "offline", message: words.page.unreachable };
  }
  const shown = response.ok ? schemas.caseOf(json) : null;
  if (shown !== null) return { kind: "updated", shown };
  const refusal = schemas.refusalOf(json);
  return refusal === null
    ? { kind: "failed", message: words.page.notSaved }
    : { kind: "refused", message: refusal.message, errors: refusal.errors ?? {} };
}

/**
 * The server's message in its answer (a refusal, or what a change did), or null: also when the
 * schemas it is read with cannot be fetched (docs/decisions/0084), so the caller says its own.
 */
export async function serverMessageOf(response: Response): Promise<string | null> {
  const body = (await response.json().catch(() => null)) as unknown;
  const schemas = await caseSchemas().catch(() => null);
  return schemas === null ? null : schemas.serverMessageOf(body);
}
