import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { FormAnswer } from "~/shared/form-answer";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "~/shared/language-codes";
import { LANGUAGES, localizedPath, pathsIn } from "~/shared/languages";
import { caseDocument, letterWords } from "~/shared/letters";
import {
  CASE_SUMMARY_PATH,
  caseLetterPath,
  LETTER_KINDS,
  LETTER_LANGUAGE_QUERY,
  SUMMARY_LANGUAGE_QUERY,
} from "~/shared/routes";
import { caseLetterFacts } from "~/server/cases/case-letters";
import { caseOfCookies } from "~/server/cases/case-session";
import { caseSummaryOf } from "~/server/cases/case-summary";
import { caseSummaryClosedPage, caseSummaryPage } from "~/server/cases/case-summary-page";
import type { Clock } from "~/server/clock";
import type { Database } from "~/server/db/schema";
import { sendPage } from "~/server/site/send-page";
import type { PrivatePages } from "./private-pages";

// The documents drafted from the case (docs/decisions/0028) and the case on one page
// (docs/decisions/0071). Each shows with or without a case open, so they find the case themselves
// rather than behind the forms' hook.

/** The island that holds a document drafted from the case (app/islands/modules/case-letter.tsx). */
const CASE_LETTER_ISLAND = "case-letter";

export interface CaseDocumentRoutesOptions {
  db: Kysely<Database>;
  clock: Clock;
  pages: PrivatePages;
}

export async function caseDocumentRoutes(app: FastifyInstance, options: CaseDocumentRoutesOptions): Promise<void> {
  const { db, clock, pages } = options;
  const { now } = clock;
  const { sendPrivatePage, refusedForNow } = pages;

  // The letters: rendered with the case the cookie opens, and without one, the same page saying to
  // open the case first. Each page is in each of its languages; the letter is in the language the
  // address asks for ("?letter=hi"), else the case's, whatever the page's (decision 0042).
  for (const { code } of LANGUAGES) {
    for (const kind of LETTER_KINDS) {
      if (!pathsIn(code).includes(caseLetterPath(kind))) continue;
      const path = localizedPath(code, caseLetterPath(kind));
      app.get<{ Querystring: Record<string, string | undefined> }>(path, async (request, reply) => {
        const at = now();
        const submissionId = await caseOfCookies(db, request, reply, at);
        if (
          submissionId !== undefined &&
          (await refusedForNow(request, reply, code, { kind: "page", url: request.url }))
        ) {
          return reply;
        }
        const facts = submissionId === undefined ? undefined : await caseLetterFacts(db, submissionId);
        const asked = LANGUAGE_CODES.find((language) => language === request.query[LETTER_LANGUAGE_QUERY]);
        const language = asked ?? facts?.language ?? code;
        const answer: FormAnswer = {
          outcome: "letter",
          kind,
          reference: facts?.reference ?? null,
          document: facts ? caseDocument(kind, facts, at, language) : null,
          language,
          labels: letterWords[language].labels,
        };
        // Without a case the page depends only on its path and the letter's language.
        return sendPrivatePage(request, reply, path, { island: CASE_LETTER_ISLAND, answer }, 200, facts === undefined);
      });
    }
  }

  // The case on one page, to print or show at the bank or the police station: behind the case
  // session like every part of the case (without one, a page that says so, 401); in the language
  // the address asks for, else the case's. Not recorded: like the evidence zip, it is the person
  // reading their own case.
  app.get<{ Querystring: Record<string, string | undefined> }>(CASE_SUMMARY_PATH, async (request, reply) => {
    const at = now();
    const asked = LANGUAGE_CODES.find((language) => language === request.query[SUMMARY_LANGUAGE_QUERY]);
    const submissionId = await caseOfCookies(db, request, reply, at);
    const language = asked ?? DEFAULT_LANGUAGE;
    if (
      submissionId !== undefined &&
      (await refusedForNow(request, reply, language, { kind: "page", url: request.url }))
    ) {
      return reply;
    }
    const summary = submissionId === undefined ? undefined : await caseSummaryOf(db, submissionId, asked, at);
    reply.header("referrer-policy", "no-referrer").header("x-robots-tag", "noindex");
    if (!summary) return sendPage(reply, caseSummaryClosedPage(language), 401);
    return sendPage(reply, caseSummaryPage(summary), 200);
  });
}
