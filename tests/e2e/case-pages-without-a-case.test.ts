import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { baseURL, useBrowser, viewports } from "./support/browser";
import { openPage, waitForHydration } from "./support/form-page";
import { localizedPath } from "~/shared/languages";
import { CASE_PAGE_PATH, caseLetterPath } from "~/shared/routes";

// The victim's private pages in a browser that has opened no case (case-page.test.ts,
// case-letters.test.ts and languages-case.test.ts for a case that is open): with no case cookie
// the server looks nothing up, so the database cannot change what they see and they run on
// SQLite only (DATABASE_INDEPENDENT in vitest.e2e.config.ts).

const browser = useBrowser();

const HINDI_CASE = localizedPath("hi", CASE_PAGE_PATH);

function phonePage(): Promise<Page> {
  return browser.newPage({ viewport: viewports.phone });
}

describe("The case page", () => {
  it("with no case open, asks the server nothing once live and logs no error, so the code form is all there is", async () => {
    const page = await phonePage();
    const asked: string[] = [];
    const logged: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/case/api/")) asked.push(request.url());
    });
    page.on("console", (message) => {
      if (message.type() === "error") logged.push(message.text());
    });
    await openPage(page, CASE_PAGE_PATH);
    await page.getByRole("main").getByRole("textbox", { name: "Case code" }).waitFor();
    // Live, with the page's scripts done: a call made on start would have gone by now.
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);
    expect(logged).toEqual([]);
  });
});

describe("Letters drafted from the case, at 375 px", () => {
  it("without a case open in this browser, a letter's page says to open the case first", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    await page.goto(caseLetterPath("bank"));
    await waitForHydration(page);
    expect(await page.getByText("this browser has not opened one").isVisible()).toBe(true);
    expect(await page.getByRole("main").getByRole("link", { name: "Open your case page" }).getAttribute("href")).toBe(
      "/case",
    );
    expect(await page.getByRole("textbox").count()).toBe(0);
  });
});

describe("The case page in Hindi", () => {
  it("is private like the English one: out of the sitemap, named by no hreflang, not indexed", async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    const response = await page.goto(HINDI_CASE);
    expect(response?.status()).toBe(200);
    expect(await page.locator("html").getAttribute("lang")).toBe("hi");
    expect(await page.locator('head meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    expect(await page.locator('head link[rel="alternate"][hreflang]').count()).toBe(0);
    await page.getByRole("main").getByRole("heading", { name: "अपना केस खोलें" }).waitFor();
    const sitemap = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
    expect(sitemap).not.toContain(`${HINDI_CASE}<`);
  });
});
