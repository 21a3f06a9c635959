import type { ComponentType } from "react";
import { afterFirstPaint } from "../lib/after-first-paint";
import { nextTask } from "../lib/next-task";
import { holdActionsUntilLive } from "./held-actions";

// The browser's code for a prerendered public page: it hydrates each island the page holds
// (app/islands/island.tsx) as a React root of its own. The rest of the page is plain HTML and
// needs no JavaScript, so neither React Router nor the page's text is sent to the browser.
//
// The page names only this small file. React and the islands' code are imported once the
// page's first frame is on screen, all at once (the build preloads each import's files
// together): on a phone's slow connection the page's text does not share it with 100 KB of
// scripts before it is painted, and the visitor can read while the page becomes interactive.
// What the visitor does meanwhile is held and done once the island is live (./held-actions).
//
// Each island is started in a task of its own, and handed to React in another: the browser
// starts fetching a module's files in the task that asks for them (one <link rel=modulepreload>
// each), and React sets up each root as it is handed one, so starting every island at once
// made one long task on a slow phone (docs/decisions/0094).

type IslandModule = { default: ComponentType<object> };

/** Each island's module, fetched only by the pages that hold it. */
const islandModules = import.meta.glob<IslandModule>("./modules/*.tsx");

function islandModule(name: string): (() => Promise<IslandModule>) | undefined {
  return islandModules[`./modules/${name}.tsx`];
}

const heldActions = holdActionsUntilLive(document);

/**
 * The island's props, from the data block that ends its wrapper (./island.tsx). The block is
 * removed first: React hydrates the wrapper's children, which are the component's alone.
 */
function takeProps(element: HTMLElement): object {
  const block = element.lastElementChild;
  if (!(block instanceof HTMLScriptElement) || !block.hasAttribute("data-island-props")) return {};
  block.remove();
  return JSON.parse(block.text) as object;
}

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? "";
  const load = islandModule(name);
  if (!load) throw new Error(`No island module named "${name}" in app/islands/modules`);
  const [{ hydrateIslandRoot }, { default: Component }] = await Promise.all([import("./hydrate"), load()]);
  await nextTask();
  hydrateIslandRoot(element, Component, takeProps(element));
  heldActions.islandIsLive(element);
}

async function hydrateIslands(): Promise<void> {
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    hydrateIsland(element).catch((error: unknown) => console.error("An island could not be hydrated", error));
    await nextTask();
  }
}

afterFirstPaint(() => void hydrateIslands());
