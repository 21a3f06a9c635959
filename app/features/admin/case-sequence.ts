import { useCallback, useEffect, useRef, useState } from "react";
import { hasNextPage, type Paged } from "~/shared/schemas/admin-replies";

// Previous / next from a case's detail (docs/decisions/0036): the order is the list the case was
// opened from, as that list last showed it. When the case leaves the list (resolved from the
// New tab, say), its neighbours are the ones it had, so "Next" still leads on from where the
// desk was. At the edge of a page the neighbour is on the page beside it, read ahead of time, and
// opening it turns the list behind to that page (decision 0043).

/** A case beside the open one, and the page of the list it is on when that is another page. */
interface CaseNeighbour {
  reference: string;
  page?: number;
}

export interface CaseNeighbours {
  previous: CaseNeighbour | undefined;
  next: CaseNeighbour | undefined;
}

/** A page of a list, as far as previous / next need it. */
export type ListedPage = Paged<{ reference: string }>;

/** Reads a page of the list behind the case: its references in order, or null if it cannot. */
export type ReadListPage = (page: number) => Promise<readonly string[]> | null;

export function useCaseSequence(
  reference: string | null,
  readListPage: ReadListPage,
): CaseNeighbours & {
  /** A list view reports the page it shows. */
  onListed: (page: ListedPage) => void;
} {
  const [listed, setListed] = useState<{ references: readonly string[]; page: number; hasNext: boolean } | null>(null);
  const [beside, setBeside] = useState<{ page: number; references: readonly string[] } | null>(null);
  const remembered = useRef<(CaseNeighbours & { reference: string }) | null>(null);

  const onListed = useCallback((result: ListedPage) => {
    const references = result.items.map((item) => item.reference);
    const next = { references, page: result.page, hasNext: hasNextPage(result) };
    setListed((current) =>
      current !== null &&
      current.page === next.page &&
      current.hasNext === next.hasNext &&
      current.references.length === references.length &&
      current.references.every((value, index) => value === references[index])
        ? current
        : next,
    );
  }, []);

  const at = reference === null || listed === null ? -1 : listed.references.indexOf(reference);
  // The page beside this one that holds a neighbour, when the case is first or last on its page.
  const besidePage =
    listed === null || at < 0
      ? null
      : at === listed.references.length - 1 && listed.hasNext
        ? listed.page + 1
        : at === 0 && listed.page > 1
          ? listed.page - 1
          : null;

  const read = useRef(readListPage);
  read.current = readListPage;
  useEffect(() => {
    if (besidePage === null) return;
    let current = true;
    // A failed read leaves the button off, as at the end of the list.
    read
      .current(besidePage)
      ?.then((references) => {
        if (current) setBeside({ page: besidePage, references });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [besidePage, listed]);

  if (reference !== null && listed !== null && at >= 0) {
    const besideNow = beside !== null && beside.page === besidePage ? beside : null;
    const onPage = (index: number): CaseNeighbour | undefined => {
      const found = listed.references[index];
      return found === undefined ? undefined : { reference: found };
    };
    const previous =
      onPage(at - 1) ??
      (besideNow && besideNow.page < listed.page ? lastOf(besideNow.references, besideNow.page) : undefined);
    const next =
      onPage(at + 1) ??
      (besideNow && besideNow.page > listed.page ? firstOf(besideNow.references, besideNow.page) : undefined);
    remembered.current = { reference, previous, next };
  }
  const kept = remembered.current?.reference === reference ? remembered.current : null;
  // A neighbour read from the page beside that has since come onto this page (the open case left
  // the list, and the rows moved up) opens without turning the page.
  const placed = (neighbour: CaseNeighbour | undefined): CaseNeighbour | undefined =>
    neighbour?.page !== undefined && listed?.references.includes(neighbour.reference)
      ? { reference: neighbour.reference }
      : neighbour;
  return { previous: placed(kept?.previous), next: placed(kept?.next), onListed };
}

function firstOf(references: readonly string[], page: number): CaseNeighbour | undefined {
  const found = references[0];
  return found === undefined ? undefined : { reference: found, page };
}

function lastOf(references: readonly string[], page: number): CaseNeighbour | undefined {
  const found = references[references.length - 1];
  return found === undefined ? undefined : { reference: found, page };
}
