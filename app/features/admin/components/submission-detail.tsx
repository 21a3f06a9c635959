import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { AdminApiError } from "../api/client";
import { updateSubmissionStatus } from "../api/submissions";
import { useAdminWrite } from "../api/use-admin-write";
import { useAdminChanged, useAdminQuery } from "../api/use-admin-query";
import { adminQueries } from "../api/admin-queries";
import {
  columnText,
  detailText,
  mailPurposeLabels,
  quickActionsText,
  responseText,
  statusLabels,
} from "~/app/content/admin";
import {
  contactPreferenceLabels,
  paidFromLabels,
  paymentApprovalLabels,
  paymentMethodLabels,
} from "~/app/content/languages/en/forms";
import { setToastHost } from "~/app/components/toast";
import { formatDateTime, formatRupees, orDash, topicLabel } from "../format";
import { StatusBadge } from "./status-badge";
import { SubmissionNotes } from "./submission-notes";
import { SubmissionMessages } from "./submission-messages";
import { replyValuesFor } from "../reply-values";
import { DeleteSubmission } from "./delete-submission";
import { SubmissionAssignee } from "./submission-assignee";
import { SubmissionDuplicates } from "./submission-duplicates";
import { isAdmin, useDeskMember } from "../desk-member";
import { RevokeCaseLinks } from "./revoke-case-links";
import { UndoNotMe } from "./undo-not-me";
import { SubmissionEvidence } from "./submission-evidence";
import { SubmissionReminders } from "./submission-reminders";
import { SubmissionNotifications } from "./submission-notifications";
import { CaseGlance, IncidentTime, SubmissionProgress, SubmissionTransactions } from "./submission-case-record";
import { DeskContact } from "./desk-contact";
import { ResponseDue } from "./response-due";
import { LoadState } from "./load-state";
import { DetailQuickActions } from "./detail-quick-actions";
import { SHORTCUT_KEYS, useShortcuts, useShortcutsEnabled } from "../keyboard-shortcuts";
import { CASE_OPENER_ATTRIBUTE } from "../constants";
import { language, type LanguageCode } from "~/shared/languages";
import { mailtoHref } from "../mailto-href";
import { MAIL_STATUS_PARAM } from "../admin-location";
import { adminViewPath } from "~/shared/admin-links";
import { SUBMISSION_STATUSES, type SubmissionStatus, submissionKindLabels } from "~/shared/schemas/admin";
import type { CaseFacts, SubmissionDetail as Detail, SubmissionMail } from "~/shared/schemas/admin-replies";
import { normalisePhone, whatsAppHref } from "~/shared/schemas/case-facts";

/**
 * One submission, whole, in a native modal <dialog> (the page behind is inert, Escape closes it,
 * focus returns to the row that opened it). Its reference is in the URL, so it survives a reload.
 */
