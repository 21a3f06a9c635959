import { useId } from "react";
import { Search } from "lucide-react";
import { auditKindLabels, auditText, listText, viewHeadings } from "~/app/content/admin";
import type { ParamChanges } from "../admin-location";
import { PagedTable } from "./paged-table";
import { auditColumns } from "./audit-log-columns";
import { useAuditFilters, useAuditLogView } from "./use-audit-log-view";
import { AUDIT_KINDS, type AuditLogQuery } from "~/shared/schemas/admin";

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
  const { log, filtered } = useAuditLogView(query);
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

/** The log's filters: kind of action, desk member and case; what they do is ./use-audit-log-view.ts. */
function AuditFilters({ query, onFilter }: { query: AuditLogQuery; onFilter: (changes: ParamChanges) => void }) {
  const { id, accounts, reference, setReference, referenceError, actorListed, show } = useAuditFilters(query, onFilter);
  return (
    <form
      role="search"
      aria-label={auditText.filtersLabel}
      className="filters audit-filters"
      noValidate
      onSubmit={show}
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
