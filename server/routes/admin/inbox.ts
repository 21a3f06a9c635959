import { adminEndpoints } from "~/shared/admin-endpoints";
import { inboxQuerySchema, withoutBlankParams } from "~/shared/schemas/admin";
import { loadInbox } from "~/server/admin/inbox";
import { recordAudit } from "~/server/audit/audit-log";
import { adminRoute } from "./admin-route";
import type { AdminRoutePlugin } from "./admin-route-options";
import { asRecord, parsed, refuseInvalidInput } from "./parse-admin-input";

// GET /api/admin/inbox?tab&assigned&page&pageSize: one tab of the desk's inbox, most urgent first
// (server/admin/inbox.ts), with every tab's count. A bad tab or page is answered 400 with a
// message for it, and nothing is read.

export const adminInboxRoutes: AdminRoutePlugin = async (app, options) => {
  const {
    db,
    clock: { now },
  } = options;
  adminRoute(app, adminEndpoints.inbox, {
    handler: async (request, reply) => {
      const query = parsed(inboxQuerySchema.safeParse(withoutBlankParams(asRecord(request.query))));
      if (!query.ok) return refuseInvalidInput(reply, query.errors);
      const inbox = await loadInbox(db, query.data, now(), request.admin.id);
      // The rows show names and the start of what people wrote: who saw which, as for the lists.
      await recordAudit(db, {
        actor: request.admin,
        action: "submissions.viewed",
        detail: {
          view: "inbox",
          tab: inbox.tab,
          ...(inbox.assigned ? { assigned: inbox.assigned } : {}),
          page: inbox.page,
          references: inbox.items.map((item) => item.reference),
        },
        now: now(),
      });
      return reply.send(inbox);
    },
  });
};
