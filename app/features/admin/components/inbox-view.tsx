import { useEffect, useId, useRef, useState } from "react";
import type { ListedPage } from "../case-sequence";
import { SlidersHorizontal } from "lucide-react";
import { inboxActions, inboxBulkText, inboxTabLabels, inboxText, listText, viewHeadings } from "~/app/content/admin";
import { formatIndiaDateTime } from "~/shared/india-time";
import { INBOX_TABS, submissionKindLabels, type InboxTab, type SubmissionStatus } from "~/shared/schemas/admin";
import type { InboxItem } from "~/shared/schemas/admin-replies";
import { DEFAULT_LANGUAGE, language } from "~/shared/languages";
import { awaitsFirstResponse } from "~/shared/response-times";
import { updateSubmissionStatus } from "../api/submissions";
import { useAdminQuery } from "../api/use-admin-query";
import { adminQueries } from "../api/admin-queries";
import { useAdminSession } from "../session";
import { errorMessage } from "../error-message";
import { ASSIGNED_PARAM, INBOX_TAB_PARAM, PAGE_PARAM, inboxQueryFrom, type ParamChanges } from "../admin-location";
import { elapsedSince, formatRupees, topicLabel } from "../format";
import { InboxBulkBar } from "./inbox-bulk-bar";
import { ShortcutsHelp } from "./shortcuts-help";
import { SHORTCUT_KEYS, useShortcuts } from "../keyboard-shortcuts";
import { PagedRows } from "./paged-table";
import { StatusBadge } from "./status-badge";
import { ResponseDue } from "./response-due";

/**
 * The desk's inbox (decision 0029): every kind of submission in one list, a tab per state,
 * most urgent first as the server orders it. On a phone the tabs fold behind a Filters button
 * and each case is a card; from 769 px the tabs show and each case is a row.
 */
export function InboxView({
  search,
  onChange,
  onOpen,
  onListed,
  onChanged,
}: {
  search: URLSearchParams;
  onChange: (changes: ParamChanges) => void;
  onOpen: (reference: string) => void;
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
    const openers = [...(listRef.current?.querySelectorAll<HTMLButtonElement>(".inbox-row__name button") ?? [])];
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
      <h1 id={headingId} className="admin-view__title">
        {viewHeadings.inbox}
      </h1>
      <p className="inbox__order">{inboxText.order}</p>
      <ShortcutsHelp />
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
              <SelectAll
                all={items.map((item) => item.reference)}
                selected={selected.length}
                onChange={(on) => select(on ? items.map((item) => item.reference) : [])}
              />
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
                    selected={selected.includes(item.reference)}
                    onSelect={(on) => toggle(item.reference, on)}
                    onOpen={onOpen}
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

function InboxRow({
  item,
  selected,
  onSelect,
  onOpen,
  onStatusChanged,
}: {
  item: InboxItem;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onOpen: (reference: string) => void;
  onStatusChanged: (status: SubmissionStatus) => void;
}) {
  const nameId = useId();
  const { endSessionIfRefused } = useAdminSession();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");
  const topic = topicLabel(item.topic);
  const deadline = item.nextDeadlineAt ? formatIndiaDateTime(new Date(item.nextDeadlineAt)) : null;

  async function change(status: SubmissionStatus) {
    setBusy(true);
    setProblem("");
    try {
      await updateSubmissionStatus(item.reference, status);
      onStatusChanged(status);
    } catch (error) {
      endSessionIfRefused(error);
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={item.deadlineMissed ? "inbox-row inbox-row--missed" : "inbox-row"} aria-labelledby={nameId}>
      <input
        type="checkbox"
        className="inbox-check inbox-row__check"
        checked={selected}
        aria-label={inboxBulkText.selectCase(item.reference, item.name.trim())}
        onChange={(event) => onSelect(event.target.checked)}
      />
      <div className="inbox-row__main">
        <h2 className="inbox-row__name" id={nameId}>
          <button type="button" className="link-button" onClick={() => onOpen(item.reference)}>
            {item.name.trim() || item.reference}
          </button>
        </h2>
        <p className="inbox-row__meta">
          <span className="reference">{item.reference}</span>
          <span>{submissionKindLabels[item.kind]}</span>
          {topic ? <span>{topic}</span> : null}
          {item.language !== DEFAULT_LANGUAGE ? (
            <span className="language-tag">{inboxBulkText.writtenIn(language(item.language).englishName)}</span>
          ) : null}
        </p>
        {item.preview ? <p className="inbox-row__preview">{item.preview}</p> : null}
      </div>
      <p className="inbox-row__state">
        <StatusBadge status={item.status} label={inboxTabLabels[item.tab]} />
        {item.unreadReplies > 0 ? (
          <span className="unread-badge">{listText.unreadReplyCount(item.unreadReplies)}</span>
        ) : null}
        {item.possibleDuplicates > 0 ? (
          <span className="duplicate-badge">{inboxBulkText.possibleDuplicates(item.possibleDuplicates)}</span>
        ) : null}
      </p>
      <p className={item.assignee ? "inbox-row__assignee" : "inbox-row__assignee inbox-row__none"}>
        {item.assignee ? inboxBulkText.assignee(item.assignee.name) : inboxBulkText.unassigned}
      </p>
      <div className="inbox-row__age">
        <p>
          <time dateTime={item.createdAt}>{inboxText.waiting(elapsedSince(item.createdAt, new Date()))}</time>
        </p>
        {awaitsFirstResponse(item) ? (
          <p className="inbox-row__response">
            <ResponseDue times={item} />
          </p>
        ) : null}
      </div>
      <p className="inbox-row__deadline">
        {item.firstHours ? <span className="first-hours-badge">{inboxText.firstHours[item.firstHours]}</span> : null}
        {item.amountLost !== null || item.firstHours === "recent_loss" ? (
          <span className="inbox-row__loss">
            {inboxText.lost(
              item.amountLost === null ? null : formatRupees(item.amountLost),
              item.lostAt === null ? null : elapsedSince(item.lostAt, new Date()),
            )}
          </span>
        ) : null}
        {item.deadlineMissed ? <span className="missed-badge">{inboxText.missed}</span> : null}
        {deadline && item.nextDeadlineAt ? (
          <time dateTime={item.nextDeadlineAt}>
            {item.deadlineMissed ? inboxText.missedDeadline(deadline) : inboxText.deadline(deadline)}
          </time>
        ) : (
          <span className="inbox-row__none">{inboxText.noDeadline}</span>
        )}
      </p>
      <div className="inbox-row__actions">
        {inboxActions[item.tab].map((action) => (
          <button
            key={action.status}
            type="button"
            className="button button--secondary button--small"
            disabled={busy}
            aria-label={inboxText.changeStatusLabel(action.label, item.reference)}
            onClick={() => void change(action.status)}
          >
            {action.label}
          </button>
        ))}
        {problem ? (
          <p className="field__error" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    </li>
  );
}
