import fastifyFormbody from "@fastify/formbody";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, onRequestAsyncHookHandler } from "fastify";
import type { Kysely } from "kysely";
import { LANGUAGES } from "~/shared/languages";
import { refuseCrossSiteCaseActions } from "~/server/auth/same-origin";
import { openCaseFromCookies } from "~/server/cases/case-session";
import type { Clock } from "~/server/clock";
import type { Database } from "~/server/db/schema";
import type { RenderAllowance } from "~/server/plugins/rate-limits";
import type { PageRenderer } from "~/server/site/page-renderer";
import { caseFormRoutes } from "./case-forms";
import { casePageIn, type CasePageLanguageOptions } from "./case-page-in-language";
import { evidenceFormRoutes } from "./evidence-form";
import { caseDocumentRoutes } from "./letters";
import { casePageOpeningRoutes } from "./page";
import { privatePages } from "./private-pages";
import { reminderFormRoutes } from "./reminder-forms";
import { transactionFormRoutes } from "./transaction-forms";

// The case page as a page (docs/decisions/0025), registered in server/app.ts: rendered on the
// server with the case the request's cookie opens, so it shows without scripts (and at once with
// them), and its forms posted by a browser without scripts, in each language (docs/decisions/0041).
// The page, the case-code form and "Lost your link?" work with no case open (./page.ts), as do the
// letters and the summary (./letters.ts); every other form is listed below, behind one hook that
// finds the case the cookies open or shows the page saying none is (server/cases/case-session.ts).

export interface CasePageRoutesOptions {
  db: Kysely<Database>;
  clock: Clock;
  rateLimit: onRequestAsyncHookHandler;
  /** Pages rendered per request for one address, all routes together (docs/decisions/0073). */
  renderAllowance: RenderAllowance;
  pageRenderer: Promise<PageRenderer | undefined>;
  /** Tells the mail worker a mail was queued (a fresh case link). */
  wakeMail: () => void;
}

/** The case page's forms that act on the case the request's cookies open. Add a new one here. */
const CASE_SESSION_FORM_PLUGINS = [
  reminderFormRoutes,
  caseFormRoutes,
  transactionFormRoutes,
  evidenceFormRoutes,
] as const;

export async function casePageRoutes(app: FastifyInstance, options: CasePageRoutesOptions): Promise<void> {
  const { db, clock, rateLimit, renderAllowance, wakeMail } = options;
  const pages = privatePages(await options.pageRenderer, renderAllowance);
  // Here and in the public forms' routes only: the JSON APIs keep refusing form-encoded bodies.
  await app.register(fastifyFormbody);
  // Evidence sent without scripts: one file per post, streamed like the API's; the part's own
  // limit sits above the store's, so the store refuses a file too large before any cut.
  const { config: evidenceConfig } = app.evidence;
  await app.register(fastifyMultipart, {
    limits: {
      files: 1,
      fields: 0,
      parts: 2,
      fileSize: Math.max(evidenceConfig.fileMaxBytes, evidenceConfig.videoMaxBytes) + 1,
    },
  });
  app.addHook("onRequest", refuseCrossSiteCaseActions);

  for (const { code } of LANGUAGES) {
    const page = casePageIn(code, { db, clock, pages, evidenceConfig });
    const inLanguage: CasePageLanguageOptions = { db, clock, rateLimit, wakeMail, pages, page };
    await app.register(casePageOpeningRoutes, inLanguage);
    // Every other form acts on the case the cookies open: one pair of hooks finds it (or the page
    // says no case is open, 401), then holds this address to its allowance of rendered pages.
    await app.register(async (forms) => {
      forms.addHook("preHandler", openCaseFromCookies(db, clock.now, page.sendNoCase));
      forms.addHook("preHandler", async (request, reply) =>
        (await page.formRefusedForNow(request, reply)) ? reply : undefined,
      );
      for (const plugin of CASE_SESSION_FORM_PLUGINS) await forms.register(plugin, inLanguage);
    });
  }

  await app.register(caseDocumentRoutes, { db, clock, pages });
}
