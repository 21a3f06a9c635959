import { ScrollTable } from "./scroll-table";
import { Pagination } from "./pagination";
import { LoadState } from "./load-state";
import type { Paged } from "~/shared/schemas/admin-replies";

/** One column of a table: its header, what a row shows in it, and how the CSS sizes it. */
export interface TableColumn<Row> {
  header: string;
  cell: (row: Row) => React.ReactNode;
  /** cell--name, cell--email, cell--long, cell--nowrap, cell--date: admin.css sizes the column by it. */
  className?: string;
  /** The cell names its row: a row header (`<th scope="row">`) instead of a plain cell. */
  rowHeader?: boolean;
}

/** How the read of a table's rows is going: what `useAdminQuery` answers, and the words while it runs. */
interface TableLoad {
  loading: boolean;
  error: unknown;
  reload: () => void;
  loadingText: string;
}

/**
 * Every admin list, however its rows are drawn: while it is read, or when it could not be, the
 * load state; with no rows, the empty text; else what `children` draws of the rows; then
 * Previous / Next when the rows are a page of more. The tables below and the inbox's cards both
 * stand on it, so a list's loading, empty and paging states read the same everywhere.
 */
export function PagedRows<Row>({
  data,
  load,
  emptyText,
  onPage,
  children,
}: {
  /** A page of the rows (with Previous / Next), or all of them; undefined until the first answer. */
  data: Paged<Row> | readonly Row[] | undefined;
  /** For rows read from the server. */
  load?: TableLoad;
  emptyText: string;
  onPage?: (page: number) => void;
  /** Draws the rows; called only when there is at least one. */
  children: (rows: readonly Row[]) => React.ReactNode;
}) {
  const loading = load?.loading ?? false;
  const page = data === undefined || isRowList(data) ? undefined : data;
  const rows = page ? page.items : (data as readonly Row[] | undefined);
  return (
    <>
      {load && (rows === undefined || load.error !== undefined) ? (
        <LoadState loading={loading} error={load.error} loadingText={load.loadingText} onRetry={load.reload} />
      ) : null}
      {rows !== undefined && rows.length === 0 && !loading ? <p className="admin-empty">{emptyText}</p> : null}
      {rows !== undefined && rows.length > 0 ? children(rows) : null}
      {page !== undefined && onPage ? <Pagination result={page} onPage={onPage} /> : null}
    </>
  );
}

/**
 * Every admin list shown as a table: PagedRows drawing its rows as a table (aria-busy while a
 * new answer is on the way) in a region that scrolls sideways on a phone.
 */
export function PagedTable<Row>({
  title,
  labelledBy,
  columns,
  rowKey,
  data,
  load,
  emptyText,
  onPage,
  className = "admin-table",
}: {
  /** What the table lists: it names the region the table scrolls in. */
  title: string;
  /** The id of the heading that names the table. */
  labelledBy: string;
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** A page of the rows (with Previous / Next), or all of them; undefined until the first answer. */
  data: Paged<Row> | readonly Row[] | undefined;
  /** For rows read from the server. */
  load?: TableLoad;
  emptyText: string;
  onPage?: (page: number) => void;
  className?: string;
}) {
  return (
    <PagedRows data={data} load={load} emptyText={emptyText} onPage={onPage}>
      {(rows) => (
        <ScrollTable title={title} busy={load?.loading ?? false}>
          <table className={className} aria-labelledby={labelledBy}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col" className={column.className}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <th key={column.header} scope="row" className={column.className}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.header} className={column.className}>
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </PagedRows>
  );
}

function isRowList<Row>(data: Paged<Row> | readonly Row[]): data is readonly Row[] {
  return Array.isArray(data);
}
