import { describe, expect, it } from "vitest";
import { importGraph, importLoops } from "./import-graph/import-loops";

// No module of the server imports itself round a loop (docs/architecture.md, "Rooms and arrows"):
// arrows run one way, from the routes down to the rooms (server/cases/, server/mail/,
// server/reminders/, ...) and on to server/db/, and within a room from what puts it together down
// to its parts. A loop inside one room, or between two rooms, is no lint zone's business, and
// import-x's no-cycle would not see one that runs through type-only imports; so the imports are
// read as TypeScript resolves them, types included (./import-graph/import-loops.ts).

describe("the server's imports", () => {
  it("are read, type-only imports included", () => {
    const graph = importGraph("server");
    expect(graph.get("server/clock.ts")).toEqual([]);
    // Its only import of the server's modules is of a type.
    expect(graph.get("server/admin/response-report.ts")).toContain("server/db/schema.ts");
  });

  it("run round no loop", () => {
    expect(importLoops(importGraph("server"))).toEqual([]);
  });
});
