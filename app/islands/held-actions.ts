// Until an island is live, its buttons and forms are plain HTML: a tap on Request Help would do
// nothing, and a form would be sent by the browser itself, to the page's own address with the
// visitor's details in its query string (and so in the history and the server's log), while
// the page reloads empty. On a phone's slow connection that window lasts seconds (the scripts
// arrive after the first paint). So the last tap on a button, or a form's submission, in an
// island not yet live is held here and done again once React has the island.
//
// "Live" means React has been handed the island (hydrateRoot called): from then on React itself
// takes an event on a part it has not hydrated yet, hydrates it at once and delivers the event.
// Links are left alone: they work without scripts. The public forms also say method="post", so
// that one sent with no script at all (scripts turned off) keeps the details out of the address.

export interface HeldActions {
  /** Call right after the island is handed to React: its held action, if any, is done now. */
  islandIsLive(island: Element): void;
}

const ISLAND = "[data-island]";

export function holdActionsUntilLive(root: Document): HeldActions {
  const live = new WeakSet<Element>();
  /** Per island, what to do again: click this button, or submit this form. */
  const held = new Map<Element, () => void>();

  function hold(event: Event): void {
    if (!(event.target instanceof Element)) return;
    const island = event.target.closest(ISLAND);
    if (island === null || live.has(island)) return;
    if (event.type === "submit" && event.target instanceof HTMLFormElement) {
      const form = event.target;
      const submitter = (event as SubmitEvent).submitter;
      event.preventDefault();
      held.set(island, () => form.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : null));
      return;
    }
    const button = event.target.closest("button");
    if (button === null || button.disabled) return;
    event.preventDefault();
    held.set(island, () => button.click());
  }

  // Capturing on the document runs before anything in the page can see the event.
  root.addEventListener("click", hold, true);
  root.addEventListener("submit", hold, true);

  return {
    islandIsLive(island) {
      live.add(island);
      const action = held.get(island);
      held.delete(island);
      action?.();
    },
  };
}
