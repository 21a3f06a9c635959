import { describe, expect, it } from "vitest";
import { importGraph, importLoops } from "./import-graph/import-loops";

// No module of the site imports itself round a loop (docs/architecture.md, "Rooms and arrows").
// The lint zones keep every arrow between floors pointing down, so a loop can only hide inside
// one floor; import-x's no-cycle would not see it when it runs through type-only imports, as the
// last one did (the forms' words and Hindi's forms). So the imports are read as TypeScript
// resolves them, types included (./import-graph/import-loops.ts).

describe("the site's imports", () => {
  it("are read, type-only imports included", () => {
    const graph = importGraph("app");
    expect(graph.get("app/lib/fill-in.ts")).toEqual([]);
    expect(graph.get("app/components/form-fields.tsx")).toContain("app/content/languages/island-words.ts");
  });

  it("run round no loop", () => {
    expect(importLoops(importGraph("app"))).toEqual([]);
  });

  it("would show a loop, however long", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts", "d.ts"]],
      ["d.ts", []],
    ]);
    expect(importLoops(graph)).toEqual([["a.ts", "b.ts", "c.ts"]]);
  });
});
