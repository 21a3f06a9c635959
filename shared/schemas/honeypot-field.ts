// The honeypot's field name (./fields.ts), in a module of its own: the forms' scripts name it
// from the start, and fetch the schemas, with Zod, only on first use (docs/decisions/0047).

export const HONEYPOT_FIELD = "website";
