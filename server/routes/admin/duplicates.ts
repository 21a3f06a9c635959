import { adminEndpoints } from "~/shared/admin-endpoints";
import {
  dismissPossibleDuplicate,
  findPossibleDuplicates,
  markAsOneCase,
  separateCases,
  undoDismissal,
} from "~/server/admin/duplicates";
import type { Kysely } from "kysely";
import { recordAudit, type AuditActor } from "~/server/audit/audit-log";
import type { Database } from "~/server/db/schema";
import { adminRoute } from "./admin-route";
import type { AdminRoutePlugin } from "./admin-route-options";
import { asRecord, parsed, refuseInvalidInput } from "./parse-admin-input";
import { notFound, readReferenceParam } from "./reference-param";
import { duplicateMessages } from "~/shared/messages/admin";

// A case's possible duplicates, marking two as one case, and marking one as someone else, and
// taking either back (server/admin/duplicates.ts, docs/decisions/0035). Behind the admin gate; either role.

/** How a pair action ended, as the route answers it. */
type PairOutcome =
  | { kind: "not_found" }
  | { kind: "invalid"; message: string }
  | { kind: "conflict"; message: string }
  | { kind: "done"; message: string };

interface PairAction {
  /** Its body names the other case ({with}). */
  endpoint: (typeof adminEndpoints)[
    "submissionMerge" | "submissionNotDuplicate" | "submissionSeparate" | "submissionNotDuplicateUndo"];
  run: (db: Kysely<Database>, reference: string, other: string, actor: AuditActor, now: Date) => Promise<PairOutcome>;
}

const pairActions: readonly PairAction[] = [
  {
    endpoint: adminEndpoints.submissionMerge,
    run: async (...args) => {
      const outcome = await markAsOneCase(...args);
      return outcome.kind === "merged"
        ? { kind: "done", message: duplicateMessages.merged(outcome.duplicate, outcome.primary) }
        : outcome;
    },
  },
  {
    endpoint: adminEndpoints.submissionNotDuplicate,
    run: async (...args) => {
      const outcome = await dismissPossibleDuplicate(...args);
      return outcome.kind === "dismissed"
        ? { kind: "done", message: duplicateMessages.dismissed(outcome.reference, outcome.other) }
        : outcome;
    },
  },
  {
    endpoint: adminEndpoints.submissionSeparate,
    run: async (...args) => {
      const outcome = await separateCases(...args);
      return outcome.kind === "separated"
        ? { kind: "done", message: duplicateMessages.separated(outcome.separated, outcome.primary) }
        : outcome;
    },
  },
  {
    endpoint: adminEndpoints.submissionNotDuplicateUndo,
    run: async (...args) => {
      const outcome = await undoDismissal(...args);
      return outcome.kind === "undone"
        ? { kind: "done", message: duplicateMessages.differentPeopleUndone(outcome.reference, outcome.other) }
        : outcome;
    },
  },
];

export const adminDuplicateRoutes: AdminRoutePlugin = async (app, options) => {
  const {
    db,
    clock: { now },
  } = options;

  adminRoute(app, adminEndpoints.submissionDuplicates, {
    preHandler: readReferenceParam,
    handler: async (request, reply) => {
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
  });

  // Each action on this case and another it names ({with}) answers alike: 404 for an unknown
  // case, 400 under the field for bad input, 409 when the cases' marks say otherwise, else the
  // action's own success message. Nothing changes on a refusal.
  for (const action of pairActions) {
    adminRoute(app, action.endpoint, {
      preHandler: readReferenceParam,
      handler: async (request, reply) => {
        const body = parsed(action.endpoint.body.safeParse(asRecord(request.body)));
        if (!body.ok) return refuseInvalidInput(reply, body.errors);
        const outcome = await action.run(db, request.params.reference, body.data.with, request.admin, now());
        switch (outcome.kind) {
          case "not_found":
            return reply.code(404).send(notFound);
          case "invalid":
            return refuseInvalidInput(reply, { with: outcome.message });
          case "conflict":
            return reply.code(409).send({ status: "error", message: outcome.message });
          case "done":
            return reply.send({ status: "success", message: outcome.message });
        }
      },
    });
  }
};
