import AxeBuilder from "@axe-core/playwright";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { baseURL, useBrowser, viewports } from "./support/browser";
import { SETTLE, waitForHydration } from "./support/form-page";
import { createAdmin, openAdmin, signIn, type Account } from "./support/admin";
import { uniqueEmail } from "./support/submissions-db";
import { adminApiPaths, apiPaths, CASE_PAGE_PATH } from "~/shared/routes";

// Messages both ways between the desk and the victim (docs/decisions/0026): the desk writes in
// a submission's detail, the victim reads it on their case page at a phone's width and replies,
// and the desk's list shows the reply as unread until the detail is opened. Also without scripts.

const browser = useBrowser();
let admin: Account;

beforeAll(async () => {
  admin = await createAdmin("messages");
});

/** A help request sent through the API, as the form would; its reference, case link and name. */
async function sendHelpRequest(
  page: Page,
  label: string,
): Promise<{ reference: string; caseUrl: string; name: string }> {
  const name = `Kavya ${randomUUID().slice(0, 6)}`;
  const response = await page.request.post(`${baseURL()}${apiPaths.helpRequests}`, {
    data: { name, email: uniqueEmail(label), query: `A caller took my OTP (${label}).` },
  });
  expect(response.status()).toBe(201);
  return { ...((await response.json()) as { reference: string; caseUrl: string }), name };
}

function messagesSection(scope: Page | Locator, heading: string): Locator {
  return scope.getByRole("region", { name: heading });
}

function rowOf(page: Page, reference: string): Locator {
  return page.getByRole("table", { name: "Request Help" }).locator("tbody tr").filter({ hasText: reference });
}

