import type { FastifyReply } from "fastify";
import { adminApiPaths } from "~/shared/routes";
import {
  replyTemplateInputSchema,
  replyTemplateTexts,
  rowIdParamsSchema,
  type ReplyTemplateInput,
} from "~/shared/schemas/admin";
import { replyTemplateListSchema, replyTemplateSchema, type ReplyTemplate } from "~/shared/schemas/admin-replies";
import { successMessageSchema, type ApiError, type SuccessMessage } from "~/shared/schemas/api-responses";
import {
  createReplyTemplate,
  deleteReplyTemplate,
  listReplyTemplates,
  updateReplyTemplate,
  type TemplateChange,
} from "~/server/admin/reply-templates";
import { errorReplies, replySchemas, requestSchema } from "../route-schemas";
import { pathInAdminScope } from "./admin-path";
import { asRecord, parsed, refuseInvalidInput } from "./parse-admin-input";
import type { AdminRoutePlugin } from "./index";
import { apiMessages } from "~/shared/messages/api";
import { replyTemplateMessages } from "~/shared/messages/admin";

// The desk's saved replies (docs/decisions/0033). Every desk member lists them, to pick one in
// a case's reply; admins create, change and delete them (server/auth/desk-roles.ts).

const templatesPath = pathInAdminScope(adminApiPaths.replyTemplates);
const templatePath = `${templatesPath}/:id`;

interface TemplateIdRoute<ReplyBody> {
  Params: { id: number };
  Reply: ReplyBody | ApiError;
}

function answerChange(
  reply: FastifyReply,
  change: TemplateChange,
  input: ReplyTemplateInput,
  created = false,
): FastifyReply {
  if (change.kind === "not_found") return reply.code(404).send({ status: "error", message: apiMessages.notFound });
  if (change.kind === "title_taken") {
    const message = replyTemplateTexts.titleTaken(input.title, input.language);
    return reply.code(409).send({ status: "error", message, errors: { title: message } });
  }
  return reply.code(created ? 201 : 200).send(change.template);
}

export const adminReplyTemplateRoutes: AdminRoutePlugin = async (app, options) => {
  const {
    db,
    clock: { now },
  } = options;

  app.get<{ Reply: ReplyTemplate[] | ApiError }>(
    templatesPath,
    { schema: { response: replySchemas({ 200: replyTemplateListSchema, ...errorReplies }) } },
    async (_request, reply) => reply.send(await listReplyTemplates(db)),
  );

  app.post<{ Reply: ReplyTemplate | ApiError }>(
    templatesPath,
    { schema: { response: replySchemas({ 201: replyTemplateSchema, ...errorReplies }) } },
    async (request, reply) => {
      const body = parsed(replyTemplateInputSchema.safeParse(asRecord(request.body)));
      if (!body.ok) return refuseInvalidInput(reply, body.errors);
      const change = await createReplyTemplate(db, body.data, request.admin, now());
      return answerChange(reply, change, body.data, true);
    },
  );

  app.put<TemplateIdRoute<ReplyTemplate>>(
    templatePath,
    {
      schema: {
        params: requestSchema(rowIdParamsSchema),
        response: replySchemas({ 200: replyTemplateSchema, ...errorReplies }),
      },
    },
    async (request, reply) => {
      const body = parsed(replyTemplateInputSchema.safeParse(asRecord(request.body)));
      if (!body.ok) return refuseInvalidInput(reply, body.errors);
      const change = await updateReplyTemplate(db, request.params.id, body.data, request.admin, now());
      return answerChange(reply, change, body.data);
    },
  );

  app.delete<TemplateIdRoute<SuccessMessage>>(
    templatePath,
    {
      schema: {
        params: requestSchema(rowIdParamsSchema),
        response: replySchemas({ 200: successMessageSchema, ...errorReplies }),
      },
    },
    async (request, reply) => {
      const title = await deleteReplyTemplate(db, request.params.id, request.admin, now());
      if (title === undefined) return reply.code(404).send({ status: "error", message: apiMessages.notFound });
      return reply.send({ status: "success", message: replyTemplateMessages.deleted(title) });
    },
  );
};
