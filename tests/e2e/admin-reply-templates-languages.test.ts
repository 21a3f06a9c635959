import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { dayInIndia } from "~/shared/india-time";
import { adminApiPaths, apiPaths } from "~/shared/routes";
import type { SubmissionDetail } from "~/shared/schemas/admin-replies";
import { useBrowser, viewports } from "./support/browser";
import { SETTLE } from "./support/form-page";
import { createAdmin, openAdmin, signIn, type Account } from "./support/admin";
import { uniqueEmail } from "./support/submissions-db";

// Reply templates in the case's language (docs/decisions/0061): a Hindi case's reply form offers
// the Hindi templates first, a template fills in the case's facts in Hindi, and after Send the
// focus stays in the thread, on the message just sent. The starter templates of a fresh install
// are there in both languages.

const browser = useBrowser();
let admin: Account;

beforeAll(async () => {
  admin = await createAdmin("template-languages");
});

async function signedInPage(): Promise<Page> {
  const page = await browser.newPage({ viewport: viewports.desktop });
  await signIn(page, admin);
  return page;
}

/** A request for help sent from a Hindi page: money taken today from a bank account. */
async function hindiCase(page: Page): Promise<{ reference: string; name: string }> {
  const name = `सुनीता ${randomUUID().slice(0, 6)}`;
  const sent = await page.request.post(apiPaths.helpRequests, {
    data: {
      name,
      email: uniqueEmail("template-languages"),
      query: `आज सुबह बिना अनुमति के यूपीआई से पैसे कट गए (${randomUUID().slice(0, 6)})।`,
      incidentDate: dayInIndia(new Date()),
      paymentApproval: "taken_without_approval",
      paidFrom: "bank_account",
      language: "hi",
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };
  return { reference, name };
}

describe("Reply templates in the case's language", () => {
  it("a Hindi case's picker lists the Hindi templates first, and inserting one fills in the case's next step and date in Hindi", async () => {
    const page = await signedInPage();
    const { reference, name } = await hindiCase(page);
    const detail = (await (await page.request.get(adminApiPaths.submission(reference))).json()) as SubmissionDetail;
    expect(detail.language).toBe("hi");
    expect(detail.nextDatedStep?.title).toBe("Tell your bank, wallet or card company in writing");

    await openAdmin(page, admin, `/admin/cases/${reference}`);
    const dialog = page.getByRole("dialog", { name: `Submission ${reference}` });
    const thread = dialog.getByRole("region", { name: "Messages with the person" });
    const picker = thread.getByLabel("Start from a template", { exact: true });
    await picker.waitFor();

    // The groups as a person reads them: the case's language, named so, then English.
    const groups = await picker.evaluate((select) =>
      [...select.querySelectorAll("optgroup")].map((group) => ({
        label: group.label,
        titles: [...group.querySelectorAll("option")].map((option) => option.text),
      })),
    );
    expect(groups.map((group) => group.label)).toEqual(["Hindi (हिन्दी), this case's language", "English"]);
    expect(groups[0]!.titles).toEqual(
      expect.arrayContaining([
        "Asking for the UTR",
        "First reply: money lost today",
        "Police refused the FIR",
        "Sextortion",
      ]),
    );
    expect(groups[1]!.titles).toContain("First reply: money lost today");

    // The Hindi "First reply", the first group's.
    const hindiFirstReply = await picker.evaluate(
      (select) =>
        [...select.querySelectorAll("optgroup")[0]!.querySelectorAll("option")].find(
          (option) => option.text === "First reply: money lost today",
        )!.value,
    );
    await picker.selectOption(hindiFirstReply);
    await thread.getByRole("button", { name: "Insert template" }).click();
    await thread
      .getByRole("status")
      .filter({ hasText: 'Template "First reply: money lost today" (Hindi) inserted.' })
      .waitFor();

    const box = thread.getByLabel("Write to the person", { exact: true });
    await expect.poll(() => box.inputValue(), SETTLE).toContain(`नमस्ते ${name},`);
    const reply = await box.inputValue();
    expect(reply).toContain(`आपका केस ${reference} हमें मिल गया है`);
    // The case page's Hindi step and its date in Hindi, never the English ones.
    expect(reply).toMatch(
      /आपके केस पेज पर आपका अगला कदम: अपने बैंक, वॉलेट या कार्ड कंपनी को लिखित में बताएँ, अंतिम तारीख़: \S+, \d{1,2} \S+ \d{4}, 23:59 बजे \(भारतीय समय\)।/,
    );
    expect(reply).not.toContain("IST");
    expect(reply).not.toContain("{");
  });

  it("after Send, the focus is on the message just sent in the thread, and the outcome is announced", async () => {
    const page = await signedInPage();
    const { reference } = await hindiCase(page);
    await openAdmin(page, admin, `/admin/cases/${reference}`);
    const dialog = page.getByRole("dialog", { name: `Submission ${reference}` });
    const thread = dialog.getByRole("region", { name: "Messages with the person" });
    const words = `कृपया अपना यूटीआर भेजें (${randomUUID().slice(0, 6)})।`;
    await thread.getByLabel("Write to the person", { exact: true }).fill(words);
    await thread.getByRole("button", { name: "Send message" }).click();

    await thread.getByRole("status").filter({ hasText: "Message sent." }).waitFor();
    const message = thread.getByRole("listitem").filter({ hasText: words });
    await message.waitFor();
    await expect.poll(() => message.evaluate((element) => element === document.activeElement), SETTLE).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("LI");
  });
});
