import { createECDH, randomBytes } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { violations } from "./support/axe";
import { baseURL, useBrowser } from "./support/browser";
import { openPage } from "./support/form-page";
import { submissionsByEmail, uniqueEmail } from "./support/submissions-db";
import { addCalendarDays, dayInIndia, endOfIndiaDay } from "~/shared/india-time";
import { apiPaths, PUSH_WORKER_SCOPE } from "~/shared/routes";
import { createDatabase } from "~/server/db/database";
import { composeNotification, pushMessage } from "~/server/reminders/push-notifications";

// "This browser's notifications" on the case page (docs/decisions/0074), in Chromium on a 360 ×
// 640 phone: the browser's permission given, the service worker registered and the subscription
// stored, the section says so; a reminder's push message, delivered to the service worker as a
// push service would (Chrome DevTools Protocol's ServiceWorker.deliverPushMessage), shows its
// notification, opening the case page; one tap stops it all. A real push service cannot be
// reached from here, so in this test only PushManager.subscribe answers with a subscription the
// test made (a real P-256 key and auth secret, at FCM's address).

// The full browser: Chromium's headless shell has no notification service, so it refuses the
// permission and shows no notification (docs/decisions/0091).
const browser = useBrowser({ use: "full" });
const PHONE = { width: 360, height: 640 };
const SECTION = "Remind me before each date";

/** A case of money taken today, opened with scripts by its code, once the page is live. */
async function openCase(page: Page, email: string): Promise<void> {
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
  await openPage(page, "/case");
  await page.locator("#case-code").fill(caseUrl.slice(caseUrl.indexOf("#") + 1));
  await page.locator("#case-code").press("Enter");
  await page.getByRole("heading", { level: 2, name: /CH-/ }).waitFor();
}

/** PushManager as a push service would answer it, for this page only: a subscription with real keys. */
async function answerSubscribeWithTestSubscription(page: Page): Promise<string> {
  const endpoint = `https://fcm.googleapis.com/fcm/send/test-${randomBytes(8).toString("hex")}`;
  const keys = {
    p256dh: createECDH("prime256v1").generateKeys().toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  };
  await page.addInitScript(
    ({ endpoint, keys }) => {
      const subscription = { endpoint, expirationTime: null, keys };
      PushManager.prototype.getSubscription = async () => null;
      PushManager.prototype.subscribe = async () =>
        ({ endpoint, options: {}, toJSON: () => subscription, unsubscribe: async () => true }) as never;
    },
    { endpoint, keys },
  );
  return endpoint;
}

async function subscriptionsOf(email: string) {
  const [submission] = await submissionsByEmail(email);
  const db = createDatabase(inject("databaseEnv"));
  try {
    return await db
      .selectFrom("case_push_subscriptions")
      .select("endpoint")
      .where("submission_id", "=", submission!.id)
      .execute();
  } finally {
    await db.destroy();
  }
}

describe("This browser's notifications", () => {
  it("turn on with the browser's permission, show a reminder's push as a notification, and stop with one tap", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.context().grantPermissions(["notifications"], { origin: baseURL() });
    const endpoint = await answerSubscribeWithTestSubscription(page);
    const email = uniqueEmail("push");
    await openCase(page, email);

    const section = page.getByRole("region", { name: SECTION });
    await section.getByRole("button", { name: "This browser's notifications" }).click();
    await section.getByText("On, as notifications in 1 of at most 5 browsers.").waitFor();
    expect(await subscriptionsOf(email)).toEqual([{ endpoint }]);
    expect(await violations(page)).toEqual([]);

    // The service worker is registered for a scope that holds no page, and controls none.
    const cdp = await page.context().newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => registrations.push(...event.registrations));
    await cdp.send("ServiceWorker.enable");
    const scopeURL = `${baseURL()}${PUSH_WORKER_SCOPE}`;
    await expect.poll(() => registrations.some((each) => each.scopeURL === scopeURL && !each.isDeleted)).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    // A push delivered while the worker is still installing is lost: wait until it is active.
    const workerActive = () =>
      page.evaluate(
        async (scope) => (await navigator.serviceWorker.getRegistration(scope))?.active?.state === "activated",
        PUSH_WORKER_SCOPE,
      );
    await expect.poll(workerActive).toBe(true);

    // The message the server sends for tomorrow's date, as the push service hands it to the browser.
    const lastDay = addCalendarDays(dayInIndia(new Date()), 1);
    const reminder = { stepId: "tell-bank", dueOn: lastDay, slot: "day_before", due: endOfIndiaDay(lastDay) } as const;
    const title = composeNotification("en", reminder).title;
    const registrationId = registrations.find((each) => each.scopeURL === scopeURL)!.registrationId;
    const deliver = () =>
      cdp.send("ServiceWorker.deliverPushMessage", {
        origin: baseURL(),
        registrationId,
        data: pushMessage({ id: 1, ...composeNotification("en", reminder) }),
      });
    await deliver();
    // Once in a CI run, and once in four runs of this file alone, no notification came within 15 s
    // of one delivery; the cause was not found. A look that still finds none 2 s after the last
    // delivery delivers the message again (its tag makes a second replace the first), so a lost
    // delivery cannot fail the test, while a worker that shows nothing still does.
    let deliveredAt = Date.now();
    const shown = async () => {
      const notifications = await page.evaluate(async (scope) => {
        const registration = await navigator.serviceWorker.getRegistration(scope);
        const notifications = (await registration?.getNotifications()) ?? [];
        return notifications.map((notification) => ({ title: notification.title, data: notification.data }));
      }, PUSH_WORKER_SCOPE);
      if (notifications.length === 0 && Date.now() - deliveredAt > 2_000) {
        deliveredAt = Date.now();
        await deliver();
      }
      return notifications;
    };
    await expect.poll(shown).toEqual([{ title, data: { url: "/case" } }]);
    expect(title).toMatch(/^CyberHelp: a date on your case is tomorrow \(\d{1,2} [A-Z][a-z]+\)$/);

    await section.getByRole("button", { name: "Stop browser notifications" }).click();
    await page
      .getByRole("region", { name: SECTION })
      .getByText("Browser notifications stopped: no more will be sent to any browser.")
      .waitFor();
    expect(await subscriptionsOf(email)).toEqual([]);
  });
});
