import type { FastifyInstance } from "fastify";
import { caseApiPaths } from "~/shared/routes";
import { successMessageSchema, type ApiError, type SuccessMessage } from "~/shared/schemas/api-responses";
import { caseMessages } from "~/shared/messages/case";
import { revokeCaseSecrets } from "~/server/cases/case-secrets";
import { clearEveryCaseCookie, openedCaseOf, rememberCaseOnThisPhone } from "~/server/cases/case-session";
import { recordLinkStop } from "~/server/ops/link-stop-log";
import { errorReplies, replySchemas } from "../route-schemas";
import type { CaseRoutesOptions } from "./case-answers";

// What opens the case, behind the case session (./index.ts): "Remember my case on this phone",
// and ending every link, session and remembered phone of the case.

export async function caseLinkRoutes(app: FastifyInstance, options: CaseRoutesOptions): Promise<void> {
  const { db, clock } = options;
  const { now } = clock;

  app.post<{ Reply: SuccessMessage | ApiError }>(
    caseApiPaths.remember,
    { schema: { response: replySchemas({ 200: successMessageSchema, ...errorReplies }) } },
    async (request, reply) => {
      const submissionId = openedCaseOf(request);
      await rememberCaseOnThisPhone(db, reply, submissionId, now(), "case_page");
      return reply.code(200).send({ status: "success", message: caseMessages.remembered });
    },
  );

  app.post<{ Reply: SuccessMessage | ApiError }>(
    caseApiPaths.revokeLinks,
    { schema: { response: replySchemas({ 200: successMessageSchema, ...errorReplies }) } },
    async (request, reply) => {
      const submissionId = openedCaseOf(request);
      const { reference } = await db
        .selectFrom("submissions")
        .select("reference")
        .where("id", "=", submissionId)
        .executeTakeFirstOrThrow();
      // Listed first, on disk: a restore of an older backup stops these links again (decision 0064).
      await recordLinkStop(options.linkStopLog, reference, now());
      await revokeCaseSecrets(db, submissionId, now());
      request.log.info({ submissionId }, "case links revoked by the visitor");
      clearEveryCaseCookie(reply);
      return reply.code(200).send({ status: "success", message: caseMessages.linksRevoked });
    },
  );
}
