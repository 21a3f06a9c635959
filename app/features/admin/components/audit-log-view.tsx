import { useEffect, useId, useState } from "react";
import { Search } from "lucide-react";
import { useAdminQuery } from "../api/use-admin-query";
import { adminQueries } from "../api/admin-queries";
import {
  auditActionLabels,
  auditKindLabels,
  auditTargetLabels,
  auditText,
  caseAccessWords,
  duplicatesText,
  inboxTabLabels,
  mailPurposeLabels,
  listText,
  viewHeadings,
} from "~/app/content/admin";
import type { ParamChanges } from "../admin-location";
import { formatDateTime } from "../format";
import { PagedTable, type TableColumn } from "./paged-table";
import type { AuditEntry } from "~/shared/schemas/admin-replies";
import { SUBMISSION_STATUS_LABELS } from "~/shared/labels";
import { AUDIT_KINDS, auditLogQuerySchema, submissionKindLabels, type AuditLogQuery } from "~/shared/schemas/admin";

/**
 * Who did what, when: the audit log, newest first, a page at a time, by kind of action, desk
 * member and case (docs/decisions/0048). The filters live in the address like the lists'.
 */
export function AuditLogView({
  query,
  onFilter,
  onPage,
}: {
  query: AuditLogQuery;
  /** A new filter starts at page 1. */
  onFilter: (changes: ParamChanges) => void;
  onPage: (page: number) => void;
}) {
  const headingId = useId();
  const log = useAdminQuery(adminQueries.auditLog(query));
  const filtered = query.kind !== undefined || query.actor !== undefined || query.reference !== undefined;
  return (
    <section aria-labelledby={headingId} className="admin-view">
      <h1 id={headingId} className="admin-view__title">
        {viewHeadings.audit_log}
      </h1>
      <p className="admin-view__intro">{auditText.intro}</p>
      <AuditFilters query={query} onFilter={onFilter} />
      <div className="list-toolbar">
        <p className="list-toolbar__count" role="status">
          {log.data ? listText.results(log.data.total, log.data.totalIsCapped) : ""}
        </p>
        {filtered ? (
          <div className="list-toolbar__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => onFilter({ kind: undefined, actor: undefined, reference: undefined })}
            >
              {listText.clearFilters}
            </button>
          </div>
        ) : null}
      </div>
      <PagedTable
        title={viewHeadings.audit_log}
        labelledBy={headingId}
        columns={auditColumns}
        rowKey={(entry) => entry.id}
        data={log.data}
        load={{ ...log, loadingText: auditText.loading }}
        emptyText={filtered ? auditText.emptyFiltered : auditText.empty}
        onPage={onPage}
      />
    </section>
  );
}

/**
 * The kind and the desk member apply when chosen; the reference when the admin presses Enter
 * or Show (docs/decisions/0006), checked first by the API's own schema so a mistyped one is
 * said beside the box and never sent.
 */
function AuditFilters({ query, onFilter }: { query: AuditLogQuery; onFilter: (changes: ParamChanges) => void }) {
  const id = useId();
  const accounts = useAdminQuery(adminQueries.users());
  const [reference, setReference] = useState(query.reference ?? "");
  const [referenceError, setReferenceError] = useState<string | null>(null);
  // A new address (back button, Clear filters) shows its own reference.
  useEffect(() => {
    setReference(query.reference ?? "");
    setReferenceError(null);
  }, [query.reference]);

  const actorListed = query.actor === undefined || accounts.data?.some((account) => account.id === query.actor);
  return (
    <form
      role="search"
      aria-label={auditText.filtersLabel}
      className="filters audit-filters"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const typed = reference.trim();
        if (typed === "") {
          setReferenceError(null);
          onFilter({ reference: undefined });
          return;
        }
        const checked = auditLogQuerySchema.shape.reference.safeParse(typed);
        if (!checked.success) {
          setReferenceError(checked.error.issues[0]?.message ?? null);
          return;
        }
        setReferenceError(null);
        onFilter({ reference: checked.data });
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={`${id}-kind`}>
          {auditText.kind}
        </label>
        <select
          id={`${id}-kind`}
          className="field__control"
          value={query.kind ?? ""}
          onChange={(event) => onFilter({ kind: event.target.value })}
        >
          <option value="">{auditText.anyKind}</option>
          {AUDIT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {auditKindLabels[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-actor`}>
          {auditText.actor}
        </label>
        <select
          id={`${id}-actor`}
          className="field__control"
          value={query.actor ?? ""}
          onChange={(event) => onFilter({ actor: event.target.value })}
        >
          <option value="">{auditText.anyone}</option>
          {(accounts.data ?? []).map((account) => (
            <option key={account.id} value={account.id}>
              {auditText.account(account.name, account.email)}
            </option>
          ))}
          {!actorListed && query.actor !== undefined && accounts.data ? (
            <option value={query.actor}>{auditText.removedAccount(String(query.actor))}</option>
          ) : null}
        </select>
      </div>
      <div className="field audit-filters__reference">
        <label className="field__label" htmlFor={`${id}-reference`}>
          {auditText.reference}
        </label>
        <div className="filters__search-row">
          <input
            id={`${id}-reference`}
            type="search"
            className="field__control"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            placeholder={auditText.referencePlaceholder}
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            aria-invalid={referenceError ? true : undefined}
            aria-describedby={`${id}-reference-hint${referenceError ? ` ${id}-reference-error` : ""}`}
          />
          <button type="submit" className="button button--primary">
            <Search aria-hidden="true" size={18} />
            {auditText.show}
          </button>
        </div>
        <p id={`${id}-reference-hint`} className="field__hint">
          {auditText.referenceHint}
        </p>
        {referenceError ? (
          <p id={`${id}-reference-error`} className="field__error">
            {referenceError}
          </p>
        ) : null}
      </div>
    </form>
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
