import AxeBuilder from "@axe-core/playwright";
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { baseURL, useBrowser, viewports } from "./support/browser";
import { field, holdRequests, SETTLE, waitForHydration } from "./support/form-page";
import { unfoldTypedText } from "./support/typed-text";
import { uniqueEmail } from "./support/submissions-db";
import { indiaDateTimeLocal } from "~/shared/india-time";
import { apiPaths, caseApiPaths, CASE_PAGE_PATH } from "~/shared/routes";

// The case page never loses what the victim typed into its transaction and message forms
// (docs/decisions/0065): sent offline, it waits in this tab and goes once, by itself, when the
// browser is back online, even after a reload; a case no longer open keeps it until the case is
// opened again; a server failure keeps it in the form, and so does a slow or failed fetch of the
// page's schemas; and without scripts, the browser comes back to the form's own section, which
// says it was saved.

const browser = useBrowser();

const OFFLINE_LINE = "You are offline. What you typed is kept on this phone and will be sent when you are connected.";
const HINDI_OFFLINE_LINE = "आप ऑफ़लाइन हैं। आपने जो लिखा है, वह इसी फ़ोन पर रखा है और इंटरनेट जुड़ते ही भेज दिया जाएगा।";
const WAITING_FOR_CASE =
  "Your case is no longer open on this browser. What you typed is kept on this phone: open your case again with your case link or its code, and it will be sent.";

/** A help request sent through the API, as an app would; its reference and case link. */
async function sendHelpRequest(
  page: Page,
  label: string,
  language = "en",
): Promise<{ reference: string; caseUrl: string }> {
  const response = await page.request.post(`${baseURL()}${apiPaths.helpRequests}`, {
    data: { name: "Meera Iyer", email: uniqueEmail(label), query: `UPI debits I never made (${label}).`, language },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { reference: string; caseUrl: string };
}

async function openCase(label: string, language = "en"): Promise<{ page: Page; caseUrl: string; reference: string }> {
  const page = await browser.newPage({ viewport: viewports.phone });
  const sent = await sendHelpRequest(page, label, language);
  await page.goto(sent.caseUrl);
  await waitForHydration(page);
  await page
    .getByRole("heading", { name: `Case ${sent.reference}` })
    .or(page.getByRole("heading", { name: `केस ${sent.reference}` }))
    .waitFor();
  return { page, ...sent };
}

function transactionsOf(page: Page): Locator {
  return page.getByRole("main").getByRole("region", { name: "Your transactions" });
}

function threadOf(page: Page, name = "Messages"): Locator {
  return page.getByRole("main").getByRole("region", { name });
}

function listedTransactions(section: Locator): Locator {
  return section.getByRole("list", { name: "Transactions you have added" }).getByRole("listitem");
}

/** The victim's replies the thread lists with this text. */
function repliesWith(thread: Locator, text: string): Locator {
  return thread.getByRole("listitem").filter({ hasText: text });
}

/** Every POST to a case API path, with the Idempotency-Key it carried, as the page sends them. */
function postsTo(page: Page, path: string): string[] {
  const keys: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === path)
      keys.push(request.headers()["idempotency-key"] ?? "");
  });
  return keys;
}

