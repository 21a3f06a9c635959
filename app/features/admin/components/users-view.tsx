import { useId, useState } from "react";
import { approveUser, disableUser, rejectUser } from "../api/users";
import { useAdminChanged, useAdminQuery } from "../api/use-admin-query";
import { adminQueries } from "../api/admin-queries";
import { useAdminSession } from "../session";
import { usersText, userStatusLabels, viewHeadings } from "~/app/content/admin";
import { useToast } from "~/app/components/toast";
import { formatDate } from "../format";
import { ADMIN_TOAST_MS } from "../constants";
import { errorMessage } from "../error-message";
import { ScrollTable } from "./scroll-table";
import { LoadState } from "./load-state";
import { USER_ROLES, userRoleLabels, type UserRole } from "~/shared/schemas/admin";
import type { AdminUser } from "~/shared/schemas/admin-replies";

type UserAction = { kind: "approve"; role: UserRole } | { kind: "reject" } | { kind: "disable" };

/**
 * Accounts: approve a pending or disabled one as an admin or a caseworker, reject a pending
 * signup, disable an active one (never your own).
 */
export function UsersView() {
  const headingId = useId();
  const showToast = useToast();
  const { endSessionIfRefused } = useAdminSession();
  const adminChanged = useAdminChanged();
  const [busyId, setBusyId] = useState<number | null>(null);
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
      {users.data === undefined || users.error !== undefined ? (
        <LoadState loading={users.loading} error={users.error} loadingText={usersText.loading} onRetry={users.reload} />
      ) : null}
      {users.data !== undefined && users.data.length === 0 ? <p className="admin-empty">{usersText.empty}</p> : null}
      {users.data !== undefined && users.data.length > 0 ? (
        <ScrollTable title={viewHeadings.users} busy={users.loading}>
          <table className="admin-table" aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{usersText.name}</th>
                <th scope="col">{usersText.email}</th>
                <th scope="col">{usersText.role}</th>
                <th scope="col">{usersText.status}</th>
                <th scope="col">{usersText.created}</th>
                <th scope="col">{usersText.actions}</th>
              </tr>
            </thead>
            <tbody>
              {users.data.map((user) => {
                const isMe = user.email.toLowerCase() === myEmail;
                return (
                  <tr key={user.id}>
                    <td>
                      {user.name} {isMe ? <span className="detail__muted">{usersText.you}</span> : null}
                    </td>
                    <td className="cell--email">{user.email}</td>
                    <td className="cell--nowrap">{user.status === "pending" ? "—" : userRoleLabels[user.role]}</td>
                    <td className="cell--nowrap">
                      <span className={`status-badge status-badge--user-${user.status}`}>
                        {userStatusLabels[user.status]}
                      </span>
                    </td>
                    <td className="cell--nowrap">
                      <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
                    </td>
                    <td className="cell--nowrap">
                      {user.status === "active" ? (
                        isMe || myEmail === undefined ? null : (
                          <button
                            type="button"
                            className="button button--small button--danger-outline"
                            disabled={busyId === user.id}
                            onClick={() => act(user, { kind: "disable" })}
                          >
                            {usersText.disable}
                            <span className="visually-hidden"> {user.name}</span>
                          </button>
                        )
                      ) : (
                        <span className="user-actions">
                          {USER_ROLES.map((role) => (
                            <button
                              key={role}
                              type="button"
                              className="button button--small button--primary"
                              disabled={busyId === user.id}
                              onClick={() => act(user, { kind: "approve", role })}
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
                              onClick={() => act(user, { kind: "reject" })}
                            >
                              {usersText.reject}
                              <span className="visually-hidden"> {user.name}</span>
                            </button>
                          ) : null}
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollTable>
      ) : null}
    </section>
  );
}

/** The server's own words for what it did, when it said them. */
function serverMessage(answer: unknown): string | undefined {
  const message = (answer as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : undefined;
}
