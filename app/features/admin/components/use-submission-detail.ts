import { useEffect, useId, useRef } from "react";
import { AdminApiError } from "../api/client";
import { useAdminChanged, useAdminQuery } from "../api/use-admin-query";
import { adminQueries } from "../api/admin-queries";
import { setToastHost } from "~/app/components/toast";
import { SHORTCUT_KEYS, useShortcuts, useShortcutsEnabled } from "../keyboard-shortcuts";
import { CASE_OPENER_ATTRIBUTE } from "../constants";

// One case's dialog, what it does rather than what it draws (./submission-detail.tsx): the
// case's read, the native modal <dialog> opened and closed with the case, where the focus goes
// (docs/decisions/0062), the keys for the previous and next case, and what a change tells the
// list behind it.

export interface SubmissionDetailProps {
  reference: string;
  /** The cases before and after this one in the list it was opened from, if any. */
  previous: string | undefined;
  next: string | undefined;
  /** Opens another case in place of this one (previous / next). */
  onOpen: (reference: string) => void;
  /** `afterDelete`: the record is gone, so the URL should not lead back to it. */
  onClose: (afterDelete: boolean) => void;
  onChanged: () => void;
}

export function useSubmissionDetail({ reference, previous, next, onOpen, onClose, onChanged }: SubmissionDetailProps) {
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

  function keyDown(event: React.KeyboardEvent<HTMLDialogElement>) {
    // Escape closes the case, unless it belongs to what has the focus: text being typed, or
    // a menu or a dialog of its own.
    if (event.key === "Escape" && keepsEscape(event.target, event.currentTarget)) event.preventDefault();
  }

  function closed(event: React.SyntheticEvent<HTMLDialogElement>) {
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
  }

  function deleted() {
    onChanged();
    unmounting.current = true;
    onClose(true);
  }

  return {
    dialogRef,
    titleRef,
    titleId,
    detail,
    notFound,
    shortcutsOn,
    /** The case's record was changed here: the desk's reads and the list behind read again. */
    changed,
    deleted,
    keyDown,
    closed,
    /** The Close button: the dialog closes as it would on Escape. */
    close: () => dialogRef.current?.close(),
  };
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
