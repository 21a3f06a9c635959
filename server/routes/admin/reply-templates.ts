import type { FastifyReply } from "fastify";
import { adminEndpoints } from "~/shared/admin-endpoints";
import { replyTemplateInputSchema, replyTemplateTexts, type ReplyTemplateInput } from "~/shared/schemas/admin";
import {
  createReplyTemplate,
  deleteReplyTemplate,
  listReplyTemplates,
  updateReplyTemplate,
  type TemplateChange,
} from "~/server/admin/reply-templates";
import { adminRoute } from "./admin-route";
import { asRecord, parsed, refuseInvalidInput } from "./parse-admin-input";
import type { AdminRoutePlugin } from "./admin-route-options";
import { apiMessages } from "~/shared/messages/api";
import { replyTemplateMessages } from "~/shared/messages/admin";

// The desk's saved replies (docs/decisions/0033). Every desk member lists them, to pick one in
// a case's reply; admins create, change and delete them (their entries in shared/admin-endpoints/).

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

  adminRoute(app, adminEndpoints.replyTemplates, {
    handler: async (_request, reply) => reply.send(await listReplyTemplates(db)),
  });

  adminRoute(app, adminEndpoints.replyTemplateCreate, {
    handler: async (request, reply) => {
      const body = parsed(replyTemplateInputSchema.safeParse(asRecord(request.body)));
      if (!body.ok) return refuseInvalidInput(reply, body.errors);
      const change = await createReplyTemplate(db, body.data, request.admin, now());
      return answerChange(reply, change, body.data, true);
    },
  });

  adminRoute(app, adminEndpoints.replyTemplateUpdate, {
    handler: async (request, reply) => {
      const body = parsed(replyTemplateInputSchema.safeParse(asRecord(request.body)));
      if (!body.ok) return refuseInvalidInput(reply, body.errors);
      const change = await updateReplyTemplate(db, request.params.id, body.data, request.admin, now());
      return answerChange(reply, change, body.data);
    },
  });

  adminRoute(app, adminEndpoints.replyTemplateDelete, {
    handler: async (request, reply) => {
      const title = await deleteReplyTemplate(db, request.params.id, request.admin, now());
      if (title === undefined) return reply.code(404).send({ status: "error", message: apiMessages.notFound });
      return reply.send({ status: "success", message: replyTemplateMessages.deleted(title) });
    },
  });
};
