import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { X } from "lucide-react";
import { toastText } from "../content/site-chrome";

// Toasts at top-right (SPEC.md 2). Written here rather than taken from a library: it is a
// list, a timer and a live region, and it keeps every public page's JavaScript small.

export type ToastTone = "success" | "error";

export interface ToastInput {
  tone: ToastTone;
  message: string;
  /** A second line, e.g. the submission's reference. */
  detail?: string;
  durationMs: number;
  /** Show a shrinking bar for the time left (off on topic pages, SPEC.md 9). */
  progressBar?: boolean;
}

interface Toast extends ToastInput {
  id: number;
  /** Time left to show; kept on the toast so moving it into or out of a dialog keeps its timing. */
  remainingMs: number;
}

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);
const ToastHostContext = createContext<((host: HTMLElement | null) => void) | null>(null);

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  // While a modal dialog is open the rest of the page is inert and beneath it, so the
  // toasts move into the dialog to stay visible, clickable and announced.
  const [host, setHost] = useState<HTMLElement | null>(null);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const show = useCallback((toast: ToastInput) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { ...toast, id, remainingMs: toast.durationMs }]);
  }, []);

  const region = (
    <section className="toast-region" aria-label={toastText.regionLabel}>
      {/* Two live regions, so an error interrupts and a success waits its turn. */}
      <div role="status" aria-live="polite">
        {toasts.filter((t) => t.tone === "success").map((toast) => (
          <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
      <div role="alert" aria-live="assertive">
        {toasts.filter((t) => t.tone === "error").map((toast) => (
          <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </section>
  );

  return (
    <ToastContext.Provider value={show}>
      <ToastHostContext.Provider value={setHost}>
        {children}
        {host ? createPortal(region, host) : region}
      </ToastHostContext.Provider>
    </ToastContext.Provider>
  );
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    // Its time ran out while it was moving between the page and a dialog.
    if (toast.remainingMs <= 0) {
      onDismiss(toast.id);
      return;
    }
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), toast.remainingMs);
    return () => {
      clearTimeout(timer);
      toast.remainingMs -= Date.now() - startedAt;
    };
  }, [paused, toast, onDismiss]);

  return (
    <div
      className={`toast toast--${toast.tone}`}
      // Pausing while pointed at or focused gives a slow reader time to note a reference.
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="toast__text">
        <p className="toast__message">{toast.message}</p>
        {toast.detail ? <p className="toast__detail">{toast.detail}</p> : null}
      </div>
      <button type="button" className="toast__close" aria-label={toastText.dismiss} onClick={() => onDismiss(toast.id)}>
        <X size={18} aria-hidden="true" />
      </button>
      {toast.progressBar !== false ? (
        <span
          className="toast__progress"
          aria-hidden="true"
          style={{ animationDuration: `${toast.durationMs}ms`, animationPlayState: paused ? "paused" : "running" }}
        />
      ) : null}
    </div>
  );
}

export function useToast(): (toast: ToastInput) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error("useToast must be used inside <ToastProvider>");
  return show;
}

/** Lets an open modal dialog hold the toasts (pass null when it closes). */
export function useSetToastHost(): (host: HTMLElement | null) => void {
  const setHost = useContext(ToastHostContext);
  if (!setHost) throw new Error("useSetToastHost must be used inside <ToastProvider>");
  return setHost;
}
