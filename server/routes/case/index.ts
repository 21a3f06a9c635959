import type { FastifyInstance } from "fastify";
import { refuseCrossSiteCaseActions } from "~/server/auth/same-origin";
import { answerIn, caseMessagesIn, languageOfCaseCall } from "~/server/cases/case-language";
import { openCaseFromCookies } from "~/server/cases/case-session";
import { noCaseSession, type CaseRoutesOptions } from "./case-answers";
import { caseEvidenceRoutes } from "./evidence";
import { caseLinkRoutes } from "./links";
import { caseMessageRoutes } from "./messages";
import { caseOpeningRoutes } from "./opening";
import { caseTransactionRoutes } from "./transactions";
import { caseViewRoutes } from "./view";

// The victim's case page API (docs/decisions/0025), registered in server/app.ts. A case link's
// secret is exchanged once for a short-lived httpOnly cookie scoped to /case; every answer is
// private (no-store, no referrer, not indexed) and in the calling page's language; every
// state-changing call must come from this site. The calls that open a case, or end or ask for
// one, work without a case open (./opening.ts); every other call is listed below, behind one hook
// that finds the case the cookies open or answers 401 (server/cases/case-session.ts).

/** The case API's calls that act on the case the request's cookies open. Add a new one here. */
const CASE_SESSION_ROUTE_PLUGINS = [
  caseViewRoutes,
  caseTransactionRoutes,
  caseMessageRoutes,
  caseEvidenceRoutes,
  caseLinkRoutes,
] as const;

/**
 * What every call of a case's API shares, here and in the browser reminders' scope
 * (server/routes/push-reminders.ts): cross-site writes refused, the answer's messages in the
 * calling page's language (docs/decisions/0041), and an answer no cache, referrer or search
 * engine keeps.
 */
export function addCaseCallHooks(scope: FastifyInstance): void {
  scope.addHook("onRequest", refuseCrossSiteCaseActions);
  scope.addHook("preSerialization", async (request, _reply, payload) =>
    answerIn(payload, caseMessagesIn(languageOfCaseCall(request), scope.evidence.config)),
  );
  scope.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    reply.header("referrer-policy", "no-referrer");
    reply.header("x-robots-tag", "noindex");
  });
}

export async function caseRoutes(app: FastifyInstance, options: CaseRoutesOptions): Promise<void> {
  const { db, clock } = options;

  addCaseCallHooks(app);
  // Evidence arrives as the request's body, streamed to the store as it comes (./evidence.ts).
  // Added before the scopes below are made, so every call of the case API takes such a body,
  // as it always has, and answers it as any other.
  app.addContentTypeParser("application/octet-stream", (_request, payload, done) => done(null, payload));

  await app.register(caseOpeningRoutes, options);
  await app.register(async (withCase) => {
    withCase.addHook(
      "preHandler",
      openCaseFromCookies(db, clock.now, (_request, reply) => reply.code(401).send(noCaseSession)),
    );
    for (const plugin of CASE_SESSION_ROUTE_PLUGINS) await withCase.register(plugin, options);
  });
}