/** The case as the server has it now (the page's own cookie). */
async function storedCase(page: Page): Promise<{ transactions: { utr: string }[]; messages: { body: string }[] }> {
  const response = await page.request.get(`${baseURL()}${caseApiPaths.view}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { case: { transactions: { utr: string }[]; messages: { body: string }[] } }).case;
}

const minutesAgo = (minutes: number) => indiaDateTimeLocal(new Date(Date.now() - minutes * 60_000));

describe("With scripts, offline", () => {
  it("a transaction added offline says it is kept, stays in the form, and goes once by itself when the phone is back online", async () => {
    const { page } = await openCase("offline-transaction");
    const keys = postsTo(page, caseApiPaths.transactions);
    const section = transactionsOf(page);
    await field(section, "Date and time").fill(minutesAgo(30));
    await field(section, "Amount in rupees").fill("12,500");
    await field(section, "UTR / transaction ID (optional)").fill("431299990001");
    await page.context().setOffline(true);

    await section.getByRole("button", { name: "Add transaction" }).click();

    await section.getByRole("status").filter({ hasText: OFFLINE_LINE }).waitFor();
    expect(await section.getByText(/Server error/).count()).toBe(0);
    expect(await field(section, "UTR / transaction ID (optional)").inputValue()).toBe("431299990001");
    expect(await field(section, "Amount in rupees").inputValue()).toBe("12,500");
    const kept = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
    expect(kept).toContain("431299990001");

    await page.context().setOffline(false);

    await section.getByText("Added to your transactions.").waitFor();
    // Folded under who typed it until the case is opened from its mail (docs/decisions/0075).
    await unfoldTypedText(section);
    expect(await listedTransactions(section).count()).toBe(1);
    expect(await field(section, "UTR / transaction ID (optional)").inputValue()).toBe("");
    expect((await storedCase(page)).transactions.map((transaction) => transaction.utr)).toEqual(["431299990001"]);
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(new Set(keys).size, "every try carried the one key").toBe(1);
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("resend:")))).toEqual(
      [],
    );
  });

  it("a message whose answer was lost is still waiting when the tab is reloaded, and goes once after the reload with the same key", async () => {
    const { page } = await openCase("offline-message-reload");
    const keys = postsTo(page, caseApiPaths.messages);
    // The server stores the first try, then its answer is lost on the way back.
    await page.route(`**${caseApiPaths.messages}`, async (route) => {
      await route.fetch();
      await route.abort("connectionreset");
    });
    const thread = threadOf(page);
    const text = "I called 1930 at 10 am. Acknowledgement 31411250099999.";
    await thread.getByLabel("Write to our desk").fill(text);
    await thread.getByRole("button", { name: "Send message" }).click();
    await thread.getByRole("status").filter({ hasText: OFFLINE_LINE }).waitFor();
    expect(await thread.getByLabel("Write to our desk").inputValue()).toBe(text);

    await page.unroute(`**${caseApiPaths.messages}`);
    await page.reload();

    const reloaded = threadOf(page);
    await reloaded.getByRole("status").filter({ hasText: "Sent. Our desk will read it and answer here." }).waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect((await storedCase(page)).messages.filter((message) => message.body === text)).toHaveLength(1);
    expect(await repliesWith(reloaded, "31411250099999").count()).toBe(1);
    expect(await reloaded.getByLabel("Write to our desk").inputValue()).toBe("");

    // Nothing is left waiting: another reload sends nothing.
    await page.reload();
    await waitForHydration(page);
    await threadOf(page).waitFor();
    expect(keys).toHaveLength(2);
  });

  it("a server failure keeps the text in the form and says the server could not save it; nothing goes by itself", async () => {
    const { page } = await openCase("server-failure");
    const keys = postsTo(page, caseApiPaths.messages);
    await page.route(`**${caseApiPaths.messages}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ status: "error", message: "Something went wrong on our side. Please try again later." }),
      }),
    );
    const thread = threadOf(page);
    await thread.getByLabel("Write to our desk").fill("My bank has not replied.");
    await thread.getByRole("button", { name: "Send message" }).click();

    await thread
      .getByRole("alert")
      .filter({ hasText: "Our server could not save this. What you typed is still here: please try again." })
      .waitFor();
    expect(await thread.getByLabel("Write to our desk").inputValue()).toBe("My bank has not replied.");
    expect(await thread.getByText(OFFLINE_LINE).count()).toBe(0);
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("resend:")))).toEqual(
      [],
    );

    await page.unroute(`**${caseApiPaths.messages}`);
    await thread.getByRole("button", { name: "Send message" }).click();
    await thread.getByRole("status").filter({ hasText: "Sent. Our desk will read it and answer here." }).waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[1], "the same content, tried again, is the same request").toBe(keys[0]);
  });

  it("in Hindi, a transaction sent offline says so in Hindi", async () => {
    const { page } = await openCase("offline-hindi", "hi");
    const section = page.getByRole("main").getByRole("region", { name: "आपके लेन-देन" });
    await section.waitFor();
    await page.context().setOffline(true);
    await section.locator('input[name="occurredAt"]').fill(minutesAgo(10));
    await section.locator('input[name="amount"]').fill("499");
    await section.locator('button[type="submit"]').last().click();
    await section.getByRole("status").filter({ hasText: HINDI_OFFLINE_LINE }).waitFor();
    await page.context().setOffline(false);
    await unfoldTypedText(section, "hi");
    await section.getByRole("list").getByRole("listitem").first().waitFor();
    expect(await section.getByRole("list").getByRole("listitem").count()).toBe(1);
  });
});

