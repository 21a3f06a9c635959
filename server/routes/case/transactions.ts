import type { FastifyInstance } from "fastify";
import { caseApiPaths } from "~/shared/routes";
import type { ApiError } from "~/shared/schemas/api-responses";
import type { CaseView } from "~/shared/schemas/case";
import { caseTransactionMessages } from "~/shared/messages/case";
import {
  caseTransactionSchema,
  removeCaseTransactionSchema,
  requestTransactionUtrSchema,
} from "~/shared/schemas/case-transactions";
import { caseViewSchema } from "~/shared/schemas/case-view";
import { openedCaseOf } from "~/server/cases/case-session";
import { addCaseTransaction, removeCaseTransaction } from "~/server/cases/case-transactions";
import { fillRequestTransaction } from "~/server/cases/request-transaction";
import { errorReplies, replySchemas } from "../route-schemas";
import { caseChanges, sendInvalidInput, type CaseRoutesOptions } from "./case-answers";

// The transactions the victim lists, behind the case session (./index.ts): each answered with
// the case as it now is.

export async function caseTransactionRoutes(app: FastifyInstance, options: CaseRoutesOptions): Promise<void> {
  const { db, clock } = options;
  const { now } = clock;
  const { sendCaseNow, addOnce } = caseChanges(options);

  app.post<{ Reply: CaseView | ApiError }>(
    caseApiPaths.transactions,
    { schema: { response: replySchemas({ 200: caseViewSchema, ...errorReplies }) } },
    async (request, reply) => {
      const submissionId = openedCaseOf(request);
      const parsed = caseTransactionSchema.safeParse(request.body ?? {});
      if (!parsed.success) return sendInvalidInput(reply, parsed.error);
      const added = await addOnce(request, reply, caseApiPaths.transactions, submissionId, parsed.data, (keep) =>
        addCaseTransaction(db, submissionId, parsed.data, now(), keep),
      );
      if ("answered" in added) return added.answered;
      if (!added.made) return reply.code(409).send({ status: "error", message: caseTransactionMessages.full });
      return sendCaseNow(request, reply, submissionId, false);
    },
  );

  // The first screen's "Add the UTR of your ₹… payment" (docs/decisions/0066).
  app.post<{ Reply: CaseView | ApiError }>(
    caseApiPaths.requestUtr,
    { schema: { response: replySchemas({ 200: caseViewSchema, ...errorReplies }) } },
    async (request, reply) => {
      const submissionId = openedCaseOf(request);
      const parsed = requestTransactionUtrSchema.safeParse(request.body ?? {});
      if (!parsed.success) return sendInvalidInput(reply, parsed.error);
      if (!(await fillRequestTransaction(db, submissionId, parsed.data))) {
        return reply.code(404).send({ status: "error", message: caseTransactionMessages.notFound });
      }
      return sendCaseNow(request, reply, submissionId, false);
    },
  );

  app.post<{ Reply: CaseView | ApiError }>(
    caseApiPaths.removeTransaction,
    { schema: { response: replySchemas({ 200: caseViewSchema, ...errorReplies }) } },
    async (request, reply) => {
      const submissionId = openedCaseOf(request);
      const parsed = removeCaseTransactionSchema.safeParse(request.body ?? {});
      const removed = parsed.success && (await removeCaseTransaction(db, submissionId, parsed.data.id, now()));
      // Another case's transaction is not there for this one: the same answer as a missing one.
      if (!removed) return reply.code(404).send({ status: "error", message: caseTransactionMessages.notFound });
      return sendCaseNow(request, reply, submissionId, false);
    },
  );
}
