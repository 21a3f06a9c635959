import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Kysely } from "kysely";
import { LANGUAGES, localizedPath, type LanguageCode } from "~/shared/languages";
import { CASE_PAGE_PATH } from "~/shared/routes";
import type { Database } from "../db/schema";
import { CASE_COOKIE_NAME, CASE_DEVICE_COOKIE_NAME } from "./case-cookies";
import { languageOfCaseCall } from "./case-language";
import { CASE_DEVICE_MS, CASE_SESSION_MS, caseOfSecret, mintCaseSecret, revokeCaseSecret } from "./case-secrets";
import { caseView } from "./case-view";

// The victim's case session in their browser (docs/decisions/0025): the cookies a case link's
// secret was exchanged for, read to find the case, set, cleared, and the phone that remembers
// the case. The case API and the case page (server/routes/) answer with what is found here.

/**
 * The case page's address in each language ("/case", "/hi/case"): the case cookies are set on
 * each, so the case's pages (the case page and its letters) open in either language and the
 * switch keeps the person in their case (docs/decisions/0041, 0042); the API lives under "/case"
 * whatever the page's language.
 */
const CASE_COOKIE_PATHS = LANGUAGES.map(({ code }) => localizedPath(code, CASE_PAGE_PATH));

function caseCookieOptions(request: FastifyRequest, path: string) {
  return {
    httpOnly: true,
    sameSite: "strict",
    path,
    // Over plain HTTP (local development) a Secure cookie would never come back.
    secure: request.protocol === "https",
  } as const;
}

function setCaseCookies(reply: FastifyReply, name: string, value: string, maxAgeMs: number): void {
  for (const path of CASE_COOKIE_PATHS) {
    reply.setCookie(name, value, { ...caseCookieOptions(reply.request, path), maxAge: Math.floor(maxAgeMs / 1000) });
  }
}

function clearCaseCookies(reply: FastifyReply, name: string): void {
  for (const path of CASE_COOKIE_PATHS) reply.clearCookie(name, caseCookieOptions(reply.request, path));
}

/** Gives the browser the session a case link was exchanged for. */
export function setCaseCookie(reply: FastifyReply, session: string): void {
  setCaseCookies(reply, CASE_COOKIE_NAME, session, CASE_SESSION_MS);
}

/** Ends the session in this browser; a phone that remembers the case keeps its cookie. */
export function clearCaseSessionCookie(reply: FastifyReply): void {
  clearCaseCookies(reply, CASE_COOKIE_NAME);
}

/** Clears both case cookies, once the secrets they held were revoked. */
export function clearEveryCaseCookie(reply: FastifyReply): void {
  clearCaseCookies(reply, CASE_COOKIE_NAME);
  clearCaseCookies(reply, CASE_DEVICE_COOKIE_NAME);
}

/**
 * Remembers the case on this phone: a long-lived device secret, minted and audited with where it
 * was asked for (the case page, or a form's confirmation while the case link is in hand).
 */
export async function rememberCaseOnThisPhone(
  db: Kysely<Database>,
  reply: FastifyReply,
  submissionId: number,
  now: Date,
  channel: "case_page" | "confirmation",
): Promise<void> {
  const { secret } = await mintCaseSecret(db, submissionId, "device", now, { channel });
  setCaseCookies(reply, CASE_DEVICE_COOKIE_NAME, secret, CASE_DEVICE_MS);
}

/** "Forget this phone": the remembered phone's secret is revoked and its cookie cleared; the session stays. */
export async function forgetCaseOnThisPhone(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  now: Date,
): Promise<void> {
  await revokeCookieSecret(db, request, reply, CASE_DEVICE_COOKIE_NAME, now);
}

/** Closing the case on this browser also forgets it, or a remembered phone would open the case again. */
export async function closeCaseOnThisBrowser(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  now: Date,
): Promise<void> {
  for (const name of [CASE_COOKIE_NAME, CASE_DEVICE_COOKIE_NAME] as const)
    await revokeCookieSecret(db, request, reply, name, now);
}

