import { StrictMode, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { afterFirstPaint } from "../lib/after-first-paint";

// The browser's code for a prerendered public page: it hydrates each island the page holds
// (app/islands/island.tsx) as a React root of its own. The rest of the page is plain HTML and
// needs no JavaScript, so neither React Router nor the page's text is sent to the browser.

type IslandModule = { default: ComponentType<object> };

/** Each island's module, fetched only by the pages that hold it. */
const islandModules = import.meta.glob<IslandModule>("./modules/*.tsx");

function islandModule(name: string): (() => Promise<IslandModule>) | undefined {
  return islandModules[`./modules/${name}.tsx`];
}

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? "";
  const load = islandModule(name);
  if (!load) throw new Error(`No island module named "${name}" in app/islands/modules`);
  const { default: Component } = await load();
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  hydrateRoot(
    element,
    <StrictMode>
      <Component {...props} />
    </StrictMode>,
  );
}

function hydrateIslands(): void {
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    hydrateIsland(element).catch((error: unknown) => console.error("An island could not be hydrated", error));
  }
}

afterFirstPaint(hydrateIslands);
