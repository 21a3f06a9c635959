import { useCallback, useRef, useState } from "react";

// Previous / next from a case's detail (docs/decisions/0036): the order is the list the case was
// opened from, as that list last showed it. When the case leaves the list (resolved from the
// New tab, say), its neighbours are the ones it had, so "Next" still leads on from where the
// desk was.

export interface CaseNeighbours {
  previous: string | undefined;
  next: string | undefined;
}

export function useCaseSequence(reference: string | null): CaseNeighbours & {
  /** A list view reports the references it shows, in order. */
  onListed: (references: readonly string[]) => void;
} {
  const [listed, setListed] = useState<readonly string[]>([]);
  const remembered = useRef<(CaseNeighbours & { reference: string }) | null>(null);

  const onListed = useCallback((references: readonly string[]) => {
    setListed((current) =>
      current.length === references.length && current.every((value, index) => value === references[index])
        ? current
        : references,
    );
  }, []);

  const at = reference === null ? -1 : listed.indexOf(reference);
  if (reference !== null && at >= 0) {
    remembered.current = { reference, previous: listed[at - 1], next: listed[at + 1] };
  }
  const kept = remembered.current?.reference === reference ? remembered.current : null;
  return { previous: kept?.previous, next: kept?.next, onListed };
}
