import type { FastifyInstance } from "fastify";
import { caseApiPaths } from "~/shared/routes";
import type { ApiError } from "~/shared/schemas/api-responses";
import type { CaseView } from "~/shared/schemas/case";
import { caseMessageSchema } from "~/shared/schemas/case-messages";
import { caseThreadMessages } from "~/shared/messages/case";
import { caseViewSchema } from "~/shared/schemas/case-view";
import { sendVictimReply } from "~/server/cases/case-messages";
import { openedCaseOf } from "~/server/cases/case-session";
import { errorReplies, replySchemas } from "../route-schemas";
import { caseChanges, sendInvalidInput, type CaseRoutesOptions } from "./case-answers";

// The victim's reply to the desk (docs/decisions/0026), behind the case session (./index.ts): no
// mail goes anywhere; the desk sees it unread.

export async function caseMessageRoutes(app: FastifyInstance, options: CaseRoutesOptions): Promise<void> {
  const { db, clock } = options;
  const { now } = clock;
  const { sendCaseNow, addOnce } = caseChanges(options);

  app.post<{ Reply: CaseView | ApiError }>(
    caseApiPaths.messages,
    { schema: { response: replySchemas({ 200: caseViewSchema, ...errorReplies }) } },
    async (request, reply) => {
      const submissionId = openedCaseOf(request);
      const parsed = caseMessageSchema.safeParse(request.body ?? {});
      if (!parsed.success) return sendInvalidInput(reply, parsed.error);
      const sent = await addOnce(request, reply, caseApiPaths.messages, submissionId, parsed.data, (keep) =>
        sendVictimReply(db, submissionId, parsed.data.body, now(), keep),
      );
      if ("answered" in sent) return sent.answered;
      if (sent.made === "over cap") {
        const message = caseThreadMessages.replyCapReached;
        return reply.code(429).send({ status: "error", message, errors: { body: message } });
      }
      return sendCaseNow(request, reply, submissionId, false);
    },
  );
}
