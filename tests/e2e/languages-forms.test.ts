import AxeBuilder from "@axe-core/playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { localizedPath } from "~/shared/languages";
import { apiPaths, paths } from "~/shared/routes";
import { startSmtpSink, type SmtpSink } from "~/server/testing/smtp-sink";
import { createTestDatabase, type TestDatabase } from "~/server/testing/test-database";
import { createAdmin, openAdmin, signIn } from "./support/admin";
import { useBrowser, viewports } from "./support/browser";
import { SETTLE, expectFieldError, field, fillFields, waitForHydration } from "./support/form-page";
import { startServer, type ServerProcess } from "./support/server-process";
import { submissionsByEmail, uniqueEmail } from "./support/submissions-db";

// The Request Help form on Hindi pages (docs/decisions/0040): its labels, its messages (the
// browser's and the server's), its toasts and its confirmation in Hindi; the request stored with
// its language, and the acknowledgement mailed in Hindi. At a phone's width.

const browser = useBrowser();

const hindi = (path: string) => localizedPath("hi", path);
const DIALOG_NAME = "सहायता का अनुरोध - प्रश्न फ़ॉर्म";
const MODAL_SUCCESS = "✅ फ़ॉर्म भेज दिया गया! हमारी सहायता टीम 24×7 उपलब्ध है और जल्द ही आपसे संपर्क करेगी।";
const CONFIRMATION_HEADING = "आपका अनुरोध हमें मिल गया है";
const TOPIC_FORM = "प्रश्न समाधान फ़ॉर्म";
const REFERENCE_LINE = /^आपकी संदर्भ संख्या: (CH-[A-Z0-9]{6})$/;

/** The acknowledgement and the desk's alert leave through the outbox within seconds; longer on a busy machine. */
const MAIL_WAIT_MS = 25_000;

function request(label: string): Record<string, string> {
  return { नाम: "आशा वर्मा", "ई-मेल": uniqueEmail(label), "आपकी समस्या": `यूपीआई से ₹20,000 कट गए (${label})।` };
}

function confirmationPanel(page: Page): Locator {
  return page.getByRole("main").getByRole("status", { name: CONFIRMATION_HEADING });
}

describe("The Request Help form on a Hindi page", () => {
  it("in the dialog, refuses empty fields with Hindi messages under them, then shows the Hindi toast and confirmation", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    await page.goto(hindi(paths.home));
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "सहायता माँगें" }).click();
    const dialog = page.getByRole("dialog", { name: DIALOG_NAME });
    await dialog.waitFor();
    expect(await dialog.getAttribute("lang")).toBeNull();
    expect(await dialog.getByRole("link", { name: "निजता नीति" }).getAttribute("href")).toBe(hindi(paths.privacy));

    await dialog.getByRole("button", { name: "भेजें", exact: true }).click();
    await expectFieldError(field(dialog, "नाम"), "कृपया नाम भरें।");
    await expectFieldError(field(dialog, "ई-मेल"), "कृपया ई-मेल भरें।");
    await expectFieldError(field(dialog, "आपकी समस्या"), "कृपया बताएँ कि क्या हुआ।");
    const axe = await new AxeBuilder({ page }).include("dialog").analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    const values = request("hindi-dialog");
    await fillFields(dialog, values);
    await dialog.getByRole("button", { name: "भेजें", exact: true }).click();
    const toasts = page.getByRole("region", { name: "सूचनाएँ" });
    await toasts.getByRole("status").getByText(MODAL_SUCCESS, { exact: true }).waitFor();
    const line = (await toasts.getByText(/^आपकी संदर्भ संख्या: /).textContent()) ?? "";
    const reference = REFERENCE_LINE.exec(line)?.[1];
    expect(reference, line).toBeDefined();

    const panel = confirmationPanel(page);
    await panel.waitFor();
    expect(await panel.textContent()).toContain(reference);
    await panel.getByRole("heading", { name: "आगे क्या होगा" }).waitFor();
    await panel.getByRole("button", { name: "कॉपी करें" }).waitFor();

    const [stored] = await submissionsByEmail(values["ई-मेल"]!);
    expect(stored?.reference).toBe(reference);
    expect(stored?.language).toBe("hi");
  });

  it("on a topic page, refuses a wrong amount with the Hindi message, and the server's own answer is in Hindi", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    await page.goto(hindi(paths.topic("money-scam")));
    await waitForHydration(page);
    const form = page.getByRole("region", { name: TOPIC_FORM });
    // The browser's own checks (docs/product.md's topic forms) speak Hindi too.
    await form.getByRole("button", { name: "भेजें", exact: true }).click();
    const validation = (label: string) =>
      field(form, label).evaluate((control) => (control as HTMLInputElement).validationMessage);
    expect(await validation("नाम")).toBe("कृपया यह जानकारी भरें।");
    await fillFields(form, { नाम: "आशा", "ई-मेल": "asha", "आपकी समस्या": "पैसे कट गए" });
    await form.getByRole("button", { name: "भेजें", exact: true }).click();
    expect(await validation("ई-मेल")).toBe("कृपया सही ई-मेल पता लिखें।");
    await fillFields(form, request("hindi-topic-amount"));
    await form.getByText("ऐसी जानकारी जोड़ें जिससे हम जल्दी कार्रवाई कर सकें (वैकल्पिक)").click();
    await field(form, "गई हुई राशि (₹)").fill("बीस हज़ार");
    await form.getByRole("button", { name: "भेजें", exact: true }).click();
    await expectFieldError(field(form, "गई हुई राशि (₹)"), "कृपया राशि रुपयों में लिखें, जैसे 1,25,000।");

    // What the page sends says which language to answer in; the server's messages follow it.
    const answer = await page.request.post("/api/help-requests", {
      data: { name: "", email: "not-an-address", query: "x", language: "hi" },
    });
    expect(answer.status()).toBe(400);
    expect(await answer.json()).toEqual({
      status: "error",
      message: "कृपया चिह्नित जानकारी ठीक करें।",
      errors: { name: "कृपया नाम भरें।", email: "कृपया सही ई-मेल पता लिखें।" },
    });
  });

  it("with scripts off, comes back from the server with Hindi messages, and once accepted shows the Hindi confirmation", async () => {
    const page = await browser.newPage({ viewport: viewports.phone, javaScriptEnabled: false });
    await page.goto(hindi(paths.queryForm));
    const form = page.getByRole("region", { name: DIALOG_NAME });
    const values = request("hindi-no-scripts");
    await fillFields(form, { ...values, "आपकी समस्या": "" });
    await form.getByRole("button", { name: "भेजें", exact: true }).click();
    await page.waitForURL((url) => url.pathname === hindi(paths.queryForm));
    await expectFieldError(field(form, "आपकी समस्या"), "कृपया बताएँ कि क्या हुआ।");
    expect(await field(form, "नाम").inputValue()).toBe(values["नाम"]);

    await field(form, "आपकी समस्या").fill(values["आपकी समस्या"]!);
    await form.getByRole("button", { name: "भेजें", exact: true }).click();
    const panel = confirmationPanel(page);
    await panel.waitFor();
    expect(await panel.textContent()).toContain(MODAL_SUCCESS);
    const [stored] = await submissionsByEmail(values["ई-मेल"]!);
    expect(stored?.language).toBe("hi");
    expect(await panel.textContent()).toContain(stored?.reference);
  });
});

