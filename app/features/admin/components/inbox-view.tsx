import { useId } from "react";
import { SlidersHorizontal } from "lucide-react";
import { inboxBulkText, inboxTabLabels, inboxText, viewHeadings } from "~/app/content/admin";
import { INBOX_TABS, type InboxTab } from "~/shared/schemas/admin";
import { InboxBulkBar } from "./inbox-bulk-bar";
import { ShortcutsHelp } from "./shortcuts-help";
import { PagedRows } from "./paged-table";
import { InboxRow } from "./inbox-row";
import { useInboxView, type InboxViewProps } from "./use-inbox-view";

/**
 * The desk's inbox (decision 0029): every kind of submission in one list, a tab per state,
 * most urgent first as the server orders it. On a phone the tabs fold behind a Filters button
 * and each case is a card; from 769 px the tabs show and each case is a row.
 */
export function InboxView(props: InboxViewProps) {
  const headingId = useId();
  const tabsId = useId();
  const panelId = useId();
  const tabId = (tab: InboxTab) => `${tabsId}-${tab}`;
  const {
    query,
    inbox,
    result,
    current,
    filtersOpen,
    toggleFilters,
    announcement,
    selected,
    select,
    toggle,
    choose,
    showWhose,
    turnPage,
    tabButton,
    onTabKey,
    listRef,
    bulkDone,
    statusChanged,
  } = useInboxView(props);

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
              onClick={() => showWhose(assigned)}
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
        onClick={toggleFilters}
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
                ref={tabButton(tab)}
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
          onPage={turnPage}
        >
          {(items) => (
            <>
              {selected.length > 0 ? (
                <InboxBulkBar tab={query.tab} selected={selected} onClear={() => select([])} onDone={bulkDone} />
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
                    onStatusChanged={(status) => statusChanged(item.reference, status)}
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
