import { ConfirmStep } from "./confirm-step";
import { usersText } from "~/app/content/admin";
import { actionName, type UserAction } from "./use-users-view";
import { USER_ROLES, userRoleLabels } from "~/shared/schemas/admin";
import type { AdminUser } from "~/shared/schemas/admin-replies";

/**
 * Approve, reject or disable an account: never your own, nor before it is known which is yours.
 * Each button is named for the row's person, and marked so the focus can come back to it.
 */
export function UserActions({
  user,
  isMe,
  known,
  busy,
  onAct,
}: {
  user: AdminUser;
  isMe: boolean;
  /** Whether it is known yet which account is the viewer's own. */
  known: boolean;
  busy: boolean;
  onAct: (user: AdminUser, action: UserAction) => void;
}) {
  const button = (action: UserAction, tone: string, label: string) => (
    <button
      key={actionName(action)}
      type="button"
      className={`button button--small ${tone}`}
      data-action={actionName(action)}
      disabled={busy}
      onClick={() => onAct(user, action)}
    >
      {label}
      <span className="visually-hidden"> {user.name}</span>
    </button>
  );
  if (user.status === "active") {
    if (isMe || !known) return null;
    return (
      <span className="user-actions" data-user-actions={user.id}>
        {button({ kind: "disable" }, "button--danger-outline", usersText.disable)}
        {button({ kind: "reset_link" }, "button--secondary", usersText.makeResetLink)}
        {user.secondFactorOn
          ? button({ kind: "clear_second_factor" }, "button--secondary", usersText.clearSecondFactor)
          : null}
      </span>
    );
  }
  return (
    <span className="user-actions" data-user-actions={user.id}>
      {USER_ROLES.map((role) =>
        button({ kind: "approve", role }, "button--primary", usersText.approveAs(userRoleLabels[role])),
      )}
      {user.status === "pending" ? button({ kind: "reject" }, "button--danger-outline", usersText.reject) : null}
    </span>
  );
}

/** The question asked before disabling an account or approving it as an admin. */
export function UserQuestion({
  user,
  action,
  busy,
  onYes,
  onNo,
}: {
  user: AdminUser;
  action: UserAction;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  const [question, yes] =
    action.kind === "disable"
      ? [usersText.confirmDisable(user.name), usersText.confirmDisableYes]
      : action.kind === "clear_second_factor"
        ? [usersText.clearSecondFactorQuestion(user.name), usersText.clearSecondFactorYes]
        : [usersText.confirmApproveAdmin(user.name), usersText.confirmApproveAdminYes];
  return (
    <span data-user-actions={user.id}>
      <ConfirmStep
        question={question}
        yes={
          <>
            {yes}
            <span className="visually-hidden"> {user.name}</span>
          </>
        }
        no={
          <>
            {usersText.confirmNo}
            <span className="visually-hidden"> {user.name}</span>
          </>
        }
        busy={busy}
        onYes={onYes}
        onNo={onNo}
      />
    </span>
  );
}