describe("With scripts, the page's schemas fetched on first use (docs/decisions/0084)", () => {
  /** The file of the case page's schemas, and Zod with them, which the page fetches on first use. */
  const SCHEMAS_FILE = /\/assets\/case-schemas-[\w-]+\.js$/;

  /**
   * The case page as the server renders it for the case cookie, with no request of its own: the
   * page opened from its link has read the link's answer with the schemas, so it is loaded again.
   */
  async function reopenFromCookie(page: Page): Promise<void> {
    await page.reload();
    await waitForHydration(page);
    await threadOf(page).waitFor();
  }

  it("on a slow connection, a message waits for the schemas, busy, with what was typed, and goes once they come", async () => {
    const { page } = await openCase("schemas-slow");
    const keys = postsTo(page, caseApiPaths.messages);
    const release = await holdRequests(page, SCHEMAS_FILE);
    const schemaFetches: string[] = [];
    page.on("request", (request) => {
      if (SCHEMAS_FILE.test(request.url())) schemaFetches.push(request.url());
    });
    await reopenFromCookie(page);
    expect(schemaFetches, "not fetched with the page").toEqual([]);
    const thread = threadOf(page);
    const text = "The bank asked for my complaint number.";
    await thread.getByLabel("Write to our desk").fill(text);

    await thread.getByRole("button", { name: "Send message" }).click();

    await expect
      .poll(() => thread.getByRole("button", { name: "Send message" }).getAttribute("aria-busy"))
      .toBe("true");
    expect(await thread.getByLabel("Write to our desk").inputValue()).toBe(text);
    expect(keys).toEqual([]);
    release();
    await thread.getByRole("status").filter({ hasText: "Sent. Our desk will read it and answer here." }).waitFor();
    expect((await storedCase(page)).messages.filter((message) => message.body === text)).toHaveLength(1);
    expect(await thread.getByLabel("Write to our desk").inputValue()).toBe("");
  });

  it("when the schemas cannot be fetched, a message goes as typed and is kept in the form; sent again once they load, it is stored once", async () => {
    const { page } = await openCase("schemas-failed");
    const keys = postsTo(page, caseApiPaths.messages);
    await page.route(SCHEMAS_FILE, (route) => route.abort("connectionrefused"));
    await reopenFromCookie(page);
    const thread = threadOf(page);
    const text = "The caller's number was +91 90000 54321.";
    await thread.getByLabel("Write to our desk").fill(text);

    await thread.getByRole("button", { name: "Send message" }).click();

    await thread.getByRole("status").filter({ hasText: OFFLINE_LINE }).waitFor();
    expect(await thread.getByLabel("Write to our desk").inputValue()).toBe(text);
    expect(await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)))).toContain("+91 90000 54321");

    await page.unroute(SCHEMAS_FILE);
    await thread.getByRole("button", { name: "Send message" }).click();

    await thread.getByRole("status").filter({ hasText: "Sent. Our desk will read it and answer here." }).waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[1], "the same content, tried again, is the same request").toBe(keys[0]);
    expect((await storedCase(page)).messages.filter((message) => message.body === text)).toHaveLength(1);
    expect(await thread.getByLabel("Write to our desk").inputValue()).toBe("");
  });
});

describe("With scripts, landing where a form without scripts brought the browser", () => {
  it("a page that gets its scripts after landing on #transactions keeps the case open: the section's name is not a case code", async () => {
    const { page } = await openCase("section-fragment-with-scripts");
    await page.goto(`${CASE_PAGE_PATH}?saved=transaction#transactions`);
    await waitForHydration(page);
    await transactionsOf(page).getByRole("status").filter({ hasText: "Added to your transactions." }).waitFor();
    expect(await page.getByRole("main").getByRole("heading", { name: "Open your case" }).count()).toBe(0);
  });
});

