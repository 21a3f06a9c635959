import { basename } from "node:path";
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AccordionIsland } from "./modules/accordion";

// Each island's module is found by the browser from the name in the page
// (app/islands/entry.client.tsx), so a module's island must carry its file's name.

// The same lookup as the browser's.
const islandModules = import.meta.glob<Record<string, unknown>>("./modules/*.tsx");

describe("island modules", () => {
  it("are found", () => {
    expect(Object.keys(islandModules).length).toBeGreaterThan(0);
  });

  it.each(Object.keys(islandModules))(
    "%s: its island is named after the file, and hydrates its default export",
    async (file) => {
      const module = await islandModules[file]!();
      const islands = Object.entries(module).filter(([key]) => key !== "default");
      expect(islands).toHaveLength(1);
      const [, wrapped] = islands[0] as [string, ComponentType & { displayName?: string }];
      expect(wrapped.displayName).toBe(`Island(${basename(file, ".tsx")})`);
      expect(typeof module.default).toBe("function");
    },
  );
});

describe("an island in the prerendered page", () => {
  const items = [
    { question: "Can I still report after a week?", answer: 'Yes, "report" <today>.' },
    { question: "Is 1930 free?", answer: "Yes." },
  ];

  it("wraps the component's HTML in an element that names the island, with its props after the HTML", () => {
    const html = renderToString(createElement(AccordionIsland, { id: "faq", items }));
    const wrapper = /^<div class="island" data-island="accordion">([\s\S]*)<\/div>$/.exec(html);
    expect(wrapper).not.toBeNull();
    const inside = wrapper?.[1] ?? "";
    const block = /<script type="application\/json" data-island-props="">([\s\S]*?)<\/script>$/.exec(inside);
    expect(block).not.toBeNull();
    expect(JSON.parse(block?.[1] ?? "")).toEqual({ id: "faq", items });
    // The question is in the HTML before the props: the browser paints it without reading them.
    expect(inside.indexOf("Can I still report after a week?")).toBeLessThan(block?.index ?? -1);
    expect(html).toContain('aria-controls="faq-panel-0"');
  });

  it("writes no `<` in its props, so no value can end their block or open a comment in it", () => {
    const html = renderToString(
      createElement(AccordionIsland, { id: "faq", items: [{ question: "</script><!--", answer: "<b>" }] }),
    );
    const block = /<script type="application\/json" data-island-props="">([\s\S]*?)<\/script>/.exec(html);
    expect(block?.[1]).not.toContain("<");
    expect(JSON.parse(block?.[1] ?? "")).toEqual({ id: "faq", items: [{ question: "</script><!--", answer: "<b>" }] });
  });
});
