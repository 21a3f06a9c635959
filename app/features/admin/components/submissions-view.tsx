import { useEffect, useId } from "react";
import { Download } from "lucide-react";
import { submissionsCsvUrl } from "../api/submissions";
import { useAdminQuery } from "../api/use-admin-query";
import { adminQueries } from "../api/admin-queries";
import { LIST_FILTER_KEYS, listQueryFrom, type ParamChanges } from "../admin-location";
import { isAdmin, useDeskMember } from "../desk-member";
import { listText, viewHeadings } from "~/app/content/admin";
import { columnsByKind } from "./submission-columns";
import { SubmissionFilters } from "./submission-filters";
import { Pagination } from "./pagination";
import { ScrollTable } from "./scroll-table";
import { LoadState } from "./load-state";
import type { ListView } from "../admin-location";
import { submissionKindLabels, type SubmissionKind } from "~/shared/schemas/admin";

/**
 * One list view (Post Query, Contact Us, Request Help): search, filters, sort and paging all
 * on the server; the count, an Export CSV of the same filter (for an admin), and the table.
 */
export function SubmissionsView({
  view,
  kind,
  search,
  onChange,
  onOpen,
  onListed,
}: {
  view: ListView;
  kind: SubmissionKind;
  search: URLSearchParams;
  onChange: (changes: ParamChanges) => void;
  onOpen: (reference: string) => void;
  /** Told the references on screen, in order: the detail's previous / next follow them. */
  onListed: (references: readonly string[]) => void;
}) {
  const headingId = useId();
  const member = useDeskMember();
  const query = listQueryFrom(search, kind);
  const list = useAdminQuery(adminQueries.submissions(query));
  const title = viewHeadings[view];
  const columns = columnsByKind[kind];
  const filtered = LIST_FILTER_KEYS.some(
    (key) => !["sort", "order", "page", "pageSize"].includes(key) && search.get(key),
  );
  const result = list.data;
  useEffect(() => {
    if (result) onListed(result.items.map((item) => item.reference));
  }, [result, onListed]);
  const showTable = result !== undefined && result.items.length > 0;

  return (
    <section aria-labelledby={headingId} className="admin-view">
      <h1 id={headingId} className="admin-view__title">
        {title}
      </h1>
      <SubmissionFilters kind={kind} query={query} onApply={onChange} />
      <div className="list-toolbar">
        <p className="list-toolbar__count" role="status">
          {result ? listText.results(result.total, result.totalIsCapped) : ""}
        </p>
        <div className="list-toolbar__actions">
          {filtered ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() =>
                onChange(
                  Object.fromEntries(
                    LIST_FILTER_KEYS.filter((key) => key !== "pageSize").map((key) => [key, undefined]),
                  ),
                )
              }
            >
              {listText.clearFilters}
            </button>
          ) : null}
          {isAdmin(member) ? (
            <a className="button button--secondary" href={submissionsCsvUrl(query)} download>
              <Download aria-hidden="true" size={18} />
              {listText.exportCsv}
              <span className="visually-hidden"> {listText.exportCsvDetail}</span>
            </a>
          ) : null}
        </div>
      </div>
      {result === undefined || list.error !== undefined ? (
        <LoadState loading={list.loading} error={list.error} loadingText={listText.loading} onRetry={list.reload} />
      ) : null}
      {result !== undefined && !showTable && !list.loading ? (
        <div className="admin-empty">
          <p>{filtered || result.page > 1 ? listText.emptyFiltered : listText.emptyAll(submissionKindLabels[kind])}</p>
        </div>
      ) : null}
      {showTable ? (
        <ScrollTable title={title} busy={list.loading}>
          <table className="admin-table" aria-labelledby={headingId}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.title} scope="col" className={column.className}>
                    {column.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.items.map((row) => (
                <tr key={row.reference}>
                  {columns.map((column) => (
                    <td key={column.title} className={column.className}>
                      {column.cell(row, onOpen)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      ) : null}
      {result !== undefined ? (
        <Pagination result={result} onPage={(page) => onChange({ page: page === 1 ? undefined : page })} />
      ) : null}
    </section>
  );
}
