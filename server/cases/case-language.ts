import type { FastifyRequest } from "fastify";
import { DEFAULT_LANGUAGE, type LanguageCode } from "~/shared/languages";
import { PAGE_LANGUAGE_HEADER } from "~/shared/routes";
import type { EvidenceLimits } from "~/shared/schemas/evidence";
import { languageCode, messagesFor, translations } from "~/shared/translations";
import { translateFieldErrors, translateMessage } from "~/shared/translations/translate";
import { evidenceMessages } from "~/shared/messages/evidence";

// The case page's API answers in the language of the page that calls it (docs/decisions/0041):
// the page says it in a header (PAGE_LANGUAGE_HEADER), the same for JSON calls and for an
// evidence file's bytes, which have no body to carry it. Accept-Language is not read, as for
// the forms (docs/decisions/0040): the page the person reads is what they asked for.

/** The language a case API call asks its answer in; an unknown or missing one is English. */
export function languageOfCaseCall(request: FastifyRequest): LanguageCode {
  return languageCode(request.headers[PAGE_LANGUAGE_HEADER]);
}

/** Every message the case page's API can say, English to `code`'s words, those that name the limits included. */
export function caseMessagesIn(code: LanguageCode, limits: EvidenceLimits): Record<string, string> {
  if (code === DEFAULT_LANGUAGE) return {};
  const { evidence } = translations[code].casePage;
  return {
    ...messagesFor(code),
    [evidenceMessages.tooLarge(limits.fileMaxBytes)]: evidence.tooLarge(limits.fileMaxBytes),
    [evidenceMessages.tooLarge(limits.videoMaxBytes)]: evidence.tooLarge(limits.videoMaxBytes),
    [evidenceMessages.tooManyFiles(limits.filesPerCase)]: evidence.tooManyFiles(limits.filesPerCase),
    [evidenceMessages.caseFull(limits.caseMaxBytes)]: evidence.caseFull(limits.caseMaxBytes),
  };
}

/** An answer's message and field messages in `messages`' language; any other answer as it is. */
export function answerIn<T>(payload: T, messages: Record<string, string>): T {
  if (typeof payload !== "object" || payload === null || Object.keys(messages).length === 0) return payload;
  const answer = payload as { status?: unknown; message?: unknown; errors?: unknown };
  if ((answer.status !== "error" && answer.status !== "success") || typeof answer.message !== "string") return payload;
  return {
    ...payload,
    message: translateMessage(answer.message, messages),
    ...(answer.errors && typeof answer.errors === "object"
      ? { errors: translateFieldErrors(answer.errors as Record<string, string>, messages) }
      : {}),
  };
}
