import { useEffect, useId, useState } from "react";
import { Search } from "lucide-react";
import { listText, sortOptions, statusLabels } from "~/app/content/admin";
import { topicMenuLabels } from "~/app/content/languages/en/navigation";
import type { ParamChanges } from "../admin-location";
import { limits } from "~/shared/constants";
import { TOPIC_SLUGS } from "~/shared/routes";
import { STATES, UNION_TERRITORIES } from "~/shared/states";
import { SUBMISSION_STATUSES, type SubmissionKind, type SubmissionListQuery } from "~/shared/schemas/admin";

// docs/decisions/0006: the search runs when the admin presses Enter or Search, not as they
// type: each search is a query over every submission on the server, a screen reader is not
// interrupted by a list changing under each keystroke, and history gets one entry per search.
// A choice from a list applies at once; dates apply with Enter or Search, as a half-typed
// date is not a date yet.

interface Draft {
  q: string;
  status: string;
  state: string;
  topic: string;
  from: string;
  to: string;
  unread: string;
  assigned: string;
  sort: string;
  pageSize: string;
}

function draftFrom(query: SubmissionListQuery): Draft {
  return {
    q: query.q ?? "",
    status: query.status ?? "",
    state: query.state ?? "",
    topic: query.topic ?? "",
    from: query.from ?? "",
    to: query.to ?? "",
    unread: query.unread ?? "",
    assigned: query.assigned ?? "",
    sort:
      sortOptions.find((option) => option.sort === query.sort && option.order === query.order)?.id ?? sortOptions[0].id,
    pageSize: String(query.pageSize),
  };
}

function changesFrom(draft: Draft, kind: SubmissionKind): ParamChanges {
  const sort = sortOptions.find((option) => option.id === draft.sort) ?? sortOptions[0];
  const isDefaultSort = sort.id === sortOptions[0].id;
  return {
    q: draft.q.trim(),
    status: draft.status,
    state: kind === "post_query" ? draft.state : undefined,
    topic: kind === "help_request" ? draft.topic : undefined,
    from: draft.from,
    to: draft.to,
    unread: draft.unread,
    assigned: draft.assigned,
    // Defaults need no parameter, so the plain link stays plain.
    sort: isDefaultSort ? undefined : sort.sort,
    order: isDefaultSort ? undefined : sort.order,
    pageSize: Number(draft.pageSize) === limits.adminDefaultPageSize ? undefined : draft.pageSize,
    // Any new filter starts again at the first page.
    page: undefined,
  };
}

export function SubmissionFilters({
  kind,
  query,
  onApply,
}: {
  kind: SubmissionKind;
  query: SubmissionListQuery;
  onApply: (changes: ParamChanges) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(() => draftFrom(query));
  // A new URL (back button, Clear filters) shows its own values.
  const queryKey = JSON.stringify(draftFrom(query));
  useEffect(() => setDraft(JSON.parse(queryKey) as Draft), [queryKey]);

  const edit = (name: keyof Draft) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));
  const choose = (name: keyof Draft) => (value: string) => {
    const next = { ...draft, [name]: value };
    setDraft(next);
    onApply(changesFrom(next, kind));
  };

  return (
    <form
      role="search"
      aria-label={listText.filtersLabel}
      className="filters"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(changesFrom(draft, kind));
      }}
    >
      <div className="filters__search field">
        <label className="field__label" htmlFor={`${id}-q`}>
          {listText.search}
        </label>
        <div className="filters__search-row">
          <input
            id={`${id}-q`}
            type="search"
            className="field__control"
            value={draft.q}
            onChange={edit("q")}
            maxLength={limits.adminSearchMax}
            aria-describedby={`${id}-q-hint`}
          />
          <button type="submit" className="button button--primary">
            <Search aria-hidden="true" size={18} />
            {listText.searchButton}
          </button>
        </div>
        <p id={`${id}-q-hint`} className="field__hint">
          {listText.searchHint}
        </p>
      </div>
      <Select id={`${id}-status`} label={listText.status} value={draft.status} onChange={choose("status")}>
        <option value="">{listText.any}</option>
        {SUBMISSION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {statusLabels[status]}
          </option>
        ))}
      </Select>
      {kind === "post_query" ? (
        <Select id={`${id}-state`} label={listText.state} value={draft.state} onChange={choose("state")}>
          <option value="">{listText.any}</option>
          <optgroup label={listText.states}>
            {STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </optgroup>
          <optgroup label={listText.unionTerritories}>
            {UNION_TERRITORIES.map((territory) => (
              <option key={territory} value={territory}>
                {territory}
              </option>
            ))}
          </optgroup>
        </Select>
      ) : null}
      {kind === "help_request" ? (
        <Select id={`${id}-topic`} label={listText.topic} value={draft.topic} onChange={choose("topic")}>
          <option value="">{listText.any}</option>
          {TOPIC_SLUGS.map((slug) => (
            <option key={slug} value={slug}>
              {topicMenuLabels[slug]}
            </option>
          ))}
        </Select>
      ) : null}
      <Select id={`${id}-unread`} label={listText.replies} value={draft.unread} onChange={choose("unread")}>
        <option value="">{listText.any}</option>
        <option value="1">{listText.unreadReplies}</option>
      </Select>
      <div className="field filters__check">
        <input
          id={`${id}-assigned`}
          type="checkbox"
          checked={draft.assigned === "me"}
          onChange={(event) => choose("assigned")(event.target.checked ? "me" : "")}
        />
        <label htmlFor={`${id}-assigned`}>{listText.assignedToMe}</label>
      </div>
      <DateField id={`${id}-from`} label={listText.from} value={draft.from} onChange={edit("from")} />
      <DateField id={`${id}-to`} label={listText.to} value={draft.to} onChange={edit("to")} />
      <Select id={`${id}-sort`} label={listText.sort} value={draft.sort} onChange={choose("sort")}>
        {sortOptions.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </Select>
      <Select id={`${id}-size`} label={listText.pageSize} value={draft.pageSize} onChange={choose("pageSize")}>
        {limits.adminPageSizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </Select>
    </form>
  );
}

function Select({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__control" value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

function DateField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} type="date" className="field__control" value={value} onChange={onChange} />
    </div>
  );
}
