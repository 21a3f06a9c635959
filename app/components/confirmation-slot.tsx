import { useEffect, useState, useSyncExternalStore, type ComponentType } from "react";
import { currentConfirmation, subscribeToConfirmation, type Confirmation } from "../lib/confirmation";

// Where the confirmation of an accepted form appears: the top of the page's main content
// (docs/decisions/0022). Empty until a form is accepted; the panel's code is fetched only then,
// so no page's first load carries it.

type Panel = ComponentType<{ confirmation: Confirmation }>;
let panelModule: Promise<Panel> | undefined;

/** Fetches the panel once; a failed fetch is tried again by the next confirmation. */
function loadPanel(): Promise<Panel> {
  panelModule ??= import("./confirmation-panel").then(
    (module) => module.ConfirmationPanel,
    (error: unknown) => {
      panelModule = undefined;
      throw error;
    },
  );
  return panelModule;
}

export function ConfirmationSlot() {
  // The prerendered page has no confirmation; one given while this island hydrates shows after.
  const confirmation = useSyncExternalStore(subscribeToConfirmation, currentConfirmation, () => null);
  const [Panel, setPanel] = useState<Panel | null>(null);

  useEffect(() => {
    if (!confirmation || Panel) return;
    loadPanel().then(
      (loaded) => setPanel(() => loaded),
      // The toast has already shown the reference; the panel is what is missing.
      (error: unknown) => console.error("The confirmation panel could not be loaded", error),
    );
  }, [confirmation, Panel]);

  if (!confirmation || !Panel) return null;
  // Keyed by the reference: a second accepted form gets a fresh panel (and focus) of its own.
  return <Panel key={confirmation.reference} confirmation={confirmation} />;
}
