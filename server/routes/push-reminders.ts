import { ECDH } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { LANGUAGES, localizedPath } from "~/shared/languages";
import { CASE_PAGE_PATH, caseApiPaths, PUSH_WORKER_PATH } from "~/shared/routes";
import type { ApiError } from "~/shared/schemas/api-responses";
import type { CaseView } from "~/shared/schemas/case";
import { caseViewSchema } from "~/shared/schemas/case-view";
import { pushSubscriptionSchema } from "~/shared/schemas/push-reminders";
import { siteConfig } from "~/shared/site-config";
import { addCaseCallHooks } from "./case/index";
import type { Clock } from "../clock";
import type { Database } from "../db/schema";
import { pushEndpointProblem } from "../reminders/push-endpoints";
import { pushWorkerScript, retiredPushWorkerScript } from "../reminders/push-service-worker";
import { subscribeBrowser } from "../reminders/push-subscriptions";
import { caseViewFor, openCaseFromCookies, openedCaseOf } from "../cases/case-session";
import { errorReplies, replySchemas } from "./route-schemas";
import { caseMessages } from "~/shared/messages/case";
import { pushReminderMessages } from "~/shared/messages/reminders";

// Browser notifications' routes (docs/decisions/0074): the service worker, and the case page's
// call that stores this browser's push subscription once the person allowed notifications in the
// browser's own prompt. The call follows the case API's rules (server/routes/case/index.ts): the
// case cookie opens the case (the same hook finds it, or answers 401), another site cannot make
// it, the answer is the case as it now stands, private, in the calling page's language.

export interface PushReminderRoutesOptions {
  db: Kysely<Database>;
  clock: Clock;
}

/** Whether the browser's key is a point of P-256, which the message can be encrypted to (RFC 8291). */
function isP256PublicKey(base64url: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(base64url, "base64url"), "prime256v1");
    return true;
  } catch {
    return false;
  }
}

export async function pushReminderRoutes(app: FastifyInstance, options: PushReminderRoutesOptions): Promise<void> {
  const { db } = options;
  const { now } = options.clock;
  const push = app.pushReminders;
  const script = push.workerRetired
    ? retiredPushWorkerScript
    : pushWorkerScript({
        casePages: LANGUAGES.map(({ code }) => localizedPath(code, CASE_PAGE_PATH)),
        fallbackTitle: siteConfig.brand,
      });

  // Checked by the browser at each update: never kept by a cache, so a retired worker reaches it.
  app.get(PUSH_WORKER_PATH, (_request, reply) =>
    reply.type("text/javascript; charset=utf-8").header("cache-control", "no-cache").send(script),
  );

  await app.register(async (api) => {
    addCaseCallHooks(api);

    const refused = (message: string): ApiError => ({ status: "error", message });
    api.addHook(
      "preHandler",
      openCaseFromCookies(db, now, (_request, reply) => reply.code(401).send(refused(caseMessages.noCaseSession))),
    );

    api.post<{ Reply: CaseView | ApiError }>(
      caseApiPaths.pushSubscription,
      { schema: { response: replySchemas({ 200: caseViewSchema, ...errorReplies }) } },
      async (request, reply) => {
        const submissionId = openedCaseOf(request);
        if (!push.vapid) return reply.code(409).send(refused(pushReminderMessages.notOffered));
        const parsed = pushSubscriptionSchema.safeParse(request.body ?? {});
        if (!parsed.success || !isP256PublicKey(parsed.data.keys.p256dh)) {
          return reply.code(400).send(refused(pushReminderMessages.invalid));
        }
        const problem = pushEndpointProblem(parsed.data.endpoint, push.limits.allowLoopback);
        if (problem !== undefined) {
          request.log.info({ problem }, "push subscription refused");
          return reply.code(400).send(refused(pushReminderMessages.serviceUnknown));
        }
        const outcome = await subscribeBrowser(db, submissionId, parsed.data, now());
        if (outcome === "closed") return reply.code(409).send(refused(caseMessages.remindersClosed));
        if (outcome === "full") return reply.code(409).send(refused(pushReminderMessages.full));
        const view = await caseViewFor(db, request, submissionId, now());
        if (!view) return reply.code(401).send(refused(caseMessages.noCaseSession));
        return reply.code(200).send(view);
      },
    );
  });
}
