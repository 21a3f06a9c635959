import { useId } from "react";
import { useAdminQuery } from "../api/use-admin-query";
import { adminQueries } from "../api/admin-queries";
import { auditActionLabels, auditTargetLabels, auditText, viewHeadings } from "~/app/content/admin";
import { formatDateTime } from "../format";
import { ScrollTable } from "./scroll-table";
import { Pagination } from "./pagination";
import { LoadState } from "./load-state";
import type { AuditEntry } from "~/shared/schemas/admin-replies";
import { SUBMISSION_STATUS_LABELS } from "~/shared/labels";
import { submissionKindLabels } from "~/shared/schemas/admin";

/** Who did what, when: the audit log, newest first, a page at a time. */
export function AuditLogView({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const headingId = useId();
  const log = useAdminQuery(adminQueries.auditLog(page));
  const result = log.data;
  return (
    <section aria-labelledby={headingId} className="admin-view">
      <h1 id={headingId} className="admin-view__title">
        {viewHeadings.audit_log}
      </h1>
      <p className="admin-view__intro">{auditText.intro}</p>
      {result === undefined || log.error !== undefined ? (
        <LoadState loading={log.loading} error={log.error} loadingText={auditText.loading} onRetry={log.reload} />
      ) : null}
      {result !== undefined && result.items.length === 0 ? <p className="admin-empty">{auditText.empty}</p> : null}
      {result !== undefined && result.items.length > 0 ? (
        <ScrollTable title={viewHeadings.audit_log} busy={log.loading}>
          <table className="admin-table" aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{auditText.when}</th>
                <th scope="col">{auditText.who}</th>
                <th scope="col">{auditText.action}</th>
                <th scope="col">{auditText.target}</th>
                <th scope="col">{auditText.detail}</th>
              </tr>
            </thead>
            <tbody>
              {result.items.map((entry) => (
                <tr key={entry.id}>
                  <td className="cell--date">
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  </td>
                  <td>
                    {entry.actorName}
                    <br />
                    <span className="detail__muted">{entry.actorEmail}</span>
                  </td>
                  <td>{auditActionLabels[entry.action] ?? entry.action}</td>
                  <td className="cell--nowrap">{targetOf(entry)}</td>
                  <td className="cell--long">{detailSummary(entry.detail)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      ) : null}
      {result !== undefined ? <Pagination result={result} onPage={onPage} /> : null}
    </section>
  );
}

function targetOf(entry: AuditEntry): string {
  if (!entry.targetType && !entry.targetId) return "—";
  const kind = entry.targetType ? (auditTargetLabels[entry.targetType] ?? entry.targetType) : "";
  return [kind, entry.targetId].filter(Boolean).join(" ");
}

/** Stored codes an entry may hold (a status changed from and to, a form's kind), in the screen's words. */
const CODE_WORDS: Record<string, string> = { ...SUBMISSION_STATUS_LABELS, ...submissionKindLabels };

/** The entry's small facts as "key: value" pairs (they hold no personal data by design). */
function detailSummary(detail: Record<string, unknown>): string {
  const pairs = Object.entries(detail ?? {}).flatMap(([key, value]) => {
    if (key === "referenceCount") return [];
    if (key === "references" && Array.isArray(value))
      return [referencesSummary(value.map(String), detail.referenceCount)];
    if (key === "filters" && Array.isArray(value))
      return [`${key}: ${value.length ? value.join(", ") : auditText.noFilters}`];
    if (typeof value === "string") return [`${key}: ${CODE_WORDS[value] ?? value}`];
    return [`${key}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`];
  });
  return pairs.length ? pairs.join(", ") : "—";
}

/** The server lists the first few references of a long list and says how many it held (`referenceCount`). */
function referencesSummary(listed: string[], referenceCount: unknown): string {
  const total = typeof referenceCount === "number" ? referenceCount : listed.length;
  const rest = total - listed.length;
  const tail = rest > 0 ? ` ${auditText.moreReferences(rest)}` : "";
  return `${auditText.references(total)}${total ? `: ${listed.join(", ")}${tail}` : ""}`;
}
