import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { useBrowser } from "./support/browser";
import { SETTLE, successToast } from "./support/form-page";
import { createAdmin, openAdmin, openCaseIn, seedSubmission, signIn, type Account } from "./support/admin";
import { findSubmissions, uniqueEmail } from "./support/submissions-db";
import type { SubmissionKind } from "~/shared/schemas/admin";

// The three lists beyond docs/product.md (decision 0006): search, filters, sort and pages on the server; the
// detail view with status, notes and erasure; CSV export; and submitted text kept inert.

const browser = useBrowser();
let admin: Account;

beforeAll(async () => {
  admin = await createAdmin("lists");
});

/** A word no other submission holds, so a search for it finds this test's rows only. */
function uniqueWord(): string {
  return `zq${randomUUID().replaceAll("-", "").slice(0, 10)}`;
}

async function signedInPage(): Promise<Page> {
  const page = await browser.newPage();
  await signIn(page, admin);
  return page;
}

const tableTitles: Record<SubmissionKind, string> = {
  post_query: "Post Query Users",
  contact_message: "Contact Us",
  help_request: "Request Help",
};

function table(page: Page, kind: SubmissionKind): Locator {
  return page.getByRole("table", { name: tableTitles[kind] });
}

function bodyRows(page: Page, kind: SubmissionKind): Locator {
  return table(page, kind).locator("tbody tr");
}

/** The Name column of the rows shown, top to bottom. */
async function names(page: Page, kind: SubmissionKind): Promise<string[]> {
  return (await bodyRows(page, kind).locator("td:first-child").allTextContents()).map((text) => text.trim());
}

/** The list's count when it reads exactly `text` ("1 result" must not match "11 results"). */
function resultCount(page: Page, text: string): Locator {
  return page.getByRole("status").filter({ hasText: new RegExp(`^\\s*${text}\\s*$`) });
}

async function search(page: Page, words: string): Promise<void> {
  await page.getByRole("searchbox", { name: "Search" }).fill(words);
  await page.getByRole("searchbox", { name: "Search" }).press("Enter");
}

function param(page: Page, name: string): string | null {
  return new URL(page.url()).searchParams.get(name);
}

/** Today in India, as YYYY-MM-DD, moved by `days`. */
function indiaDay(days = 0): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

