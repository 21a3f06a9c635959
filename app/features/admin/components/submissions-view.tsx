import { useEffect, useId } from "react";
import type { ListedPage } from "../case-sequence";
import { Download } from "lucide-react";
import { submissionsCsvUrl } from "../api/submissions";
import { useAdminQuery } from "../api/use-admin-query";
import { adminQueries } from "../api/admin-queries";
import { LIST_FILTER_KEYS, listQueryFrom, type ParamChanges } from "../admin-location";
import { isAdmin, useDeskMember } from "../desk-member";
import { listText, viewHeadings } from "~/app/content/admin";
import { submissionColumns } from "./submission-columns";
import { SubmissionFilters } from "./submission-filters";
import { PagedTable } from "./paged-table";
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
  /** Told the page on screen: the detail's previous / next follow its cases, in order. */
  onListed: (page: ListedPage) => void;
}) {
  const headingId = useId();
  const member = useDeskMember();
  const query = listQueryFrom(search, kind);
  const list = useAdminQuery(adminQueries.submissions(query));
  const title = viewHeadings[view];
  const filtered = LIST_FILTER_KEYS.some(
    (key) => !["sort", "order", "page", "pageSize"].includes(key) && search.get(key),
  );
  const result = list.data;
  useEffect(() => {
    if (result) onListed(result);
  }, [result, onListed]);

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
      <PagedTable
        title={title}
        labelledBy={headingId}
        columns={submissionColumns(kind, onOpen)}
        rowKey={(row) => row.reference}
        data={result}
        load={{ ...list, loadingText: listText.loading }}
        emptyText={
          filtered || (result?.page ?? 1) > 1 ? listText.emptyFiltered : listText.emptyAll(submissionKindLabels[kind])
        }
        onPage={(page) => onChange({ page: page === 1 ? undefined : page })}
      />
    </section>
  );
}
