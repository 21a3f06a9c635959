import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { seedSubmissions } from "~/server/testing/store-test-database";
import { mintCaseSecret } from "~/server/cases/case-secrets";
import { startTestApp, type TestApp } from "~/server/testing/test-app";
import {
  buttonTapCall,
  signedWebhookCall,
  startTestCloudApi,
  type TestCloudApi,
} from "~/server/testing/whatsapp-cloud-api";
import { addCalendarDays, dayInIndia, indiaInstant } from "~/shared/india-time";
import { CASE_PAGE_PATH, WHATSAPP_WEBHOOK_PATH } from "~/shared/routes";
import { violations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { openPage } from "./support/form-page";

// "Remind me on WhatsApp" on the case page (docs/decisions/0076), on a 360 × 640 phone without
// scripts, on a server of the test's own (the built site, in-process) whose WhatsApp is a local
// stand-in for the Cloud API: the choice sends one message to the case's number and the page says
// where, masked; a signed tap on its button from that number turns the reminders on, which the
// page then says; one button stops them. Then, with scripts and in Hindi, the same choice passes axe.

const CLIENT_DIR = "build/client";
const APP_SECRET = "3f1c9b0e8d7a6c5b4a3f2e1d0c9b8a7f";
const PHONE = { width: 360, height: 640 };

let server: TestApp;
let cloudApi: TestCloudApi;
let baseURL: string;
let browser: Browser;

beforeAll(async () => {
  cloudApi = await startTestCloudApi();
  server = await startTestApp({
    clientDir: CLIENT_DIR,
    env: {
      WHATSAPP_TOKEN: "EAAG-test-token",
      WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: "a-long-verify-token-of-our-own-choice",
      WHATSAPP_TEMPLATE_CONFIRM: "cyberhelp_confirm_reminders",
      WHATSAPP_TEMPLATE_TOMORROW: "cyberhelp_date_tomorrow",
      WHATSAPP_TEMPLATE_TODAY: "cyberhelp_date_today",
      WHATSAPP_TEMPLATE_BANK_TIME_UP: "cyberhelp_bank_time_up",
      WHATSAPP_TEST_API_URL: cloudApi.apiUrl,
    },
  });
  await server.app.listen({ host: "127.0.0.1", port: 0 });
  baseURL = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await cloudApi?.close();
});

/** A case from yesterday with a phone number, as a help request leaves it: its id and its number, whole and masked. */
async function seedCaseWithPhone(): Promise<{ id: number; number: string; masked: string }> {
  const number = `919${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  const now = new Date();
  const [reference] = await seedSubmissions(server.db, [
    {
      created_at: now.toISOString(),
      phone: `+${number}`,
      message: "Money left my account without my approval.",
      payment_approval: "taken_without_approval",
      paid_from: "bank_account",
      // Yesterday at noon in India: the bank is to be told within days, so reminders are planned.
      incident_at: indiaInstant(addCalendarDays(dayInIndia(now), -1), "12:00").toISOString(),
    },
  ]);
  const { id } = await server.db
    .selectFrom("submissions")
    .select("id")
    .where("reference", "=", reference!)
    .executeTakeFirstOrThrow();
  return { id, number, masked: `+91••••••${number.slice(-4)}` };
}

// Two tests, each its own case: one walk of pages each, so that a busy machine's slower pages
// never add up past a test's time.
describe("Remind me on WhatsApp", () => {
  it("without scripts: chosen, its one message sent, turned on by the tap on Yes, shown as on, and stopped", async () => {
    const { id, number, masked } = await seedCaseWithPhone();
    const { secret } = await mintCaseSecret(server.db, id, "link", new Date(), { channel: "form_answer" });
    const context = await browser.newContext({ baseURL, viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(CASE_PAGE_PATH);
    await page.locator("#case-code").fill(secret);
    await page.locator("#case-code").press("Enter");
    await page.getByRole("heading", { level: 2, name: /CH-/ }).waitFor();

    const section = page.getByRole("region", { name: "Remind me before each date" });
    await section.getByText(`We will first send one WhatsApp message to ${masked}`).waitFor();
    await section.getByRole("button", { name: "Remind me on WhatsApp" }).click();
    await page
      .getByRole("region", { name: "Remind me before each date" })
      .getByRole("status")
      .filter({ hasText: `Almost done: we sent a WhatsApp message to ${masked}.` })
      .waitFor();
    await expect.poll(() => cloudApi.received.filter((message) => message.to === number).length).toBe(1);
    const [confirmation] = cloudApi.received.filter((message) => message.to === number);
    expect(confirmation!.template).toBe("cyberhelp_confirm_reminders");

    // The person taps "Yes, remind me": Meta calls the webhook, signed.
    const { payload, signature } = signedWebhookCall(APP_SECRET, buttonTapCall(number, confirmation!.buttonPayload));
    const tapped = await fetch(`${baseURL}${WHATSAPP_WEBHOOK_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-hub-signature-256": signature },
      body: payload,
    });
    expect(tapped.status).toBe(200);

    await page.reload();
    const on = page.getByRole("region", { name: "Remind me before each date" });
    await on
      .getByRole("status")
      .filter({ hasText: `On, on WhatsApp to ${masked}.` })
      .waitFor();
    await on.getByRole("heading", { name: "Reminders to come" }).waitFor();
    await on.getByRole("button", { name: "Stop WhatsApp reminders" }).click();
    await page
      .getByRole("region", { name: "Remind me before each date" })
      .getByRole("status")
      .filter({ hasText: "WhatsApp reminders stopped: no more will be sent." })
      .waitFor();
    expect(await page.getByRole("button", { name: "Remind me on WhatsApp" }).count()).toBe(1);
    await context.close();
  });

  it("with scripts, in Hindi: the same choice, offered with the masked number, and nothing axe finds", async () => {
    const { id, masked } = await seedCaseWithPhone();
    const hindi = await browser.newContext({ baseURL, viewport: PHONE });
    const live = await hindi.newPage();
    const link = await mintCaseSecret(server.db, id, "link", new Date(), { channel: "form_answer" });
    await openPage(live, `/hi${CASE_PAGE_PATH}#${link.secret}`);
    const hindiSection = live.getByRole("region", { name: "हर तारीख़ से पहले मुझे याद दिलाएँ" });
    await hindiSection.getByRole("button", { name: "मुझे व्हाट्सऐप पर याद दिलाएँ" }).waitFor();
    await hindiSection.getByText(`पहले हम ${masked} पर एक व्हाट्सऐप संदेश भेजेंगे`, { exact: false }).waitFor();
    expect(await violations(live)).toEqual([]);
    await hindi.close();
  });
});
