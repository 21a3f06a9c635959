import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { ServerKeys } from "../keys/server-keys";
import { REFERENCE_PATTERN } from "../submissions/reference";

// A form sent without scripts is answered with a redirect to its page (POST, then 303, then GET),
// so a reload asks for the page again instead of sending the form twice. The page shows the
// confirmation once, with the case code the form's answer minted: the code travels to it in a
// short-lived cookie sealed with the server key, bound to the page's path and the reference in
// the address, and claimed in the database on its one showing, whichever instance shows it
// (docs/decisions/0021, 0049). A cookie that is forged, altered, moved, expired or already shown
// opens nothing, and the page is then exactly the one without a cookie: nothing in a request
// makes or reveals a case code, nor says whether a reference exists. What the visitor typed is
// never in the address or the cookie.

const SENT_COOKIE_NAME = "cyberhelp_sent";
/** Long enough for a slow phone to follow the redirect, short enough not to linger on a shared one. */
const SENT_COOKIE_MS = 5 * 60 * 1000;
/** The query parameter that names the reference in the confirmation's address. */
const SENT_PARAMETER = "sent";

/** What the sealed cookie holds. */
interface SealedConfirmation {
  /** Random, claimed at the showing: a second showing finds it taken. */
  id: string;
  /** The case code the form's answer minted; null when the answer had none to give. */
  caseCode: string | null;
  expiresAt: string;
}

interface Confirmation {
  reference: string;
  caseCode: string | null;
}

function cookieOptions(request: FastifyRequest, path: string) {
  return {
    httpOnly: true,
    // Lax: the cookie must come with the GET the redirect leads to, a top-level navigation.
    sameSite: "lax",
    path,
    secure: request.protocol === "https",
  } as const;
}

/** The words the seal is bound to: the cookie opens only on this page, for this reference. */
const bindingOf = (path: string, reference: string) => `${path}\0${reference}`;

/** Seals `caseCode` for one showing at `path`, and answers with the redirect there. */
export function redirectToConfirmation(
  reply: FastifyReply,
  keys: ServerKeys,
  confirmation: Confirmation & { path: string; now: Date },
): FastifyReply {
  const { path, reference, caseCode, now } = confirmation;
  const sealed: SealedConfirmation = {
    id: randomBytes(16).toString("base64url"),
    caseCode,
    expiresAt: new Date(now.getTime() + SENT_COOKIE_MS).toISOString(),
  };
  const value = keys.seal("confirmation", JSON.stringify(sealed), bindingOf(path, reference));
  reply.setCookie(SENT_COOKIE_NAME, value, {
    ...cookieOptions(reply.request, path),
    maxAge: SENT_COOKIE_MS / 1000,
  });
  // The cookie carries a case code: nothing on the way may keep this answer.
  reply.header("cache-control", "no-store");
  return reply.redirect(`${path}?${SENT_PARAMETER}=${encodeURIComponent(reference)}`, 303);
}

/**
 * The confirmation to show at `path`, if this request's cookie was sealed for it and has not
 * been shown; it is then claimed and the cookie cleared. Null otherwise, and nothing changes.
 */
export async function takeConfirmation(
  db: Kysely<Database>,
  keys: ServerKeys,
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  now: Date,
): Promise<Confirmation | null> {
  const cookie = request.cookies[SENT_COOKIE_NAME];
  if (cookie === undefined) return null;
  const reference = (request.query as Record<string, unknown> | undefined)?.[SENT_PARAMETER];
  if (typeof reference !== "string" || !REFERENCE_PATTERN.test(reference)) return null;
  const opened = keys.open("confirmation", cookie, bindingOf(path, reference));
  if (opened === undefined) return null;
  const sealed = JSON.parse(opened) as SealedConfirmation;
  if (sealed.expiresAt <= now.toISOString()) return null;
  if (!(await claimShowing(db, sealed, now))) return null;
  reply.clearCookie(SENT_COOKIE_NAME, cookieOptions(request, path));
  return { reference, caseCode: sealed.caseCode };
}

/** True for the first showing only, on any instance: the insert of its id is the claim. */
async function claimShowing(db: Kysely<Database>, sealed: SealedConfirmation, now: Date): Promise<boolean> {
  // Ids whose cookies can no longer open are of no more use.
  await db.deleteFrom("shown_confirmations").where("expires_at", "<", now.toISOString()).execute();
  const claimed = await db
    .insertInto("shown_confirmations")
    .values({ id: sealed.id, expires_at: sealed.expiresAt })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  // Taken already: the insert did nothing and returned no row.
  return claimed !== undefined;
}
