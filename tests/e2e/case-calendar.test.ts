import { readFile } from "node:fs/promises";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { baseURL, useBrowser, viewports } from "./support/browser";
import { uniqueEmail } from "./support/submissions-db";
import { dayInIndia } from "~/shared/india-time";
import { apiPaths } from "~/shared/routes";

// "Add the dates to my calendar" on the case page (docs/decisions/0067), at a phone's width:
// a plain link under the steps, which gives a calendar file of the dates still to come.

const browser = useBrowser();

async function openMoneyTakenCase(page: Page, path: string): Promise<void> {
  const response = await page.request.post(`${baseURL()}${apiPaths.helpRequests}`, {
    data: {
      name: "Meera Iyer",
      email: uniqueEmail("case-calendar"),
      query: "Money left my account without my approval.",
      paymentApproval: "taken_without_approval",
      incidentDate: dayInIndia(new Date()),
    },
  });
  expect(response.status()).toBe(201);
  const { caseUrl } = (await response.json()) as { caseUrl: string };
  await page.goto(`${path}#${caseUrl.split("#")[1]}`);
}

describe("Add the dates to my calendar", () => {
  it.each([
    { path: "/case", link: "Add the dates to my calendar", summary: "CyberHelp: a date on your case" },
    { path: "/hi/case", link: "तारीख़ें मेरे कैलेंडर में जोड़ें", summary: "CyberHelp: आपके केस की एक तारीख़" },
  ])("on $path gives a calendar file with an event on each date still to come", async ({ path, link, summary }) => {
    const page = await browser.newPage({ viewport: { width: 360, height: 640 } });
    await openMoneyTakenCase(page, path);
    const calendarLink = page.getByRole("main").getByRole("link", { name: link });
    const [download] = await Promise.all([page.waitForEvent("download"), calendarLink.click()]);
    expect(download.suggestedFilename()).toBe("case-dates.ics");
    const file = await readFile((await download.path())!, "utf8");
    const events = new ICAL.Component(ICAL.parse(file))
      .getAllSubcomponents("vevent")
      .map((event) => new ICAL.Event(event));
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(event.summary).toBe(summary);
  });

  it("is not offered on a case with no date still to come", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    const response = await page.request.post(`${baseURL()}${apiPaths.helpRequests}`, {
      data: { name: "Kabir Das", email: uniqueEmail("case-calendar-none"), query: "Is this message a scam?" },
    });
    const { caseUrl, reference } = (await response.json()) as { caseUrl: string; reference: string };
    await page.goto(caseUrl);
    await page
      .getByRole("main")
      .getByRole("heading", { name: `Case ${reference}` })
      .waitFor();
    expect(await page.getByRole("main").getByRole("link", { name: "Add the dates to my calendar" }).count()).toBe(0);
  });
});