export function SubmissionDetail({
  reference,
  previous,
  next,
  onOpen,
  onClose,
  onChanged,
}: {
  reference: string;
  /** The cases before and after this one in the list it was opened from, if any. */
  previous: string | undefined;
  next: string | undefined;
  /** Opens another case in place of this one (previous / next). */
  onOpen: (reference: string) => void;
  /** `afterDelete`: the record is gone, so the URL should not lead back to it. */
  onClose: (afterDelete: boolean) => void;
  onChanged: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const unmounting = useRef(false);
  const titleId = useId();
  const detail = useAdminQuery(adminQueries.submission(reference));
  const adminChanged = useAdminChanged();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    unmounting.current = false;
    if (!dialog.open) dialog.showModal();
    // The case's heading takes the focus (docs/decisions/0062), not its first button: a screen
    // reader says which case opened, and Tab goes on from the top. The dialog does not scroll.
    titleRef.current?.focus({ preventScroll: true });
    // Toasts live inside the open dialog, or they would sit under its backdrop, inert.
    setToastHost(dialog);
    return () => {
      unmounting.current = true;
      setToastHost(null);
      if (dialog.open) dialog.close();
      // However the case closed (Escape, Close, the address), a focus left on nothing once the
      // frame has settled goes to the page's content.
      requestAnimationFrame(focusContentIfLost);
    };
  }, []);

  const changed = () => {
    adminChanged();
    onChanged();
  };
  // Opening the detail has read the person's replies that were unread: the list behind it
  // should stop counting them.
  const readReplies = detail.data?.messages.some((message) => message.from === "victim" && message.readAt === null);
  useEffect(() => {
    if (readReplies) onChanged();
    // Once per detail that had unread replies, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readReplies, detail.data]);
  const notFound = detail.error instanceof AdminApiError && detail.error.status === 404;
  const shortcutsOn = useShortcutsEnabled();
  useShortcuts(
    {
      [SHORTCUT_KEYS.nextCase]: next ? () => onOpen(next) : undefined,
      [SHORTCUT_KEYS.previousCase]: previous ? () => onOpen(previous) : undefined,
    },
    dialogRef,
  );

  return (
    <dialog
      ref={dialogRef}
      className="dialog detail-dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        // Escape closes the case, unless it belongs to what has the focus: text being typed, or
        // a menu or a dialog of its own.
        if (event.key === "Escape" && keepsEscape(event.target, event.currentTarget)) event.preventDefault();
      }}
      onClose={(event) => {
        if (unmounting.current) return;
        // The row that opened the case may have left the list (the case was started, resolved or
        // marked spam): the dialog then gives focus back to nothing, and the focus is left on the
        // page's body or, until the browser notices, inside the closed dialog. The page's content
        // takes it instead.
        const focused = document.activeElement;
        if (focused === null || focused === document.body || event.currentTarget.contains(focused)) {
          document.getElementById("main")?.focus();
        }
        onClose(false);
        // Back in the list, the focus is on the case's own link (docs/decisions/0062), wherever
        // the case was opened from; the page's content when the list no longer shows it.
        requestAnimationFrame(() => focusCaseOpener(reference));
      }}
    >
      <div className="dialog__header">
        <div className="dialog__heading">
          <h2 id={titleId} ref={titleRef} className="dialog__title" tabIndex={-1}>
            {detailText.title(reference)}
          </h2>
          {detail.data?.reference === reference ? <ResponseDue times={detail.data} /> : null}
        </div>
        {previous || next ? (
          <nav className="detail-sequence" aria-label={detailText.sequenceLabel}>
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={!previous}
              aria-label={previous ? quickActionsText.previousLabel(previous) : quickActionsText.previous}
              aria-keyshortcuts={shortcutsOn && previous ? SHORTCUT_KEYS.previousCase : undefined}
              onClick={() => previous && onOpen(previous)}
            >
              <ChevronLeft aria-hidden="true" size={18} />
              <span className="detail-sequence__word">{quickActionsText.previous}</span>
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={!next}
              aria-label={next ? quickActionsText.nextLabel(next) : quickActionsText.next}
              aria-keyshortcuts={shortcutsOn && next ? SHORTCUT_KEYS.nextCase : undefined}
              onClick={() => next && onOpen(next)}
            >
              <span className="detail-sequence__word">{quickActionsText.next}</span>
              <ChevronRight aria-hidden="true" size={18} />
            </button>
          </nav>
        ) : null}
        <button
          type="button"
          className="dialog__x"
          aria-label={detailText.close}
          onClick={() => dialogRef.current?.close()}
        >
          <X aria-hidden="true" size={22} />
        </button>
      </div>
      {notFound ? (
        <p className="admin-notice">{detailText.notFound}</p>
      ) : detail.data === undefined || detail.data.reference !== reference ? (
        <LoadState
          loading={detail.loading}
          error={detail.error}
          loadingText={detailText.loading}
          onRetry={detail.reload}
        />
      ) : (
        <DetailBody
          submission={detail.data}
          dialog={dialogRef}
          onChanged={changed}
          onDeleted={() => {
            onChanged();
            unmounting.current = true;
            onClose(true);
          }}
        />
      )}
    </dialog>
  );
}

