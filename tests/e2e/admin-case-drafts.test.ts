import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { useBrowser, viewports } from "./support/browser";
import { SETTLE, cutNetwork, errorToast, waitForHydration } from "./support/form-page";
import { createAdmin, openAdmin, seedSubmission, signIn, type Account } from "./support/admin";
import { errorText, responseText } from "~/app/content/admin";
import { adminApiPaths } from "~/shared/routes";

// A reply or an internal note being written is kept per case in the tab (docs/decisions/0046):
// closing the case, moving to the next one or reloading does not lose it; sending forgets it.

const browser = useBrowser();
let admin: Account;

beforeAll(async () => {
  admin = await createAdmin("drafts");
});

async function signedInPage(): Promise<Page> {
  const page = await browser.newPage({ viewport: viewports.desktop });
  await signIn(page, admin);
  return page;
}

function dialogOf(page: Page, reference: string): Locator {
  return page.getByRole("dialog", { name: `Submission ${reference}` });
}

function replyBox(dialog: Locator): Locator {
  return dialog.getByRole("textbox", { name: "Write to the person" });
}

function noteBox(dialog: Locator): Locator {
  return dialog.getByRole("textbox", { name: "Add a note" });
}

/** Cases only this test lists: a word in their names, searched for in Contact Us (newest first). */
async function openList(page: Page, word: string): Promise<void> {
  await openAdmin(page, admin, `/admin/contact-us?q=${word}`);
  await page.getByRole("table").waitFor();
}

async function openRow(page: Page, name: string, reference: string): Promise<Locator> {
  await page.getByRole("table").getByRole("button", { name, exact: true }).click();
  const dialog = dialogOf(page, reference);
  await replyBox(dialog).waitFor();
  return dialog;
}

function uniqueWord(): string {
  return `dr${randomUUID().replaceAll("-", "").slice(0, 10)}`;
}

