// Until an island is live, its buttons and forms are plain HTML: a tap on Request Help would do
// nothing, and a form would be sent by the browser itself, to the page's own address with the
// visitor's details in its query string (and so in the history and the server's log), while
// the page reloads empty. On a phone's slow connection that window lasts seconds (the scripts
// arrive after the first paint). So the last tap on a button, or a form's submission, in an
// island not yet live is held here and done again once React has the island. Meanwhile the
// button shows it is busy (aria-busy, dimmed like a button whose form is being sent), so the
// tap is seen to have been taken.
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
  /** Per island, what to do again (click this button, or submit this form) and the button shown busy. */
  const held = new Map<Element, { again: () => void; busy: Element }>();

  function holdFor(island: Element, busy: Element, again: () => void): void {
    held.get(island)?.busy.removeAttribute("aria-busy");
    busy.setAttribute("aria-busy", "true");
    held.set(island, { again, busy });
  }

  function hold(event: Event): void {
    if (!(event.target instanceof Element)) return;
    const island = event.target.closest(ISLAND);
    if (island === null || live.has(island)) return;
    if (event.type === "submit" && event.target instanceof HTMLFormElement) {
      const form = event.target;
      const submitter = (event as SubmitEvent).submitter;
      const button = submitter instanceof HTMLButtonElement ? submitter : null;
      event.preventDefault();
      holdFor(island, button ?? form, () => form.requestSubmit(button));
      return;
    }
    const button = event.target.closest("button");
    if (button === null || button.disabled) return;
    event.preventDefault();
    holdFor(island, button, () => button.click());
  }

  // Capturing on the document runs before anything in the page can see the event.
  root.addEventListener("click", hold, true);
  root.addEventListener("submit", hold, true);

  return {
    islandIsLive(island) {
      live.add(island);
      const action = held.get(island);
      if (action === undefined) return;
      held.delete(island);
      action.busy.removeAttribute("aria-busy");
      action.again();
    },
  };
}
