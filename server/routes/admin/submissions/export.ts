import { Readable } from "node:stream";
import { adminEndpoints } from "~/shared/admin-endpoints";
import { openAuditEntryWithReferences } from "~/server/audit/audit-log";
import { attachmentDisposition, CSV_CONTENT_TYPE } from "~/server/admin/csv";
import { indiaDayOf } from "~/server/admin/india-days";
import { describeFilterForAudit, type SubmissionFilter } from "~/server/admin/submission-filter";
import { newExportProgress, submissionsCsv } from "~/server/admin/submission-export";
import { adminRoute } from "../admin-route";
import type { AdminRoutePlugin } from "../admin-route-options";
import { parseSubmissionListQuery, refuseInvalidInput } from "../parse-admin-input";
import { assignedToFilter } from "./assigned-to-me";

// GET /api/admin/submissions.csv: the submissions a filter finds, as a CSV file that streams a
// batch at a time, each batch's references in the audit log before it leaves.

function submissionsCsvFileName(now: Date): string {
  return `cyberhelp-submissions-${indiaDayOf(now)}.csv`;
}

export const adminSubmissionExportRoutes: AdminRoutePlugin = async (app, options) => {
  const {
    db,
    clock: { now },
  } = options;

  adminRoute(app, adminEndpoints.submissionsCsv, {
    handler: async (request, reply) => {
      const query = parseSubmissionListQuery(request.query);
      if (!query.ok) return refuseInvalidInput(reply, query.errors);
      const { kind, status, state, topic, from, to, q, unread } = query.data;
      const filter: SubmissionFilter = {
        kind,
        status,
        state,
        topic,
        from,
        to,
        q,
        unread,
        assignedTo: assignedToFilter(query.data, request),
      };
      const asCsvFile = () =>
        reply
          .type(CSV_CONTENT_TYPE)
          .header("content-disposition", attachmentDisposition(submissionsCsvFileName(now())))
          .header("cache-control", "no-store");
      // Fastify answers HEAD with this GET handler: the headers, without reading (or auditing) an export.
      if (request.method === "HEAD") return asCsvFile().send();

      // The audit entry is written before any row leaves, and each batch's references are added to
      // it before the batch is sent, so even an export cut short by a crash is in the log
      // (docs/decisions/0045). If the entry cannot be written, the export does not start.
      const filterDetail = describeFilterForAudit(filter);
      const audit = await openAuditEntryWithReferences(db, {
        actor: request.admin,
        action: "submissions.exported",
        detail: { ...filterDetail, rows: 0, complete: false },
        now: now(),
      });
      const progress = newExportProgress((references, rows) =>
        audit.addBatch(references, { ...filterDetail, rows, complete: false }),
      );
      async function* csvRecordedAsItGoes() {
        let complete = false;
        try {
          yield* submissionsCsv(db, filter, progress);
          complete = true;
        } finally {
          await audit
            .close({ ...filterDetail, rows: progress.rows, complete })
            .catch((error: unknown) =>
              request.log.error({ err: error }, "the export's audit entry could not be closed"),
            );
        }
      }
      return (
        asCsvFile()
          // A byte stream (not object mode): the next batch is read only when the client has taken
          // the last one, so a slow download holds one batch in memory, not the whole table.
          .send(Readable.from(csvRecordedAsItGoes(), { objectMode: false }))
      );
    },
  });
};
