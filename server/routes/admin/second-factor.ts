import type { FastifyReply } from "fastify";
import { adminEndpoints } from "~/shared/admin-endpoints";
import { secondFactorCodeSchema, secondFactorConfirmSchema, secondFactorOffSchema } from "~/shared/schemas/auth";
import { secondFactorSettingSchema } from "~/shared/schemas/auth-replies";
import { passwordHasher } from "~/server/auth/passwords";
import { refuseSession } from "~/server/auth/refusals";
import {
  makeNewRecoveryCodes,
  turnOffSecondFactor,
  turnOnSecondFactor,
  type SecondFactorOwnerOutcome,
} from "~/server/auth/second-factor-owner";
import { isSecondFactorRequired, setSecondFactorRequired } from "~/server/auth/second-factor-setting";
import { beginSecondFactorSetup, removeSecondFactor, secondFactorStatus } from "~/server/auth/second-factor-store";
import { findUserById } from "~/server/users/user-store";
import { adminRoute } from "./admin-route";
import { asRecord, parsed, refuseInvalidInput } from "./parse-admin-input";
import type { AdminRoutePlugin } from "./admin-route-options";
import { apiMessages } from "~/shared/messages/api";
import { authMessages, secondFactorMessages } from "~/shared/messages/auth";

// The second factor of desk accounts (docs/decisions/0072): each member turns theirs on and off
// under "Your account"; an admin clears a member's (a lost phone and no recovery codes) and
// decides whether every account must have one. The secret and the recovery codes are in the
// answers that make them and nowhere else: never in a log.

const codeWrong = { code: authMessages.codeWrong };

function refuseOwnerOutcome(reply: FastifyReply, outcome: SecondFactorOwnerOutcome<never>): FastifyReply {
  switch (outcome.kind) {
    case "not_on":
      return reply.code(409).send({ status: "error", message: secondFactorMessages.notOn });
    case "wrong_password":
      return reply.code(400).send({
        status: "error",
        message: authMessages.currentPasswordWrong,
        errors: { password: authMessages.currentPasswordWrong },
      });
    case "wrong_code":
      return reply.code(400).send({ status: "error", message: authMessages.codeWrong, errors: codeWrong });
    case "throttled":
      reply.header("retry-after", String(outcome.retryAfterSeconds));
      return reply.code(429).send({ status: "error", message: authMessages.tooManyAttempts });
    case "not_found":
      return refuseSession(reply, "session_expired");
  }
}

