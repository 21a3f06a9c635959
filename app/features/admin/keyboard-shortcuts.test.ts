import { describe, expect, it } from "vitest";
import { shortcutKey } from "./keyboard-shortcuts";

// Which keystrokes a single-key shortcut may take (docs/decisions/0036).

/** A stand-in for an element: only what the check reads. */
function element(inField: boolean, editable = false): EventTarget {
  return { isContentEditable: editable, closest: () => (inField ? {} : null) } as unknown as EventTarget;
}

function press(key: string, changes: Partial<Parameters<typeof shortcutKey>[0]> = {}) {
  return shortcutKey({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    isComposing: false,
    defaultPrevented: false,
    target: element(false),
    ...changes,
  });
}

describe("shortcutKey", () => {
  it("takes a plain letter pressed outside a field, in lower case", () => {
    expect(press("j")).toBe("j");
    expect(press("J")).toBe("j");
  });

  it("leaves keys with Ctrl, Alt or Meta to the browser and the system", () => {
    expect(press("j", { ctrlKey: true })).toBeNull();
    expect(press("j", { altKey: true })).toBeNull();
    expect(press("j", { metaKey: true })).toBeNull();
  });

  it("never takes typing: in a field, in editable text, or while an input method composes", () => {
    expect(press("j", { target: element(true) })).toBeNull();
    expect(press("j", { target: element(false, true) })).toBeNull();
    expect(press("j", { isComposing: true })).toBeNull();
  });

  it("leaves named keys (Escape, Enter, arrows) and keys already handled alone", () => {
    expect(press("Escape")).toBeNull();
    expect(press("Enter")).toBeNull();
    expect(press("ArrowDown")).toBeNull();
    expect(press("j", { defaultPrevented: true })).toBeNull();
  });
});
