import { apiErrorSchema, successMessageSchema, type ApiError } from "~/shared/schemas/api-responses";
import { caseOpenedSchema, lostLinkSchema } from "~/shared/schemas/case";
import { caseMessageSchema } from "~/shared/schemas/case-messages";
import { caseTransactionSchema, requestTransactionUtrSchema } from "~/shared/schemas/case-transactions";
import { caseViewSchema, type CaseView } from "~/shared/schemas/case-view";
import { evidenceUploadedSchema, type EvidenceFile } from "~/shared/schemas/evidence";
import { fieldErrors, type FieldErrors } from "~/shared/schemas/fields";

// Everything the case page does with the shared schemas: its forms checked before they are sent
// (the server's own rules, giving its first message per field) and its answers read. Fetched,
// with Zod, when the page first sends something or a form is first used
// (./case-schemas-on-first-use.ts, docs/decisions/0084), not to start the page. The messages are
// the schemas' English ones; the page says them in its language.

/** The case in an answer that shows it, or null when the answer is not one. */
export function caseOf(json: unknown): CaseView["case"] | null {
  const view = caseViewSchema.safeParse(json);
  return view.success ? view.data.case : null;
}

/** A refusal's message and its messages under the fields, or null when the answer is not a refusal. */
export function refusalOf(json: unknown): ApiError | null {
  const refusal = apiErrorSchema.safeParse(json);
  return refusal.success ? refusal.data : null;
}

/** What the server says in its answer (a refusal, or what a change did), or null. */
export function serverMessageOf(json: unknown): string | null {
  const refusal = apiErrorSchema.safeParse(json);
  if (refusal.success) return refusal.data.message;
  const success = successMessageSchema.safeParse(json);
  return success.success ? success.data.message : null;
}

/** Whether an answer says the case is open (the case cookie is set). */
export function isCaseOpened(json: unknown): boolean {
  return caseOpenedSchema.safeParse(json).success;
}

/** The file an upload stored, or null when the answer is not one. */
export function uploadedFileOf(json: unknown): EvidenceFile | null {
  const stored = evidenceUploadedSchema.safeParse(json);
  return stored.success ? stored.data.file : null;
}

/** A reply as it is sent (trimmed), or the first message about it. */
export function checkedMessage(body: string): { body: string } | { problem: string | undefined } {
  const parsed = caseMessageSchema.safeParse({ body });
  return parsed.success ? { body: parsed.data.body } : { problem: parsed.error.issues[0]?.message };
}

/** A transaction's first message per field, or null when it may be sent. */
export function transactionProblems(values: Record<string, string>): FieldErrors | null {
  const checked = caseTransactionSchema.safeParse(values);
  return checked.success ? null : fieldErrors(checked.error);
}

/** The help request's UTR form's first message per field, or null when it may be sent. */
export function requestUtrProblems(values: Record<string, string>): FieldErrors | null {
  const checked = requestTransactionUtrSchema.safeParse(values);
  return checked.success ? null : fieldErrors(checked.error);
}

/** "Lost your link?" as it is sent (trimmed, the reference in capitals), or its first message per field. */
export function checkedLostLink(
  values: Record<string, string>,
): { values: { reference: string; email: string } } | { errors: FieldErrors } {
  const parsed = lostLinkSchema.safeParse(values);
  return parsed.success ? { values: parsed.data } : { errors: fieldErrors(parsed.error) };
}
