import { ShellIcon } from "~/app/components/shell-icons";
import { useEffect, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { toastText } from "../content/languages/en/chrome";

// Toasts at top-right (docs/product.md §2). Written here rather than taken from a library: it is a
// list, a timer and a live region, and it keeps every public page's JavaScript small.

type ToastTone = "success" | "error";

export interface ToastInput {
  tone: ToastTone;
  message: string;
  /** A second line, e.g. the submission's reference. */
  detail?: string;
  /** A line of plain text under the message, e.g. what happens to a form that is offline. */
  note?: string;
  durationMs: number;
  /** Show a shrinking bar for the time left (off on topic pages, docs/product.md §9). */
  progressBar?: boolean;
}

interface Toast extends ToastInput {
  id: number;
  /** Time left to show; kept on the toast so moving it into or out of a dialog keeps its timing. */
  remainingMs: number;
}

// The toasts live in this module rather than in a React context: on a public page the forms
// that show toasts and the region that shows them are separate islands, separate React roots
// (docs/decisions/0012-islands-on-public-pages.md), and a module is what they share.
const NO_TOASTS: readonly Toast[] = [];
let toasts: readonly Toast[] = NO_TOASTS;
// While a modal dialog is open the rest of the page is inert and beneath it, so the
// toasts move into the dialog to stay visible, clickable and announced.
let host: HTMLElement | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function update(change: () => void): void {
  change();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast in the page's toast region. */
export function showToast(toast: ToastInput): void {
  const id = nextId++;
  update(() => (toasts = [...toasts, { ...toast, id, remainingMs: toast.durationMs }]));
}

/** Clears the error toasts: a failure put right (a login that then succeeds) must not follow the person on. */
export function dismissErrorToasts(): void {
  update(() => (toasts = toasts.filter((toast) => toast.tone !== "error")));
}

function dismiss(id: number): void {
  update(() => (toasts = toasts.filter((toast) => toast.id !== id)));
}

/** Lets an open modal dialog hold the toasts (pass null when it closes). */
export function setToastHost(element: HTMLElement | null): void {
  update(() => (host = element));
}

/** The region the toasts appear in, once per page (docs/product.md §2). */
/** `label` names the region in the page's language (it comes as a prop: islands carry no words of their own). */
export function ToastRegion({
  label = toastText.regionLabel,
  dismissLabel = toastText.dismiss,
}: {
  label?: string;
  /** Each toast's close button, in the page's language. */
  dismissLabel?: string;
}) {
  // While hydrating, React renders the server snapshot: the prerendered page's empty region. A
  // toast shown before this island hydrated (a form sent as the page became live, on a slow
  // phone) then appears right after hydration instead of breaking it.
  const list = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NO_TOASTS,
  );
  const target = useSyncExternalStore(
    subscribe,
    () => host,
    () => null,
  );

  const region = (
    <section className="toast-region" aria-label={label}>
      {/* Two live regions, so an error interrupts and a success waits its turn. */}
      <div role="status" aria-live="polite">
        {list
          .filter((t) => t.tone === "success")
          .map((toast) => (
            <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} dismissLabel={dismissLabel} />
          ))}
      </div>
      <div role="alert" aria-live="assertive">
        {list
          .filter((t) => t.tone === "error")
          .map((toast) => (
            <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} dismissLabel={dismissLabel} />
          ))}
      </div>
    </section>
  );
  return target ? createPortal(region, target) : region;
}

function ToastCard({
  toast,
  onDismiss,
  dismissLabel,
}: {
  toast: Toast;
  onDismiss: (id: number) => void;
  dismissLabel: string;
}) {
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
        {toast.note ? <p className="toast__note">{toast.note}</p> : null}
      </div>
      <button type="button" className="toast__close" aria-label={dismissLabel} onClick={() => onDismiss(toast.id)}>
        <ShellIcon name="x" size={18} />
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

/** showToast, as a hook, so a component need not know where the toasts live. */
export function useToast(): (toast: ToastInput) => void {
  return showToast;
}
