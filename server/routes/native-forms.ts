import fastifyFormbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, onRequestAsyncHookHandler } from "fastify";
import type { FormAnswer } from "~/shared/form-answer";
import { languageOfPath } from "~/shared/languages";
import { messageIn, messagesFor } from "~/shared/translations";
import { translateFieldErrors } from "~/shared/translations/translate";
import { isCrossSiteVictimRequest } from "../auth/same-origin";
import { HONEYPOT_FIELD, fieldErrors, type FieldErrors } from "~/shared/schemas/fields";
import { errorPage } from "../site/error-page";
import { FORM_PAGES, typedValues, type FormPage } from "../site/form-pages";
import { sendPage } from "../site/send-page";
import type { PageRenderer } from "../site/page-renderer";
import { redirectToConfirmation } from "../site/sent-cookie";
import type { AcceptSubmission } from "../submissions/accept-submission";
import type { ServerKeys } from "../keys/server-keys";
import { IDEMPOTENCY_HEADER } from "../submissions/idempotency";
import type { Clock } from "../clock";

// The public forms sent without scripts (scripts off, or not loaded in time): the browser posts
// the form to its own page, application/x-www-form-urlencoded. It is checked with the form's
// shared schema and then taken by the same code as the JSON API (accept-submission.ts: honeypot,
// rate limit, idempotency, storage with its mails). The answer is a page: 303 to the page's
// confirmation once stored, or the page again with the messages under the fields and what was
// typed (docs/decisions/0021-forms-without-scripts.md).

export interface NativeFormRoutesOptions {
  acceptSubmission: AcceptSubmission;
  /** Seals the answer's case code into the confirmation's cookie. */
  serverKeys: ServerKeys;
  clock: Clock;
  formRateLimit: onRequestAsyncHookHandler;
  pageRenderer: Promise<PageRenderer | undefined>;
}

export async function nativeFormRoutes(app: FastifyInstance, options: NativeFormRoutesOptions): Promise<void> {
  const { acceptSubmission, formRateLimit, serverKeys } = options;
  const { now } = options.clock;
  const renderer = await options.pageRenderer;
  // Here only: the JSON API keeps refusing form-encoded bodies.
  await app.register(fastifyFormbody);

  for (const page of FORM_PAGES) {
    app.post(page.path, { onRequest: formRateLimit }, async (request, reply) => {
      const typed = typedValues(page, request.body);
      // Posted from another website: nothing is taken, and the visitor gets back what they typed
      // with the reason above the form's first field, to send again from here.
      if (isCrossSiteVictimRequest(request)) {
        request.log.info({ origin: request.headers.origin }, "cross-site form refused");
        const [firstField = "name"] = Object.keys(page.schema.shape);
        const message = messageIn(languageOfPath(page.path).code, "api.crossSiteForm");
        return sendInvalid(reply, page, typed, { [firstField]: message }, 403);
      }
      const parsed = page.schema.safeParse(typed);
      if (!parsed.success) {
        const messages = messagesFor(languageOfPath(page.path).code);
        return sendInvalid(reply, page, typed, translateFieldErrors(fieldErrors(parsed.error), messages));
      }

      const answer = await acceptSubmission({
        kind: page.kind,
        body: { ...typed, topic: page.topic ?? null, page: page.path, language: languageOfPath(page.path).code },
        idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
        scope: page.path,
        channel: "form_confirmation",
        log: request.log,
      });
      if (answer.statusCode === 201 && "reference" in answer.body) {
        const { reference } = answer.body;
        const caseCode = answer.caseSecret ?? null;
        return redirectToConfirmation(reply, serverKeys, { path: page.path, reference, caseCode, now: now() });
      }
      if (answer.statusCode === 400 && answer.body.status === "error" && answer.body.errors) {
        return sendInvalid(reply, page, typed, answer.body.errors);
      }
      return sendPage(reply, errorPage(answer.statusCode, page.path), answer.statusCode);
    });
  }

  async function sendInvalid(
    reply: FastifyReply,
    page: FormPage,
    typed: Record<string, string>,
    errors: FieldErrors,
    status = 400,
  ) {
    const { [HONEYPOT_FIELD]: _trap, ...values } = typed;
    return sendAnswer(reply, page, { outcome: "invalid", values, errors }, status);
  }

  async function sendAnswer(reply: FastifyReply, page: FormPage, answer: FormAnswer, status: number) {
    if (!renderer) {
      reply.log.error("no page renderer in the build: a form's answer cannot be shown");
      return sendPage(reply, errorPage(500, page.path), 500);
    }
    return sendPage(reply, await renderer.render(page.path, { island: page.island, answer }), status);
  }
}
