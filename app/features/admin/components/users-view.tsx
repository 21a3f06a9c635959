import { useEffect, useId, useRef, useState } from "react";
import {
  approveUser,
  clearSecondFactor,
  disableUser,
  makePasswordResetLink,
  rejectUser,
  setSecondFactorRequired,
} from "../api/users";
import { useAdminChanged, useAdminQuery } from "../api/use-admin-query";
import { adminQueries } from "../api/admin-queries";
import { useAdminWrite } from "../api/use-admin-write";
import { usersText, userStatusLabels, viewHeadings } from "~/app/content/admin";
import { useToast } from "~/app/components/toast";
import { formatDate, formatDateTime } from "../format";
import { ADMIN_TOAST_MS } from "../constants";
import { PagedTable, type TableColumn } from "./paged-table";
import { ConfirmStep } from "./confirm-step";
import { USER_ROLES, userRoleLabels, type UserRole } from "~/shared/schemas/admin";
import type { AdminUser } from "~/shared/schemas/admin-replies";
import type { PasswordResetLink } from "~/shared/schemas/auth-replies";

type UserAction =
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
function actionName(action: UserAction): string {
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

  return (
    <section aria-labelledby={headingId} className="admin-view">
      <h1 id={headingId} className="admin-view__title">
        {viewHeadings.users}
      </h1>
      <p className="admin-view__intro">{usersText.intro}</p>
      <SecondFactorSetting />
      {resetLink ? <ResetLinkPanel shown={resetLink} onDone={() => setResetLink(null)} /> : null}
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

/**
 * Approve, reject or disable an account: never your own, nor before it is known which is yours.
 * Each button is named for the row's person, and marked so the focus can come back to it.
 */
function UserActions({
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
function UserQuestion({
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

/**
 * Whether every desk account needs sign-in codes (docs/decisions/0072), off by default. A change
 * is saved at once and said in a toast; the audit log records it.
 */
function SecondFactorSetting() {
  const id = useId();
  const adminChanged = useAdminChanged();
  const setting = useAdminQuery(adminQueries.secondFactorSetting());
  // The box shows the choice at once; the setting read again after it takes over when it agrees.
  const [choice, setChoice] = useState<boolean | null>(null);
  const stored = setting.data?.required;
  useEffect(() => {
    if (stored === choice) setChoice(null);
  }, [stored, choice]);

  const saving = useAdminWrite(setSecondFactorRequired, {
    said: (answer) => answer.message,
    onDone: adminChanged,
    onFailure: () => setChoice(null),
  });
  function change(required: boolean) {
    setChoice(required);
    saving.send(required);
  }

  if (setting.data === undefined) return null;
  return (
    <section className="admin-panel second-factor-setting" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="admin-panel__title">
        {usersText.settingHeading}
      </h2>
      <div className="account-form__show">
        <input
          id={`${id}-required`}
          type="checkbox"
          checked={choice ?? setting.data.required}
          disabled={saving.busy}
          aria-describedby={`${id}-hint`}
          onChange={(event) => change(event.target.checked)}
        />
        <label htmlFor={`${id}-required`}>{usersText.settingLabel}</label>
      </div>
      <p id={`${id}-hint`} className="field__hint">
        {usersText.settingHint}
      </p>
    </section>
  );
}