describe("Messages between the desk and the victim", () => {
  // The exchange in three tests, each starting from what the one before it proves, set up through
  // the same API the pages use, so that none walks the whole conversation.
  const deskText = 'Did you call 1930?\nPlease keep the <b>bank SMS</b> & "screenshots".';
  const victimText = "Yes, I called at 10 am.\nAcknowledgement 31411250012345.";

  /** The desk's message to the case, sent as the detail sends it. */
  async function deskWrites(desk: Page, reference: string): Promise<void> {
    const response = await desk.request.post(adminApiPaths.submissionMessages(reference), { data: { body: deskText } });
    expect(response.status(), await response.text()).toBe(201);
  }

  /** The victim's case page at a phone's width, opened from the case link; its Messages section. */
  async function victimThread(caseUrl: string, reference: string): Promise<{ phone: Page; thread: Locator }> {
    const phone = await browser.newPage({ viewport: viewports.phone });
    await phone.goto(caseUrl);
    await waitForHydration(phone);
    const casePage = phone.getByRole("main").getByRole("article");
    await casePage.getByRole("heading", { name: `Case ${reference}` }).waitFor();
    return { phone, thread: messagesSection(casePage, "Messages") };
  }

  it("the desk writes in the admin: an empty message is refused, a sent one is listed under its author as not read yet", async () => {
    const desk = await browser.newPage();
    await signIn(desk, admin);
    const { reference } = await sendHelpRequest(desk, "messages-desk");

    await openAdmin(desk, admin, `/admin/cases/${reference}`);
    const dialog = desk.getByRole("dialog", { name: `Submission ${reference}` });
    const deskThread = messagesSection(dialog, "Messages with the person");
    await deskThread.getByText("No messages yet.", { exact: true }).waitFor();
    await deskThread.getByRole("button", { name: "Send message" }).click();
    await deskThread.getByText("Please write a message.", { exact: true }).waitFor();
    await deskThread.getByLabel("Write to the person", { exact: true }).fill(deskText);
    await deskThread.getByRole("button", { name: "Send message" }).click();
    await deskThread
      .getByRole("status")
      .filter({ hasText: "Message sent. An e-mail telling" })
      .filter({ hasText: "is in the outbox." })
      .waitFor();
    const sentItem = deskThread.getByRole("listitem").filter({ hasText: "bank SMS" });
    await sentItem.waitFor();
    expect(await sentItem.textContent()).toContain(`${admin.name}, CyberHelp desk`);
    expect(await sentItem.textContent()).toContain("Not read by the person yet");
  });

  it("the victim reads the desk's message on their case page at 375 px as it was written, and replies", async () => {
    const desk = await browser.newPage();
    await signIn(desk, admin);
    const { reference, caseUrl } = await sendHelpRequest(desk, "messages-victim");
    await deskWrites(desk, reference);

    const { phone, thread } = await victimThread(caseUrl, reference);
    const fromDesk = thread.getByRole("listitem").filter({ hasText: "CyberHelp desk" });
    expect(await fromDesk.textContent()).toMatch(/CyberHelp desk, \w{3}, \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST/);
    // Shown as the desk wrote it: the markup is text, and the line break is kept.
    expect(await fromDesk.locator(".case-message__body").innerText()).toBe(deskText);
    expect(await fromDesk.locator("b").count()).toBe(0);

    await thread.getByLabel("Write to our desk").fill(victimText);
    await thread.getByRole("button", { name: "Send message" }).click();
    await thread.getByRole("status").filter({ hasText: "Sent. Our desk will read it and answer here." }).waitFor();
    const mine = thread.getByRole("listitem").filter({ hasText: "Acknowledgement 31411250012345." });
    expect(await mine.textContent()).toMatch(/^You, /);
    expect(await thread.getByLabel("Write to our desk").inputValue()).toBe("");

    const axe = await new AxeBuilder({ page: phone }).include("main").analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("the desk's list shows one unread reply, found by the Unread filter, until the detail is opened; then it stays read", async () => {
    const desk = await browser.newPage();
    await signIn(desk, admin);
    const { reference, caseUrl, name } = await sendHelpRequest(desk, "messages-desk-list");
    await deskWrites(desk, reference);
    const { thread } = await victimThread(caseUrl, reference);
    await thread.getByLabel("Write to our desk").fill(victimText);
    await thread.getByRole("button", { name: "Send message" }).click();
    await thread.getByRole("status").filter({ hasText: "Sent. Our desk will read it and answer here." }).waitFor();

    const list = desk;
    await openAdmin(list, admin, "/admin/request-help");
    await expect.poll(() => rowOf(list, reference).textContent(), SETTLE).toContain("1 unread reply");
    await list.getByLabel("Replies", { exact: true }).selectOption({ label: "Unread replies" });
    await expect.poll(() => new URL(list.url()).searchParams.get("unread"), SETTLE).toBe("1");
    await expect.poll(() => rowOf(list, reference).count(), SETTLE).toBe(1);

    await rowOf(list, reference).getByRole("button", { name, exact: true }).click();
    const opened = messagesSection(
      list.getByRole("dialog", { name: `Submission ${reference}` }),
      "Messages with the person",
    );
    const reply = opened.getByRole("listitem").filter({ hasText: "Acknowledgement 31411250012345." });
    expect(await reply.textContent()).toContain("Unread until now");
    // Opening it has read it: the list behind the detail stops counting it, while the detail,
    // read again since, still marks which reply was new.
    await expect.poll(() => rowOf(list, reference).count(), SETTLE).toBe(0);
    expect(await reply.textContent()).toContain("Unread until now");
    expect(await opened.getByRole("listitem").filter({ hasText: "bank SMS" }).textContent()).toMatch(
      /Read by the person \w{3}, /,
    );

    // Closed, it stays read: the list no longer counts it, nor after a reload.
    await list.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => rowOf(list, reference).count(), SETTLE).toBe(0);
    await list.getByLabel("Replies", { exact: true }).selectOption({ label: "Any" });
    await expect.poll(() => rowOf(list, reference).textContent(), SETTLE).not.toContain("unread");
    await list.reload();
    await waitForHydration(list);
    await rowOf(list, reference).waitFor();
    expect(await rowOf(list, reference).textContent()).not.toContain("unread");
  });

  it("with JavaScript off, the victim's reply is sent by the page itself, and a refused one comes back with its message and what was typed", async () => {
    const sender = await browser.newPage();
    const { caseUrl } = await sendHelpRequest(sender, "messages-no-js");
    const page = await browser.newPage({ viewport: viewports.phone, javaScriptEnabled: false });
    await page.goto(CASE_PAGE_PATH);
    await page.getByRole("main").getByRole("textbox", { name: "Case code" }).fill(caseUrl.split("#")[1]!);
    await page.getByRole("main").getByRole("button", { name: "Open my case" }).click();
    const thread = messagesSection(page.getByRole("main").getByRole("article"), "Messages");
    await thread.getByText("No messages yet.", { exact: false }).waitFor();

    await thread.getByLabel("Write to our desk").fill("Sent from a phone without scripts.");
    await thread.getByRole("button", { name: "Send message" }).click();
    await page.waitForURL((url) => url.pathname === CASE_PAGE_PATH);
    const refreshed = messagesSection(page.getByRole("main").getByRole("article"), "Messages");
    expect(
      await refreshed.getByRole("listitem").filter({ hasText: "Sent from a phone without scripts." }).textContent(),
    ).toMatch(/^You, /);

    const typed = "A bell \u0007 in the text";
    await refreshed.getByLabel("Write to our desk").fill(typed);
    await refreshed.getByRole("button", { name: "Send message" }).click();
    const again = messagesSection(page.getByRole("main").getByRole("article"), "Messages");
    await again.getByText("Please remove unusual or invisible characters.", { exact: true }).waitFor();
    expect(await again.getByLabel("Write to our desk").inputValue()).toBe(typed);
    expect(await again.getByRole("listitem").count()).toBe(1);
  });
});
