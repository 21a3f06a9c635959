import { useCallback, useEffect, useRef, useState } from "react";
import Headset from "lucide-react/icons/headset";
import X from "lucide-react/icons/x";
import { formText, requestHelpText } from "~/app/content/site-chrome";
import { GoldenHourCallout } from "~/app/components/golden-hour-callout";
import { setToastHost, showToast } from "~/app/components/toast";
import type { HelpRequestForm as HelpRequestFormComponent } from "./help-request-form";
import { timings } from "~/shared/constants";
import { formMessages } from "~/shared/messages";
import { paths, topicSlugFromPath } from "~/shared/routes";

// The Request Help modal (docs/product.md §2 and §4). A native <dialog> opened with showModal():
// the page behind becomes inert, focus stays inside, Escape closes it, and focus returns
// to the button that opened it.
//
// The form (react-hook-form, the Zod schema) is fetched when a visitor shows intent to open
// the dialog (pointing at, touching or focusing the button) or at the latest on the click,
// so a page without a form of its own does not load form code it may never use
// (docs/performance.md). On a page that holds the same form the module is already there and nothing is fetched.

type HelpRequestForm = typeof HelpRequestFormComponent;
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

/** The Request Help modal, once per public page. */
export function RequestHelpDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const autoCloseTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [Form, setForm] = useState<HelpRequestForm | null>(null);
  /** A click came before the form had loaded: open as soon as it has rendered. */
  const openWhenRendered = useRef(false);

  const showDialog = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    setToastHost(dialog);
    if (isTouchScreen()) dialog.querySelector<HTMLElement>(".dialog__title")?.focus();
    else dialog.querySelector<HTMLInputElement>("input")?.focus();
  }, []);

  const open = useCallback(() => {
    if (Form) {
      showDialog();
      return;
    }
    openWhenRendered.current = true;
    loadHelpRequestForm().then(
      (loaded) => setForm(() => loaded),
      (error: unknown) => {
        openWhenRendered.current = false;
        console.error("The Request Help form could not be loaded", error);
        showToast({ tone: "error", message: formMessages.helpModal.serverError, durationMs: timings.helpModalToastMs });
      },
    );
  }, [Form, showDialog]);

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

  useEffect(() => {
    if (Form && openWhenRendered.current) {
      openWhenRendered.current = false;
      showDialog();
    }
  }, [Form, showDialog]);

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
          {requestHelpText.dialogTitle}
        </h2>
        <button type="button" className="dialog__x" aria-label={formText.closeDialog} onClick={close}>
          <X aria-hidden="true" size={22} />
        </button>
      </div>
      <p className="dialog__intro">{requestHelpText.intro}</p>
      <GoldenHourCallout compact />
      {Form && (
        <Form
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

/**
 * Request Help as a link to /query-form, the same form on a page of its own: that is where it
 * leads without scripts or before its island is live. Once live, a plain click opens the dialog
 * instead; a click that asks for a new tab or window still follows the link.
 */
export function RequestHelpLink({
  className,
  label,
  showIcon = false,
}: {
  className?: string;
  label: string;
  showIcon?: boolean;
}) {
  // Announced as opening a dialog only once it does: the prerendered link just navigates.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <a
      href={paths.queryForm}
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
      {showIcon && <Headset aria-hidden="true" size={20} />}
      <span>{label}</span>
    </a>
  );
}
