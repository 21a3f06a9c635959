import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser } from "./support/browser";
import {
  expectSuccessToast,
  field,
  fieldValues,
  fillFields,
  holdRequests,
  recordPosts,
  waitForHydration,
} from "./support/form-page";
import { submissionsByEmail, uniqueEmail } from "./support/submissions-db";

// A public page is readable before its scripts arrive: on a phone's slow connection React and
// the islands' code come seconds after the text (decision 0012). What a visitor does in that
// time must not be lost: typed text stays, a tap on Request Help or on a form's submit button
// takes effect once the page is live, and a form is never sent by the browser itself (which
// would put the visitor's details in the page's address).

const browser = useBrowser();

/** Every script but the islands' entry and its start file: what a page fetches once painted. */
const SCRIPTS_AFTER_PAINT = /\/assets\/(?!islands-)[^/]+\.js$/;

/**
 * Opens `path` with every script held back except the islands' entry and its start file (the
 * two the page's HTML names), as a slow connection would. Returns the function that lets the
 * rest arrive.
 */
async function openWithScriptsHeld(page: Page, path: string): Promise<() => void> {
  const release = await holdRequests(page, SCRIPTS_AFTER_PAINT);
  await goAndWaitForEntry(page, () => page.goto(path));
  return release;
}

/** Once the entry asks for the held files it has run: the page is painted, not yet live. */
async function goAndWaitForEntry(page: Page, navigate: () => Promise<unknown>): Promise<void> {
  const entryAsked = page.waitForRequest(SCRIPTS_AFTER_PAINT);
  await navigate();
  await entryAsked;
}

async function expectNotHydrated(page: Page): Promise<void> {
  const live = await page.evaluate(() =>
    [...document.querySelectorAll("[data-island]")].some((island) =>
      Object.keys(island).some((key) => key.startsWith("__reactContainer")),
    ),
  );
  expect(live).toBe(false);
}

const CONTACT_LABELS = ["Name", "Email", "Subject", "Message"];
const CONTACT_SUCCESS = "✅ Form submitted! Our team will contact you 24/7";

describe("Before the page's scripts arrive", () => {
  it("text typed into a form before the page is live is still there once it is, and is what gets sent", async () => {
    const page = await browser.newPage();
    const release = await openWithScriptsHeld(page, "/contact");
    const form = page.getByRole("region", { name: "Interested in discussing?" });
    const message = {
      Name: "Meera Iyer",
      Email: uniqueEmail("typed-early"),
      Subject: "Aadhaar misuse",
      Message: "Typed before the page was live.",
    };

    await fillFields(form, message);
    await expectNotHydrated(page);
    release();
    await waitForHydration(page);

    expect(await fieldValues(form, CONTACT_LABELS)).toEqual(message);
    await form.getByRole("button", { name: "Send Message" }).click();
    const reference = await expectSuccessToast(page, CONTACT_SUCCESS);
    expect(await submissionsByEmail(message.Email)).toMatchObject([
      { reference, name: message.Name, message: message.Message },
    ]);
  });

  it("after a reload, what is typed before the page is live wins over the saved draft, which fills the fields left alone", async () => {
    const page = await browser.newPage();
    await page.goto("/contact");
    await waitForHydration(page);
    const form = page.getByRole("region", { name: "Interested in discussing?" });
    await fillFields(form, { Name: "Draft Name", Subject: "Draft subject" });

    const release = await holdRequests(page, SCRIPTS_AFTER_PAINT);
    await goAndWaitForEntry(page, () => page.reload());
    await fillFields(form, { Name: "Typed Name", Message: "Typed before the page was live." });
    await expectNotHydrated(page);
    release();
    await waitForHydration(page);

    expect(await fieldValues(form, CONTACT_LABELS)).toEqual({
      Name: "Typed Name",
      Email: "",
      Subject: "Draft subject",
      Message: "Typed before the page was live.",
    });
  });

  it("a form submitted before the page is live is sent once it is, and the visitor's details never enter the address", async () => {
    const page = await browser.newPage();
    const posts = recordPosts(page, "/api/contact-messages");
    const release = await openWithScriptsHeld(page, "/contact");
    const form = page.getByRole("region", { name: "Interested in discussing?" });
    const message = {
      Name: "Arjun Nair",
      Email: uniqueEmail("submitted-early"),
      Subject: "UPI fraud",
      Message: "Sent before the page was live.",
    };

    await fillFields(form, message);
    await field(form, "Message").press("Tab");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expectNotHydrated(page);
    expect(new URL(page.url()).search).toBe("");
    expect(posts).toEqual([]);
    expect(await form.getByRole("button", { name: "Send Message" }).getAttribute("aria-busy")).toBe("true");

    // A slow phone: the form, live first, is sent while the other islands are still hydrating,
    // and its success toast must not break the toast region's hydration.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 20 });
    release();
    const reference = await expectSuccessToast(page, CONTACT_SUCCESS);
    expect(new URL(page.url()).search).toBe("");
    expect(await submissionsByEmail(message.Email)).toMatchObject([
      { reference, name: message.Name, subject: message.Subject },
    ]);
    expect(posts).toHaveLength(1);
  });

  it("a tap on Request Help before the page is live opens the dialog once it is", async () => {
    const page = await browser.newPage();
    const release = await openWithScriptsHeld(page, "/services/money-scam");

    const button = page.getByRole("link", { name: "Request Help" }).first();
    await button.click();
    await expectNotHydrated(page);
    expect(await page.getByRole("dialog").count()).toBe(0);
    // The tap is seen to be taken: the button shows it is busy, dimmed.
    expect(await button.getAttribute("aria-busy")).toBe("true");
    expect(await button.evaluate((element) => getComputedStyle(element).opacity)).toBe("0.7");

    release();
    const dialog = page.getByRole("dialog", { name: "Request Help" });
    await dialog.waitFor();
    await field(dialog, "Name").waitFor();
    expect(await button.getAttribute("aria-busy")).toBeNull();
  });

  it("with scripts turned off, a form is sent by POST, so the visitor's details stay out of the address", async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto("/contact");
    const form = page.getByRole("region", { name: "Interested in discussing?" });
    await fillFields(form, {
      Name: "Leela Das",
      Email: uniqueEmail("no-scripts"),
      Subject: "OTP fraud",
      Message: "No scripts here.",
    });

    const [request] = await Promise.all([
      page.waitForRequest((sent) => sent.isNavigationRequest()),
      form.getByRole("button", { name: "Send Message" }).click(),
    ]);

    expect(request.method()).toBe("POST");
    expect(new URL(request.url()).search).toBe("");
  });
});
