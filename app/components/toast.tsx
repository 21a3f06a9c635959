import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
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
}

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const show = useCallback((toast: ToastInput) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { ...toast, id }]);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
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
    </ToastContext.Provider>
  );
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.durationMs);
  const startedAt = useRef(0);

  useEffect(() => {
    if (paused) return;
    startedAt.current = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt.current;
    };
  }, [paused, toast.id, onDismiss]);

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
