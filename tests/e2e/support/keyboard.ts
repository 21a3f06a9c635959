import { expect } from "vitest";
import type { Locator, Page } from "playwright-core";
import { SETTLE } from "./form-page";

// A person who uses only the keyboard: pressing Tab until something has focus, and checking where
// focus is as they would hear it.

/** Tab presses that may separate the top of a page from what a test looks for. */
const MAX_TABS = 80;

function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** What has focus, as a person hears it: its role-ish tag and its accessible text. */
function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return "nothing";
    const label =
      active.getAttribute("aria-label") ??
      (active as HTMLInputElement).labels?.[0]?.textContent ??
      active.textContent ??
      "";
    return `<${active.tagName.toLowerCase()}> ${label.replace(/\s+/g, " ").trim()}`;
  });
}

/** Presses `key` until `target` has focus; fails if it never does within MAX_TABS presses. */
export async function pressUntilFocused(page: Page, target: Locator, key: "Tab" | "Shift+Tab" = "Tab"): Promise<void> {
  const path: string[] = [];
  for (let presses = 0; presses < MAX_TABS; presses++) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return;
    path.push(await focusedDescription(page));
  }
  throw new Error(`${MAX_TABS} × ${key} never reached the element; focus went: ${path.slice(0, 30).join(" → ")} …`);
}

export async function expectFocused(target: Locator, what: string): Promise<void> {
  await expect.poll(() => isFocused(target), { ...SETTLE, message: `${what} has focus` }).toBe(true);
}
