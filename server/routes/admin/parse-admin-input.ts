import type { FastifyReply } from "fastify";
import { submissionListQuerySchema, withoutBlankParams, type SubmissionListQuery } from "~/shared/schemas/admin";
import { fieldErrors, type FieldErrors } from "~/shared/schemas/fields";
import { isCalendarDay } from "~/server/admin/india-days";
import { apiMessages } from "~/shared/messages/api";
import { adminInputMessages } from "~/shared/messages/admin";

// Reading the admin's query strings and bodies with the shared schemas: bad input is answered
// 400 with a message per field, as the public forms are, and nothing is read or changed.

export type Parsed<Data> = { ok: true; data: Data } | { ok: false; errors: FieldErrors };

export function parsed<Data>(
  result:
    | { success: true; data: Data }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } },
): Parsed<Data> {
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error) };
}

export function refuseInvalidInput(reply: FastifyReply, errors: FieldErrors): FastifyReply {
  return reply.code(400).send({ status: "error", message: apiMessages.invalidInput, errors });
}

/** The list's (and the export's) filter; blank values, as an empty select sends them, mean "any". */
export function parseSubmissionListQuery(query: unknown): Parsed<SubmissionListQuery> {
  const result = parsed(submissionListQuerySchema.safeParse(withoutBlankParams(asRecord(query))));
  if (!result.ok) return result;
  const { from, to } = result.data;
  // The shared pattern checks the shape; only the server knows 2026-02-30 is no day.
  const errors: FieldErrors = {};
  if (from !== undefined && !isCalendarDay(from)) errors.from = adminInputMessages.noSuchDay;
  if (to !== undefined && !isCalendarDay(to)) errors.to = adminInputMessages.noSuchDay;
  if (Object.keys(errors).length === 0 && from !== undefined && to !== undefined && to < from) {
    errors.to = adminInputMessages.toBeforeFrom;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : result;
}

export function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
}
