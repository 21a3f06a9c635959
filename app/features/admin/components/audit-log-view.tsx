import { useId } from "react";
import { useAdminQuery } from "../api/use-admin-query";
import { adminQueries } from "../api/admin-queries";
import {
  auditActionLabels,
  auditTargetLabels,
  auditText,
  duplicatesText,
  inboxTabLabels,
  viewHeadings,
} from "~/app/content/admin";
import { formatDateTime } from "../format";
import { PagedTable, type TableColumn } from "./paged-table";
import type { AuditEntry } from "~/shared/schemas/admin-replies";
import { SUBMISSION_STATUS_LABELS } from "~/shared/labels";
import { submissionKindLabels } from "~/shared/schemas/admin";

/** Who did what, when: the audit log, newest first, a page at a time. */
export function AuditLogView({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const headingId = useId();
  const log = useAdminQuery(adminQueries.auditLog(page));
  return (
    <section aria-labelledby={headingId} className="admin-view">
      <h1 id={headingId} className="admin-view__title">
        {viewHeadings.audit_log}
      </h1>
      <p className="admin-view__intro">{auditText.intro}</p>
      <PagedTable
        title={viewHeadings.audit_log}
        labelledBy={headingId}
        columns={auditColumns}
        rowKey={(entry) => entry.id}
        data={log.data}
        load={{ ...log, loadingText: auditText.loading }}
        emptyText={auditText.empty}
        onPage={onPage}
      />
    </section>
  );
}

const auditColumns: TableColumn<AuditEntry>[] = [
  {
    header: auditText.when,
    cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>,
    className: "cell--date",
  },
  {
    header: auditText.who,
    cell: (entry) => (
      <>
        {entry.actorName}
        <br />
        <span className="detail__muted">{entry.actorEmail}</span>
      </>
    ),
  },
  { header: auditText.action, cell: (entry) => auditActionLabels[entry.action] ?? entry.action },
  { header: auditText.target, cell: targetOf, className: "cell--nowrap" },
  { header: auditText.detail, cell: (entry) => detailSummary(entry.detail), className: "cell--long" },
];

function targetOf(entry: AuditEntry): string {
  if (!entry.targetType && !entry.targetId) return "—";
  const kind = entry.targetType ? (auditTargetLabels[entry.targetType] ?? entry.targetType) : "";
  return [kind, entry.targetId].filter(Boolean).join(" ");
}

/**
 * Stored codes an entry may hold (a status changed from and to, a form's kind, the inbox and its
 * tab, a case's possible duplicates), in the screen's words.
 */
const CODE_WORDS: Record<string, string> = {
  ...SUBMISSION_STATUS_LABELS,
  ...submissionKindLabels,
  ...inboxTabLabels,
  inbox: viewHeadings.inbox,
  duplicates: duplicatesText.heading,
};

/** The entry's small facts as "key: value" pairs (they hold no personal data by design). */
function detailSummary(detail: Record<string, unknown>): string {
  const pairs = Object.entries(detail ?? {}).flatMap(([key, value]) => {
    if (key === "referenceCount") return [];
    if (key === "references" && Array.isArray(value))
      return [referencesSummary(value.map(String), detail.referenceCount)];
    if (key === "filters" && Array.isArray(value))
      return [`${key}: ${value.length ? value.join(", ") : auditText.noFilters}`];
    if (typeof value === "string") return [`${key}: ${CODE_WORDS[value] ?? value}`];
    if (typeof value === "boolean")
      return [`${auditText.detailNames[key] ?? key}: ${value ? auditText.yes : auditText.no}`];
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
