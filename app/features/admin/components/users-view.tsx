import { useEffect, useId, useRef, useState } from "react";
import { approveUser, disableUser, makePasswordResetLink, rejectUser } from "../api/users";
import { useAdminChanged, useAdminQuery } from "../api/use-admin-query";
import { adminQueries } from "../api/admin-queries";
import { useAdminSession } from "../session";
import { usersText, userStatusLabels, viewHeadings } from "~/app/content/admin";
import { useToast } from "~/app/components/toast";
import { formatDate, formatDateTime } from "../format";
import { ADMIN_TOAST_MS } from "../constants";
import { errorMessage } from "../error-message";
import { PagedTable, type TableColumn } from "./paged-table";
import { USER_ROLES, userRoleLabels, type UserRole } from "~/shared/schemas/admin";
import type { AdminUser } from "~/shared/schemas/admin-replies";
import type { PasswordResetLink } from "~/shared/schemas/auth-replies";

type UserAction =
  { kind: "approve"; role: UserRole } | { kind: "reject" } | { kind: "disable" } | { kind: "reset_link" };

/** A reset link just made: on screen until the admin is done with it, and never again. */
interface ShownResetLink extends PasswordResetLink {
  name: string;
}

/**
 * Accounts: approve a pending or disabled one as an admin or a caseworker, reject a pending
 * signup, disable an active one (never your own), and make a one-time password reset link for
 * an active member who has forgotten theirs (docs/decisions/0057).
 */
export function UsersView() {
  const headingId = useId();
  const showToast = useToast();
  const { endSessionIfRefused } = useAdminSession();
  const adminChanged = useAdminChanged();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [resetLink, setResetLink] = useState<ShownResetLink | null>(null);
  const users = useAdminQuery(adminQueries.users());
  const me = useAdminQuery(adminQueries.me());
  const myEmail = me.data?.email.toLowerCase();

  async function act(user: AdminUser, action: UserAction) {
    setBusyId(user.id);
    try {
      let message: string;
      if (action.kind === "approve") {
        await approveUser(user.id, action.role);
        message = usersText.approved(user.name, userRoleLabels[action.role]);
      } else if (action.kind === "reject") {
        const answer = await rejectUser(user.id);
        message = serverMessage(answer) ?? usersText.rejectedFallback(user.name);
      } else if (action.kind === "reset_link") {
        // Shown in its panel, not a toast that would vanish with the only copy.
        setResetLink({ ...(await makePasswordResetLink(user.id)), name: user.name });
        adminChanged();
        return;
      } else {
        await disableUser(user.id);
        message = usersText.disabled(user.name);
      }
      showToast({ tone: "success", message, durationMs: ADMIN_TOAST_MS });
      adminChanged();
    } catch (error) {
      if (!endSessionIfRefused(error))
        showToast({ tone: "error", message: errorMessage(error), durationMs: ADMIN_TOAST_MS });
    } finally {
      setBusyId(null);
    }
  }

  return (
    <section aria-labelledby={headingId} className="admin-view">
      <h1 id={headingId} className="admin-view__title">
        {viewHeadings.users}
      </h1>
      <p className="admin-view__intro">{usersText.intro}</p>
      {resetLink ? <ResetLinkPanel shown={resetLink} onDone={() => setResetLink(null)} /> : null}
      <PagedTable
        title={viewHeadings.users}
        labelledBy={headingId}
        columns={userColumns({ myEmail, busyId, onAct: act })}
        rowKey={(user) => user.id}
        data={users.data}
        load={{ ...users, loadingText: usersText.loading }}
        emptyText={usersText.empty}
      />
    </section>
  );
}

/**
 * Approve, reject or disable an account: never your own, nor before it is known which is yours.
 * The actions come right after the name, so a pending signup can be answered on a 375 px phone.
 */