/**
 * Whether an Escape pressed on `target` is not the detail's to close: a text field with something
 * typed in it, an open menu or list box, or a dialog opened inside the detail (which closes itself).
 */
function keepsEscape(target: EventTarget, detail: HTMLDialogElement): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest("dialog") !== detail) return true;
  if (target.closest('[role="menu"], [role="listbox"], [aria-haspopup][aria-expanded="true"]')) return true;
  if (target instanceof HTMLTextAreaElement) return target.value !== "";
  if (target instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(target.type) && target.value !== "";
  return target.isContentEditable && (target.textContent ?? "") !== "";
}

/** The inputs a person types text into. */
const TEXT_INPUT_TYPES: ReadonlySet<string> = new Set(["text", "search", "email", "tel", "url", "number", "password"]);

/** The list's link to the case, when the list on screen shows it; otherwise the page's content. */
function focusCaseOpener(reference: string): void {
  const opener = document
    .getElementById("main")
    ?.querySelector<HTMLElement>(`[${CASE_OPENER_ATTRIBUTE}="${CSS.escape(reference)}"]`);
  if (opener) opener.focus();
  else focusContentIfLost();
}

/** The page's content takes a focus that is on nothing: the row it was given back to has gone. */
function focusContentIfLost(): void {
  const focused = document.activeElement;
  if (focused === null || focused === document.body) document.getElementById("main")?.focus();
}

