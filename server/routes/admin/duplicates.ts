import { apiMessages } from "~/shared/messages";
import { adminApiPaths } from "~/shared/routes";
import { mergeSchema, notDuplicateUndoSchema, separateSchema } from "~/shared/schemas/admin";
import { possibleDuplicatesSchema, type PossibleDuplicates } from "~/shared/schemas/admin-replies";
import { successMessageSchema, type ApiError, type SuccessMessage } from "~/shared/schemas/api-responses";
import {
  dismissPossibleDuplicate,
  duplicateMessages,
  findPossibleDuplicates,
  markAsOneCase,
  separateCases,
  undoDismissal,
} from "~/server/admin/duplicates";
import { recordAudit } from "~/server/audit/audit-log";
import { errorReplies, replySchemas } from "../route-schemas";
import { pathInAdminScope } from "./admin-path";
import type { AdminRoutePlugin } from "./index";
import { asRecord, parsed, refuseInvalidInput } from "./parse-admin-input";
import { readReferenceParam } from "./submissions";

// A case's possible duplicates, marking two as one case, and marking one as someone else, and
// taking either back (server/admin/duplicates.ts, docs/decisions/0035). Behind the admin gate; either role.

const submissionPath = `${pathInAdminScope(adminApiPaths.submissions)}/:reference`;

interface ReferenceRoute<ReplyBody> {
  Params: { reference: string };
  Reply: ReplyBody | ApiError;
}

const notFound: ApiError = { status: "error", message: apiMessages.notFound };

export const adminDuplicateRoutes: AdminRoutePlugin = async (app, options) => {
  const { db, now = () => new Date() } = options;

  app.get<ReferenceRoute<PossibleDuplicates>>(
    `${submissionPath}/duplicates`,
    {
      preHandler: readReferenceParam,
      schema: { response: replySchemas({ 200: possibleDuplicatesSchema, ...errorReplies }) },
    },
    async (request, reply) => {
      const duplicates = await findPossibleDuplicates(db, request.params.reference);
      if (!duplicates) return reply.code(404).send(notFound);
      // The list shows other people's names: who saw which, as for any list.
      await recordAudit(db, {
        actor: request.admin,
        action: "submissions.viewed",
        detail: {
          view: "duplicates",
          of: request.params.reference,
          references: [...duplicates.markedAsOne, ...duplicates.possible, ...duplicates.differentPeople].map(
            (item) => item.reference,
          ),
        },
        now: now(),
      });
      return reply.send(duplicates);
    },
  );

  app.post<ReferenceRoute<SuccessMessage>>(
    `${submissionPath}/merge`,
    {
      preHandler: readReferenceParam,
      schema: { response: replySchemas({ 200: successMessageSchema, ...errorReplies }) },
    },
    async (request, reply) => {
      const body = parsed(mergeSchema.safeParse(asRecord(request.body)));
      if (!body.ok) return refuseInvalidInput(reply, body.errors);
      const outcome = await markAsOneCase(db, request.params.reference, body.data.with, request.admin, now());
      switch (outcome.kind) {
        case "not_found":
          return reply.code(404).send(notFound);
        case "invalid":
          return refuseInvalidInput(reply, { with: outcome.message });
        case "conflict":
          return reply.code(409).send({ status: "error", message: outcome.message });
        case "merged":
          return reply.send({
            status: "success",
            message: duplicateMessages.merged(outcome.duplicate, outcome.primary),
          });
      }
    },
  );

  app.post<ReferenceRoute<SuccessMessage>>(
    `${submissionPath}/not-duplicate`,
    {
      preHandler: readReferenceParam,
      schema: { response: replySchemas({ 200: successMessageSchema, ...errorReplies }) },
    },
    async (request, reply) => {
      const body = parsed(mergeSchema.safeParse(asRecord(request.body)));
      if (!body.ok) return refuseInvalidInput(reply, body.errors);
      const outcome = await dismissPossibleDuplicate(
        db,
        request.params.reference,
        body.data.with,
        request.admin,
        now(),
      );
      switch (outcome.kind) {
        case "not_found":
          return reply.code(404).send(notFound);
        case "invalid":
          return refuseInvalidInput(reply, { with: outcome.message });
        case "dismissed":
          return reply.send({
            status: "success",
            message: duplicateMessages.dismissed(outcome.reference, outcome.other),
          });
      }
    },
  );

  app.post<ReferenceRoute<SuccessMessage>>(
    `${submissionPath}/separate`,
    {
      preHandler: readReferenceParam,
      schema: { response: replySchemas({ 200: successMessageSchema, ...errorReplies }) },
    },
    async (request, reply) => {
      const body = parsed(separateSchema.safeParse(asRecord(request.body)));
      if (!body.ok) return refuseInvalidInput(reply, body.errors);
      const outcome = await separateCases(db, request.params.reference, body.data.with, request.admin, now());
      switch (outcome.kind) {
        case "not_found":
          return reply.code(404).send(notFound);
        case "invalid":
          return refuseInvalidInput(reply, { with: outcome.message });
        case "conflict":
          return reply.code(409).send({ status: "error", message: outcome.message });
        case "separated":
          return reply.send({
            status: "success",
            message: duplicateMessages.separated(outcome.separated, outcome.primary),
          });
      }
    },
  );

  app.post<ReferenceRoute<SuccessMessage>>(
    `${submissionPath}/not-duplicate/undo`,
    {
      preHandler: readReferenceParam,
      schema: { response: replySchemas({ 200: successMessageSchema, ...errorReplies }) },
    },
    async (request, reply) => {
      const body = parsed(notDuplicateUndoSchema.safeParse(asRecord(request.body)));
      if (!body.ok) return refuseInvalidInput(reply, body.errors);
      const outcome = await undoDismissal(db, request.params.reference, body.data.with, request.admin, now());
      switch (outcome.kind) {
        case "not_found":
          return reply.code(404).send(notFound);
        case "invalid":
          return refuseInvalidInput(reply, { with: outcome.message });
        case "conflict":
          return reply.code(409).send({ status: "error", message: outcome.message });
        case "undone":
          return reply.send({
            status: "success",
            message: duplicateMessages.differentPeopleUndone(outcome.reference, outcome.other),
          });
      }
    },
  );
};
