import type { FastifyInstance } from "fastify";
import { LANGUAGE_CODES } from "~/shared/language-codes";
import { caseApiPaths } from "~/shared/routes";
import type { ApiError } from "~/shared/schemas/api-responses";
import { caseHarmSchema, caseProgressSchema, type CaseView } from "~/shared/schemas/case";
import { caseViewSchema } from "~/shared/schemas/case-view";
import { caseCalendarFor } from "~/server/cases/case-calendar";
import { caseViewFor, openedCaseOf } from "~/server/cases/case-session";
import { saveCaseHarm, saveCaseProgress } from "~/server/cases/case-view";
import { errorReplies, replySchemas } from "../route-schemas";
import { caseChanges, noCaseSession, sendInvalidInput, type CaseRoutesOptions } from "./case-answers";

// The case itself, behind the case session (./index.ts): the page's view of it, what the victim
// says they have done and what the case is about, and its dates for a calendar.

export async function caseViewRoutes(app: FastifyInstance, options: CaseRoutesOptions): Promise<void> {
  const { db, clock } = options;
  const { now } = clock;
  const { sendCaseNow } = caseChanges(options);

  app.get<{ Reply: CaseView | ApiError }>(
    caseApiPaths.view,
    { schema: { response: replySchemas({ 200: caseViewSchema, ...errorReplies }) } },
    async (request, reply) => {
      const view = await caseViewFor(db, request, openedCaseOf(request), now());
      if (!view) return reply.code(401).send(noCaseSession);
      return reply.code(200).send(view);
    },
  );

  app.post<{ Reply: CaseView | ApiError }>(
    caseApiPaths.progress,
    { schema: { response: replySchemas({ 200: caseViewSchema, ...errorReplies }) } },
    async (request, reply) => {
      const submissionId = openedCaseOf(request);
      const parsed = caseProgressSchema.safeParse(request.body ?? {});
      if (!parsed.success) return sendInvalidInput(reply, parsed.error);
      await saveCaseProgress(db, submissionId, parsed.data, now());
      return sendCaseNow(request, reply, submissionId, false);
    },
  );

  app.post<{ Reply: CaseView | ApiError }>(
    caseApiPaths.harm,
    { schema: { response: replySchemas({ 200: caseViewSchema, ...errorReplies }) } },
    async (request, reply) => {
      const submissionId = openedCaseOf(request);
      const parsed = caseHarmSchema.safeParse(request.body ?? {});
      if (!parsed.success) return sendInvalidInput(reply, parsed.error);
      await saveCaseHarm(db, submissionId, parsed.data, now());
      return sendCaseNow(request, reply, submissionId, false);
    },
  );

  // "Add the dates to my calendar": a plain link, so it works without scripts; behind the case
  // session like every part of the case, and answered no-store by the case API's hook.
  app.get<{ Querystring: { language?: string } }>(caseApiPaths.calendar, async (request, reply) => {
    const language = LANGUAGE_CODES.find((code) => code === request.query.language);
    const file = await caseCalendarFor(db, openedCaseOf(request), language, now());
    if (!file) return reply.code(401).send(noCaseSession);
    return reply
      .code(200)
      .header("content-type", "text/calendar; charset=utf-8")
      .header("content-disposition", 'attachment; filename="case-dates.ics"')
      .send(file);
  });
}
