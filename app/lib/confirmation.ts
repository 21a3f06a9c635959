import type { FirstHour } from "~/shared/first-hour";

// The confirmation that stays at the top of the page after a form is accepted
// (docs/decisions/0022). The forms and the panel are separate islands, separate React roots
// (docs/decisions/0012-islands-on-public-pages.md), so they meet here, in the module, as the
// toasts do. Only the latest confirmation is kept, and only in memory: it is gone when the
// visitor dismisses it or leaves the page.

export interface Confirmation {
  /** The submission's reference, e.g. CH-7K3Q9M. */
  reference: string;
  /** The address the visitor gave, shown masked where a copy is mailed. */
  email: string;
  /** The private case page (docs/decisions/0025); null when the server gave none. */
  caseUrl: string | null;
  /**
   * A form sent without scripts: its own success message (no toast said it), and the case code
   * the server minted for this showing, posted to the case page by a plain form.
   */
  sentWithoutScripts?: { message: string; caseCode: string | null; caseOpenAction?: string };
  /** When the money went, from the time the person gave: the first hour's advice (shared/first-hour.ts). */
  firstHour?: FirstHour | null;
  /** The case's own response target from the server's answer, which the reply promise says. */
  replyWithinMinutes?: number;
}

let current: Confirmation | null = null;
const listeners = new Set<() => void>();

function update(next: Confirmation | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Shows the confirmation of an accepted submission, in place of any earlier one. */
export function showConfirmation(confirmation: Confirmation): void {
  update({ ...confirmation });
}

export function dismissConfirmation(): void {
  update(null);
}

export function currentConfirmation(): Confirmation | null {
  return current;
}

export function subscribeToConfirmation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
