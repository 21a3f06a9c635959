import { useEffect, useRef, useSyncExternalStore } from "react";

// The desk's single-key shortcuts (docs/decisions/0036). WCAG 2.1.4 allows single-character
// shortcuts only if they can be turned off; ours are off until a desk member turns them on,
// so speech-input users and anyone typing into the wrong place never fire one by accident.
// The choice is this browser's, kept in localStorage.

const STORAGE_KEY = "cyberhelp.admin.shortcuts";
const listeners = new Set<() => void>();

function readEnabled(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === "on";
  } catch {
    // Storage blocked: shortcuts stay off, as they start.
    return false;
  }
}

export function setShortcutsEnabled(enabled: boolean): void {
  try {
    if (enabled) window.localStorage.setItem(STORAGE_KEY, "on");
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the choice cannot be kept, and shortcuts stay off.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab turned them on or off.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useShortcutsEnabled(): boolean {
  return useSyncExternalStore(subscribe, readEnabled, () => false);
}

/** The key a shortcut answers to, or null when the keystroke belongs to something else. */
export function shortcutKey(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "isComposing" | "defaultPrevented" | "target">,
): string | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing || event.defaultPrevented) return null;
  if (isTypingTarget(event.target)) return null;
  return event.key.length === 1 ? event.key.toLowerCase() : null;
}

/** A field, a list box or editable text: its keys are the person's typing. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== "function") return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return element.closest("input, textarea, select, [contenteditable]:not([contenteditable='false'])") !== null;
}

/**
 * Calls `actions[key]` for a single-key shortcut pressed within `scope` (or anywhere outside an
 * open dialog when `scope` is the document), while shortcuts are on.
 */
export function useShortcuts(
  actions: Readonly<Record<string, (() => void) | undefined>>,
  scope: "document" | React.RefObject<HTMLElement | null>,
): void {
  const enabled = useShortcutsEnabled();
  // The newest actions, without listening again at every render.
  const current = useRef(actions);
  current.current = actions;

  useEffect(() => {
    if (!enabled) return;
    const target: HTMLElement | Document | null = scope === "document" ? document : scope.current;
    if (!target) return;
    const onKey = (event: Event) => {
      const keyEvent = event as KeyboardEvent;
      // The page behind a modal dialog is inert: its shortcuts wait until the dialog closes.
      if (scope === "document" && (keyEvent.target as Element | null)?.closest?.("dialog")) return;
      const key = shortcutKey(keyEvent);
      const action = key === null ? undefined : current.current[key];
      if (!action) return;
      keyEvent.preventDefault();
      action();
    };
    target.addEventListener("keydown", onKey);
    return () => target.removeEventListener("keydown", onKey);
  }, [enabled, scope]);
}

/** The shortcuts, as the page documents them: [key, what it does]. */
export const SHORTCUT_KEYS = {
  nextCase: "j",
  previousCase: "k",
  reply: "r",
  assignToMe: "m",
  start: "s",
  resolve: "e",
} as const;
