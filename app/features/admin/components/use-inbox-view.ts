import { useEffect, useRef, useState } from "react";
import type { ListedPage } from "../case-sequence";
import { inboxTabLabels, inboxText } from "~/app/content/admin";
import { INBOX_TABS, type InboxTab, type SubmissionStatus } from "~/shared/schemas/admin";
import { useAdminQuery } from "../api/use-admin-query";
import { adminQueries } from "../api/admin-queries";
import { ASSIGNED_PARAM, INBOX_TAB_PARAM, PAGE_PARAM, inboxQueryFrom, type ParamChanges } from "../admin-location";
import { SHORTCUT_KEYS, useShortcuts } from "../keyboard-shortcuts";
import { CASE_OPENER_ATTRIBUTE } from "../constants";

// The inbox, what it does rather than what it draws (./inbox-view.tsx): the page its address
// asks for, the tabs (folded behind Filters on a phone, moved along with the arrow keys), the
// cases ticked for the bulk actions, j / k from case to case, and what is announced after a
// change.

export interface InboxViewProps {
  search: URLSearchParams;
  onChange: (changes: ParamChanges) => void;
  /** Told the page on screen: the detail's previous / next follow its cases, in order. */
  onListed: (page: ListedPage) => void;
  /** A row's status was changed here: every count on screen reads again. */
  onChanged: () => void;
}

export function useInboxView({ search, onChange, onListed, onChanged }: InboxViewProps) {
  const query = inboxQueryFrom(search);
  const inbox = useAdminQuery(adminQueries.inbox(query));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  // Ticked cases, for the bulk actions (decision 0035): this page's, forgotten with the page.
  const pageKey = JSON.stringify(query);
  const [selection, setSelection] = useState<{ page: string; references: ReadonlySet<string> }>({
    page: pageKey,
    references: new Set(),
  });
  const tabButtons = useRef(new Map<InboxTab, HTMLButtonElement>());
  const result = inbox.data;
  useEffect(() => {
    if (result) onListed(result);
  }, [result, onListed]);
  const current = inboxTabLabels[query.tab];
  const onPage = new Set(result?.items.map((item) => item.reference));
  const selected =
    selection.page === pageKey ? [...selection.references].filter((reference) => onPage.has(reference)) : [];
  const select = (references: readonly string[]) => setSelection({ page: pageKey, references: new Set(references) });
  const toggle = (reference: string, on: boolean) =>
    select(on ? [...selected, reference] : selected.filter((other) => other !== reference));

  const choose = (tab: InboxTab) => {
    onChange({ [INBOX_TAB_PARAM]: tab === "new" ? undefined : tab, [PAGE_PARAM]: undefined });
    setFiltersOpen(false);
  };

  // j / k move the focus from case to case, as in the detail they open the next or previous.
  const listRef = useRef<HTMLOListElement>(null);
  const moveFocus = (step: 1 | -1) => {
    const openers = [...(listRef.current?.querySelectorAll<HTMLElement>(`[${CASE_OPENER_ATTRIBUTE}]`) ?? [])];
    if (openers.length === 0) return;
    const at = openers.findIndex((opener) => opener === document.activeElement);
    const target =
      at < 0 ? (step === 1 ? 0 : openers.length - 1) : Math.min(Math.max(at + step, 0), openers.length - 1);
    openers[target]?.focus();
  };
  useShortcuts(
    { [SHORTCUT_KEYS.nextCase]: () => moveFocus(1), [SHORTCUT_KEYS.previousCase]: () => moveFocus(-1) },
    "document",
  );

  // Arrow keys move along the tabs, as a tab list's keyboard users expect.
  const onTabKey = (event: React.KeyboardEvent, tab: InboxTab) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const edge = { Home: 0, End: INBOX_TABS.length - 1 }[event.key];
    if (step === undefined && edge === undefined) return;
    event.preventDefault();
    const index = edge ?? (INBOX_TABS.indexOf(tab) + step! + INBOX_TABS.length) % INBOX_TABS.length;
    const next = INBOX_TABS[index]!;
    choose(next);
    tabButtons.current.get(next)?.focus();
  };

  return {
    query,
    inbox,
    result,
    /** The tab shown, in words. */
    current,
    filtersOpen,
    toggleFilters: () => setFiltersOpen((open) => !open),
    /** Said to a screen reader after a change made from the list. */
    announcement,
    /** The ticked cases on this page. */
    selected,
    select,
    toggle,
    choose,
    /** Whose cases: every one, or the member's own. */
    showWhose: (assigned: "me" | undefined) => onChange({ [ASSIGNED_PARAM]: assigned, [PAGE_PARAM]: undefined }),
    turnPage: (page: number) => onChange({ [PAGE_PARAM]: page === 1 ? undefined : page }),
    /** Keeps a tab's button, for the arrow keys to move the focus to. */
    tabButton: (tab: InboxTab) => (element: HTMLButtonElement | null) => {
      if (element) tabButtons.current.set(tab, element);
      else tabButtons.current.delete(tab);
    },
    onTabKey,
    listRef,
    bulkDone: (text: string) => {
      setAnnouncement(text);
      select([]);
      onChanged();
    },
    statusChanged: (reference: string, status: SubmissionStatus) => {
      setAnnouncement(inboxText.statusChanged(reference, statusText(status)));
      onChanged();
    },
  };
}

function statusText(status: SubmissionStatus): string {
  return status === "in_progress" ? inboxTabLabels.in_progress : inboxTabLabels[status];
}
