// The names of the two cookies a victim's browser carries for their case (docs/decisions/0025):
// part of the case's secrets (case-secrets.ts: a session, a remembered phone), so they live with
// the case. The case routes set and clear them; tests in any room open a case through them.

/** The short-lived session a case link was exchanged for. */
export const CASE_COOKIE_NAME = "cyberhelp_case";
/** The long-lived cookie of a phone the victim chose to remember; only its secret's hash is stored. */
export const CASE_DEVICE_COOKIE_NAME = "cyberhelp_case_device";
