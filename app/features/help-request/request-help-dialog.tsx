import { ShellIcon } from "~/app/components/shell-icons";
import { useCallback, useEffect, useRef, useState } from "react";
import { GoldenHourCallout } from "~/app/components/golden-hour-callout";
import { setToastHost, showToast } from "~/app/components/toast";
import type { HelpRequestForm as HelpRequestFormComponent } from "./help-request-form";
import { sendOnceBackOnline } from "~/app/lib/offline-resend";
import type { FormLanguage } from "~/app/content/languages/island-words";
import { timings } from "~/shared/constants";
import { paths, topicSlugFromPath } from "~/shared/routes";

// The Request Help modal (docs/product.md §2 and §4). A native <dialog> opened with showModal():
// the page behind becomes inert, focus stays inside, Escape closes it, and focus returns
// to the button that opened it.
//
// The form (react-hook-form, the Zod schema) is fetched when a visitor shows intent to open
// the dialog (pointing at, touching or focusing the button) or at the latest on the click,
// so a page without a form of its own does not load form code it may never use
// (docs/performance.md). On a page that holds the same form the module is already there and nothing is fetched.
// The dialog does not wait for it: it opens on the tap, says the form is loading, and fills in;
// when the fetch fails it says so, offers the form's own page, and fills in once connected.

type HelpRequestForm = typeof HelpRequestFormComponent;

/**
 * While the browser says it is online but the form's scripts still failed to arrive (the first
 * try after the connection came back can fail too), how often to fetch them again. Shorter than
 * a form's resend: fetching scripts stores nothing, and a frightened visitor is waiting for the form.
 */
const FORM_FETCH_RETRY_MS = 5_000;
let formModule: Promise<HelpRequestForm> | undefined;

/** Starts fetching the dialog's form, once; a failed fetch is tried again on the next call. */
function loadHelpRequestForm(): Promise<HelpRequestForm> {
  formModule ??= import("./help-request-form").then(
    (module) => module.HelpRequestForm,
    (error: unknown) => {
      formModule = undefined;
      throw error;
    },
  );
  return formModule;
}

// The buttons that open the dialog and the dialog itself are separate islands on a public
// page (docs/decisions/0012-islands-on-public-pages.md), so they meet here, in the module.
// A click that comes before the dialog has hydrated is kept and honoured when it has.
let openDialog: (() => void) | null = null;
let openRequestedEarly = false;

function requestOpen(): void {
  if (openDialog) openDialog();
  else openRequestedEarly = true;
}

/** Fetches the form ahead of a click that looks likely; a failure is reported by the click that follows, if one does. */
function preload(): void {
  void loadHelpRequestForm().catch(() => undefined);
}

/**
 * Whether the main pointer is a finger. On a phone or tablet, focus in a text field brings up
 * the on-screen keyboard, which covers the dialog's "call 1930" call-out, the part a victim who
 * has just lost money needs first; there the dialog focuses its heading instead, so a screen
 * reader still starts inside the dialog and reads its name, and the keyboard opens when the
 * visitor taps a field. "(pointer: coarse)" asks about the primary pointer only: a laptop with a
 * touch screen and a mouse or trackpad reports "fine" and keeps focus on Name for its keyboard,
 * which "(any-pointer: coarse)" or a touch-event check would take away.
 */
function isTouchScreen(): boolean {
  return window.matchMedia("(pointer: coarse)").matches;
}

type FormLoad = "idle" | "loading" | "failed";

/**
 * The Request Help modal, once per public page, in the page's language (docs/decisions/0040):
 * its words come with the page, and the form inside speaks the same.
 */
