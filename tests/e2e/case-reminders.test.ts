import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import type { Page } from "playwright-core";
import { violations } from "./support/axe";
import { baseURL, useBrowser } from "./support/browser";
import { openPage } from "./support/form-page";
import { mailPurposesTo, submissionsByEmail, uniqueEmail } from "./support/submissions-db";
import { dayInIndia } from "~/shared/india-time";
import { apiPaths, reminderLinkPaths } from "~/shared/routes";
import { createDatabase } from "~/server/db/database";
import { mintReminderToken } from "~/server/reminders/reminder-consent";

// "Remind me before each date" on the case page (docs/decisions/0069), on a 360 × 640 phone with
// scripts off and on: choosing e-mail mails one confirmation and the page says where; the
// confirmation's page asks before it turns the reminders on; the case page then says they are on,
// to the address masked, with the reminders to come, and stops them with one button.

const browser = useBrowser();
const PHONE = { width: 360, height: 640 };

/**
 * A case of money taken today, opened as a person without scripts does: its code pasted. With
 * scripts the page is first let go live, and the case is shown before anything else is done: a
 * tap while the island replaces the page could land on nothing.
 */
async function openCase(page: Page, email: string, path = "/case", scripts = false): Promise<void> {
  const sent = await page.request.post(`${baseURL()}${apiPaths.helpRequests}`, {
    data: {
      name: "Meera Iyer",
      email,
      query: "Money left my account without my approval.",
      paymentApproval: "taken_without_approval",
      incidentDate: dayInIndia(new Date()),
    },
  });
  expect(sent.status()).toBe(201);
  const { caseUrl } = (await sent.json()) as { caseUrl: string };
  if (scripts) await openPage(page, path);
  else await page.goto(path);
  await page.locator("#case-code").fill(caseUrl.slice(caseUrl.indexOf("#") + 1));
  await page.locator("#case-code").press("Enter");
  await page.getByRole("heading", { level: 2, name: /CH-/ }).waitFor();
}

/**
 * The link the confirmation mail carries: the server mints it only at the send, and the tests'
 * server sends no mail, so the test mints one the same way for the case.
 */
async function confirmationLink(email: string): Promise<string> {
  const [submission] = await submissionsByEmail(email);
  const db = createDatabase(inject("databaseEnv"));
  try {
    const token = await mintReminderToken(db, submission!.id, "confirm", new Date());
    return `${reminderLinkPaths.confirm}?token=${token}`;
  } finally {
    await db.destroy();
  }
}

describe("Remind me before each date", () => {
  it("without scripts: e-mail is chosen, confirmed on its own page, shown as on, and stopped", async () => {
    const page = await browser.newPage({ viewport: PHONE, javaScriptEnabled: false });
    const email = uniqueEmail("reminders");
    await openCase(page, email);
    const section = page.getByRole("region", { name: "Remind me before each date" });
    await section.getByRole("button", { name: "Remind me by e-mail" }).click();
    await page
      .getByRole("region", { name: "Remind me before each date" })
      .getByRole("status")
      .filter({ hasText: "Almost done: we sent a mail to re•••@example.in." })
      .waitFor();
    expect(await mailPurposesTo(email)).toEqual(["acknowledgement", "reminder_confirmation"]);

    // The mail's link asks first: opening it turns nothing on.
    await page.goto(await confirmationLink(email));
    await page.getByRole("heading", { name: "Start e-mail reminders?" }).waitFor();
    await page.getByRole("button", { name: "Yes, remind me" }).click();
    await page.getByRole("heading", { name: "E-mail reminders are on" }).waitFor();

    await page.getByRole("link", { name: "Go to your case page" }).click();
    const on = page.getByRole("region", { name: "Remind me before each date" });
    await on.getByText("On, by e-mail to re•••@example.in.").waitFor();
    // What will go, as the steps stand: the bank's date, the evening before and on the day.
    await on.getByRole("heading", { name: "Reminders to come" }).waitFor();
    const planned = await on.getByRole("listitem").allTextContents();
    expect(planned.filter((item) => item.includes("Tell your bank, wallet or card company in writing, due"))).toEqual([
      expect.stringMatching(/6:00 pm IST: Tell your bank, wallet or card company in writing, due the next day$/),
      expect.stringMatching(/9:00 am IST: Tell your bank, wallet or card company in writing, due that day$/),
    ]);
    await on.getByRole("button", { name: "Stop e-mail reminders" }).click();
    await page
      .getByRole("region", { name: "Remind me before each date" })
      .getByText("E-mail reminders stopped: no more will be sent.")
      .waitFor();
    expect(
      await page
        .getByRole("region", { name: "Remind me before each date" })
        .getByRole("button", { name: "Remind me by e-mail" })
        .count(),
    ).toBe(1);
  });

  it("with scripts, in Hindi: the same form asks for the confirmation and says so in Hindi", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const email = uniqueEmail("reminders-hi");
    await openCase(page, email, "/hi/case", true);
    const section = page.getByRole("region", { name: "हर तारीख़ से पहले मुझे याद दिलाएँ" });
    await section.getByRole("button", { name: "मुझे ई-मेल से याद दिलाएँ" }).click();
    await page
      .getByRole("region", { name: "हर तारीख़ से पहले मुझे याद दिलाएँ" })
      .getByText("बस एक कदम बाकी: हमने re•••@example.in पर एक मेल भेजा है।", { exact: false })
      .waitFor();
    expect(await mailPurposesTo(email)).toEqual(["acknowledgement", "reminder_confirmation"]);
    // The reminders that will go once confirmed, in Hindi, checked by axe with the rest.
    const planned = page.getByRole("region", { name: "हर तारीख़ से पहले मुझे याद दिलाएँ" });
    await planned.getByRole("heading", { name: "आने वाले रिमाइंडर" }).waitFor();
    await planned.getByText("पुष्टि करते ही ये भेजे जाएँगे:").waitFor();
    expect(await planned.getByRole("listitem").filter({ hasText: ", अगले दिन तक" }).count()).toBeGreaterThan(0);
    expect(await violations(page)).toEqual([]);
  });

  it("the confirmation's page has one labelled button and passes axe", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const email = uniqueEmail("reminders-axe");
    await openCase(page, email, "/case", true);
    await page
      .getByRole("region", { name: "Remind me before each date" })
      .getByRole("button", { name: "Remind me by e-mail" })
      .click();
    await page.getByText("Almost done: we sent a mail to re•••@example.in.", { exact: false }).waitFor();
    await page.goto(await confirmationLink(email));
    await page.getByRole("button", { name: "Yes, remind me" }).waitFor();
    expect(await violations(page)).toEqual([]);
  });
});
