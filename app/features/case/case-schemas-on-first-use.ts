import { schemaOnFirstUse } from "~/app/lib/schema-resolver";

// The case page's schemas, and Zod with them (./case-schemas.ts, about 12 KB gzip), are fetched
// on first use, not with the page (docs/decisions/0084, as the help forms' are, decision 0047):
// when a form is first focused, at the latest when the page sends its first request, and the
// answer waits for them. A victim who only reads the case never fetches them.

type CaseSchemas = typeof import("./case-schemas");

/** The schemas' module, fetched once; a failed fetch is tried again the next time it is asked for. */
export const caseSchemas: () => Promise<CaseSchemas> = schemaOnFirstUse(() => import("./case-schemas"));

/** Starts fetching the schemas (a form is focused, a request goes); a failure shows when they are needed. */
export function prefetchCaseSchemas(): void {
  caseSchemas().catch(() => undefined);
}

/**
 * The schemas to check a form with before it is sent, or null when they cannot be fetched
 * (offline before they ever came, or their file gone after a new release while the page was
 * open). The form then goes as typed: the server checks it with the same schemas and answers
 * with the same messages under the same fields, and what was typed stays in the form.
 */
export async function caseSchemasForChecks(): Promise<CaseSchemas | null> {
  try {
    return await caseSchemas();
  } catch (error) {
    console.error("The case page's checks could not be loaded; the server checks what is sent", error);
    return null;
  }
}
