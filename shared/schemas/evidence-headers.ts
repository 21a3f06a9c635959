// The headers an evidence upload carries besides its bytes, in a module without Zod: the case
// page's script names them from the start (docs/decisions/0084); ./evidence.ts re-exports them.

/** The file's name, URI-encoded. */
export const EVIDENCE_NAME_HEADER = "x-evidence-name";
/** The SHA-256 of its bytes, as the browser computed it, in hex. */
export const EVIDENCE_SHA256_HEADER = "x-evidence-sha256";
