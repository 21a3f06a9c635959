import { StrictMode, startTransition, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";

// React's part of hydrating an island, imported by app/islands/entry.client.tsx only once the
// page's first frame is on screen: the entry itself imports no React, so nothing but a few
// hundred bytes of script is fetched before the page's text is painted.

export function hydrateIslandRoot(element: HTMLElement, Component: ComponentType<object>, props: object): void {
  // As a transition, React hydrates in slices of a few milliseconds and yields to the browser
  // between them, so a tap or a scroll on a slow phone is not held up by a whole island's
  // hydration; an event on a part not yet hydrated is replayed once it is.
  startTransition(() => {
    hydrateRoot(
      element,
      <StrictMode>
        <Component {...props} />
      </StrictMode>,
    );
  });
}