async function openRecord(page: Page, kind: SubmissionKind, name: string, reference: string): Promise<Locator> {
  await bodyRows(page, kind).getByRole("button", { name, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Submission ${reference}` });
  await dialog.waitFor();
  return dialog;
}

describe("Admin lists: search, filters, sort and pages", () => {
  it("Search (Enter) narrows the rows to the matches, a filter narrows them again, and each change goes back to page 1", async () => {
    const word = uniqueWord();
    const page = await signedInPage();
    await seedSubmission(page.request, "post_query", {
      name: "Ravi Kerala",
      state: "Kerala",
      subject: `Loan app ${word}`,
    });
    await seedSubmission(page.request, "post_query", { name: "Gita Goa", state: "Goa", subject: `Loan app ${word}` });
    await seedSubmission(page.request, "post_query", {
      name: "Anil Kerala",
      state: "Kerala",
      message: `They threatened me ${word}`,
    });
    await openAdmin(page, admin, "/admin/post-query?page=3");

    await search(page, word);
    // Wait for the rows, not the count: before the search the list may already say "3 results"
    // (page 3 of all post queries, empty), and that must not pass for the search's answer.
    await expect
      .poll(async () => (await names(page, "post_query")).sort(), SETTLE)
      .toEqual(["Anil Kerala", "Gita Goa", "Ravi Kerala"]);
    await resultCount(page, "3 results").waitFor();
    expect(param(page, "q")).toBe(word);
    expect(param(page, "page")).toBeNull();

    await page.getByLabel("State", { exact: true }).selectOption("Goa");
    await resultCount(page, "1 result").waitFor();
    expect(await names(page, "post_query")).toEqual(["Gita Goa"]);
    expect(param(page, "state")).toBe("Goa");

    // The filters live in the URL: a reload shows the same rows and the same controls.
    await page.reload();
    await resultCount(page, "1 result").waitFor();
    expect(await page.getByRole("searchbox", { name: "Search" }).inputValue()).toBe(word);
    expect(await page.getByLabel("State", { exact: true }).inputValue()).toBe("Goa");
  });

  it("Date range: a From date after today leaves no rows and says what to do", async () => {
    const word = uniqueWord();
    const page = await signedInPage();
    await seedSubmission(page.request, "contact_message", { name: "Dated Sender", message: `Date check ${word}` });
    await openAdmin(page, admin, `/admin/contact-us?q=${word}`);
    await resultCount(page, "1 result").waitFor();

    await page.getByLabel("From", { exact: true }).fill(indiaDay(1));
    await page.getByLabel("From", { exact: true }).press("Enter");

    await resultCount(page, "0 results").waitFor();
    await page.getByText("No submissions match this search.", { exact: false }).waitFor();
    expect(await table(page, "contact_message").count()).toBe(0);

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(() => param(page, "from"), SETTLE).toBeNull();
    expect(param(page, "q")).toBeNull();
  });

  it("Request Help: the Topic filter keeps the rows sent from that scam's page", async () => {
    const word = uniqueWord();
    const page = await signedInPage();
    await seedSubmission(page.request, "help_request", {
      name: "Atm Person",
      topic: "atm-scam",
      message: `ATM ${word}`,
    });
    await seedSubmission(page.request, "help_request", {
      name: "Money Person",
      topic: "money-scam",
      message: `Money ${word}`,
    });
    await openAdmin(page, admin, `/admin/request-help?q=${word}`);
    await resultCount(page, "2 results").waitFor();

    await page.getByLabel("Topic", { exact: true }).selectOption({ label: "ATM Scam" });

    await resultCount(page, "1 result").waitFor();
    expect(await names(page, "help_request")).toEqual(["Atm Person"]);
  });

  it("Sort: newest first by default; oldest first; name A–Z and Z–A", async () => {
    const word = uniqueWord();
    const page = await signedInPage();
    for (const name of ["Kiran Rao", "Zara Khan", "Aman Gupta"]) {
      await seedSubmission(page.request, "contact_message", { name, message: `Sorting ${word}` });
    }
    await openAdmin(page, admin, `/admin/contact-us?q=${word}`);
    await resultCount(page, "3 results").waitFor();
    expect(await names(page, "contact_message")).toEqual(["Aman Gupta", "Zara Khan", "Kiran Rao"]);

    const sortBy = page.getByLabel("Sort by", { exact: true });
    const expectOrder = (order: string[]) => expect.poll(() => names(page, "contact_message"), SETTLE).toEqual(order);
    await sortBy.selectOption({ label: "Oldest first" });
    await expectOrder(["Kiran Rao", "Zara Khan", "Aman Gupta"]);
    await sortBy.selectOption({ label: "Name A–Z" });
    await expectOrder(["Aman Gupta", "Kiran Rao", "Zara Khan"]);
    await sortBy.selectOption({ label: "Name Z–A" });
    await expectOrder(["Zara Khan", "Kiran Rao", "Aman Gupta"]);
  });

  it("Pages: 'Page X of Y' with Previous and Next, and the page size chosen from the list", async () => {
    const word = uniqueWord();
    const page = await signedInPage();
    for (let index = 1; index <= 11; index++) {
      await seedSubmission(page.request, "help_request", {
        name: `Paged ${String(index).padStart(2, "0")}`,
        message: `Paging ${word}`,
      });
    }
    await openAdmin(page, admin, `/admin/request-help?q=${word}`);
    await resultCount(page, "11 results").waitFor();
    expect(await bodyRows(page, "help_request").count()).toBe(11);

    await page.getByLabel("Rows per page", { exact: true }).selectOption("10");
    const pages = page.getByRole("navigation", { name: "Pages" });
    await pages.getByText("Page 1 of 2", { exact: true }).waitFor();
    expect(await bodyRows(page, "help_request").count()).toBe(10);
    expect(await pages.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);

    await pages.getByRole("button", { name: "Next" }).click();
    await pages.getByText("Page 2 of 2", { exact: true }).waitFor();
    expect(await names(page, "help_request")).toEqual(["Paged 01"]);
    expect(param(page, "page")).toBe("2");
    expect(await pages.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);

    await page.getByLabel("Status", { exact: true }).selectOption({ label: "New" });
    await pages.getByText("Page 1 of 2", { exact: true }).waitFor();
    expect(param(page, "page")).toBeNull();
  });
});

describe("Admin detail view", () => {
  it("Status: a change is saved with a toast, survives a reload, shows in the list and in the audit log", async () => {
    const word = uniqueWord();
    const page = await signedInPage();
    const reference = await seedSubmission(page.request, "post_query", {
      name: "Status Person",
      subject: `Status ${word}`,
    });
    await openAdmin(page, admin, `/admin/post-query?q=${word}`);
    const dialog = await openRecord(page, "post_query", "Status Person", reference);
    expect(openCaseIn(page)).toBe(reference);

    await dialog.getByLabel("Change status", { exact: true }).selectOption({ label: "In progress" });
    await dialog.getByRole("button", { name: "Save status" }).click();
    await successToast(page, "Status saved: In progress.").waitFor();
    expect((await findSubmissions({ reference }))[0]?.status).toBe("in_progress");

    await page.reload();
    const reopened = page.getByRole("dialog", { name: `Submission ${reference}` });
    await reopened.waitFor();
    expect(await reopened.getByLabel("Change status", { exact: true }).inputValue()).toBe("in_progress");

    await reopened.getByRole("button", { name: "Close" }).click();
    await reopened.waitFor({ state: "hidden" });
    await expect.poll(() => openCaseIn(page), SETTLE).toBeNull();
    await bodyRows(page, "post_query")
      .filter({ hasText: reference })
      .getByText("In progress", { exact: true })
      .waitFor();

    await page.getByRole("button", { name: "Audit log", exact: true }).click();
    // The case's own history, as the desk finds it: the files beside this one write entries to
    // the same server, and reads are audited, so the newest page alone may no longer hold it.
    const referenceBox = page.getByRole("searchbox", { name: "Case reference" });
    await referenceBox.fill(reference);
    await referenceBox.press("Enter");
    // Opening and listing it are entries too (reads are audited); the change is its own row.
    const entry = page
      .getByRole("table", { name: "Audit log" })
      .getByRole("row")
      .filter({ hasText: reference })
      .filter({ hasText: "Changed a status" })
      .first();
    await entry.waitFor();
    expect(await entry.textContent()).toContain(admin.name);
    // The target in words, not the stored code.
    expect(await entry.getByRole("cell", { name: `Case ${reference}`, exact: true }).count()).toBe(1);
  });

  it("Notes: an empty note is refused under the field; a note is added with a toast and listed with its author", async () => {
    const word = uniqueWord();
    const page = await signedInPage();
    const reference = await seedSubmission(page.request, "help_request", {
      name: "Noted Person",
      message: `Notes ${word}`,
    });
    await openAdmin(page, admin, `/admin/request-help?q=${word}`);
    const dialog = await openRecord(page, "help_request", "Noted Person", reference);
    const note = dialog.getByLabel("Add a note", { exact: true });

    await note.fill("   ");
    await dialog.getByRole("button", { name: "Add note" }).click();
    await dialog.getByText("Please write a note.", { exact: true }).waitFor();
    expect(await note.getAttribute("aria-invalid")).toBe("true");

    await note.fill("Called back.\nAsked for the bank statement.");
    await dialog.getByRole("button", { name: "Add note" }).click();
    await successToast(page, "Note added.").waitFor();
    const listed = dialog.getByRole("listitem").filter({ hasText: "Asked for the bank statement." });
    await listed.waitFor();
    expect(await listed.textContent()).toContain(admin.name);
    expect(await note.inputValue()).toBe("");
  });

  it("Delete: a confirmation names the reference; after it the record is gone, the list refreshes and a toast says so", async () => {
    const word = uniqueWord();
    const page = await signedInPage();
    const reference = await seedSubmission(page.request, "contact_message", {
      name: "Erase Me",
      email: uniqueEmail("erase"),
      message: `Erase ${word}`,
    });
    await openAdmin(page, admin, `/admin/contact-us?q=${word}`);
    const dialog = await openRecord(page, "contact_message", "Erase Me", reference);

    await dialog.getByRole("button", { name: "Delete submission" }).click();
    await dialog.getByText(`Delete ${reference} and its notes for good? This cannot be undone.`).waitFor();
    await dialog.getByRole("button", { name: `Yes, delete ${reference}` }).click();

    await successToast(page, `Submission ${reference} deleted.`).waitFor();
    await dialog.waitFor({ state: "hidden" });
    await resultCount(page, "0 results").waitFor();
    expect(await findSubmissions({ reference })).toEqual([]);
    expect(openCaseIn(page)).toBeNull();
  });

  it("Delete: Cancel keeps the record", async () => {
    const word = uniqueWord();
    const page = await signedInPage();
    const reference = await seedSubmission(page.request, "contact_message", {
      name: "Keep Me",
      message: `Keep ${word}`,
    });
    await openAdmin(page, admin, `/admin/contact-us?q=${word}`);
    const dialog = await openRecord(page, "contact_message", "Keep Me", reference);

    await dialog.getByRole("button", { name: "Delete submission" }).click();
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await dialog.getByRole("button", { name: "Delete submission" }).waitFor();
    expect(await findSubmissions({ reference })).toHaveLength(1);
  });
});

describe("Admin export and inert text", () => {
  it("Export CSV downloads the rows of the current filter, including the one just sent, and the audit log says how many rows and that it completed", async () => {
    const word = uniqueWord();
    const page = await signedInPage();
    const reference = await seedSubmission(page.request, "post_query", {
      name: "Export Person",
      subject: `Export ${word}`,
    });
    await openAdmin(page, admin, `/admin/post-query?q=${word}`);
    await resultCount(page, "1 result").waitFor();

    const link = page.getByRole("link", { name: /^Export CSV/ });
    const href = new URL((await link.getAttribute("href"))!, page.url());
    expect(href.searchParams.get("q")).toBe(word);
    expect(href.searchParams.get("kind")).toBe("post_query");
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);

    const csv = readFileSync((await download.path())!, "utf8");
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(reference);
    expect(lines[1]).toContain("Export Person");

    // The audit log has the export, with its rows and, in words, that it completed.
    await openAdmin(page, admin, "/admin/audit-log");
    const entry = page
      .getByRole("table", { name: "Audit log" })
      .getByRole("row")
      .filter({ hasText: "Exported submissions" })
      .filter({ hasText: reference });
    await entry.waitFor();
    expect(await entry.textContent()).toContain("rows: 1, completed: yes");
  });

  it("Audit log: the inbox and its tab are named in words, as the desk sees them", async () => {
    const page = await signedInPage();
    await openAdmin(page, admin, "/admin/inbox?tab=waiting_for_victim");
    await page.getByRole("tab", { name: /^Waiting for the victim/, selected: true }).waitFor();
    await openAdmin(page, admin, "/admin/audit-log");
    const entry = page
      .getByRole("table", { name: "Audit log" })
      .getByRole("row")
      .filter({ hasText: admin.email })
      .filter({ hasText: "Viewed a list of submissions" })
      .filter({ hasText: "tab:" })
      .first();
    await entry.waitFor();
    expect(await entry.textContent()).toContain("view: Inbox, tab: Waiting for the victim");
  });

  it("Submitted markup shows as text in the list and the detail view and never runs", async () => {
    const word = uniqueWord();
    const page = await signedInPage();
    const name = `<img src=x onerror="window.__ran=1">`;
    const message = `<script>window.__ran=2</script><b>${word}</b>`;
    const reference = await seedSubmission(page.request, "help_request", { name, message });
    await openAdmin(page, admin, `/admin/request-help?q=${word}`);
    await resultCount(page, "1 result").waitFor();

    const cells = (await bodyRows(page, "help_request").first().getByRole("cell").allTextContents()).map((text) =>
      text.trim(),
    );
    expect(cells[0]).toBe(name);
    expect(cells[2]).toBe(message);
    expect(await table(page, "help_request").locator("img, script, b").count()).toBe(0);

    const dialog = await openRecord(page, "help_request", name, reference);
    await dialog.getByText(message, { exact: true }).waitFor();
    expect(await dialog.locator("img, script, b").count()).toBe(0);
    expect(await page.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined();
  });
});