describe("Case detail: unsent replies and notes are kept per case", () => {
  it("Drafts: a reply typed and closed with Escape is back when the case is reopened, and after a reload; once sent, the box is empty when reopened", async () => {
    const page = await signedInPage();
    const word = uniqueWord();
    const name = `Kept ${word}`;
    const reference = await seedSubmission(page.request, "contact_message", { name });
    await openList(page, word);
    let dialog = await openRow(page, name, reference);
    expect(await dialog.getByText("Draft kept from before", { exact: false }).count()).toBe(0);

    const reply = "Please send the bank statement showing the UPI debit.";
    await replyBox(dialog).fill(reply);
    await noteBox(dialog).fill("Called the bank's nodal officer.");
    // Escape in a box with words in it is the box's (docs/decisions/0062): Tab out, then close.
    await page.keyboard.press("Escape");
    expect(await dialog.isVisible()).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count(), SETTLE).toBe(0);

    dialog = await openRow(page, name, reference);
    expect(await replyBox(dialog).inputValue()).toBe(reply);
    expect(await noteBox(dialog).inputValue()).toBe("Called the bank's nodal officer.");
    const thread = dialog.getByRole("region", { name: "Messages with the person" });
    await thread.getByText("Draft kept from before", { exact: false }).waitFor();
    // The notice is read with the box.
    expect(await replyBox(dialog).getAttribute("aria-describedby")).toContain(
      await thread.getByText("Draft kept from before", { exact: false }).getAttribute("id"),
    );
    // Never in the address.
    expect(page.url()).not.toContain("bank");

    // A reload of the tab keeps it too.
    await page.reload();
    await waitForHydration(page);
    dialog = dialogOf(page, reference);
    await expect.poll(() => replyBox(dialog).inputValue(), SETTLE).toBe(reply);

    await thread.getByRole("button", { name: "Send message" }).click();
    await thread.getByRole("status").filter({ hasText: "Message sent." }).waitFor();
    await thread.getByRole("listitem").filter({ hasText: reply }).waitFor();
    expect(await replyBox(dialog).inputValue()).toBe("");
    expect(await thread.getByText("Draft kept from before", { exact: false }).count()).toBe(0);

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => dialog.count(), SETTLE).toBe(0);
    dialog = await openRow(page, name, reference);
    expect(await replyBox(dialog).inputValue()).toBe("");
    // The note was not added: it is still kept.
    expect(await noteBox(dialog).inputValue()).toBe("Called the bank's nodal officer.");
    await page.close();
  });

  it("Drafts: Next then Previous brings back the reply being written, and each case keeps its own", async () => {
    const page = await signedInPage();
    const word = uniqueWord();
    const older = { name: `Older ${word}`, reference: "" };
    const newer = { name: `Newer ${word}`, reference: "" };
    older.reference = await seedSubmission(page.request, "contact_message", { name: older.name });
    newer.reference = await seedSubmission(page.request, "contact_message", { name: newer.name });
    await openList(page, word);
    const first = await openRow(page, newer.name, newer.reference);
    await replyBox(first).fill("Draft for the newer case.");

    await first.getByRole("button", { name: `Next case: ${older.reference}` }).click();
    const second = dialogOf(page, older.reference);
    await replyBox(second).waitFor();
    expect(await replyBox(second).inputValue()).toBe("");
    await replyBox(second).fill("Draft for the older case.");

    await second.getByRole("button", { name: `Previous case: ${newer.reference}` }).click();
    await expect
      .poll(() => replyBox(dialogOf(page, newer.reference)).inputValue(), SETTLE)
      .toBe("Draft for the newer case.");
    await dialogOf(page, newer.reference)
      .getByRole("button", { name: `Next case: ${older.reference}` })
      .click();
    await expect
      .poll(() => replyBox(dialogOf(page, older.reference)).inputValue(), SETTLE)
      .toBe("Draft for the older case.");
    await page.close();
  });

  it("Drafts: the note for 'Contacted by phone' is kept when the case is closed, and forgotten once the contact is recorded", async () => {
    const page = await signedInPage();
    const word = uniqueWord();
    const name = `Called ${word}`;
    const reference = await seedSubmission(page.request, "contact_message", { name });
    await openList(page, word);
    let dialog = await openRow(page, name, reference);
    const contact = () => dialog.getByRole("region", { name: responseText.contactHeading });
    const note = () => contact().getByRole("textbox", { name: responseText.contactNoteLabel });
    await note().fill("Spoke to her; she will send the bank's reply.");
    // Escape in a box with words in it is the box's (docs/decisions/0062): Tab out, then close.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count(), SETTLE).toBe(0);

    dialog = await openRow(page, name, reference);
    expect(await note().inputValue()).toBe("Spoke to her; she will send the bank's reply.");
    await contact().getByText(responseText.contactDraftKept).waitFor();
    await contact().getByRole("button", { name: responseText.contactedBy.phone }).click();
    await expect.poll(() => note().inputValue(), SETTLE).toBe("");

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => dialog.count(), SETTLE).toBe(0);
    dialog = await openRow(page, name, reference);
    expect(await note().inputValue()).toBe("");
    await page.close();
  });

  it("Drafts: a reply that fails to send is still kept when the case is closed and reopened", async () => {
    const page = await signedInPage();
    const word = uniqueWord();
    const name = `Failed ${word}`;
    const reference = await seedSubmission(page.request, "contact_message", { name });
    await openList(page, word);
    let dialog = await openRow(page, name, reference);
    await cutNetwork(page, `**${adminApiPaths.submissionMessages(reference)}`);
    await replyBox(dialog).fill("This one could not go.");
    await dialog.getByRole("button", { name: "Send message" }).click();
    await errorToast(page, errorText.actionFailed).waitFor();
    expect(await replyBox(dialog).inputValue()).toBe("This one could not go.");

    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count(), SETTLE).toBe(0);
    dialog = await openRow(page, name, reference);
    expect(await replyBox(dialog).inputValue()).toBe("This one could not go.");
    await page.close();
  });
});
