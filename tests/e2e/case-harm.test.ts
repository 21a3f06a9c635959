import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { violations } from "./support/axe";
import { baseURL, useBrowser, viewports } from "./support/browser";
import { uniqueEmail } from "./support/submissions-db";
import { apiPaths, CASE_PAGE_PATH } from "~/shared/routes";

// Help by kind of harm on the case page (docs/decisions/0070): "What is this about?" above the
// steps, which follow the answer; for sextortion the age is asked before any step.

const browser = useBrowser();

/** A help request sent as a browser would, and its case's link (secret in the fragment). */
async function sendRequest(page: Page, label: string): Promise<string> {
  const response = await page.request.post(`${baseURL()}${apiPaths.helpRequests}`, {
    data: {
      name: "Rohan Mehta",
      email: uniqueEmail(label),
      query: "Someone I met online says he will send a video of me to my family unless I pay.",
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { caseUrl: string }).caseUrl;
}

const stepTitles = (page: Page) =>
  page.getByRole("main").locator(".case-steps").getByRole("heading", { level: 4 }).allTextContents();

describe("What is this about?", () => {
  it("Case page at 375 px: sextortion asks the age, and for someone under 18 the steps begin with an adult they trust and the portal's section for children", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    await page.goto(await sendRequest(page, "case-harm-minor"));
    const main = page.getByRole("main");
    const about = main.getByRole("group", { name: "What is this about?" });
    await about.waitFor();
    expect(await main.getByRole("group", { name: "Is the person being threatened under 18?" }).count()).toBe(0);

    await about.getByRole("radio", { name: /threatens to share intimate pictures or videos of me/ }).check();
    const age = main.getByRole("group", { name: "Is the person being threatened under 18?" });
    await age.getByRole("radio", { name: "Yes" }).check();
    // Checked with the question's top just below the phone's sticky header.
    await about.evaluate((group) => {
      group.scrollIntoView({ block: "start" });
      window.scrollBy(0, -(document.querySelector("header")?.getBoundingClientRect().height ?? 0) - 16);
    });
    expect(await violations(page)).toEqual([]);
    await main.getByRole("button", { name: "Show my steps" }).click();

    await main.getByRole("status").filter({ hasText: "Saved. Your next steps have been updated." }).waitFor();
    await expect
      .poll(() => stepTitles(page).then((titles) => titles.slice(0, 2)))
      .toEqual([
        "Tell a parent or another adult you trust, today",
        "Report it in the portal's section for women and children",
      ]);
    // Answered, the question folds away under a way to change it.
    expect(await main.getByRole("group", { name: "What is this about?" }).isVisible()).toBe(false);
    await main.getByText("Change what this is about", { exact: true }).waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it("without scripts: a digital arrest's steps begin with hanging up, on the page the form answers with", async () => {
    const sender = await browser.newPage({ viewport: viewports.phone });
    const caseUrl = await sendRequest(sender, "case-harm-no-js");
    const page = await browser.newPage({ viewport: viewports.phone, javaScriptEnabled: false });
    await page.goto(CASE_PAGE_PATH);
    const main = page.getByRole("main");
    await main.getByRole("textbox", { name: "Case code" }).fill(caseUrl.split("#")[1]!);
    await main.getByRole("button", { name: "Open my case" }).click();

    await main.getByRole("radio", { name: 'A caller says I am under "digital arrest"' }).check();
    await main.getByRole("button", { name: "Show my steps" }).click();
    await main.getByRole("heading", { name: "Hang up: nobody is arrested on a video call", level: 4 }).waitFor();
    expect((await stepTitles(page))[0]).toBe("Hang up: nobody is arrested on a video call");
  });

  it("in Hindi, the steps of a frozen account are in Hindi", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    const caseUrl = await sendRequest(page, "case-harm-hindi");
    await page.goto(`/hi${CASE_PAGE_PATH}#${caseUrl.split("#")[1]}`);
    const main = page.getByRole("main");
    await main.getByRole("radio", { name: "मेरा अपना बैंक खाता फ़्रीज़ या होल्ड कर दिया गया है" }).check();
    await main.getByRole("button", { name: "मेरे कदम दिखाएँ" }).click();
    await expect
      .poll(() => stepTitles(page).then((titles) => titles[0]))
      .toBe("अपने बैंक से लिखित में पूछें कि खाता क्यों फ़्रीज़ किया गया");
  });
});
