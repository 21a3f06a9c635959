import AxeBuilder from "@axe-core/playwright";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { baseURL, useBrowser, viewports } from "./support/browser";
import { openPage, SETTLE } from "./support/form-page";
import { mailPurposesTo, uniqueEmail } from "./support/submissions-db";
import { apiPaths, CASE_PAGE_PATH } from "~/shared/routes";
import { caseMessages } from "~/shared/messages/case";

// "Lost your link?" on the case page (docs/decisions/0025), at a phone's width, with scripts and
// without: the page says the same whether or not the reference and address match, and only a
// match queues a mail.

const browser = useBrowser();

function phonePage(options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  return browser.newPage({ viewport: viewports.phone, ...options });
}

async function sendHelpRequest(page: Page, email: string): Promise<string> {
  const response = await page.request.post(`${baseURL()}${apiPaths.helpRequests}`, {
    data: { name: "Ravi Menon", email, query: "I clicked a link in an SMS and lost money." },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

function lostLinkForm(page: Page) {
  return page.getByRole("main").getByRole("region", { name: "Lost your link?" });
}

describe("Lost your link?", () => {
  it("at 375 px, the reference and address mail a new link, and the page says a link is on its way", async () => {
    const page = await phonePage();
    const email = uniqueEmail("lost-link");
    const reference = await sendHelpRequest(page, email);
    await openPage(page, CASE_PAGE_PATH);
    const form = lostLinkForm(page);
    await form.getByRole("textbox", { name: "Your reference" }).fill(reference.toLowerCase());
    await form.getByRole("textbox", { name: "Your e-mail address" }).fill(email);
    await form.getByRole("button", { name: "Send me a new link" }).click();

    await form.getByRole("status").filter({ hasText: caseMessages.lostLinkSent }).waitFor();
    await expect.poll(() => mailPurposesTo(email), SETTLE).toEqual(["acknowledgement", "case_link"]);
    const axe = await new AxeBuilder({ page }).include("main").analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("at 375 px, a malformed reference is refused under its field before anything is sent", async () => {
    const page = await phonePage();
    await openPage(page, CASE_PAGE_PATH);
    const form = lostLinkForm(page);
    await form.getByRole("textbox", { name: "Your reference" }).fill("7K3Q9M");
    await form.getByRole("textbox", { name: "Your e-mail address" }).fill("ravi@example.in");
    await form.getByRole("button", { name: "Send me a new link" }).click();
    const reference = form.getByRole("textbox", { name: "Your reference" });
    await expect
      .poll(() => reference.getAttribute("aria-describedby"), SETTLE)
      .toBe("lost-link-reference-hint lost-link-reference-error");
    expect(await form.locator("#lost-link-reference-error").textContent()).toBe(caseMessages.caseReferenceInvalid);
    expect(await form.getByRole("status").count()).toBe(0);
  });

  it("with JavaScript off, a wrong address lands on the same notice as a right one, and mails nothing", async () => {
    const sender = await phonePage();
    const email = uniqueEmail("lost-link-no-js");
    const reference = await sendHelpRequest(sender, email);
    const page = await phonePage({ javaScriptEnabled: false });
    await page.goto(CASE_PAGE_PATH);
    const form = lostLinkForm(page);
    await form.getByRole("textbox", { name: "Your reference" }).fill(reference);
    await form.getByRole("textbox", { name: "Your e-mail address" }).fill(`someone-else-${email}`);
    await form.getByRole("button", { name: "Send me a new link" }).click();

    await page.waitForURL((url) => url.pathname === CASE_PAGE_PATH && url.search === "?lost-link=sent");
    expect(await lostLinkForm(page).getByRole("status").textContent()).toBe(caseMessages.lostLinkSent);

    // The mail is queued after the answer (so its timing cannot tell a match), and nothing shows
    // when no mail comes. The right address sent next queues its mail after the wrong one was
    // looked at: once that mail is there, the wrong address's turn has come and gone.
    const again = lostLinkForm(page);
    await again.getByRole("textbox", { name: "Your reference" }).fill(reference);
    await again.getByRole("textbox", { name: "Your e-mail address" }).fill(email);
    await again.getByRole("button", { name: "Send me a new link" }).click();
    await expect.poll(() => mailPurposesTo(email), SETTLE).toEqual(["acknowledgement", "case_link"]);
    expect(await mailPurposesTo(`someone-else-${email}`)).toEqual([]);
  });

  it("with JavaScript off, a missing address comes back with its message and the reference as typed", async () => {
    const page = await phonePage({ javaScriptEnabled: false });
    await page.goto(CASE_PAGE_PATH);
    const form = lostLinkForm(page);
    await form.getByRole("textbox", { name: "Your reference" }).fill("CH-7K3Q9M");
    await form.getByRole("button", { name: "Send me a new link" }).click();

    await lostLinkForm(page).getByText(caseMessages.lostLinkEmailRequired).waitFor();
    expect(await lostLinkForm(page).getByRole("textbox", { name: "Your reference" }).inputValue()).toBe("CH-7K3Q9M");
    expect(
      await lostLinkForm(page).getByRole("textbox", { name: "Your e-mail address" }).getAttribute("aria-invalid"),
    ).toBe("true");
  });
});
