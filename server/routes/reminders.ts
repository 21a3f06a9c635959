import fastifyFormbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { REMINDER_TOKEN_QUERY, reminderLinkPaths } from "~/shared/routes";
import { isCrossSiteVictimRequest } from "../auth/same-origin";
import type { Clock } from "../clock";
import type { Database } from "../db/schema";
import { confirmEmailReminders, languageOfToken, stopRemindersByLink } from "../reminders/reminder-consent";
import { reminderPages } from "../reminders/reminder-pages";
import type { HtmlDocument } from "../site/client-build";
import { errorPage } from "../site/error-page";
import { sendPage } from "../site/send-page";

// The links of reminder mails (docs/decisions/0069). Mail scanners open links, so a GET only
// shows a page with a button and changes nothing; the button's POST acts, without scripts and
// without a case cookie. The stop link is also the mail's List-Unsubscribe address: a mail
// program's one-click POST (RFC 8058) comes from its own servers, not from our pages, so that POST
// is exempt from the same-site check, and it may come as multipart/form-data, which is read and
// ignored (the token is in the address). The confirmation's POST comes from our own page only.

export interface ReminderRoutesOptions {
  db: Kysely<Database>;
  clock: Clock;
}

/** The most a one-click POST's body may hold: "List-Unsubscribe=One-Click", and a multipart frame around it. */
const ONE_CLICK_BODY_BYTES = 4096;

type TokenRequest = FastifyRequest<{ Querystring: Record<string, string | undefined> }>;

function tokenOf(request: TokenRequest): string {
  const token = request.query[REMINDER_TOKEN_QUERY];
  return typeof token === "string" ? token : "";
}

function sendReminderPage(reply: FastifyReply, document: HtmlDocument, status: number) {
  // The address holds the link's token: no Referer, no search engine.
  reply.header("referrer-policy", "no-referrer").header("x-robots-tag", "noindex");
  return sendPage(reply, document, status);
}

export async function reminderRoutes(app: FastifyInstance, options: ReminderRoutesOptions): Promise<void> {
  const { db } = options;
  const { now } = options.clock;
  await app.register(fastifyFormbody, { bodyLimit: ONE_CLICK_BODY_BYTES });
  app.addContentTypeParser(
    "multipart/form-data",
    { parseAs: "buffer", bodyLimit: ONE_CLICK_BODY_BYTES },
    (_request, _body, done) => done(null, {}),
  );

  app.get<{ Querystring: Record<string, string | undefined> }>(reminderLinkPaths.confirm, async (request, reply) => {
    const token = tokenOf(request);
    const language = await languageOfToken(db, token, "confirm", now());
    if (!language) return sendReminderPage(reply, reminderPages.deadConfirmLink(), 404);
    return sendReminderPage(reply, reminderPages.confirm(language, reminderLinkPaths.confirm, token), 200);
  });

  app.post<{ Querystring: Record<string, string | undefined> }>(reminderLinkPaths.confirm, async (request, reply) => {
    if (isCrossSiteVictimRequest(request)) return sendReminderPage(reply, errorPage(403), 403);
    const language = await confirmEmailReminders(db, tokenOf(request), now());
    if (!language) return sendReminderPage(reply, reminderPages.deadConfirmLink(), 404);
    return sendReminderPage(reply, reminderPages.confirmed(language), 200);
  });

  app.get<{ Querystring: Record<string, string | undefined> }>(reminderLinkPaths.stop, async (request, reply) => {
    const token = tokenOf(request);
    const language = await languageOfToken(db, token, "stop", now());
    if (!language) return sendReminderPage(reply, reminderPages.deadStopLink(), 404);
    return sendReminderPage(reply, reminderPages.stop(language, reminderLinkPaths.stop, token), 200);
  });

  app.post<{ Querystring: Record<string, string | undefined> }>(reminderLinkPaths.stop, async (request, reply) => {
    const language = await stopRemindersByLink(db, tokenOf(request), now());
    if (!language) return sendReminderPage(reply, reminderPages.deadStopLink(), 404);
    return sendReminderPage(reply, reminderPages.stopped(language), 200);
  });
}