/** The secret a case cookie holds no longer opens anything, and the cookie is cleared. */
async function revokeCookieSecret(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  name: typeof CASE_COOKIE_NAME | typeof CASE_DEVICE_COOKIE_NAME,
  now: Date,
): Promise<void> {
  const secret = request.cookies[name];
  if (secret) await revokeCaseSecret(db, secret, now);
  clearCaseCookies(reply, name);
}

/**
 * The case the request's cookies open: the session, or else a remembered phone's cookie, which
 * then opens a fresh session. Dead cookies are cleared. Undefined when neither opens a case.
 */
export async function caseOfCookies(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  now: Date,
): Promise<number | undefined> {
  const session = request.cookies[CASE_COOKIE_NAME];
  const bySession = session ? await caseOfSecret(db, session, "session", now) : undefined;
  if (bySession !== undefined) return bySession;
  if (session) clearCaseCookies(reply, CASE_COOKIE_NAME);
  const device = request.cookies[CASE_DEVICE_COOKIE_NAME];
  const byDevice = device ? await caseOfSecret(db, device, "device", now) : undefined;
  if (byDevice === undefined) {
    if (device) clearCaseCookies(reply, CASE_DEVICE_COOKIE_NAME);
    return undefined;
  }
  setCaseCookie(reply, (await mintCaseSecret(db, byDevice, "session", now, { channel: "remembered_phone" })).secret);
  return byDevice;
}

/** How a scope behind `openCaseFromCookies` answers a request whose cookies open no case. */
type AnswerWithoutCase = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;

/** The case each request behind `openCaseFromCookies` opened; only that hook writes here. */
const openedCases = new WeakMap<FastifyRequest, number>();

/**
 * The one hook of a scope whose routes all act on the case the request's cookies open (the case
 * API's, the case page's forms): it finds the case before any handler runs, or answers with
 * `answerWithoutCase` and no handler runs. Routes that must work without a case (opening it from
 * the link, "Lost your link?") are registered outside the scope. The handlers read the case with
 * `openedCaseOf`.
 */
export function openCaseFromCookies(
  db: Kysely<Database>,
  now: () => Date,
  answerWithoutCase: AnswerWithoutCase,
): preHandlerAsyncHookHandler {
  return async function openCaseFromCookiesHook(request, reply) {
    const submissionId = await caseOfCookies(db, request, reply, now());
    if (submissionId === undefined) {
      // A body still arriving (an evidence file, streamed to the store) is read to its end and
      // dropped, so the browser gets the refusal instead of a stalled upload.
      if (request.body instanceof Readable) request.body.resume();
      return answerWithoutCase(request, reply);
    }
    openedCases.set(request, submissionId);
    return undefined;
  };
}

/** The case `openCaseFromCookies` found for this request; a route outside its scope is a mistake, and throws. */
export function openedCaseOf(request: FastifyRequest): number {
  const submissionId = openedCases.get(request);
  if (submissionId === undefined) {
    throw new Error(`${request.method} ${request.routeOptions.url} is not behind openCaseFromCookies`);
  }
  return submissionId;
}

/**
 * The case page's view for this request: whether the asking phone remembers the case is its
 * cookie's to say; its words are in the calling page's language, or `language` for a page.
 */
export async function caseViewFor(
  db: Kysely<Database>,
  request: FastifyRequest,
  submissionId: number,
  now: Date,
  language: LanguageCode = languageOfCaseCall(request),
) {
  const device = request.cookies[CASE_DEVICE_COOKIE_NAME];
  const remembered = device !== undefined && (await caseOfSecret(db, device, "device", now)) === submissionId;
  const { fileMaxBytes, videoMaxBytes, filesPerCase, caseMaxBytes } = request.server.evidence.config;
  const limits = { fileMaxBytes, videoMaxBytes, filesPerCase, caseMaxBytes };
  const channels = {
    pushPublicKey: request.server.pushReminders.vapid?.publicKey ?? null,
    whatsApp: request.server.whatsAppReminders.config !== null,
  };
  return caseView(db, submissionId, now, remembered, limits, language, channels);
}