function userColumns({
  myEmail,
  busyId,
  onAct,
}: {
  myEmail: string | undefined;
  busyId: number | null;
  onAct: (user: AdminUser, action: UserAction) => void;
}): TableColumn<AdminUser>[] {
  const isMe = (user: AdminUser) => user.email.toLowerCase() === myEmail;
  return [
    {
      header: usersText.name,
      cell: (user) => (
        <>
          {user.name} {isMe(user) ? <span className="detail__muted">{usersText.you}</span> : null}
        </>
      ),
    },
    // Second, beside the name: on a phone the buttons are on screen without scrolling the table.
    {
      header: usersText.actions,
      cell: (user) =>
        user.status === "active" ? (
          isMe(user) || myEmail === undefined ? null : (
            <span className="user-actions">
              <button
                type="button"
                className="button button--small button--danger-outline"
                disabled={busyId === user.id}
                onClick={() => onAct(user, { kind: "disable" })}
              >
                {usersText.disable}
                <span className="visually-hidden"> {user.name}</span>
              </button>
              <button
                type="button"
                className="button button--small button--secondary"
                disabled={busyId === user.id}
                onClick={() => onAct(user, { kind: "reset_link" })}
              >
                {usersText.makeResetLink}
                <span className="visually-hidden"> {user.name}</span>
              </button>
            </span>
          )
        ) : (
          <span className="user-actions">
            {USER_ROLES.map((role) => (
              <button
                key={role}
                type="button"
                className="button button--small button--primary"
                disabled={busyId === user.id}
                onClick={() => onAct(user, { kind: "approve", role })}
              >
                {usersText.approveAs(userRoleLabels[role])}
                <span className="visually-hidden"> {user.name}</span>
              </button>
            ))}
            {user.status === "pending" ? (
              <button
                type="button"
                className="button button--small button--danger-outline"
                disabled={busyId === user.id}
                onClick={() => onAct(user, { kind: "reject" })}
              >
                {usersText.reject}
                <span className="visually-hidden"> {user.name}</span>
              </button>
            ) : null}
          </span>
        ),
      className: "cell--actions",
    },
    { header: usersText.email, cell: (user) => user.email, className: "cell--email" },
    {
      header: usersText.role,
      cell: (user) => (user.status === "pending" ? "—" : userRoleLabels[user.role]),
      className: "cell--nowrap",
    },
    {
      header: usersText.status,
      cell: (user) => (
        <span className={`status-badge status-badge--user-${user.status}`}>{userStatusLabels[user.status]}</span>
      ),
      className: "cell--nowrap",
    },
    {
      header: usersText.created,
      cell: (user) => <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>,
      className: "cell--nowrap",
    },
  ];
}

/**
 * The one showing of a reset link: the server's words on passing it on, the link to copy, until
 * when it works. Focus moves here so a screen reader hears it; Done removes it for good.
 */
function ResetLinkPanel({ shown, onDone }: { shown: ShownResetLink; onDone: () => void }) {
  const id = useId();
  const showToast = useToast();
  const linkRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    linkRef.current?.focus();
    linkRef.current?.select();
  }, [shown.link]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(shown.link);
      showToast({ tone: "success", message: usersText.copied, durationMs: ADMIN_TOAST_MS });
    } catch {
      // No clipboard (an insecure origin, a refused permission): the link stays selected to copy by hand.
      linkRef.current?.select();
    }
  }

  return (
    <section className="admin-panel reset-link" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="admin-panel__title">
        {usersText.resetLinkHeading(shown.name)}
      </h2>
      <p>{shown.message}</p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-link`}>
          {usersText.resetLinkLabel}
        </label>
        <input
          ref={linkRef}
          id={`${id}-link`}
          className="field__control reset-link__value"
          type="text"
          readOnly
          value={shown.link}
          aria-describedby={`${id}-until`}
        />
        <p id={`${id}-until`} className="field__hint">
          {usersText.resetLinkUntil(formatDateTime(shown.expiresAt))}
        </p>
      </div>
      <div className="form__actions">
        <button type="button" className="button button--primary" onClick={() => void copy()}>
          {usersText.copyLink}
        </button>
        <button type="button" className="button button--secondary" onClick={onDone}>
          {usersText.doneWithLink}
        </button>
      </div>
    </section>
  );
}

/** The server's own words for what it did, when it said them. */
function serverMessage(answer: unknown): string | undefined {
  const message = (answer as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : undefined;
}
