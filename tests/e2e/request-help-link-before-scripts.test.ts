import { describe, expect, it } from "vitest";
import { paths } from "~/shared/routes";
import { useBrowser, viewports } from "./support/browser";
import { holdRequests, waitForHydration } from "./support/form-page";
import { LATE_SCRIPTS_TEST_MS, LATE_SCRIPTS_WAIT_MS, SCRIPTS_AFTER_PAINT } from "./support/late-scripts";

// The header's Request Help when the page's scripts do not arrive (forms-without-scripts.test.ts
// for the forms themselves): the tap follows the link, and late scripts open no dialog. Nothing is
// sent or stored, so the database cannot change what the test sees and it runs on SQLite only
// (DATABASE_INDEPENDENT in vitest.e2e.config.ts).

const browser = useBrowser();

describe("When the page's scripts do not arrive, at 375 px", () => {
  it(
    "a tap on Request Help while they load follows the link to /query-form after 8 s, and late scripts open no dialog",
    async () => {
      const page = await browser.newPage({ viewport: viewports.phone });
      const releaseScripts = await holdRequests(page, SCRIPTS_AFTER_PAINT);
      const entryAsked = page.waitForRequest(SCRIPTS_AFTER_PAINT);
      await page.goto(paths.faq);
      await entryAsked;
      const link = page.getByRole("banner").getByRole("link", { name: "Request Help", exact: true });

      const tappedAt = Date.now();
      await link.click();
      expect(await link.getAttribute("aria-busy")).toBe("true");
      await page.waitForRequest(
        (sent) => sent.isNavigationRequest() && new URL(sent.url()).pathname === paths.queryForm,
        { timeout: LATE_SCRIPTS_WAIT_MS },
      );
      expect(Date.now() - tappedAt).toBeGreaterThanOrEqual(7_500);

      // The scripts arrive while the link is being followed: they must not open the dialog.
      releaseScripts();

      await page.getByRole("heading", { level: 1, name: "Request Help" }).waitFor();
      expect(new URL(page.url()).pathname).toBe(paths.queryForm);
      await waitForHydration(page);
      expect(await page.getByRole("dialog").count()).toBe(0);
    },
    LATE_SCRIPTS_TEST_MS,
  );
});
