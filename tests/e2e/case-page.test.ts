import AxeBuilder from "@axe-core/playwright";
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { baseURL, useBrowser, viewports } from "./support/browser";
import { fillFields, openPage, waitForHydration } from "./support/form-page";
import { uniqueEmail } from "./support/submissions-db";
import {
  addCalendarDays,
  dayInIndia,
  endOfIndiaDay,
  formatIndiaDateTime,
  indiaDateTimeLocal,
} from "~/shared/india-time";
import { apiPaths, CASE_PAGE_PATH, paths } from "~/shared/routes";
import { legalRules, ruleInForce } from "~/shared/legal-rules";

// The victim's private case page (docs/decisions/0024 and 0025), at a phone's width: reached
// from the confirmation after sending, showing the dated next steps, closed or revoked by the
// victim, and opened without JavaScript from the case code. The page with no case open is in
// case-pages-without-a-case.test.ts.

const browser = useBrowser();

const GROUP = "Add details that help us act faster (optional)";

function phonePage(options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  return browser.newPage({ viewport: viewports.phone, ...options });
}

function casePage(page: Page): Locator {
  return page.getByRole("main").getByRole("article");
}

/** A help request sent through the API, as an app would; returns its reference and case link. */
async function sendHelpRequest(page: Page, label: string): Promise<{ reference: string; caseUrl: string }> {
  const response = await page.request.post(`${baseURL()}${apiPaths.helpRequests}`, {
    data: {
      name: "Meera Iyer",
      email: uniqueEmail(label),
      query: `Money left my account without my approval (${label}).`,
      paymentApproval: "taken_without_approval",
      incidentDate: dayInIndia(new Date()),
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { reference: string; caseUrl: string };
}

describe("The case page", () => {
  it("at 375 px, the confirmation's case link opens the case: its reference and status, the secret gone from the address", async () => {
    const page = await phonePage();
    await openPage(page, paths.queryForm);
    const form = page.getByRole("main").locator("form").first();
    await fillFields(form, {
      Name: "Meera Iyer",
      Email: uniqueEmail("case-journey"),
      Query: "A UPI debit I never made.",
    });
    await form.getByText(GROUP, { exact: true }).click();
    await fillFields(form, { Date: dayInIndia(new Date()) });
    await form.getByRole("radio", { name: "Money was taken without my approval" }).check();
    await form.getByRole("button", { name: "Submit", exact: true }).click();

    const confirmation = page.getByRole("main").getByRole("status", { name: "We have received your request" });
    await confirmation.waitFor();
    const reference = (await confirmation.getByText(/^CH-[A-Z0-9]{6}$/).textContent()) ?? "";
    await confirmation.getByRole("link", { name: "Open your case page" }).click();

    await page.waitForURL((url) => url.pathname === CASE_PAGE_PATH);
    const shown = casePage(page);
    await shown.getByRole("heading", { name: `Case ${reference}` }).waitFor();
    expect(new URL(page.url()).hash, "the secret is out of the address bar").toBe("");
    expect(await shown.textContent()).toContain("Received. Our desk has not opened it yet.");
  });

  it("at 375 px, a case of money taken today lists its steps, with the bank's deadline as a date in India time and RBI's circular", async () => {
    const page = await phonePage();
    const { reference, caseUrl } = await sendHelpRequest(page, "case-steps");
    await page.goto(caseUrl);
    const shown = casePage(page);
    await shown.getByRole("heading", { name: `Case ${reference}` }).waitFor();
    const steps = shown.getByRole("listitem");
    expect(await steps.getByRole("heading", { level: 4 }).allTextContents()).toEqual([
      "Call 1930",
      "Finish your complaint on cybercrime.gov.in",
      "Tell your bank, wallet or card company in writing",
      "If you get an SMS that money was held, ask for it back",
    ]);
    const bank = steps.filter({ hasText: "Tell your bank" });
    expect(await bank.textContent()).toMatch(/By \w{3}, \d{1,2} \w{3} \d{4}, 11:59 pm IST \(\d+ days left\)/);
    expect(await bank.getByRole("link", { name: /Limiting Liability/ }).getAttribute("href")).toMatch(
      /^https:\/\/www\.rbi\.org\.in\//,
    );
  });

  it("at 375 px, a case's page has no accessibility violations", async () => {
    const page = await phonePage();
    const { reference, caseUrl } = await sendHelpRequest(page, "case-axe");
    await page.goto(caseUrl);
    await casePage(page)
      .getByRole("heading", { name: `Case ${reference}` })
      .waitFor();
    await waitForHydration(page);
    const axe = await new AxeBuilder({ page }).include("main").analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  });

  it.each([
    {
      language: "en",
      heading: /^Case CH-/,
      nextDate: "Next date to act",
      bank: "Tell your bank, wallet or card company in writing",
    },
    {
      language: "hi",
      heading: /^केस CH-/,
      nextDate: "कार्रवाई की अगली तारीख़",
      bank: "अपने बैंक, वॉलेट या कार्ड कंपनी को लिखित में बताएँ",
    },
  ])(
    "at 360×640 in $language, the first screen shows the reference and the next date to act, with the step it is for",
    async ({ language, heading, nextDate, bank }) => {
      const page = await browser.newPage({ viewport: { width: 360, height: 640 } });
      const response = await page.request.post(`${baseURL()}${apiPaths.helpRequests}`, {
        data: {
          name: "Meera Iyer",
          email: uniqueEmail(`case-first-screen-${language}`),
          query: "Money left my account without my approval.",
          paymentApproval: "taken_without_approval",
          incidentDate: dayInIndia(new Date()),
          language,
        },
      });
      expect(response.status()).toBe(201);
      await page.goto(((await response.json()) as { caseUrl: string }).caseUrl);
      await waitForHydration(page);
      const shown = casePage(page);
      const reference = shown.getByRole("heading", { name: heading });
      await reference.waitFor();

      const next = shown.getByRole("definition").filter({ hasText: bank });
      expect(await next.textContent()).toMatch(/\d{4}/);
      expect(await shown.getByRole("term").first().textContent()).toBe(nextDate);
      const firstScreen = async (locator: Locator) => {
        const box = await locator.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= 640;
      };
      expect(await firstScreen(reference), "the reference is on the first screen").toBe(true);
      expect(await firstScreen(next), "the next date to act is on the first screen").toBe(true);
      const step = shown.getByRole("listitem").filter({ has: page.getByRole("heading", { name: bank }) });
      expect(await step.getByRole("time").getAttribute("datetime"), "the same date as its step").toBe(
        await next.getByRole("time").getAttribute("datetime"),
      );
    },
  );

  it("at 375 px, saying 1930 was called and the bank told marks those steps done and dates the bank's credit", async () => {
    const page = await phonePage();
    const { caseUrl } = await sendHelpRequest(page, "case-progress");
    await page.goto(caseUrl);
    await waitForHydration(page);
    const shown = casePage(page);
    await shown.getByRole("heading", { name: /^Case CH-/ }).waitFor();
    // A minute or two ago, on India's clock: never in the future, whatever the hour the test runs.
    const justNow = indiaDateTimeLocal(new Date(Date.now() - 2 * 60_000));

    await shown.getByLabel("When did you call 1930?").fill(justNow);
    await shown.getByLabel("1930 acknowledgement number").fill("31411250012345");
    await shown.getByLabel("When did you tell your bank, wallet or card company?").fill(justNow);
    await shown.getByRole("button", { name: "Save" }).click();
    await shown.getByText("Saved. Your next steps have been updated.").waitFor();

    const step = (title: string) => shown.getByRole("listitem").filter({ hasText: title });
    expect(await step("Call 1930").getByText("Done", { exact: true }).isVisible()).toBe(true);
    expect(await step("Tell your bank").getByText("Done", { exact: true }).isVisible()).toBe(true);
    // The bank's turn under the rules of the transaction's day: the 2017 credit in working days,
    // or from 1 January 2027 the directions' decision in calendar days.
    const under2027 = ruleInForce(legalRules, "rbi-fraud-directions-2027", new Date()) !== undefined;
    const turn = under2027
      ? step("Your bank decides on your complaint and replies")
      : step("Your bank credits the amount back while it looks into it");
    expect(await turn.getByText("Bank's turn", { exact: true }).isVisible()).toBe(true);
    expect(await turn.textContent()).toMatch(/By \w{3}, \d{1,2} \w{3} \d{4}, 11:59 pm IST/);
    expect(await turn.textContent()).toContain(
      under2027
        ? "45 calendar days from the bank's receipt of your complaint"
        : "not counting Sundays; a bank holiday makes it later",
    );
  });

  it("at 375 px, the day of the bank's last reply is kept, refused when it comes before the complaint, and dates the RBI Ombudsman", async () => {
    const page = await phonePage();
    const { caseUrl } = await sendHelpRequest(page, "case-bank-reply");
    await page.goto(caseUrl);
    await waitForHydration(page);
    const shown = casePage(page);
    await shown.getByRole("heading", { name: /^Case CH-/ }).waitFor();
    const toldAt = new Date(Date.now() - 2 * 60_000);
    const today = dayInIndia(toldAt);

    await shown.getByLabel("When did you tell your bank, wallet or card company?").fill(indiaDateTimeLocal(toldAt));
    await shown.getByLabel("When did the bank last reply?").fill(addCalendarDays(today, -1));
    await shown.getByRole("button", { name: "Save" }).click();
    await shown.getByText("The bank's reply cannot be before the day you told the bank.").waitFor();

    await shown.getByLabel("When did the bank last reply?").fill(today);
    await shown.getByRole("button", { name: "Save" }).click();
    await shown.getByText("Saved. Your next steps have been updated.").waitFor();
    const ombudsman = shown.getByRole("listitem").filter({
      has: page.getByRole("heading", {
        name: "If the bank refuses or does not put it right, complain to the RBI Ombudsman",
      }),
    });
    // The bank's 30 days end after a reply today, so the 90 days run from their end.
    const due = formatIndiaDateTime(endOfIndiaDay(addCalendarDays(addCalendarDays(today, 30), 90)));
    expect(await ombudsman.textContent()).toContain(`By ${due}`);
    expect(await ombudsman.textContent()).toContain(
      "90 calendar days from the end of the bank's 30 days or its last reply, whichever is later",
    );
    await page.reload();
    await shown.getByRole("heading", { name: /^Case CH-/ }).waitFor();
    expect(await shown.getByLabel("When did the bank last reply?").inputValue()).toBe(today);
  });

  it("with JavaScript off, what the victim has done is saved by the page itself, and a wrong date comes back with its message and what was typed", async () => {
    const sender = await phonePage();
    const { caseUrl } = await sendHelpRequest(sender, "case-progress-no-js");
    const page = await phonePage({ javaScriptEnabled: false });
    await page.goto(CASE_PAGE_PATH);
    await page.getByRole("main").getByRole("textbox", { name: "Case code" }).fill(caseUrl.split("#")[1]!);
    await page.getByRole("main").getByRole("button", { name: "Open my case" }).click();
    const shown = casePage(page);
    await shown.getByRole("heading", { name: /^Case CH-/ }).waitFor();

    await shown.getByLabel("When did you call 1930?").fill("2099-01-01T10:00");
    await shown.getByLabel("1930 acknowledgement number").fill("31411250099999");
    await shown.getByRole("button", { name: "Save" }).click();
    await page.getByText("The date and time cannot be in the future.").waitFor();
    expect(await casePage(page).getByLabel("1930 acknowledgement number").inputValue()).toBe("31411250099999");

    await casePage(page)
      .getByLabel("When did you call 1930?")
      .fill(indiaDateTimeLocal(new Date(Date.now() - 2 * 60_000)));
    await casePage(page).getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved. Your next steps have been updated.").waitFor();
    const call = casePage(page).getByRole("listitem").filter({ hasText: "Call 1930" });
    expect(await call.getByText("Done", { exact: true }).isVisible()).toBe(true);
  });

  it("the mail's \"This wasn't me\" link asks first, then closes the case and stops every link to it", async () => {
    const page = await phonePage();
    const { caseUrl } = await sendHelpRequest(page, "case-not-me");
    const secret = caseUrl.split("#")[1]!;
    await page.goto(`${CASE_PAGE_PATH}?not-me#${secret}`);
    await waitForHydration(page);
    const question = page.getByRole("main").getByRole("region", { name: "Did you send this request?" });
    await question.waitFor();
    expect(new URL(page.url()).hash, "the secret is out of the address bar").toBe("");
    await question.getByRole("button", { name: "No, I did not send it" }).click();
    await page
      .getByText("Thank you. We have closed this request as not sent by you, and no link opens it any more.", {
        exact: false,
      })
      .waitFor();

    await page.goto("about:blank");
    await page.goto(caseUrl);
    await waitForHydration(page);
    await page
      .getByText("This link does not open a case. It may be mistyped, or it was revoked. Ask us for a new one.")
      .waitFor();
  });

  it("at 375 px, a phone remembers the case only when asked, keeping just its reference and date; Forget ends that", async () => {
    const page = await phonePage();
    const { reference, caseUrl } = await sendHelpRequest(page, "case-remember");
    await page.goto(caseUrl);
    await waitForHydration(page);
    const shown = casePage(page);
    await shown.getByRole("heading", { name: `Case ${reference}` }).waitFor();
    const stored = () => page.evaluate(() => ({ ...window.localStorage }));
    expect(await stored(), "nothing kept by default").toEqual({});

    await shown.getByRole("button", { name: "Remember my case on this phone" }).click();
    await shown.getByText("This phone will open your case without the link, for up to 180 days.").waitFor();
    const kept = await stored();
    expect(Object.keys(kept)).toEqual(["cyberhelp:remembered-cases"]);
    expect(JSON.parse(kept["cyberhelp:remembered-cases"]!)).toEqual([{ reference, receivedAt: expect.any(String) }]);

    // The session ends (two hours on): the remembered phone still opens the case.
    await page.context().clearCookies({ name: "cyberhelp_case" });
    await page.goto(CASE_PAGE_PATH);
    await waitForHydration(page);
    await casePage(page)
      .getByRole("heading", { name: `Case ${reference}` })
      .waitFor();

    await casePage(page).getByRole("button", { name: "Forget this phone" }).click();
    await page.getByText("This phone no longer remembers your case.").waitFor();
    expect(await stored()).toEqual({});
    await page.context().clearCookies({ name: "cyberhelp_case" });
    await page.goto(CASE_PAGE_PATH);
    await waitForHydration(page);
    expect(await page.getByRole("main").getByRole("textbox", { name: "Case code" }).isVisible()).toBe(true);
  });

  it("stopping every link closes the page, and the same link then says it opens nothing", async () => {
    const page = await phonePage();
    const { caseUrl } = await sendHelpRequest(page, "case-revoke");
    await page.goto(caseUrl);
    await waitForHydration(page);
    const shown = casePage(page);
    await shown.getByRole("heading", { name: /^Case CH-/ }).waitFor();

    await shown.getByRole("button", { name: "Stop every link to this case" }).click();
    await shown.getByRole("button", { name: "Yes, stop every link" }).click();
    await page.getByText("Every link to this case has stopped working, on every phone and computer.").waitFor();

    await page.goto(caseUrl);
    await waitForHydration(page);
    await page
      .getByText("This link does not open a case. It may be mistyped, or it was revoked. Ask us for a new one.")
      .waitFor();
    expect(await page.getByRole("main").getByRole("textbox", { name: "Case code" }).isVisible()).toBe(true);
  });

  it("with JavaScript off, the case code pasted into the form opens the case, rendered by the server", async () => {
    const sender = await phonePage();
    const { reference, caseUrl } = await sendHelpRequest(sender, "case-no-js");
    const page = await phonePage({ javaScriptEnabled: false });
    await page.goto(CASE_PAGE_PATH);
    const code = page.getByRole("main").getByRole("textbox", { name: "Case code" });
    await code.fill(caseUrl.split("#")[1]!);
    await page.getByRole("main").getByRole("button", { name: "Open my case" }).click();

    await page.getByRole("heading", { name: `Case ${reference}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe(CASE_PAGE_PATH);
    expect(await casePage(page).textContent()).toContain("Tell your bank, wallet or card company in writing");
  });

  it("with JavaScript off, a wrong code is refused under the field and the page says how to get a new link", async () => {
    const page = await phonePage({ javaScriptEnabled: false });
    await page.goto(CASE_PAGE_PATH);
    await page.getByRole("main").getByRole("textbox", { name: "Case code" }).fill("not-a-real-code");
    await page.getByRole("main").getByRole("button", { name: "Open my case" }).click();
    await page
      .getByText("This link does not open a case. It may be mistyped, or it was revoked. Ask us for a new one.")
      .waitFor();
    expect(await page.getByRole("heading", { name: /^Case CH-/ }).count()).toBe(0);
  });
});
