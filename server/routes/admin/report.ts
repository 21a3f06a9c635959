import { adminEndpoints, reportCsvEndpoints } from "~/shared/admin-endpoints";
import { REPORT_SECTIONS } from "~/shared/routes";
import { reportQuerySchema, withoutBlankParams } from "~/shared/schemas/admin";
import { recordAudit } from "~/server/audit/audit-log";
import { attachmentDisposition, CSV_CONTENT_TYPE } from "~/server/admin/csv";
import { reportCsvFileName, reportSectionCsv } from "~/server/admin/report-csv";
import { loadReport } from "~/server/admin/report-data";
import { adminRoute } from "./admin-route";
import type { AdminRoutePlugin } from "./admin-route-options";
import { asRecord, parsed, refuseInvalidInput } from "./parse-admin-input";

// GET /api/admin/report?days=30|90, and each section's CSV for the same window. A report is a
// few hundred small numbers, so its CSV is built whole rather than streamed.

export const adminReportRoutes: AdminRoutePlugin = async (app, options) => {
  const {
    db,
    clock: { now },
  } = options;

  function parseDays(query: unknown) {
    return parsed(reportQuerySchema.safeParse(withoutBlankParams(asRecord(query))));
  }

  adminRoute(app, adminEndpoints.report, {
    handler: async (request, reply) => {
      const query = parseDays(request.query);
      if (!query.ok) return refuseInvalidInput(reply, query.errors);
      return reply.send(await loadReport(db, query.data.days, now()));
    },
  });

  for (const section of REPORT_SECTIONS) {
    adminRoute(app, reportCsvEndpoints[section], {
      handler: async (request, reply) => {
        const query = parseDays(request.query);
        if (!query.ok) return refuseInvalidInput(reply, query.errors);
        reply.type(CSV_CONTENT_TYPE).header("cache-control", "no-store");
        // Fastify answers HEAD with this GET handler: the headers, without an audit entry for a download that did not happen.
        if (request.method === "HEAD") return reply.send();
        const time = now();
        const report = await loadReport(db, query.data.days, time);
        await recordAudit(db, {
          actor: request.admin,
          action: "report.exported",
          targetType: "report",
          targetId: section,
          detail: { days: report.days, from: report.from, to: report.to },
          now: time,
        });
        return reply
          .header("content-disposition", attachmentDisposition(reportCsvFileName(report, section)))
          .send(reportSectionCsv(report, section));
      },
    });
  }
};
