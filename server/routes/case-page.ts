import fastifyFormbody from "@fastify/formbody";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import type { Kysely } from "kysely";
import type { FormAnswer, PageFormAnswer } from "~/shared/form-answer";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "~/shared/language-codes";
import { caseDocument, letterWords } from "~/shared/letters";
import {
  CASE_PAGE_PATH,
  CASE_SAVED_QUERY,
  CASE_SUMMARY_PATH,
  caseApiPaths,
  caseSavedPath,
  caseSections,
  caseLetterPath,
  LETTER_KINDS,
  LETTER_LANGUAGE_QUERY,
  LOST_LINK_SENT_PATH,
  SUMMARY_LANGUAGE_QUERY,
} from "~/shared/routes";
import { LANGUAGES, localizedPath, pathsIn, type LanguageCode } from "~/shared/languages";
import { translateFieldErrors, translateMessage } from "~/shared/translations/translate";
import { caseMessagesIn } from "../cases/case-language";
import {
  caseHarmSchema,
  caseMessages,
  caseProgressSchema,
  caseRemindersSchema,
  caseRemindersStopSchema,
  lostLinkSchema,
} from "~/shared/schemas/case";
import {
  CASE_TRANSACTION_FIELDS,
  caseTransactionMessages,
  caseTransactionSchema,
  REQUEST_UTR_FIELDS,
  removeCaseTransactionSchema,
  requestTransactionUtrSchema,
} from "~/shared/schemas/case-transactions";
import { evidenceMessages } from "~/shared/schemas/evidence";
import { fieldErrors } from "~/shared/schemas/fields";
import { refuseCrossSiteCaseActions } from "../auth/same-origin";
import { openSessionFromLink } from "../cases/case-secrets";
import { caseLetterFacts } from "../cases/case-letters";
import { caseSummaryOf } from "../cases/case-summary";
import { caseSummaryClosedPage, caseSummaryPage } from "../cases/case-summary-page";
import { addCaseTransaction, removeCaseTransaction } from "../cases/case-transactions";
import { fillRequestTransaction } from "../cases/request-transaction";
import { saveCaseHarm, saveCaseProgress } from "../cases/case-view";
import { sendVictimReply } from "../cases/case-messages";
import { caseMessageSchema, caseMessageTexts } from "~/shared/schemas/case-messages";
import type { Database } from "../db/schema";
import { EvidenceRefusal, evidenceFileName, receiveEvidence } from "../evidence/evidence-store";
import { errorPage } from "../site/error-page";
import { busyPage, type RefusedRequest } from "../site/busy-page";
import type { PageRenderer } from "../site/page-renderer";
import { renderedOnce } from "../site/rendered-once";
import { sendKeptPage, sendPage } from "../site/send-page";
import type { RenderAllowance } from "../plugins/rate-limits";
import {
  caseOfCookies,
  caseViewFor,
  openCaseFromCookies,
  openedCaseOf,
  rememberCaseOnThisPhone,
  setCaseCookie,
} from "../cases/case-session";
import { sendFreshCaseLinkAfterAnswering } from "./case";
import type { Clock } from "../clock";
import { askForEmailReminders, stopRemindersFromCasePage } from "../reminders/reminder-consent";
import { stopPushReminders } from "../reminders/push-subscriptions";
import { askForWhatsAppReminders, stopWhatsAppFromCasePage } from "../reminders/whatsapp/whatsapp-consent";
import { whatsAppReminderMessages } from "~/shared/schemas/whatsapp-reminders";

// The case page as a page (docs/decisions/0025): rendered on the server with the case the
// request's cookie opens, so it shows without scripts (and at once with them), and the case-code
// form posted by a browser without scripts, which gets the same exchange as the API.

/** The island that holds the case page (app/islands/modules/case-page.tsx). */
const CASE_PAGE_ISLAND = "case-page";

/** The island that holds a document drafted from the case (app/islands/modules/case-letter.tsx). */
const CASE_LETTER_ISLAND = "case-letter";

