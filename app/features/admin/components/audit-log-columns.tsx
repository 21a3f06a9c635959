import {
  auditActionLabels,
  auditTargetLabels,
  auditText,
  caseAccessWords,
  duplicatesText,
  inboxTabLabels,
  mailPurposeLabels,
  viewHeadings,
} from "~/app/content/admin";
import { formatDateTime } from "../format";
import type { TableColumn } from "./paged-table";
import type { AuditEntry } from "~/shared/schemas/admin-replies";
import { SUBMISSION_STATUS_LABELS } from "~/shared/labels";
import { submissionKindLabels } from "~/shared/schemas/admin";

/** The audit log's columns: when, who, the action, its target and its small facts. */
export const auditColumns: TableColumn<AuditEntry>[] = [
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
  { header: auditText.target, cell: targetCell },
  { header: auditText.detail, cell: (entry) => detailSummary(entry.detail), className: "cell--long" },
];

/** An account as it is now, its e-mail under its name; one that no longer exists keeps its number. */
function targetCell(entry: AuditEntry): React.ReactNode {
  if (entry.targetType === "user" && entry.targetId && entry.targetName !== null) {
    return (
      <>
        {entry.targetName}
        <br />
        <span className="detail__muted">{entry.targetEmail}</span>
      </>
    );
  }
  if (entry.targetType === "user" && entry.targetId) return auditText.removedAccount(entry.targetId);
  return <span className="cell--nowrap">{targetOf(entry)}</span>;
}

function targetOf(entry: AuditEntry): string {
  if (!entry.targetType && !entry.targetId) return "—";
  const kind = entry.targetType ? (auditTargetLabels[entry.targetType] ?? entry.targetType) : "";
  return [kind, entry.targetId].filter(Boolean).join(" ");
}

/**
 * Stored codes an entry may hold (a status changed from and to, a form's kind, the inbox and its
 * tab, a case's possible duplicates, a way into a case page and where it went), in the screen's words.
 */
const CODE_WORDS: Record<string, string> = {
  ...SUBMISSION_STATUS_LABELS,
  ...submissionKindLabels,
  ...inboxTabLabels,
  ...caseAccessWords,
  ...mailPurposeLabels,
  ...auditText.startedBy,
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
    if (typeof value === "string") return [`${auditText.detailNames[key] ?? key}: ${CODE_WORDS[value] ?? value}`];
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
