import type { FastifyInstance } from "fastify";
import { caseApiPaths, caseSavedPath } from "~/shared/routes";
import { caseHarmSchema, caseProgressSchema } from "~/shared/schemas/case";
import { caseMessageSchema } from "~/shared/schemas/case-messages";
import { caseThreadMessages } from "~/shared/messages/case";
import { sendVictimReply } from "~/server/cases/case-messages";
import { openedCaseOf } from "~/server/cases/case-session";
import { saveCaseHarm, saveCaseProgress } from "~/server/cases/case-view";
import { postedFields, type CasePageLanguageOptions } from "./case-page-in-language";

// The case page's forms about the case without scripts, behind the case session (./index.ts):
// what the victim has done, what the case is about, and their reply to the desk.

export async function caseFormRoutes(app: FastifyInstance, options: CasePageLanguageOptions): Promise<void> {
  const { db, clock, page } = options;
  const { now } = clock;
  const { pagePath, formPath, say, errorsOf, sendCaseAgain } = page;

  app.post(formPath(caseApiPaths.progressForm), async (request, reply) => {
    const submissionId = openedCaseOf(request);
    const values = postedFields(request.body, Object.keys(caseProgressSchema.shape));
    const parsed = caseProgressSchema.safeParse(values);
    if (parsed.success) await saveCaseProgress(db, submissionId, parsed.data, now());
    const progress = parsed.success ? { saved: true as const } : { errors: errorsOf(parsed.error), values };
    return sendCaseAgain(request, reply, submissionId, { progress }, parsed.success ? 200 : 400);
  });

  app.post(formPath(caseApiPaths.harmForm), async (request, reply) => {
    const submissionId = openedCaseOf(request);
    const values = postedFields(request.body, Object.keys(caseHarmSchema.shape));
    const parsed = caseHarmSchema.safeParse(values);
    if (parsed.success) await saveCaseHarm(db, submissionId, parsed.data, now());
    const harm = parsed.success ? { saved: true as const } : { errors: errorsOf(parsed.error), values };
    return sendCaseAgain(request, reply, submissionId, { harm }, parsed.success ? 200 : 400);
  });

  // The reply to the desk without scripts (docs/decisions/0026): sent, the browser goes back to the
  // page (a reload does not send it twice); refused, the page comes back with why and what was typed.
  app.post(formPath(caseApiPaths.messagesForm), async (request, reply) => {
    const submissionId = openedCaseOf(request);
    const typed = postedFields(request.body, ["body"]).body ?? "";
    const parsed = caseMessageSchema.safeParse({ body: typed });
    const outcome = parsed.success ? await sendVictimReply(db, submissionId, parsed.data.body, now()) : undefined;
    // Back at the thread, which shows the reply and says it was sent (a fragment that names a
    // section is never taken for a case secret: isCaseSectionFragment).
    if (outcome === "sent") return reply.redirect(caseSavedPath(pagePath, "message"), 303);
    const errors = parsed.success ? { body: say(caseThreadMessages.replyCapReached) } : errorsOf(parsed.error);
    const replyAnswer = { errors, values: { body: typed } };
    return sendCaseAgain(request, reply, submissionId, { reply: replyAnswer }, parsed.success ? 429 : 400);
  });
}
