import { adminEndpoints } from "~/shared/admin-endpoints";
import { passwordChangeSchema } from "~/shared/schemas/auth";
import { weakPassword } from "~/server/auth/auth-answers";
import { changePassword } from "~/server/auth/password-change";
import { passwordHasher } from "~/server/auth/passwords";
import { refuseSession } from "~/server/auth/refusals";
import { presentedSessionToken } from "~/server/auth/session-cookie";
import { adminRoute } from "./admin-route";
import { asRecord, parsed, refuseInvalidInput } from "./parse-admin-input";
import type { AdminRoutePlugin } from "./admin-route-options";
import { authMessages } from "~/shared/messages/auth";

// "Your account": the signed-in desk member, admin or caseworker, changes their own password
// (docs/decisions/0057). The session that asks stays; every other one of the account ends.

export const adminAccountRoutes: AdminRoutePlugin = async (app, options) => {
  const {
    db,
    clock: { now },
    hasher = passwordHasher,
  } = options;

  adminRoute(app, adminEndpoints.accountPassword, {
    handler: async (request, reply) => {
      const body = parsed(passwordChangeSchema.safeParse(asRecord(request.body)));
      if (!body.ok) return refuseInvalidInput(reply, body.errors);
      // The gate let the request in on this token, so it is there.
      const sessionToken = presentedSessionToken(request) ?? "";
      const outcome = await changePassword(db, hasher, { userId: request.admin.id, sessionToken, ...body.data }, now());
      switch (outcome.kind) {
        case "changed":
          return reply.send({ status: "success", message: authMessages.passwordChanged });
        case "weak": {
          const answer = weakPassword("newPassword", outcome.message);
          return reply.code(answer.statusCode).send(answer.body);
        }
        case "wrong_current":
          return reply.code(400).send({
            status: "error",
            message: authMessages.currentPasswordWrong,
            errors: { currentPassword: authMessages.currentPasswordWrong },
          });
        case "throttled":
          reply.header("retry-after", String(outcome.retryAfterSeconds));
          return reply.code(429).send({ status: "error", message: authMessages.tooManyAttempts });
        case "not_found":
          // The account went between the gate and here (a rejected signup cannot be signed in).
          return refuseSession(reply, "session_expired");
      }
    },
  });
};