export const adminSecondFactorRoutes: AdminRoutePlugin = async (app, options) => {
  const {
    db,
    serverKeys: keys,
    clock: { now },
    hasher = passwordHasher,
  } = options;
  const actorOf = (admin: { id: number; name: string; email: string }) => ({
    id: admin.id,
    name: admin.name,
    email: admin.email,
  });

  adminRoute(app, adminEndpoints.accountSecondFactor, {
    handler: async (request, reply) => {
      const status = await secondFactorStatus(db, request.admin.id);
      return reply.send({ ...status, required: await isSecondFactorRequired(db) });
    },
  });

  adminRoute(app, adminEndpoints.accountSecondFactorSetup, {
    handler: async (request, reply) => {
      const outcome = await beginSecondFactorSetup(db, keys, request.admin, now());
      if (outcome.kind === "already_on") {
        return reply.code(409).send({ status: "error", message: secondFactorMessages.alreadyOn });
      }
      const qrCode = `data:image/svg+xml;base64,${Buffer.from(outcome.qrCodeSvg, "utf8").toString("base64")}`;
      return reply.send({ status: "success", secret: outcome.secret, address: outcome.address, qrCode });
    },
  });

  adminRoute(app, adminEndpoints.accountSecondFactorConfirm, {
    handler: async (request, reply) => {
      const body = parsed(secondFactorConfirmSchema.safeParse(asRecord(request.body)));
      if (!body.ok) return refuseInvalidInput(reply, body.errors);
      const outcome = await turnOnSecondFactor(db, keys, hasher, { userId: request.admin.id, ...body.data }, now());
      switch (outcome.kind) {
        case "wrong_password":
        case "throttled":
        case "not_found":
          return refuseOwnerOutcome(reply, outcome);
        case "no_setup":
          return reply.code(409).send({ status: "error", message: secondFactorMessages.noSetup });
        case "already_on":
          return reply.code(409).send({ status: "error", message: secondFactorMessages.alreadyOn });
        case "wrong_code":
          return reply.code(400).send({ status: "error", message: authMessages.codeWrong, errors: codeWrong });
        case "enabled":
          request.log.info({ userId: request.admin.id }, "second factor turned on");
          return reply.send({
            status: "success",
            message: secondFactorMessages.turnedOn,
            recoveryCodes: outcome.recoveryCodes,
          });
      }
    },
  });

  adminRoute(app, adminEndpoints.accountRecoveryCodes, {
    handler: async (request, reply) => {
      const body = parsed(secondFactorCodeSchema.safeParse(asRecord(request.body)));
      if (!body.ok) return refuseInvalidInput(reply, body.errors);
      const outcome = await makeNewRecoveryCodes(db, keys, { userId: request.admin.id, code: body.data.code }, now());
      if (outcome.kind !== "made") return refuseOwnerOutcome(reply, outcome);
      return reply.send({
        status: "success",
        message: secondFactorMessages.newRecoveryCodes,
        recoveryCodes: outcome.recoveryCodes,
      });
    },
  });

  adminRoute(app, adminEndpoints.accountSecondFactorOff, {
    handler: async (request, reply) => {
      const body = parsed(secondFactorOffSchema.safeParse(asRecord(request.body)));
      if (!body.ok) return refuseInvalidInput(reply, body.errors);
      const outcome = await turnOffSecondFactor(db, keys, hasher, { userId: request.admin.id, ...body.data }, now());
      if (outcome.kind !== "turned_off") return refuseOwnerOutcome(reply, outcome);
      request.log.info({ userId: request.admin.id }, "second factor turned off");
      return reply.send({ status: "success", message: secondFactorMessages.turnedOff });
    },
  });

  // An admin, for a member who lost their phone and their recovery codes: the member logs in
  // with the password alone again (and, if the site requires one, sets up a new one at once).
  adminRoute(app, adminEndpoints.userSecondFactorClear, {
    handler: async (request, reply) => {
      // Signed in, an admin can turn off their own with a code; clearing it here would skip that.
      if (request.params.id === request.admin.id) {
        return reply.code(409).send({ status: "error", message: secondFactorMessages.clearOwn });
      }
      const member = await findUserById(db, request.params.id);
      if (!member) return reply.code(404).send({ status: "error", message: apiMessages.notFound });
      if (!(await removeSecondFactor(db, actorOf(request.admin), member.id, now()))) {
        return reply.code(409).send({ status: "error", message: secondFactorMessages.notOn });
      }
      request.log.info({ userId: member.id }, "second factor cleared by an admin");
      return reply.send({ status: "success", message: secondFactorMessages.cleared(member.name) });
    },
  });

  adminRoute(app, adminEndpoints.secondFactorSetting, {
    handler: async (_request, reply) => reply.send({ required: await isSecondFactorRequired(db) }),
  });

  adminRoute(app, adminEndpoints.secondFactorSettingChange, {
    handler: async (request, reply) => {
      const body = parsed(secondFactorSettingSchema.safeParse(asRecord(request.body)));
      if (!body.ok) return refuseInvalidInput(reply, body.errors);
      await setSecondFactorRequired(db, actorOf(request.admin), body.data.required, now());
      return reply.send({
        status: "success",
        message: body.data.required ? secondFactorMessages.requiredOn : secondFactorMessages.requiredOff,
      });
    },
  });
};
