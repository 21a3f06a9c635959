import { createContext, useCallback, useContext, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { X } from "lucide-react";
import { formText, requestHelpText } from "../../content/site-chrome";
import { GoldenHourCallout } from "../../components/golden-hour-callout";
import { useSetToastHost } from "../../components/toast";
import { HelpRequestForm } from "./help-request-form";
import { timings } from "../../../shared/constants";
import { topicSlugFromPath } from "../../../shared/routes";

// The Request Help modal (SPEC.md 2 and 4). A native <dialog> opened with showModal():
// the page behind becomes inert, focus stays inside, Escape closes it, and focus returns
// to the button that opened it.

const RequestHelpContext = createContext<(() => void) | null>(null);

export function useOpenRequestHelp(): () => void {
  const open = useContext(RequestHelpContext);
  if (!open) throw new Error("useOpenRequestHelp must be used inside <RequestHelpProvider>");
  return open;
}

export function RequestHelpProvider({ children }: { children: React.ReactNode }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const autoCloseTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { pathname } = useLocation();
  const setToastHost = useSetToastHost();

  const open = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    setToastHost(dialog);
    dialog.querySelector<HTMLInputElement>("input")?.focus();
  }, [setToastHost]);

  const close = useCallback(() => {
    clearTimeout(autoCloseTimer.current);
    dialogRef.current?.close();
  }, []);

  useEffect(() => () => clearTimeout(autoCloseTimer.current), []);

  return (
    <RequestHelpContext.Provider value={open}>
      {children}
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
          <h2 id="request-help-title" className="dialog__title">
            {requestHelpText.dialogTitle}
          </h2>
          <button type="button" className="dialog__x" aria-label={formText.closeDialog} onClick={close}>
            <X aria-hidden="true" size={22} />
          </button>
        </div>
        <p className="dialog__intro">{requestHelpText.intro}</p>
        <GoldenHourCallout compact />
        <HelpRequestForm
            variant="request-help"
            draftKey="request-help-modal"
            topic={topicSlugFromPath(pathname) ?? undefined}
            onAccepted={() => {
              autoCloseTimer.current = setTimeout(close, timings.helpModalAutoCloseMs);
            }}
            secondaryAction={
              <button type="button" className="button button--secondary" onClick={close}>
                {formText.close}
              </button>
            }
          />
      </dialog>
    </RequestHelpContext.Provider>
  );
}

export function RequestHelpButton({ className = "button button--accent" }: { className?: string }) {
  const open = useOpenRequestHelp();
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={open}>
      {requestHelpText.openButton}
    </button>
  );
}
