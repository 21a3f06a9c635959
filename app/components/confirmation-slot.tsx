import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from "react";
import type { FormAnswer } from "~/shared/form-answer";
import { currentConfirmation, subscribeToConfirmation, type Confirmation } from "../lib/confirmation";
import type { ConfirmationWords } from "../content/languages/island-words";

// Where the confirmation of an accepted form appears: the top of the page's main content
// (docs/decisions/0022). Empty until a form is accepted; the panel's code is fetched only then,
// so no page's first load carries it.

type PanelComponent = ComponentType<{
  confirmation: Confirmation;
  onDismiss?: () => void;
  words?: ConfirmationWords;
}>;

/**
 * The panel itself, given by the server's render (app/entry.server.tsx): a lazy component would
 * suspend there, and React would stream the panel in with an inline script, which the pages'
 * Content-Security-Policy refuses and a browser without scripts never runs. In the browser there
 * is none, and the panel is fetched when first needed; hydrating a server's panel waits for it.
 */
export const ServerConfirmationPanel = createContext<PanelComponent | null>(null);

const ConfirmationPanel = lazy<PanelComponent>(() =>
  import("./confirmation-panel").catch((error: unknown) => {
    // The toast has already shown the reference; only the panel is missing.
    console.error("The confirmation panel could not be loaded", error);
    return { default: NoPanel };
  }),
);

function NoPanel() {
  return null;
}

/** The confirmation of a form the server accepted without scripts (docs/decisions/0021). */
function fromServer(answer: FormAnswer | undefined): Confirmation | null {
  if (answer?.outcome !== "accepted") return null;
  return {
    reference: answer.reference,
    email: "",
    caseUrl: null,
    sentWithoutScripts: {
      message: answer.message,
      caseCode: answer.caseCode,
      ...(answer.caseOpenAction ? { caseOpenAction: answer.caseOpenAction } : {}),
    },
    firstHour: answer.firstHour ?? null,
    ...(answer.replyWithinMinutes === undefined ? {} : { replyWithinMinutes: answer.replyWithinMinutes }),
  };
}

/** `words`: the page's language's, when it is not English (docs/decisions/0040). */
export function ConfirmationSlot({ answer, words }: { answer?: FormAnswer; words?: ConfirmationWords }) {
  // The server rendered the page with a form's confirmation: shown until dismissed, in the
  // server's HTML without scripts and once they run; a form accepted afterwards replaces it.
  const [served] = useState(() => fromServer(answer));
  // The prerendered page has no confirmation; one given while this island hydrates shows after.
  const given = useSyncExternalStore(subscribeToConfirmation, currentConfirmation, () => null);
  const [servedDismissed, setServedDismissed] = useState(false);
  // Once a form on this page is accepted, the server's older confirmation does not come back.
  const replaced = useRef(false);
  if (given) replaced.current = true;
  const confirmation = given ?? (servedDismissed || replaced.current ? null : served);
  const Panel = useContext(ServerConfirmationPanel) ?? ConfirmationPanel;
  if (!confirmation) return null;
  return (
    <Suspense>
      {/* Keyed by the reference: a second accepted form gets a fresh panel (and focus) of its own. */}
      <Panel
        key={confirmation.reference}
        confirmation={confirmation}
        words={words}
        onDismiss={confirmation === served ? () => setServedDismissed(true) : undefined}
      />
    </Suspense>
  );
}