describe("With scripts, the case no longer open", () => {
  it("a message sent after the case session ended stays on this phone, the page asks to open the case again, and once opened the message goes once", async () => {
    const { page, caseUrl } = await openCase("session-ended");
    const keys = postsTo(page, caseApiPaths.messages);
    const text = "The caller rang again from +91 90000 12345.";
    await threadOf(page).getByLabel("Write to our desk").fill(text);
    // The session ends meanwhile (it expired, or was closed in another tab).
    await page.context().clearCookies();

    await threadOf(page).getByRole("button", { name: "Send message" }).click();

    const main = page.getByRole("main");
    await main.getByRole("status").filter({ hasText: WAITING_FOR_CASE }).waitFor();
    expect(await main.getByRole("heading", { name: "Open your case" }).isVisible()).toBe(true);
    expect(await main.getByRole("heading", { name: "Lost your link?" }).isVisible()).toBe(true);
    expect(await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)))).toContain("+91 90000 12345");
    expect(
      await new AxeBuilder({ page })
        .include("main")
        .analyze()
        .then((axe) => axe.violations.map((v) => v.id)),
    ).toEqual([]);

    await main.getByRole("textbox", { name: "Case code" }).fill(caseUrl.split("#")[1]!);
    await main.getByRole("button", { name: "Open my case" }).click();

    const thread = threadOf(page);
    await thread.getByRole("status").filter({ hasText: "Sent. Our desk will read it and answer here." }).waitFor();
    expect(await repliesWith(thread, "+91 90000 12345").count()).toBe(1);
    expect((await storedCase(page)).messages.filter((message) => message.body === text)).toHaveLength(1);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe("Without scripts", () => {
  async function openWithoutScripts(label: string, language: "en" | "hi" = "en"): Promise<Page> {
    const sender = await browser.newPage({ viewport: viewports.phone });
    const { caseUrl } = await sendHelpRequest(sender, label, language);
    const page = await browser.newPage({ viewport: viewports.phone, javaScriptEnabled: false });
    const hindi = language === "hi";
    await page.goto(hindi ? `/hi${CASE_PAGE_PATH}` : CASE_PAGE_PATH);
    const main = page.getByRole("main");
    await main.getByRole("textbox", { name: hindi ? "केस कोड" : "Case code" }).fill(caseUrl.split("#")[1]!);
    await main.getByRole("button", { name: hindi ? "मेरा केस खोलें" : "Open my case" }).click();
    await page.getByRole("heading", { name: hindi ? /^केस CH-/ : /^Case CH-/ }).waitFor();
    return page;
  }

  /** Whether the element's top is on the screen, below the phone's sticky emergency bar. */
  function inView(locator: Locator): Promise<boolean> {
    return locator.evaluate((element) => {
      const { top } = element.getBoundingClientRect();
      return top >= 0 && top < window.innerHeight;
    });
  }

  it("a saved transaction brings the browser back to Your transactions, which says it was added", async () => {
    const page = await openWithoutScripts("no-js-saved-transaction");
    const section = transactionsOf(page);
    await field(section, "Date and time").fill(minutesAgo(45));
    await field(section, "Amount in rupees").fill("2,499");
    await section.getByRole("button", { name: "Add transaction" }).click();

    await section.getByRole("status").filter({ hasText: "Added to your transactions." }).waitFor();
    expect(new URL(page.url()).hash).toBe("#transactions");
    expect(await inView(section.getByRole("status").filter({ hasText: "Added to your transactions." }))).toBe(true);
    await unfoldTypedText(section);
    expect(await listedTransactions(section).count()).toBe(1);
  });

  it("a refused transaction comes back with its message, what was typed, and focus on the field, in view", async () => {
    const page = await openWithoutScripts("no-js-refused-transaction");
    const section = transactionsOf(page);
    await field(section, "Date and time").fill(minutesAgo(45));
    await field(section, "Amount in rupees").fill("12.345");
    await field(section, "UTR / transaction ID (optional)").fill("UTR445566");
    await section.getByRole("button", { name: "Add transaction" }).click();

    await section.getByText("Please enter at most 2 digits after the point, e.g. 499.50.").waitFor();
    expect(await field(section, "UTR / transaction ID (optional)").inputValue()).toBe("UTR445566");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")), SETTLE).toBe("amount");
    expect(await inView(field(section, "Amount in rupees"))).toBe(true);
  });

  it("in Hindi, a sent message brings the browser back to the thread, which says in Hindi that it was sent; an empty one comes back focused there", async () => {
    const page = await openWithoutScripts("no-js-hindi-message", "hi");
    const thread = threadOf(page, "संदेश");
    await thread.getByRole("button", { name: "संदेश भेजें" }).click();
    await thread.getByLabel("हमारे डेस्क को लिखें").waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), SETTLE).toBe("case-reply");
    expect(await inView(thread.getByLabel("हमारे डेस्क को लिखें"))).toBe(true);

    await thread.getByLabel("हमारे डेस्क को लिखें").fill("मैंने 1930 पर कॉल किया।");
    await thread.getByRole("button", { name: "संदेश भेजें" }).click();

    const sent = thread.getByRole("status").filter({ hasText: "भेज दिया गया। हमारा डेस्क इसे पढ़कर यहीं जवाब देगा।" });
    await sent.waitFor();
    expect(new URL(page.url()).pathname).toBe("/hi/case");
    expect(new URL(page.url()).hash).toBe("#messages");
    expect(await inView(sent)).toBe(true);
    expect(await repliesWith(thread, "मैंने 1930 पर कॉल किया।").count()).toBe(1);
  });
});