describe("A request sent from a Hindi page", () => {
  // A server of its own, which sends its mail to a real SMTP server on loopback.
  let sink: SmtpSink;
  let database: TestDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    sink = await startSmtpSink();
    database = await createTestDatabase();
    server = await startServer({
      ...database.env,
      SMTP_URL: sink.url,
      MAIL_FROM: "CyberHelp <help@example.in>",
      NOTIFY_EMAIL: "desk@example.in",
    });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    await sink?.close();
  });

  it("is acknowledged in Hindi by mail (real SMTP on loopback), while the desk's alert stays English and names the language", async () => {
    const page = await browser.newPage({ viewport: viewports.phone, baseURL: server.baseURL });
    await page.goto(hindi(paths.topic("atm-scam")));
    await waitForHydration(page);
    const values = request("hindi-mail");
    const form = page.getByRole("region", { name: TOPIC_FORM });
    await fillFields(form, values);
    await form.getByRole("button", { name: "भेजें", exact: true }).click();
    await confirmationPanel(page).waitFor();

    const mails = await sink.waitForMail(2, MAIL_WAIT_MS);
    const acknowledgement = mails.find((mail) => mail.subject?.startsWith("आपका अनुरोध हमें मिल गया है ("));
    expect(acknowledgement, mails.map((mail) => mail.subject).join(" | ")).toBeDefined();
    const reference = /\((CH-[A-Z0-9]{6})\)$/.exec(acknowledgement!.subject ?? "")?.[1];
    expect(reference).toBeDefined();
    const text = acknowledgement!.text ?? "";
    expect(text.startsWith("नमस्ते,")).toBe(true);
    expect(text).toContain(`आपकी संदर्भ संख्या ${reference} है`);
    expect(text).toContain("अभी 1930 पर कॉल करें");
    expect(acknowledgement!.html).toContain('<html lang="hi">');
    // The desk's alert stays English, and names the person's language.
    const alert = mails.find((mail) => mail.subject === `New Request Help submission ${reference}`);
    expect(alert?.text).toContain("Language: Hindi");
  });

  it("is marked In Hindi on its inbox row, and its detail names the language", async () => {
    const desk = await browser.newPage({ baseURL: server.baseURL });
    const sent = await desk.request.post(apiPaths.helpRequests, {
      data: {
        name: "आशा वर्मा",
        email: uniqueEmail("hindi-desk"),
        query: "यूपीआई से ₹20,000 कट गए।",
        language: "hi",
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const { reference } = (await sent.json()) as { reference: string };
    const admin = await createAdmin("hindi-desk", database.env);
    await signIn(desk, admin);
    // The inbox says which language to answer in, on the case's row.
    await openAdmin(desk, admin, "/admin/inbox");
    const row = desk.getByRole("listitem").filter({ hasText: reference });
    await expect.poll(() => row.textContent(), SETTLE).toContain("In Hindi");
    await openAdmin(desk, admin, `/admin/cases/${reference}`);
    const detail = desk.getByRole("dialog", { name: `Submission ${reference}` });
    await expect
      .poll(
        () =>
          detail
            .getByRole("term")
            .filter({ hasText: /^Language$/ })
            .locator("xpath=..")
            .textContent(),
        SETTLE,
      )
      .toBe("LanguageHindi (हिन्दी)");
  });
});
