import { afterEach, describe, expect, it, vi } from "vitest";
import { clearCaseDrafts, readCaseDraft } from "./case-draft";

// The unsent replies and notes kept per case in the tab (docs/decisions/0046).

/** A sessionStorage stand-in holding `entries`. */
function storage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("case drafts", () => {
  it("reads each case's reply and note apart, and nothing for a case without one", () => {
    vi.stubGlobal("window", {
      sessionStorage: storage({
        "cyberhelp.admin.draft.reply.CH-AAAAAA": "Dear Meera,",
        "cyberhelp.admin.draft.note.CH-AAAAAA": "Called the bank.",
      }),
    });
    expect(readCaseDraft("reply", "CH-AAAAAA")).toBe("Dear Meera,");
    expect(readCaseDraft("note", "CH-AAAAAA")).toBe("Called the bank.");
    expect(readCaseDraft("reply", "CH-BBBBBB")).toBe("");
  });

  it("clears every case's drafts on logging out and leaves the tab's other keys alone", () => {
    const kept = storage({
      "cyberhelp.admin.draft.reply.CH-AAAAAA": "one",
      "cyberhelp.admin.draft.note.CH-BBBBBB": "two",
      "draft:help-request": "{}",
    });
    vi.stubGlobal("window", { sessionStorage: kept });
    clearCaseDrafts();
    expect(readCaseDraft("reply", "CH-AAAAAA")).toBe("");
    expect(readCaseDraft("note", "CH-BBBBBB")).toBe("");
    expect(kept.getItem("draft:help-request")).toBe("{}");
  });

  it("reads no draft when storage is refused, instead of failing", () => {
    vi.stubGlobal("window", {
      get sessionStorage(): Storage {
        throw new DOMException("denied", "SecurityError");
      },
    });
    expect(readCaseDraft("reply", "CH-AAAAAA")).toBe("");
    expect(() => clearCaseDrafts()).not.toThrow();
  });
});
