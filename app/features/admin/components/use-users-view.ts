import { useEffect, useRef, useState } from "react";
import { approveUser, clearSecondFactor, disableUser, makePasswordResetLink, rejectUser } from "../api/users";
import { useAdminChanged, useAdminQuery } from "../api/use-admin-query";
import { adminQueries } from "../api/admin-queries";
import { useAdminWrite } from "../api/use-admin-write";
import { usersText } from "~/app/content/admin";
import { userRoleLabels, type UserRole } from "~/shared/schemas/admin";
import type { AdminUser } from "~/shared/schemas/admin-replies";
import type { PasswordResetLink } from "~/shared/schemas/auth-replies";

// The accounts view, what it does rather than what it draws (./users-view.tsx): the accounts
// read, the action on a row (asked first when it shuts a member out or makes an admin), the reset
// link just made, and where the focus goes once a question is answered.

export type UserAction =
  | { kind: "approve"; role: UserRole }
  | { kind: "reject" }
  | { kind: "disable" }
  | { kind: "reset_link" }
  | { kind: "clear_second_factor" };

/**
 * Disabling an account shuts a member out, and an admin can manage every account and erase
 * cases: both ask first (docs/decisions/0062). Approving a caseworker, rejecting a signup and a
 * reset link do not.
 */
function asksFirst(action: UserAction): boolean {
  return (
    action.kind === "disable" ||
    action.kind === "clear_second_factor" ||
    (action.kind === "approve" && action.role === "admin")
  );
}

/** The name of an action's button among its row's actions, to give the focus back to it. */
export function actionName(action: UserAction): string {
  return action.kind === "approve" ? `approve-${action.role}` : action.kind;
}

/** Where the focus goes once a question is answered: the button asked from, or the row's first. */
interface FocusRequest {
  userId: number;
  action?: string;
  /** The list as it was before the action: the focus waits for the list read again after it. */
  after?: unknown;
}

/** A reset link just made: on screen until the admin is done with it, and never again. */
export interface ShownResetLink extends PasswordResetLink {
  name: string;
}

export function useUsersView() {
  const adminChanged = useAdminChanged();
  const [resetLink, setResetLink] = useState<ShownResetLink | null>(null);
  const [asking, setAsking] = useState<{ userId: number; action: UserAction } | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  const users = useAdminQuery(adminQueries.users());
  const me = useAdminQuery(adminQueries.me());
  const myEmail = me.data?.email.toLowerCase();

  const acting = useAdminWrite(
    ({ user, action }: { user: AdminUser; action: UserAction }) => userAction(user, action),
    {
      said: (outcome) => outcome.message,
      onDone: (outcome) => {
        if (outcome.resetLink) setResetLink(outcome.resetLink);
        adminChanged();
      },
    },
  );
  const busyId = acting.sending?.user.id ?? null;
  /** True when the action was done. */
  const act = (user: AdminUser, action: UserAction) => acting.sendAndWait({ user, action });

  useEffect(() => {
    if (focusRequest === null || busyId !== null) return;
    if (focusRequest.after !== undefined && users.data === focusRequest.after) return;
    setFocusRequest(null);
    const cell = tableRef.current?.querySelector(`[data-user-actions="${focusRequest.userId}"]`);
    const target =
      (focusRequest.action ? cell?.querySelector<HTMLElement>(`[data-action="${focusRequest.action}"]`) : null) ??
      cell?.querySelector<HTMLElement>("button:not(:disabled)") ??
      document.getElementById("main");
    target?.focus();
  }, [focusRequest, busyId, users.data]);

  function choose(user: AdminUser, action: UserAction) {
    if (asksFirst(action)) setAsking({ userId: user.id, action });
    else void act(user, action);
  }

  async function answerYes(user: AdminUser, action: UserAction) {
    const before = users.data;
    const done = await act(user, action);
    setAsking(null);
    setFocusRequest(done ? { userId: user.id, after: before } : { userId: user.id, action: actionName(action) });
  }

  function answerNo(user: AdminUser, action: UserAction) {
    setAsking(null);
    setFocusRequest({ userId: user.id, action: actionName(action) });
  }

  return {
    users,
    /** The signed-in admin's own address, in lower case; undefined until it is known. */
    myEmail,
    /** The account an action is being done to, or null. */
    busyId,
    resetLink,
    doneWithResetLink: () => setResetLink(null),
    /** The question a row is asking, shown in place of its buttons. */
    asking,
    tableRef,
    choose,
    answerYes,
    answerNo,
  };
}

/** The server's own words for what it did, when it said them. */
function serverMessage(answer: unknown): string | undefined {
  const message = (answer as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : undefined;
}

/** What one action on an account did: the toast's words, or the reset link for its panel. */
interface UserActionOutcome {
  message?: string;
  /** Shown in its panel, not a toast that would vanish with the only copy. */
  resetLink?: ShownResetLink;
}

async function userAction(user: AdminUser, action: UserAction): Promise<UserActionOutcome> {
  switch (action.kind) {
    case "approve":
      await approveUser(user.id, action.role);
      return { message: usersText.approved(user.name, userRoleLabels[action.role]) };
    case "reject":
      return { message: serverMessage(await rejectUser(user.id)) ?? usersText.rejectedFallback(user.name) };
    case "clear_second_factor":
      return { message: (await clearSecondFactor(user.id)).message };
    case "reset_link":
      return { resetLink: { ...(await makePasswordResetLink(user.id)), name: user.name } };
    case "disable":
      await disableUser(user.id);
      return { message: usersText.disabled(user.name) };
  }
}
