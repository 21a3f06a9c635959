import { timings } from "~/shared/constants";

// Until an island is live, its buttons and forms are plain HTML: a tap on Request Help would do
// nothing, and a form would be sent by the browser itself, reloading the page. On a phone's slow
// connection that window lasts seconds (the scripts arrive after the first paint). So the last
// tap on a button, or a form's submission, in an island not yet live is held here and done again
// once React has the island. Meanwhile the button shows it is busy (aria-busy, dimmed like a
// button whose form is being sent), so the tap is seen to have been taken.
//
// Scripts may also never come (a dropped connection, a blocked file). A held action waits for
// them at most timings.heldActionFallbackMs, then takes the path that needs no script: a form is
// posted to its page, which the server answers with a page (docs/decisions/0021-forms-without-scripts.md),
// and a held tap on a link that opens a dialog (Request Help) follows the link. Once given up, the
// action is forgotten: scripts that arrive later neither send the form again nor open the dialog.
//
// "Live" means React has been handed the island (hydrateRoot called): from then on React itself
// takes an event on a part it has not hydrated yet, hydrates it at once and delivers the event.
// Other links are left alone: they work without scripts.

export interface HeldActions {
  /** Call right after the island is handed to React: its held action, if any, is done now. */
  islandIsLive(island: Element): void;
}

const ISLAND = "[data-island]";
/** A link that its island turns into something else once live (RequestHelpLink opens the dialog). */
const UPGRADED_LINK = "a[data-hold-until-live]";

interface HeldAction {
  /** Done once the island is live. */
  again: () => void;
  /** Done instead if the island is not live in time. */
  withoutScripts: () => void;
  busy: Element;
  timer: ReturnType<typeof setTimeout>;
}

export function holdActionsUntilLive(root: Document, fallbackMs: number = timings.heldActionFallbackMs): HeldActions {
  const live = new WeakSet<Element>();
  /** Islands whose held action went the way without scripts: their events are the browser's now. */
  const gaveUp = new WeakSet<Element>();
  const held = new Map<Element, HeldAction>();

  /** Takes the island's held action off hold (not busy, no timer) and returns it. */
  function release(island: Element): HeldAction | undefined {
    const action = held.get(island);
    if (action === undefined) return undefined;
    held.delete(island);
    clearTimeout(action.timer);
    action.busy.removeAttribute("aria-busy");
    return action;
  }

  function holdFor(island: Element, busy: Element, again: () => void, withoutScripts: () => void): void {
    release(island);
    busy.setAttribute("aria-busy", "true");
    const timer = setTimeout(() => {
      const action = release(island);
      if (action === undefined) return;
      gaveUp.add(island);
      action.withoutScripts();
    }, fallbackMs);
    held.set(island, { again, withoutScripts, busy, timer });
  }

  function hold(event: Event): void {
    if (!(event.target instanceof Element)) return;
    const island = event.target.closest(ISLAND);
    if (island === null || live.has(island) || gaveUp.has(island)) return;
    if (event.type === "submit" && event.target instanceof HTMLFormElement) {
      const form = event.target;
      const submitter = (event as SubmitEvent).submitter;
      const button = submitter instanceof HTMLButtonElement ? submitter : null;
      event.preventDefault();
      // Its checks have passed: form.submit() posts it without another submit event.
      holdFor(
        island,
        button ?? form,
        () => form.requestSubmit(button),
        () => form.submit(),
      );
      return;
    }
    const link = event.target.closest<HTMLAnchorElement>(UPGRADED_LINK);
    if (link !== null) {
      const click = event as MouseEvent;
      // A new tab or window is the browser's to open, live or not.
      if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return;
      event.preventDefault();
      holdFor(
        island,
        link,
        () => link.click(),
        () => root.defaultView?.location.assign(link.href),
      );
      return;
    }
    const button = event.target.closest("button");
    if (button === null || button.disabled) return;
    event.preventDefault();
    // A form's submit button submits it the browser's way (its checks first, then the post); any
    // other button has no path without scripts and is only no longer shown busy.
    const form = button.type === "submit" ? button.form : null;
    holdFor(
      island,
      button,
      () => button.click(),
      () => form?.requestSubmit(button),
    );
  }

  // Capturing on the document runs before anything in the page can see the event.
  root.addEventListener("click", hold, true);
  root.addEventListener("submit", hold, true);

  return {
    islandIsLive(island) {
      live.add(island);
      release(island)?.again();
    },
  };
}
