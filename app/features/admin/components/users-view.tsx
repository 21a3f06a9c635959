import { useId } from "react";
import { usersText, userStatusLabels, viewHeadings } from "~/app/content/admin";
import { formatDate } from "../format";
import { PagedTable, type TableColumn } from "./paged-table";
import { ResetLinkPanel } from "./reset-link-panel";
import { SecondFactorSetting } from "./second-factor-setting";
import { UserActions, UserQuestion } from "./user-actions";
import { useUsersView, type UserAction } from "./use-users-view";
import { userRoleLabels } from "~/shared/schemas/admin";
import type { AdminUser } from "~/shared/schemas/admin-replies";

/**
 * Accounts: approve a pending or disabled one as an admin or a caseworker, reject a pending
 * signup, disable an active one (never your own), and make a one-time password reset link for
 * an active member who has forgotten theirs (docs/decisions/0057).
 */
export function UsersView() {
  const headingId = useId();
  const { users, myEmail, busyId, resetLink, doneWithResetLink, asking, tableRef, choose, answerYes, answerNo } =
    useUsersView();

  return (
    <section aria-labelledby={headingId} className="admin-view">
      <h1 id={headingId} className="admin-view__title">
        {viewHeadings.users}
      </h1>
      <p className="admin-view__intro">{usersText.intro}</p>
      <SecondFactorSetting />
      {resetLink ? <ResetLinkPanel shown={resetLink} onDone={doneWithResetLink} /> : null}
      <div ref={tableRef}>
        <PagedTable
          title={viewHeadings.users}
          labelledBy={headingId}
          columns={userColumns({
            myEmail,
            busyId,
            onAct: choose,
            question: (user) =>
              asking?.userId === user.id ? (
                <UserQuestion
                  user={user}
                  action={asking.action}
                  busy={busyId === user.id}
                  onYes={() => void answerYes(user, asking.action)}
                  onNo={() => answerNo(user, asking.action)}
                />
              ) : null,
          })}
          rowKey={(user) => user.id}
          data={users.data}
          load={{ ...users, loadingText: usersText.loading }}
          emptyText={usersText.empty}
        />
      </div>
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
  question,
}: {
  myEmail: string | undefined;
  busyId: number | null;
  onAct: (user: AdminUser, action: UserAction) => void;
  /** The question an action of the row is asking, shown in place of the row's buttons; or null. */
  question: (user: AdminUser) => React.ReactNode;
}): TableColumn<AdminUser>[] {
  const isMe = (user: AdminUser) => user.email.toLowerCase() === myEmail;
  return [
    {
      header: usersText.name,
      cell: (user) => (
        <>
          {user.name} {isMe(user) ? <span className="detail__muted">{usersText.you}</span> : null}
          {user.secondFactorOn ? (
            <span className="detail__muted user-second-factor">{usersText.secondFactorOn}</span>
          ) : null}
        </>
      ),
    },
    // Second, beside the name: on a phone the buttons are on screen without scrolling the table.
    {
      header: usersText.actions,
      cell: (user) =>
        question(user) ?? (
          <UserActions
            user={user}
            isMe={isMe(user)}
            known={myEmail !== undefined}
            busy={busyId === user.id}
            onAct={onAct}
          />
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
