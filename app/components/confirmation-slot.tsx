import { lazy, Suspense, useSyncExternalStore, type ComponentType } from "react";
import { currentConfirmation, subscribeToConfirmation, type Confirmation } from "../lib/confirmation";

// Where the confirmation of an accepted form appears: the top of the page's main content
// (docs/decisions/0022). Empty until a form is accepted; the panel's code is fetched only then,
// so no page's first load carries it.

const ConfirmationPanel = lazy<ComponentType<{ confirmation: Confirmation }>>(() =>
  import("./confirmation-panel").catch((error: unknown) => {
    // The toast has already shown the reference; only the panel is missing.
    console.error("The confirmation panel could not be loaded", error);
    return { default: NoPanel };
  }),
);

function NoPanel() {
  return null;
}

export function ConfirmationSlot() {
  // The prerendered page has no confirmation; one given while this island hydrates shows after.
  const confirmation = useSyncExternalStore(subscribeToConfirmation, currentConfirmation, () => null);
  if (!confirmation) return null;
  return (
    <Suspense>
      {/* Keyed by the reference: a second accepted form gets a fresh panel (and focus) of its own. */}
      <ConfirmationPanel key={confirmation.reference} confirmation={confirmation} />
    </Suspense>
  );
}
