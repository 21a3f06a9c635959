import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { violations } from "./support/axe";
import { baseURL, useBrowser } from "./support/browser";
import { waitForHydration } from "./support/form-page";
import { uniqueEmail } from "./support/submissions-db";
import { apiPaths, CASE_PAGE_PATH } from "~/shared/routes";

// A form takes any address, so its link to the case page may reach someone who never filled it
// (docs/decisions/0075). Opened from the form's own link, as here, the case page at 360 px folds
// what was typed under the line saying who typed it and what we never ask for; a tap (or Enter)
// on the line opens it, with scripts and without, and axe finds nothing folded or open.

const browser = useBrowser();
const PHONE = { width: 360, height: 640 };
const STORY = "Call Mr Sharma on +91 90000 11111 and pay the ₹500 release fee to unblock your account.";
const LINE = {
  en: "Typed by whoever filled the form; we never ask for an OTP, PIN, fees or remote-access apps",
  hi: "जिसने भी फ़ॉर्म भरा, उसका लिखा हुआ; हम कभी ओटीपी, पिन, कोई शुल्क या रिमोट-एक्सेस ऐप नहीं माँगते",
} as const;

/** A request sent with the API in `language`; the link the form's answer hands out. */
async function sendRequest(page: Page, label: string, language: "en" | "hi" = "en"): Promise<string> {
  const sent = await page.request.post(`${baseURL()}${apiPaths.helpRequests}`, {
    data: { name: "Asha Verma", email: uniqueEmail(label), query: STORY, language },
  });
  expect(sent.status()).toBe(201);
  return ((await sent.json()) as { caseUrl: string }).caseUrl;
}

describe("what was typed on a case opened from the form's own link, at 360 px", () => {
  it("is folded under the line that says who typed it, opens on a tap, and passes axe folded and open", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(await sendRequest(page, "typed-folded"));
    await page.getByRole("heading", { name: /^Case CH-/ }).waitFor();
    await waitForHydration(page);
    const main = page.getByRole("main");
    const line = main.getByText(LINE.en, { exact: true });
    await line.first().waitFor();
    const story = main.getByText(STORY, { exact: true });
    expect(await story.isVisible()).toBe(false);
    expect(await violations(page)).toEqual([]);

    await line.first().click();
    expect(await story.isVisible()).toBe(true);
    expect(await violations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it("opens from the keyboard: the line takes the focus and Enter opens it", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(await sendRequest(page, "typed-keyboard"));
    await page.getByRole("heading", { name: /^Case CH-/ }).waitFor();
    await waitForHydration(page);
    const line = page.getByRole("main").getByText(LINE.en, { exact: true }).first();
    await line.focus();
    expect(await line.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    expect(await page.getByRole("main").getByText(STORY, { exact: true }).isVisible()).toBe(true);
  });

  it("without scripts, the page the server renders folds it too, and a tap opens it", async () => {
    const sender = await browser.newPage({ viewport: PHONE });
    const caseUrl = await sendRequest(sender, "typed-no-script");
    const page = await browser.newPage({ viewport: PHONE, javaScriptEnabled: false });
    await page.goto(CASE_PAGE_PATH);
    await page.getByRole("main").getByRole("textbox", { name: "Case code" }).fill(caseUrl.split("#")[1]!);
    await page.getByRole("main").getByRole("button", { name: "Open my case" }).click();
    await page.getByRole("heading", { name: /^Case CH-/ }).waitFor();
    const story = page.getByRole("main").getByText(STORY, { exact: true });
    expect(await story.isVisible()).toBe(false);
    await page.getByRole("main").getByText(LINE.en, { exact: true }).first().click();
    expect(await story.isVisible()).toBe(true);
  });

  it("says the line in Hindi on the Hindi page", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(await sendRequest(page, "typed-hindi", "hi"));
    await page.getByRole("heading", { name: /^केस CH-/ }).waitFor();
    await page.getByRole("main").getByText(LINE.hi, { exact: true }).first().waitFor();
    expect(await page.getByRole("main").getByText(STORY, { exact: true }).isVisible()).toBe(false);
    expect(await violations(page)).toEqual([]);
  });
});
