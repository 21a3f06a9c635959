import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser } from "./support/browser";
import { createAdmin, openAdmin, signIn } from "./support/admin";
import { PUBLIC_PATHS } from "~/shared/pages";
import { paths } from "~/shared/routes";

// Decision 0006: Recharts is loaded with the admin only, so no public page carries its weight.

const browser = useBrowser();

/** Class names Recharts writes into every chart; any script holding Recharts holds them. */
const RECHARTS_MARK = /recharts-(surface|responsive-container|wrapper)/;

/** Every script the page fetched while `visit` ran, with whether it holds Recharts. */
async function scriptsLoaded(page: Page, visit: () => Promise<void>): Promise<Map<string, boolean>> {
  const pending: Promise<void>[] = [];
  const scripts = new Map<string, boolean>();
  const onResponse = (response: import("playwright-core").Response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response.text().then(
        (text) => void scripts.set(new URL(response.url()).pathname, RECHARTS_MARK.test(text)),
        () => undefined,
      ),
    );
  };
  page.on("response", onResponse);
  await visit();
  await Promise.all(pending);
  page.off("response", onResponse);
  return scripts;
}

describe("Charts load with the admin only", () => {
  // One test a page, so that none walks the whole site.
  for (const path of [...PUBLIC_PATHS, paths.login, paths.signup]) {
    it(`${path} loads scripts, none of them holding Recharts`, async () => {
      const page = await browser.newPage();
      const scripts = await scriptsLoaded(page, async () => {
        await page.goto(path, { waitUntil: "networkidle" });
      });
      expect(scripts.size).toBeGreaterThan(0);
      expect([...scripts].filter(([, holdsRecharts]) => holdsRecharts).map(([url]) => url)).toEqual([]);
    });
  }

  // The check itself must be able to fail: the admin's chart does load Recharts.
  it("the admin's dashboard loads a script holding Recharts", async () => {
    const page = await browser.newPage();
    const admin = await createAdmin("charts");
    await signIn(page, admin);
    const adminScripts = await scriptsLoaded(page, async () => {
      await openAdmin(page, admin);
      await page.locator(".recharts-surface").waitFor();
    });
    expect([...adminScripts.values()].some(Boolean)).toBe(true);
  });
});
