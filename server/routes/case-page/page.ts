import type { FastifyInstance } from "fastify";
import type { FormAnswer } from "~/shared/form-answer";
import { CASE_SAVED_QUERY, caseApiPaths, LOST_LINK_SENT_PATH } from "~/shared/routes";
import { lostLinkSchema } from "~/shared/schemas/case";
import { caseMessages } from "~/shared/messages/case";
import { openSessionFromLink } from "~/server/cases/case-secrets";
import { caseOfCookies, rememberCaseOnThisPhone, setCaseCookie } from "~/server/cases/case-session";
import { sendFreshCaseLinkAfterAnswering } from "../case/fresh-case-link";
import { postedFields, type CaseAnswer, type CasePageLanguageOptions } from "./case-page-in-language";

// The case page itself in one language, and the forms that work with no case open: the case code
// posted by a browser without scripts, which gets the same exchange as the API, and "Lost your link?".

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

export async function casePageOpeningRoutes(app: FastifyInstance, options: CasePageLanguageOptions): Promise<void> {
  const { db, clock, rateLimit, wakeMail, pages, page } = options;
  const { now } = clock;
  const { code, pagePath, formPath, say, errorsOf, viewOf, sendCasePage, sendCasePageForAnyone } = page;

  app.get<{ Querystring: Record<string, string | undefined> }>(pagePath, async (request, reply) => {
    const submissionId = await caseOfCookies(db, request, reply, now());
    if (
      submissionId !== undefined &&
      (await pages.refusedForNow(request, reply, code, { kind: "page", url: request.url }))
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
}