export function RequestHelpDialog({ language }: { language: FormLanguage }) {
  const { words, goldenHour } = language;
  const { dialog: requestHelpText, fields: formText } = words;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const autoCloseTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [Form, setForm] = useState<HelpRequestForm | null>(null);
  const [formLoad, setFormLoad] = useState<FormLoad>("idle");
  /** Cancels the wait for the connection after a failed fetch (./offline-resend.ts). */
  const cancelRetry = useRef<(() => void) | null>(null);

  const showDialog = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    setToastHost(dialog);
    const name = dialog.querySelector<HTMLInputElement>("input");
    if (isTouchScreen() || !name) dialog.querySelector<HTMLElement>(".dialog__title")?.focus();
    else name.focus();
  }, []);

  const loadForm = useCallback(() => {
    cancelRetry.current?.();
    cancelRetry.current = null;
    setFormLoad("loading");
    loadHelpRequestForm().then(
      (loaded) => setForm(() => loaded),
      (error: unknown) => {
        console.error("The Request Help form could not be loaded", error);
        setFormLoad("failed");
        showToast({ tone: "error", message: words.toasts.modalServerError, durationMs: timings.helpModalToastMs });
        // Fills itself in once the connection is back, as the forms send themselves.
        cancelRetry.current = sendOnceBackOnline(loadForm, {
          target: window,
          isOnline: () => navigator.onLine,
          retryMs: FORM_FETCH_RETRY_MS,
        });
      },
    );
  }, [words]);

  // The dialog opens on the tap, at once, even on a slow phone; its form fills in when fetched.
  const open = useCallback(() => {
    showDialog();
    if (!Form && formLoad !== "loading") loadForm();
  }, [Form, formLoad, loadForm, showDialog]);

  useEffect(() => {
    openDialog = open;
    if (openRequestedEarly) {
      openRequestedEarly = false;
      open();
    }
    return () => {
      openDialog = null;
    };
  }, [open]);

  useEffect(() => () => cancelRetry.current?.(), []);

  // Once the form is in, a keyboard user who has not moved on starts in Name, as when it was there at once.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!Form || !dialog?.open || isTouchScreen()) return;
    if (document.activeElement === dialog.querySelector(".dialog__title")) {
      dialog.querySelector<HTMLInputElement>("input")?.focus();
    }
  }, [Form]);

  const close = useCallback(() => {
    clearTimeout(autoCloseTimer.current);
    dialogRef.current?.close();
  }, []);

  useEffect(() => () => clearTimeout(autoCloseTimer.current), []);

  return (
    <dialog
      ref={dialogRef}
      className="dialog"
      aria-labelledby="request-help-title"
      onClose={() => {
        clearTimeout(autoCloseTimer.current);
        setToastHost(null);
      }}
    >
      <div className="dialog__header">
        {/* tabIndex -1: focusable by the script on a touch screen (isTouchScreen), not a stop for Tab. */}
        <h2 id="request-help-title" className="dialog__title" tabIndex={-1}>
          {requestHelpText.title}
        </h2>
        <button type="button" className="dialog__x" aria-label={formText.closeDialog} onClick={close}>
          <ShellIcon name="x" size={22} />
        </button>
      </div>
      <p className="dialog__intro">{requestHelpText.intro}</p>
      <GoldenHourCallout compact words={goldenHour} />
      {!Form && formLoad === "loading" ? (
        <p className="dialog__loading" role="status">
          {requestHelpText.loadingForm}
        </p>
      ) : null}
      {!Form && formLoad === "failed" ? <FormUnavailable onRetry={loadForm} language={language} /> : null}
      {Form && (
        <Form
          language={language}
          variant="request-help"
          draftKey="request-help-modal"
          topic={topicSlugFromPath(window.location.pathname) ?? undefined}
          onAccepted={() => {
            autoCloseTimer.current = setTimeout(close, timings.helpModalAutoCloseMs);
          }}
          secondaryAction={
            <button type="button" className="button button--secondary" onClick={close}>
              {formText.close}
            </button>
          }
        />
      )}
    </dialog>
  );
}

/** Why the dialog is empty, and the ways on: the call-out above it gives 1930. */
function FormUnavailable({ onRetry, language }: { onRetry: () => void; language: FormLanguage }) {
  const { words, formPageHref } = language;
  const requestHelpText = words.dialog;
  return (
    <div className="dialog__unavailable" role="alert">
      <p>{navigator.onLine ? requestHelpText.formUnavailable : requestHelpText.formUnavailableOffline}</p>
      <div className="form__actions">
        <button type="button" className="button button--primary" onClick={onRetry}>
          {requestHelpText.tryAgain}
        </button>
        <a className="button button--secondary" href={formPageHref}>
          {requestHelpText.formOnItsOwnPage}
        </a>
      </div>
    </div>
  );
}

/**
 * Request Help as a link to /query-form, the same form on a page of its own: that is where it
 * leads without scripts or before its island is live. Once live, a plain click opens the dialog
 * instead; a click that asks for a new tab or window still follows the link.
 */
export function RequestHelpLink({
  className,
  label,
  showIcon = false,
  href = paths.queryForm,
}: {
  className?: string;
  label: string;
  showIcon?: boolean;
  /** The form's own page in the page's language (/hi/query-form on a Hindi page). */
  href?: string;
}) {
  // Announced as opening a dialog only once it does: the prerendered link just navigates.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <a
      href={href}
      className={className}
      aria-haspopup={live ? "dialog" : undefined}
      // A tap before the island is live is held for it, and follows the link if it never is
      // (app/islands/held-actions.ts).
      data-hold-until-live=""
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        requestOpen();
      }}
      onPointerEnter={preload}
      onTouchStart={preload}
      onFocus={preload}
    >
      {showIcon && <ShellIcon name="headset" size={20} />}
      <span>{label}</span>
    </a>
  );
}
