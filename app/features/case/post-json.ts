import type { CaseWords } from "~/app/lib/case-words";
import type { LanguageCode } from "~/shared/language-codes";
import { PAGE_LANGUAGE_HEADER } from "~/shared/routes";
import { apiErrorSchema } from "~/shared/schemas/api-responses";
import { caseViewSchema, type CaseView } from "~/shared/schemas/case";
import type { FieldErrors } from "~/shared/schemas/fields";

/** The headers of a call to the case page's API: JSON, answered in the page's language. */
export function caseApiHeaders(code: LanguageCode): Record<string, string> {
  return { accept: "application/json", [PAGE_LANGUAGE_HEADER]: code };
}

/** Posts JSON to the case page's API (same origin: the case cookie goes with it). */
export async function postJson(url: string, body: unknown, code: LanguageCode): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...caseApiHeaders(code) },
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
  | { kind: "unreachable"; message: string };

/** Posts a change to the case page's API; every answer it expects is one of CaseChange's kinds. */
export async function postCaseChange(url: string, body: unknown, words: CaseWords): Promise<CaseChange> {
  let response: Response;
  try {
    response = await postJson(url, body, words.code);
  } catch {
    return { kind: "unreachable", message: words.page.unreachable };
  }
  const json = (await response.json().catch(() => null)) as unknown;
  const view = caseViewSchema.safeParse(json);
  if (response.ok && view.success) return { kind: "updated", shown: view.data.case };
  if (response.status === 401) return { kind: "closed" };
  const refusal = apiErrorSchema.safeParse(json);
  return refusal.success
    ? { kind: "refused", message: refusal.data.message, errors: refusal.data.errors ?? {} }
    : { kind: "unreachable", message: words.page.unreachable };
}
