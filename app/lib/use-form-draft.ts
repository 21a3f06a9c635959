import { useEffect } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

// Keeps an unsent form in sessionStorage so a reload or a dropped connection does not
// cost a frightened visitor what they typed. sessionStorage, not localStorage: the draft
// stays on this tab only and is gone when it closes, which suits a shared or borrowed phone.

const PREFIX = "draft:";

export function useFormDraft<T extends FieldValues>(
  draftKey: string,
  form: Pick<UseFormReturn<T>, "reset" | "getValues" | "watch">,
): { clearDraft: () => void } {
  const storageKey = PREFIX + draftKey;

  useEffect(() => {
    const saved = readDraft(storageKey);
    if (saved) form.reset(fillEmptyFields(form.getValues(), saved) as T, { keepDefaultValues: true });
    const subscription = form.watch((values) => writeDraft(storageKey, values));
    return () => subscription.unsubscribe();
    // Runs once per draft key: the form object is stable for the component's life.
  }, [storageKey]);

  return { clearDraft: () => removeDraft(storageKey) };
}

/**
 * The draft fills only the fields that are still empty. After a reload on a slow connection the
 * visitor can type before the page is live; what they typed then is newer than the draft.
 */
function fillEmptyFields(current: Record<string, unknown>, saved: Record<string, unknown>): Record<string, unknown> {
  const filled = { ...current };
  for (const [name, value] of Object.entries(saved)) {
    if (isBlank(current[name])) filled[name] = value;
  }
  return filled;
}

/** An empty text field or an unticked box: nothing a person typed or chose. */
function isBlank(value: unknown): boolean {
  return value === "" || value === undefined || value === null || value === false;
}

function readDraft(key: string): Record<string, unknown> | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function writeDraft(key: string, values: unknown): void {
  try {
    const isEmpty = Object.values(values as Record<string, unknown>).every(isBlank);
    if (isEmpty) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or disabled (private mode): the form still works, only the draft is not kept.
  }
}

function removeDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
