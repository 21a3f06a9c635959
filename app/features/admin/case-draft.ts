import { useCallback, useState } from "react";

// An unsent reply or internal note, kept per case as it is typed (docs/decisions/0046), so that
// closing the case (Escape, Close, Next, Previous, an expired session) or reloading the tab does
// not throw it away. sessionStorage, not localStorage: the draft stays in this tab only and is
// gone when the tab closes, and logging out clears it; it never goes in the address.

/** The reply to the person, an internal note, and the note that goes with "Contacted by phone / WhatsApp". */
export type CaseDraftKind = "reply" | "note" | "contact";

const PREFIX = "cyberhelp.admin.draft.";

function storageKey(kind: CaseDraftKind, reference: string): string {
  return `${PREFIX}${kind}.${reference}`;
}

export function readCaseDraft(kind: CaseDraftKind, reference: string): string {
  try {
    return window.sessionStorage.getItem(storageKey(kind, reference)) ?? "";
  } catch {
    return "";
  }
}

function writeCaseDraft(kind: CaseDraftKind, reference: string, text: string): void {
  try {
    // Only spaces is nothing written: no draft to keep or to announce.
    if (text.trim() === "") window.sessionStorage.removeItem(storageKey(kind, reference));
    else window.sessionStorage.setItem(storageKey(kind, reference), text);
  } catch {
    // Storage full or refused: the text stays in its box, only closing the case loses it.
  }
}

/** Forgets every case's drafts in this tab: on logging out, so the next person does not see them. */
export function clearCaseDrafts(): void {
  try {
    const keys: string[] = [];
    for (let index = 0; index < window.sessionStorage.length; index++) {
      const key = window.sessionStorage.key(index);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) window.sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

export interface CaseDraft {
  text: string;
  /** Changes the text and keeps it as the case's draft. */
  setText: (text: string) => void;
  /** The box opened with a draft kept from before (and still holds text). */
  restored: boolean;
  /** Empties the box and forgets the draft: call once it has been sent. */
  clear: () => void;
}

/**
 * A text box's value that is also the case's kept draft of `kind`. The component holding it is
 * keyed by the case's reference, or the value resets when `reference` changes.
 */
export function useCaseDraft(kind: CaseDraftKind, reference: string): CaseDraft {
  const [state, setState] = useState(() => {
    const kept = readCaseDraft(kind, reference);
    return { reference, text: kept, restored: kept !== "" };
  });
  let current = state;
  if (state.reference !== reference) {
    // Another case in the same box: its own draft, read at once (React's "adjust state while rendering").
    const kept = readCaseDraft(kind, reference);
    current = { reference, text: kept, restored: kept !== "" };
    setState(current);
  }
  const setText = useCallback(
    (text: string) => {
      writeCaseDraft(kind, reference, text);
      setState((previous) => ({ reference, text, restored: previous.restored && text.trim() !== "" }));
    },
    [kind, reference],
  );
  const clear = useCallback(() => {
    writeCaseDraft(kind, reference, "");
    setState({ reference, text: "", restored: false });
  }, [kind, reference]);
  return { text: current.text, setText, restored: current.restored, clear };
}
