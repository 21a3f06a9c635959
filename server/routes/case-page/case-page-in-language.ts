import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import type { Kysely } from "kysely";
import type { FormAnswer } from "~/shared/form-answer";
import { localizedPath, type LanguageCode } from "~/shared/languages";
import { CASE_PAGE_PATH } from "~/shared/routes";
import { caseMessages } from "~/shared/messages/case";
import { fieldErrors } from "~/shared/schemas/fields";
import { translateFieldErrors, translateMessage } from "~/shared/translations/translate";
import { caseMessagesIn } from "~/server/cases/case-language";
import { caseViewFor } from "~/server/cases/case-session";
import type { Clock } from "~/server/clock";
import type { Database } from "~/server/db/schema";
import type { EvidenceConfig } from "~/server/evidence/evidence-store";
import type { RefusedRequest } from "~/server/site/busy-page";
import type { PrivatePages } from "./private-pages";

// The case page in one language (docs/decisions/0041): its address, its messages, and the ways it
// is sent back after a form without scripts. Under /hi the page, its messages and where it sends
// the browser back to are Hindi.

/** The island that holds the case page (app/islands/modules/case-page.tsx). */
const CASE_PAGE_ISLAND = "case-page";

/** The case page's answer that shows the case. */
export type CaseAnswer = Extract<FormAnswer, { outcome: "case" }>;

/** What the case page's routes in one language are registered with (./index.ts). */
export interface CasePageLanguageOptions {
  db: Kysely<Database>;
  clock: Clock;
  rateLimit: onRequestAsyncHookHandler;
  /** Tells the mail worker a mail was queued (a fresh case link, a reminders' confirmation). */
  wakeMail: () => void;
  pages: PrivatePages;
  page: CasePageInLanguage;
}

/** Every field of a form sent without scripts, as sent: what a refused form shows back to send again. */
function sentFields(body: unknown): [name: string, value: string][] {
  if (typeof body !== "object" || body === null) return [];
  return Object.entries(body as Record<string, unknown>).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value])
      .filter((each): each is string => typeof each === "string")
      .map((each): [string, string] => [name, each]),
  );
}

/** A form's fields as posted, each a string ("" when missing), for the schema and to show again. */
export function postedFields(body: unknown, names: readonly string[]): Record<string, string> {
  const sent = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  return Object.fromEntries(names.map((name) => [name, typeof sent[name] === "string" ? sent[name] : ""]));
}

type CasePageInLanguage = ReturnType<typeof casePageIn>;

export function casePageIn(
  code: LanguageCode,
  {
    db,
    clock,
    pages,
    evidenceConfig,
  }: { db: Kysely<Database>; clock: Clock; pages: PrivatePages; evidenceConfig: EvidenceConfig },
) {
  const { now } = clock;
  const { sendPrivatePage, refusedForNow } = pages;
  const pagePath = localizedPath(code, CASE_PAGE_PATH);
  const formPath = (path: string) => localizedPath(code, path);
  const messages = caseMessagesIn(code, evidenceConfig);
  const say = (message: string) => translateMessage(message, messages);
  const errorsOf = (error: Parameters<typeof fieldErrors>[0]) => translateFieldErrors(fieldErrors(error), messages);
  const viewOf = (request: FastifyRequest, submissionId: number) => caseViewFor(db, request, submissionId, now(), code);

  /** The case page rendered for this request, with a case or what was typed in it. */
  function sendCasePage(request: FastifyRequest, reply: FastifyReply, answer: FormAnswer | null, status: number) {
    const island = answer === null ? null : { island: CASE_PAGE_ISLAND, answer };
    return sendPrivatePage(request, reply, pagePath, island, status, false);
  }

  /** The case page with no case in it and nothing typed: the same for anyone, rendered once. */
  function sendCasePageForAnyone(
    request: FastifyRequest,
    reply: FastifyReply,
    answer: FormAnswer | null,
    status: number,
  ) {
    const island = answer === null ? null : { island: CASE_PAGE_ISLAND, answer };
    return sendPrivatePage(request, reply, pagePath, island, status, true);
  }

  /** Whether a form of the case page, sent without scripts, is refused for now (see refusedForNow). */
  function formRefusedForNow(request: FastifyRequest, reply: FastifyReply) {
    const action = request.url.split("?", 1)[0] ?? pagePath;
    const refused: RefusedRequest = request.isMultipart()
      ? { kind: "file", backTo: pagePath }
      : { kind: "form", action, fields: sentFields(request.body) };
    return refusedForNow(request, reply, code, refused);
  }

  /**
   * The case page again after a form without scripts, with what that form has to say beside
   * the case (saved, or why not and what was typed); a case gone meanwhile shows the page bare.
   */
  async function sendCaseAgain(
    request: FastifyRequest,
    reply: FastifyReply,
    submissionId: number,
    said: Omit<CaseAnswer, "outcome" | "shown">,
    status: number,
  ) {
    const view = await viewOf(request, submissionId);
    if (!view) return sendCasePageForAnyone(request, reply, null, 200);
    return sendCasePage(request, reply, { outcome: "case", shown: view.case, ...said }, status);
  }

  /** A form of the case page posted by a browser that has no case open: the page says so. */
  function sendNoCase(request: FastifyRequest, reply: FastifyReply) {
    return sendCasePageForAnyone(
      request,
      reply,
      { outcome: "invalid", values: {}, errors: { code: say(caseMessages.noCaseSession) } },
      401,
    );
  }

  return {
    code,
    pagePath,
    formPath,
    say,
    errorsOf,
    viewOf,
    sendCasePage,
    sendCasePageForAnyone,
    formRefusedForNow,
    sendCaseAgain,
    sendNoCase,
  };
}