export interface CasePageRoutesOptions {
  db: Kysely<Database>;
  clock: Clock;
  rateLimit: onRequestAsyncHookHandler;
  /** Pages rendered per request for one address, all routes together (docs/decisions/0073). */
  renderAllowance: RenderAllowance;
  pageRenderer: Promise<PageRenderer | undefined>;
  /** Tells the mail worker a mail was queued (a fresh case link). */
  wakeMail: () => void;
}

/** The case page's answer that shows the case. */
type CaseAnswer = Extract<FormAnswer, { outcome: "case" }>;

/**
 * What the page says where a form sent without scripts brought the browser back ("?saved=…"):
 * only that it was saved, which the list or thread below it shows. The address carries nothing typed.
 */
function savedSaid(
  query: Record<string, string | undefined>,
): Pick<CaseAnswer, "transactions" | "reply" | "reminders"> {
  switch (query[CASE_SAVED_QUERY]) {
    case "reminders-asked":
      return { reminders: { said: "asked" } };
    case "reminders-already-asked":
      return { reminders: { said: "already-asked" } };
    case "reminders-stopped":
      return { reminders: { said: "stopped" } };
    case "reminders-push-stopped":
      return { reminders: { said: "push-stopped" } };
    case "reminders-whatsapp-asked":
      return { reminders: { said: "whatsapp-asked" } };
    case "reminders-whatsapp-already-asked":
      return { reminders: { said: "whatsapp-already-asked" } };
    case "reminders-whatsapp-stopped":
      return { reminders: { said: "whatsapp-stopped" } };
    case "transaction":
      return { transactions: { saved: "added" } };
    case "transaction-removed":
      return { transactions: { saved: "removed" } };
    case "message":
      return { reply: { sent: true } };
    default:
      return {};
  }
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
function postedFields(body: unknown, names: readonly string[]): Record<string, string> {
  const sent = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  return Object.fromEntries(names.map((name) => [name, typeof sent[name] === "string" ? sent[name] : ""]));
}

export async function casePageRoutes(app: FastifyInstance, options: CasePageRoutesOptions): Promise<void> {
  const { db, clock, rateLimit, renderAllowance, wakeMail } = options;
  const { now } = clock;
  const renderer = await options.pageRenderer;
  // The pages anyone may ask for, with no case open: rendered once each, then answered from their
  // bytes (docs/decisions/0073). Only fixed answers reach it, never anything typed or a case's.
  const forAnyone = renderer && renderedOnce(renderer);
  // Here and in the public forms' routes only: the JSON APIs keep refusing form-encoded bodies.
  await app.register(fastifyFormbody);
  // Evidence sent without scripts: one file per post, streamed like the API's; the part's own
  // limit sits above the store's, so the store refuses a file too large before any cut.
  const { config: evidenceConfig, keyring } = app.evidence;
  await app.register(fastifyMultipart, {
    limits: {
      files: 1,
      fields: 0,
      parts: 2,
      fileSize: Math.max(evidenceConfig.fileMaxBytes, evidenceConfig.videoMaxBytes) + 1,
    },
  });
  app.addHook("onRequest", refuseCrossSiteCaseActions);

  /**
   * A private page: the case page or a letter, with what the island needs. Rendered for this
   * request when it shows a case; with `sameForAnyone`, a page with no case in it, answered
   * from the bytes of its first render.
   */
  async function sendPrivatePage(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    island: PageFormAnswer | null,
    status: number,
    sameForAnyone: boolean,
  ) {
    // The address alone says that someone asked for help: no Referer, no search engine.
    reply.header("referrer-policy", "no-referrer").header("x-robots-tag", "noindex");
    if (!renderer || !forAnyone) {
      reply.log.error(`no page renderer in the build: ${path} cannot be shown`);
      return sendPage(reply, errorPage(500, path), 500);
    }
    if (sameForAnyone) return sendKeptPage(request, reply, await forAnyone.render(path, island), status);
    return sendPage(reply, await renderer.render(path, island), status);
  }

  /**
   * Whether this address has had its minute's allowance of rendered pages; if so the page that
   * says to wait a minute has been sent (429), in `language`, with what the request carried.
   * Asked only before a page would be rendered for this request, never for a page for anyone.
   */
  async function refusedForNow(
    request: FastifyRequest,
    reply: FastifyReply,
    language: LanguageCode,
    refused: RefusedRequest,
  ): Promise<boolean> {
    const allowance = await renderAllowance(request);
    if (allowance.allowed) return false;
    reply
      .header("retry-after", String(allowance.retryAfterSeconds))
      .header("referrer-policy", "no-referrer")
      .header("x-robots-tag", "noindex");
    sendPage(reply, busyPage(language, refused), 429);
    return true;
  }

  // The case page and its forms without scripts, in each language (docs/decisions/0041): under
  // /hi the page, its messages and where it sends the browser back to are Hindi.
  for (const { code } of LANGUAGES) await casePageIn(code);

  // The documents drafted from the case (docs/decisions/0028): rendered with the case the cookie
  // opens, and without one, the same page saying to open the case first. Each page is in each of
  // its languages; the letter is in the language the address asks for ("?letter=hi"), else the
  // case's, whatever the page's (decision 0042).
  for (const { code } of LANGUAGES) {
    for (const kind of LETTER_KINDS) {
      if (!pathsIn(code).includes(caseLetterPath(kind))) continue;
      const path = localizedPath(code, caseLetterPath(kind));
      app.get<{ Querystring: Record<string, string | undefined> }>(path, async (request, reply) => {
        const at = now();
        const submissionId = await caseOfCookies(db, request, reply, at);
        if (
          submissionId !== undefined &&
          (await refusedForNow(request, reply, code, { kind: "page", url: request.url }))
        ) {
          return reply;
        }
        const facts = submissionId === undefined ? undefined : await caseLetterFacts(db, submissionId);
        const asked = LANGUAGE_CODES.find((language) => language === request.query[LETTER_LANGUAGE_QUERY]);
        const language = asked ?? facts?.language ?? code;
        const answer: FormAnswer = {
          outcome: "letter",
          kind,
          reference: facts?.reference ?? null,
          document: facts ? caseDocument(kind, facts, at, language) : null,
          language,
          labels: letterWords[language].labels,
        };
        // Without a case the page depends only on its path and the letter's language.
        return sendPrivatePage(request, reply, path, { island: CASE_LETTER_ISLAND, answer }, 200, facts === undefined);
      });
    }
  }

  // The case on one page, to print or show at the bank or the police station (docs/decisions/0071):
  // behind the case session like every part of the case; in the language the address asks for,
  // else the case's. Not recorded: like the evidence zip, it is the person reading their own case.
  app.get<{ Querystring: Record<string, string | undefined> }>(CASE_SUMMARY_PATH, async (request, reply) => {
    const at = now();
    const asked = LANGUAGE_CODES.find((language) => language === request.query[SUMMARY_LANGUAGE_QUERY]);
    const submissionId = await caseOfCookies(db, request, reply, at);
    const language = asked ?? DEFAULT_LANGUAGE;
    if (
      submissionId !== undefined &&
      (await refusedForNow(request, reply, language, { kind: "page", url: request.url }))
    ) {
      return reply;
    }
    const summary = submissionId === undefined ? undefined : await caseSummaryOf(db, submissionId, asked, at);
    reply.header("referrer-policy", "no-referrer").header("x-robots-tag", "noindex");
    if (!summary) return sendPage(reply, caseSummaryClosedPage(language), 401);
    return sendPage(reply, caseSummaryPage(summary), 200);
  });

  async function casePageIn(code: LanguageCode) {
    const pagePath = localizedPath(code, CASE_PAGE_PATH);
    const formPath = (path: string) => localizedPath(code, path);
    const messages = caseMessagesIn(code, evidenceConfig);
    const say = (message: string) => translateMessage(message, messages);
    const errorsOf = (error: Parameters<typeof fieldErrors>[0]) => translateFieldErrors(fieldErrors(error), messages);
    const viewOf = (request: FastifyRequest, submissionId: number) =>
      caseViewFor(db, request, submissionId, now(), code);

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

    app.get<{ Querystring: Record<string, string | undefined> }>(pagePath, async (request, reply) => {
      const submissionId = await caseOfCookies(db, request, reply, now());
      if (
        submissionId !== undefined &&
        (await refusedForNow(request, reply, code, { kind: "page", url: request.url }))
      ) {
        return reply;
      }
      const view = submissionId === undefined ? undefined : await viewOf(request, submissionId);
      if (view) {
        return sendCasePage(request, reply, { outcome: "case", shown: view.case, ...savedSaid(request.query) }, 200);
      }
      // Where "Lost your link?" without scripts lands (LOST_LINK_SENT_PATH): the page says so.
      const lostLinkSent = request.query["lost-link"] === "sent";
      return sendCasePageForAnyone(request, reply, lostLinkSent ? { outcome: "lost-link", sent: true } : null, 200);
    });

    app.post(formPath(caseApiPaths.lostLinkForm), { onRequest: rateLimit }, async (request, reply) => {
      const values = postedFields(request.body, Object.keys(lostLinkSchema.shape));
      const parsed = lostLinkSchema.safeParse(values);
      if (!parsed.success) {
        const answer: FormAnswer = { outcome: "lost-link", sent: false, errors: errorsOf(parsed.error), values };
        return sendCasePage(request, reply, answer, 400);
      }
      sendFreshCaseLinkAfterAnswering(reply, db, parsed.data, now, wakeMail);
      // The same redirect whatever matched; a reload of the page it lands on sends nothing.
      return reply.redirect(formPath(LOST_LINK_SENT_PATH), 303);
    });

    app.post(formPath(caseApiPaths.openForm), { onRequest: rateLimit }, async (request, reply) => {
      const body = (typeof request.body === "object" && request.body !== null ? request.body : {}) as Record<
        string,
        unknown
      >;
      // The code as printed, or the whole link pasted: what follows the # is the secret.
      const caseCode = typeof body.code === "string" ? body.code.trim().replace(/^.*#/, "") : "";
      const opened = caseCode === "" ? undefined : await openSessionFromLink(db, caseCode, now());
      if (opened === undefined || opened === "expired") {
        // Refused as the API refuses it: a code past its 30 days is told so (docs/decisions/0055),
        // and the page shows "Lost your link?" under the message.
        const [message, status] =
          caseCode === ""
            ? [caseMessages.codeRequired, 400]
            : opened === "expired"
              ? [caseMessages.linkExpired, 410]
              : [caseMessages.notOpened, 404];
        // The same few words for anyone: nothing typed is shown back.
        const answer: FormAnswer = { outcome: "invalid", values: {}, errors: { code: say(message) } };
        return sendCasePageForAnyone(request, reply, answer, status);
      }
      setCaseCookie(reply, opened.session);
      // The confirmation's "Remember my case on this phone", ticked (docs/decisions/0063).
      if (body.remember === "yes") await rememberCaseOnThisPhone(db, reply, opened.submissionId, now(), "confirmation");
      return reply.redirect(pagePath, 303);
    });

    // Every other form acts on the case the cookies open: one pair of hooks finds it (or the page
    // says no case is open, 401), then holds this address to its allowance of rendered pages.
    await app.register(async (forms) => {
      forms.addHook("preHandler", openCaseFromCookies(db, now, sendNoCase));
      forms.addHook("preHandler", async (request, reply) =>
        (await formRefusedForNow(request, reply)) ? reply : undefined,
      );

      // "Remind me before each date" by e-mail (docs/decisions/0069): the confirmation is mailed to
      // the case's address and the page says so; reminders start only once its link is followed.
      // On WhatsApp (docs/decisions/0076), likewise: one template message to the case's number, and
      // reminders start only once its "Yes, remind me" is tapped. A redirect, so that reloading the
      // page it lands on sends nothing again.
      forms.post(formPath(caseApiPaths.remindersForm), async (request, reply) => {
        const submissionId = openedCaseOf(request);
        const parsed = caseRemindersSchema.safeParse(postedFields(request.body, ["channel"]));
        if (!parsed.success) {
          const problem = say(caseMessages.choiceInvalid);
          return sendCaseAgain(request, reply, submissionId, { reminders: { problem } }, 400);
        }
        if (parsed.data.channel === "whatsapp") {
          const whatsApp = request.server.whatsAppReminders;
          const outcome = whatsApp.config ? await askForWhatsAppReminders(db, submissionId, now()) : "no_number";
          if (outcome === "closed" || outcome === "no_number") {
            const refusal = outcome === "closed" ? caseMessages.remindersClosed : whatsAppReminderMessages.notOffered;
            return sendCaseAgain(request, reply, submissionId, { reminders: { problem: say(refusal) } }, 409);
          }
          if (outcome === "asked") whatsApp.wake();
          if (outcome === "already_on") return reply.redirect(`${pagePath}#${caseSections.reminders}`, 303);
          return reply.redirect(
            caseSavedPath(
              pagePath,
              outcome === "asked" ? "reminders-whatsapp-asked" : "reminders-whatsapp-already-asked",
            ),
            303,
          );
        }
        const outcome = await askForEmailReminders(db, submissionId, now());
        if (outcome === "closed") {
          const problem = say(caseMessages.remindersClosed);
          return sendCaseAgain(request, reply, submissionId, { reminders: { problem } }, 409);
        }
        if (outcome === "asked") wakeMail();
        if (outcome === "already_on") return reply.redirect(`${pagePath}#${caseSections.reminders}`, 303);
        return reply.redirect(
          caseSavedPath(pagePath, outcome === "asked" ? "reminders-asked" : "reminders-already-asked"),
          303,
        );
      });

      // "Stop e-mail reminders", "Stop browser notifications" (channel=push, docs/decisions/0074)
      // and "Stop WhatsApp reminders" (channel=whatsapp, docs/decisions/0076): one plain form each,
      // so stopping takes one tap with scripts or without.
      forms.post(formPath(caseApiPaths.remindersStopForm), async (request, reply) => {
        const submissionId = openedCaseOf(request);
        const parsed = caseRemindersStopSchema.safeParse(postedFields(request.body, ["channel"]));
        if (!parsed.success) {
          const problem = say(caseMessages.choiceInvalid);
          return sendCaseAgain(request, reply, submissionId, { reminders: { problem } }, 400);
        }
        if (parsed.data.channel === "push") {
          await stopPushReminders(db, submissionId, now());
          return reply.redirect(caseSavedPath(pagePath, "reminders-push-stopped"), 303);
        }
        if (parsed.data.channel === "whatsapp") {
          await stopWhatsAppFromCasePage(db, submissionId, now());
          return reply.redirect(caseSavedPath(pagePath, "reminders-whatsapp-stopped"), 303);
        }
        await stopRemindersFromCasePage(db, submissionId, now());
        return reply.redirect(caseSavedPath(pagePath, "reminders-stopped"), 303);
      });

      forms.post(formPath(caseApiPaths.progressForm), async (request, reply) => {
        const submissionId = openedCaseOf(request);
        const values = postedFields(request.body, Object.keys(caseProgressSchema.shape));
        const parsed = caseProgressSchema.safeParse(values);
        if (parsed.success) await saveCaseProgress(db, submissionId, parsed.data, now());
        const progress = parsed.success ? { saved: true as const } : { errors: errorsOf(parsed.error), values };
        return sendCaseAgain(request, reply, submissionId, { progress }, parsed.success ? 200 : 400);
      });

      forms.post(formPath(caseApiPaths.harmForm), async (request, reply) => {
        const submissionId = openedCaseOf(request);
        const values = postedFields(request.body, Object.keys(caseHarmSchema.shape));
        const parsed = caseHarmSchema.safeParse(values);
        if (parsed.success) await saveCaseHarm(db, submissionId, parsed.data, now());
        const harm = parsed.success ? { saved: true as const } : { errors: errorsOf(parsed.error), values };
        return sendCaseAgain(request, reply, submissionId, { harm }, parsed.success ? 200 : 400);
      });

      // Adding or removing a transaction answers with a redirect to the page: reloading it then
      // shows the list again instead of posting the same transaction twice.
      forms.post(formPath(caseApiPaths.transactionsForm), async (request, reply) => {
        const submissionId = openedCaseOf(request);
        const values = postedFields(request.body, CASE_TRANSACTION_FIELDS);
        const parsed = caseTransactionSchema.safeParse(values);
        if (parsed.success && (await addCaseTransaction(db, submissionId, parsed.data, now()))) {
          return reply.redirect(caseSavedPath(pagePath, "transaction"), 303);
        }
        const transactions = parsed.success
          ? { errors: {}, values, problem: say(caseTransactionMessages.full) }
          : { errors: errorsOf(parsed.error), values };
        return sendCaseAgain(request, reply, submissionId, { transactions }, parsed.success ? 409 : 400);
      });

      // The first screen's UTR without scripts: saved, back to the page, which lists it; refused, the
      // page comes back with why and what was typed (docs/decisions/0066).
      forms.post(formPath(caseApiPaths.requestUtrForm), async (request, reply) => {
        const submissionId = openedCaseOf(request);
        const values = postedFields(request.body, REQUEST_UTR_FIELDS);
        const parsed = requestTransactionUtrSchema.safeParse(values);
        if (parsed.success && (await fillRequestTransaction(db, submissionId, parsed.data))) {
          return reply.redirect(pagePath, 303);
        }
        const requestUtr = parsed.success
          ? { errors: {}, values, problem: say(caseTransactionMessages.notFound) }
          : { errors: errorsOf(parsed.error), values };
        return sendCaseAgain(request, reply, submissionId, { requestUtr }, parsed.success ? 404 : 400);
      });

      forms.post(formPath(caseApiPaths.removeTransactionForm), async (request, reply) => {
        const submissionId = openedCaseOf(request);
        const parsed = removeCaseTransactionSchema.safeParse(postedFields(request.body, ["id"]));
        if (parsed.success && (await removeCaseTransaction(db, submissionId, parsed.data.id, now()))) {
          return reply.redirect(caseSavedPath(pagePath, "transaction-removed"), 303);
        }
        const transactions = { errors: {}, values: {}, problem: say(caseTransactionMessages.notFound) };
        return sendCaseAgain(request, reply, submissionId, { transactions }, 404);
      });

      // The reply to the desk without scripts (docs/decisions/0026): sent, the browser goes back to the
      // page (a reload does not send it twice); refused, the page comes back with why and what was typed.
      forms.post(formPath(caseApiPaths.messagesForm), async (request, reply) => {
        const submissionId = openedCaseOf(request);
        const typed = postedFields(request.body, ["body"]).body ?? "";
        const parsed = caseMessageSchema.safeParse({ body: typed });
        const outcome = parsed.success ? await sendVictimReply(db, submissionId, parsed.data.body, now()) : undefined;
        // Back at the thread, which shows the reply and says it was sent (a fragment that names a
        // section is never taken for a case secret: isCaseSectionFragment).
        if (outcome === "sent") return reply.redirect(caseSavedPath(pagePath, "message"), 303);
        const errors = parsed.success ? { body: say(caseMessageTexts.replyCapReached) } : errorsOf(parsed.error);
        const replyAnswer = { errors, values: { body: typed } };
        return sendCaseAgain(request, reply, submissionId, { reply: replyAnswer }, parsed.success ? 429 : 400);
      });

      // An evidence file sent without scripts: stored, the browser goes back to the page and sees it
      // listed; refused, the page says why. The server computes its SHA-256, with nothing to check it against.
      forms.post(formPath(caseApiPaths.evidenceForm), async (request, reply) => {
        const submissionId = openedCaseOf(request);
        const refused = (status: number, problem: string) =>
          sendCaseAgain(request, reply, submissionId, { evidence: { problem: say(problem) } }, status);
        if (!request.isMultipart()) return refused(400, evidenceMessages.noFileChosen);
        const part = await request.file();
        const fileName = evidenceFileName(part?.filename);
        if (!part || part.filename === "") return refused(400, evidenceMessages.noFileChosen);
        if (fileName === null) {
          part.file.resume();
          return refused(400, evidenceMessages.nameInvalid);
        }
        try {
          await receiveEvidence(
            db,
            keyring,
            evidenceConfig,
            {
              submissionId,
              fileName,
              sha256: null,
              declaredBytes: null,
              // The form's whole body: the file in it is no larger.
              bodyBytes: Number(request.headers["content-length"]) || null,
              clientAddress: request.ip,
            },
            part.file,
            clock,
          );
        } catch (error) {
          if (error instanceof EvidenceRefusal) return refused(error.statusCode, error.message);
          throw error;
        }
        return reply.redirect(pagePath, 303);
      });
    });
  }
}