function DetailBody({
  submission,
  dialog,
  onChanged,
  onDeleted,
}: {
  submission: Detail;
  dialog: React.RefObject<HTMLDialogElement | null>;
  onChanged: () => void;
  onDeleted: () => void;
}) {
  const member = useDeskMember();
  const replyBoxId = useId();
  const textTitle = submission.kind === "contact_message" ? columnText.message : columnText.query;
  // A help request has a case page; another kind shows its record only if the person used it.
  const showCaseRecord =
    submission.kind === "help_request" || submission.transactions.length > 0 || submission.progress !== null;
  // What the person did not give is left out rather than shown as a dash: the first screen holds
  // what they did give.
  const rows: [string, React.ReactNode][] = [
    [detailText.kind, submissionKindLabels[submission.kind]],
    [detailText.name, given(submission.name)],
    [detailText.email, submission.email ? <a href={mailtoHref(submission.email)}>{submission.email}</a> : null],
    [detailText.phone, submission.phone.trim() ? <PhoneLinks phone={submission.phone} /> : null],
    [detailText.state, given(submission.state)],
    [detailText.city, given(submission.city)],
    [detailText.subject, given(submission.subject)],
    [detailText.topic, given(topicLabel(submission.topic))],
    [detailText.page, given(submission.page)],
    [detailText.language, <LanguageName code={submission.language} />],
    ...(submission.kind === "help_request"
      ? [
          ...caseFactRows(submission.caseFacts),
          [detailText.nextStep, submission.nextDeadlineText ?? detailText.noNextStep] as [string, React.ReactNode],
        ]
      : []),
    [detailText.received, <time dateTime={submission.createdAt}>{formatDateTime(submission.createdAt)}</time>],
    [detailText.updated, <time dateTime={submission.updatedAt}>{formatDateTime(submission.updatedAt)}</time>],
    [detailText.statusHeading, <StatusBadge status={submission.status} />],
    [detailText.assigneeHeading, submission.assignee?.name ?? detailText.nobody],
    [
      responseText.firstResponse,
      submission.firstResponseAt ? (
        <time dateTime={submission.firstResponseAt}>{formatDateTime(submission.firstResponseAt)}</time>
      ) : (
        responseText.notAnsweredYet
      ),
    ],
  ];
  const facts = rows.filter(([, value]) => value !== null);
  return (
    <div className="detail">
      <DetailQuickActions submission={submission} replyBoxId={replyBoxId} scope={dialog} onChanged={onChanged} />
      <CaseGlance submission={submission} />
      <dl className="detail__facts">
        {facts.map(([term, value]) => (
          <div key={term} className="detail__fact">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section className="detail__section" aria-label={textTitle}>
        <h3>{textTitle}</h3>
        {/* The person's own words, as text: white-space keeps their line breaks. */}
        <p className="detail__text">{orDash(submission.message)}</p>
      </section>
      {showCaseRecord ? (
        <>
          <SubmissionTransactions
            transactions={submission.transactions}
            totalPaise={submission.transactionsTotalPaise}
          />
          <SubmissionProgress progress={submission.progress} />
        </>
      ) : null}
      <SubmissionMessages
        key={submission.reference}
        reference={submission.reference}
        email={submission.email}
        caseLanguage={submission.language}
        replyValues={replyValuesFor(submission)}
        messages={submission.messages}
        replyBoxId={replyBoxId}
        onSent={onChanged}
      />
      <DeskContact reference={submission.reference} onRecorded={onChanged} />
      <SubmissionEvidence reference={submission.reference} files={submission.evidence} />
      <SubmissionReminders reminders={submission.reminders} />
      <SubmissionMails mails={submission.mails} />
      <SubmissionNotifications notifications={submission.notifications} />
      {submission.closedAsNotMe ? <UndoNotMe reference={submission.reference} onUndone={onChanged} /> : null}
      <StatusForm submission={submission} onSaved={onChanged} />
      <SubmissionAssignee reference={submission.reference} assignee={submission.assignee} onSaved={onChanged} />
      <SubmissionDuplicates reference={submission.reference} onMerged={onChanged} />
      <SubmissionNotes reference={submission.reference} notes={submission.notes} onAdded={onChanged} />
      <RevokeCaseLinks reference={submission.reference} />
      {isAdmin(member) ? <DeleteSubmission reference={submission.reference} onDeleted={onDeleted} /> : null}
    </div>
  );
}

/** A tel: link, and a WhatsApp link for a number that is a full phone number. */
function PhoneLinks({ phone }: { phone: string }) {
  if (!phone) return <>{orDash("")}</>;
  // A help request's number is stored normalised; a post query's is as typed, so normalise it here.
  const normalised = normalisePhone(phone);
  // An Indian number read as people say it: +91 98765 43210.
  const shown = normalised?.replace(/^\+91(\d{5})(\d{5})$/, "+91 $1 $2") ?? phone;
  return (
    <>
      <a href={`tel:${normalised ?? phone.replace(/[^\d+]/g, "")}`}>{shown}</a>
      {normalised ? (
        <>
          {" · "}
          <a
            href={whatsAppHref(normalised)}
            target="_blank"
            rel="noreferrer"
            aria-label={detailText.whatsAppLabel(shown)}
          >
            {detailText.whatsApp}
          </a>
        </>
      ) : null}
    </>
  );
}

/** A help request's optional facts; null for one not given, which the detail leaves out. */
function caseFactRows(facts: CaseFacts): [string, React.ReactNode][] {
  return [
    [detailText.contactPreference, given(facts.contactPreference && contactPreferenceLabels[facts.contactPreference])],
    [detailText.threatenedNow, facts.threatenedNow ? detailText.threatenedNowYes : null],
    [detailText.incident, facts.incidentAt === null ? null : <IncidentTime facts={facts} />],
    [detailText.paymentApproval, given(facts.paymentApproval && paymentApprovalLabels[facts.paymentApproval])],
    [detailText.paidFrom, given(facts.paidFrom && paidFromLabels[facts.paidFrom])],
    [detailText.paymentMethod, given(facts.paymentMethod && paymentMethodLabels[facts.paymentMethod])],
    [detailText.amountLost, facts.amountLost === null ? null : formatRupees(facts.amountLost)],
  ];
}

/** The text, or null when there is none to show. */
function given(text: string | undefined): string | null {
  return text === undefined || text.trim() === "" ? null : text;
}

/** Whether the desk was alerted and the person acknowledged; Retry lives in the outbox. */
function SubmissionMails({ mails }: { mails: SubmissionMail[] }) {
  const id = useId();
  const member = useDeskMember();
  const anyFailed = mails.some((mail) => mail.status === "failed");
  const outbox = adminViewPath("outbox", new URLSearchParams(anyFailed ? { [MAIL_STATUS_PARAM]: "failed" } : {}));
  return (
    <section className="detail__section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{detailText.mailsHeading}</h3>
      {mails.length === 0 ? (
        <p className="detail__muted">{detailText.noMails}</p>
      ) : (
        <ul className="mails">
          {mails.map((mail) => (
            <li key={mail.id} className={`mail mail--${mail.status}`}>
              <p className="mail__line">
                <span className="mail__who">{detailText.mailTo(mailPurposeLabels[mail.purpose], mail.to)}</span>:{" "}
                <MailState mail={mail} />
              </p>
              {mail.lastError ? (
                <p className="mail__error">
                  {detailText.mailLastError} {mail.lastError}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {isAdmin(member) ? (
        <p className="mails__link">
          <Link to={outbox}>{anyFailed ? detailText.retryInOutbox : detailText.openOutbox}</Link>
        </p>
      ) : null}
    </section>
  );
}

function MailState({ mail }: { mail: SubmissionMail }) {
  switch (mail.status) {
    case "sent":
      return mail.sentAt ? (
        <time dateTime={mail.sentAt}>{detailText.mailSent(formatDateTime(mail.sentAt))}</time>
      ) : (
        <>{detailText.mailSent(null)}</>
      );
    case "sending":
      return <>{detailText.mailSending}</>;
    case "failed":
      return <strong>{detailText.mailFailed(mail.attempts)}</strong>;
    case "queued":
      return mail.attempts === 0 ? (
        <>{detailText.mailWaiting}</>
      ) : (
        <>{detailText.mailRetrying(mail.attempts, formatDateTime(mail.nextAttemptAt))}</>
      );
  }
}

function StatusForm({ submission, onSaved }: { submission: Detail; onSaved: () => void }) {
  const id = useId();
  const [status, setStatus] = useState<SubmissionStatus>(submission.status);
  const saving = useAdminWrite((chosen: SubmissionStatus) => updateSubmissionStatus(submission.reference, chosen), {
    said: (_reply, chosen) => detailText.statusSaved(statusLabels[chosen]),
    onDone: onSaved,
  });

  function save(event: React.FormEvent) {
    event.preventDefault();
    saving.send(status);
  }

  return (
    <section className="detail__section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{detailText.statusHeading}</h3>
      <form className="detail__status" onSubmit={save}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-status`}>
            {detailText.statusLabel}
          </label>
          <select
            id={`${id}-status`}
            className="field__control"
            value={status}
            onChange={(event) => setStatus(event.target.value as SubmissionStatus)}
          >
            {SUBMISSION_STATUSES.map((option) => (
              <option key={option} value={option}>
                {statusLabels[option]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary" disabled={saving.busy || status === submission.status}>
          {detailText.saveStatus}
        </button>
      </form>
    </section>
  );
}

/**
 * "Hindi (हिन्दी)": the language a person wrote in, for the desk, with its own name in its own
 * script; `languageLabel` (shared/languages.ts) as markup, the own name marked with its `lang`.
 */
function LanguageName({ code }: { code: LanguageCode }) {
  const { englishName, name, lang } = language(code);
  if (name === englishName) return <>{name}</>;
  return (
    <>
      {englishName} (<span lang={lang}>{name}</span>)
    </>
  );
}
