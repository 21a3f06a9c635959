import { useEffect, useId, useRef, useState } from "react";
import type { ListedPage } from "../case-sequence";
import { SlidersHorizontal } from "lucide-react";
import { inboxBulkText, inboxTabLabels, inboxText, viewHeadings } from "~/app/content/admin";
import { INBOX_TABS, type InboxTab, type SubmissionStatus } from "~/shared/schemas/admin";
import { useAdminQuery } from "../api/use-admin-query";
import { adminQueries } from "../api/admin-queries";
import { ASSIGNED_PARAM, INBOX_TAB_PARAM, PAGE_PARAM, inboxQueryFrom, type ParamChanges } from "../admin-location";
import { InboxBulkBar } from "./inbox-bulk-bar";
import { ShortcutsHelp } from "./shortcuts-help";
import { SHORTCUT_KEYS, useShortcuts } from "../keyboard-shortcuts";
import { PagedRows } from "./paged-table";
import { InboxRow } from "./inbox-row";
import { CASE_OPENER_ATTRIBUTE } from "../constants";

/**
 * The desk's inbox (decision 0029): every kind of submission in one list, a tab per state,
 * most urgent first as the server orders it. On a phone the tabs fold behind a Filters button
 * and each case is a card; from 769 px the tabs show and each case is a row.
 */
export function InboxView({
  search,
  onChange,
  onListed,
  onChanged,
}: {
  search: URLSearchParams;
  onChange: (changes: ParamChanges) => void;
  /** Told the page on screen: the detail's previous / next follow its cases, in order. */
  onListed: (page: ListedPage) => void;
  /** A row's status was changed here: every count on screen reads again. */
  onChanged: () => void;
}) {
  const headingId = useId();
  const tabsId = useId();
  const panelId = useId();
  const tabId = (tab: InboxTab) => `${tabsId}-${tab}`;
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

  return (
    <section aria-labelledby={headingId} className="admin-view inbox">
      {/* The title, whose cases and the shortcuts share a line: the first screen is for cases. */}
      <div className="inbox__head">
        <h1 id={headingId} className="admin-view__title">
          {viewHeadings.inbox}
        </h1>
        <div className="inbox__whose" role="group" aria-label={inboxText.whoseLabel}>
          {([undefined, "me"] as const).map((assigned) => (
            <button
              key={assigned ?? "all"}
              type="button"
              className="inbox__whose-option"
              aria-pressed={query.assigned === assigned}
              onClick={() => onChange({ [ASSIGNED_PARAM]: assigned, [PAGE_PARAM]: undefined })}
            >
              {assigned === "me" ? inboxText.assignedToMe : inboxText.allCases}
            </button>
          ))}
        </div>
        <ShortcutsHelp />
      </div>
      <p className="inbox__order">{inboxText.order}</p>
      <button
        type="button"
        className="button button--secondary inbox__filters-toggle"
        aria-expanded={filtersOpen}
        aria-controls={tabsId}
        onClick={() => setFiltersOpen((open) => !open)}
      >
        <SlidersHorizontal aria-hidden="true" size={18} />
        {inboxText.filters}
        <span className="inbox__filters-current">{inboxText.showing(current)}</span>
      </button>
      <div className="inbox__bar">
        <div
          id={tabsId}
          role="tablist"
          aria-label={inboxText.tabsLabel}
          className={filtersOpen ? "inbox__tabs inbox__tabs--open" : "inbox__tabs"}
        >
          {INBOX_TABS.map((tab) => {
            const count = result?.counts[tab];
            const selected = tab === query.tab;
            return (
              <button
                key={tab}
                ref={(element) => {
                  if (element) tabButtons.current.set(tab, element);
                  else tabButtons.current.delete(tab);
                }}
                type="button"
                role="tab"
                id={tabId(tab)}
                aria-selected={selected}
                aria-controls={panelId}
                tabIndex={selected ? 0 : -1}
                className="inbox__tab"
                onClick={() => choose(tab)}
                onKeyDown={(event) => onTabKey(event, tab)}
              >
                {inboxTabLabels[tab]}
                {count ? (
                  <span className="inbox__tab-count">{inboxText.tabCount(count.total, count.totalIsCapped)}</span>
                ) : null}
              </button>
            );
          })}
        </div>
        {result && result.items.length > 0 ? (
          <SelectAll
            all={result.items.map((item) => item.reference)}
            selected={selected.length}
            onChange={(on) => select(on ? result.items.map((item) => item.reference) : [])}
          />
        ) : null}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(query.tab)} className="inbox__panel">
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
        <PagedRows
          data={result}
          load={{ loading: inbox.loading, error: inbox.error, reload: inbox.reload, loadingText: inboxText.loading }}
          emptyText={query.assigned === "me" ? inboxText.emptyMine(current) : inboxText.empty(current)}
          onPage={(page) => onChange({ [PAGE_PARAM]: page === 1 ? undefined : page })}
        >
          {(items) => (
            <>
              {selected.length > 0 ? (
                <InboxBulkBar
                  tab={query.tab}
                  selected={selected}
                  onClear={() => select([])}
                  onDone={(text) => {
                    setAnnouncement(text);
                    select([]);
                    onChanged();
                  }}
                />
              ) : null}
              <ol
                ref={listRef}
                className="inbox-list"
                aria-label={inboxText.listLabel(current)}
                aria-busy={inbox.loading}
              >
                {items.map((item) => (
                  <InboxRow
                    key={item.reference}
                    item={item}
                    headingLevel={2}
                    selection={{
                      selected: selected.includes(item.reference),
                      onSelect: (on) => toggle(item.reference, on),
                    }}
                    onStatusChanged={(status) => {
                      setAnnouncement(inboxText.statusChanged(item.reference, statusText(status)));
                      onChanged();
                    }}
                  />
                ))}
              </ol>
            </>
          )}
        </PagedRows>
      </div>
    </section>
  );
}

function statusText(status: SubmissionStatus): string {
  return status === "in_progress" ? inboxTabLabels.in_progress : inboxTabLabels[status];
}

/** Ticks or clears every case on the page; half-ticked while some are. */
function SelectAll({
  all,
  selected,
  onChange,
}: {
  all: readonly string[];
  selected: number;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <p className="inbox__select-all">
      <input
        id={id}
        type="checkbox"
        className="inbox-check"
        checked={selected > 0 && selected === all.length}
        ref={(element) => {
          if (element) element.indeterminate = selected > 0 && selected < all.length;
        }}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{inboxBulkText.selectAll}</label>
    </p>
  );
}
