import { ChevronLeft, ChevronRight } from "lucide-react";
import { paginationText } from "~/app/content/admin";
import { hasNextPage, type Paged } from "~/shared/schemas/admin-replies";

/**
 * Previous / Next with "Page X of Y". When the server stopped counting (totalIsCapped) the
 * last page is unknown: it says "Page X" and Next stays on while a page comes back full.
 */
export function Pagination({ result, onPage }: { result: Paged<unknown>; onPage: (page: number) => void }) {
  const { page, pageSize, total, totalIsCapped } = result;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const hasNext = hasNextPage(result);
  if (page === 1 && !hasNext) return null;
  return (
    <nav className="pagination" aria-label={paginationText.label}>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden="true" size={18} />
        {paginationText.previous}
      </button>
      <p className="pagination__where">
        {totalIsCapped ? paginationText.page(page) : paginationText.pageOf(page, pages)}
      </p>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={!hasNext}
        onClick={() => onPage(page + 1)}
      >
        {paginationText.next}
        <ChevronRight aria-hidden="true" size={18} />
      </button>
    </nav>
  );
}
