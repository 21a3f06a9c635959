import type { FastifyInstance } from "fastify";
import { caseApiPaths, caseSavedPath } from "~/shared/routes";
import { caseTransactionMessages } from "~/shared/messages/case";
import {
  CASE_TRANSACTION_FIELDS,
  caseTransactionSchema,
  REQUEST_UTR_FIELDS,
  removeCaseTransactionSchema,
  requestTransactionUtrSchema,
} from "~/shared/schemas/case-transactions";
import { openedCaseOf } from "~/server/cases/case-session";
import { addCaseTransaction, removeCaseTransaction } from "~/server/cases/case-transactions";
import { fillRequestTransaction } from "~/server/cases/request-transaction";
import { postedFields, type CasePageLanguageOptions } from "./case-page-in-language";

// The case page's transaction forms without scripts, behind the case session (./index.ts).

export async function transactionFormRoutes(app: FastifyInstance, options: CasePageLanguageOptions): Promise<void> {
  const { db, clock, page } = options;
  const { now } = clock;
  const { pagePath, formPath, say, errorsOf, sendCaseAgain } = page;

  // Adding or removing a transaction answers with a redirect to the page: reloading it then
  // shows the list again instead of posting the same transaction twice.
  app.post(formPath(caseApiPaths.transactionsForm), async (request, reply) => {
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
  app.post(formPath(caseApiPaths.requestUtrForm), async (request, reply) => {
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

  app.post(formPath(caseApiPaths.removeTransactionForm), async (request, reply) => {
    const submissionId = openedCaseOf(request);
    const parsed = removeCaseTransactionSchema.safeParse(postedFields(request.body, ["id"]));
    if (parsed.success && (await removeCaseTransaction(db, submissionId, parsed.data.id, now()))) {
      return reply.redirect(caseSavedPath(pagePath, "transaction-removed"), 303);
    }
    const transactions = { errors: {}, values: {}, problem: say(caseTransactionMessages.notFound) };
    return sendCaseAgain(request, reply, submissionId, { transactions }, 404);
  });
}
