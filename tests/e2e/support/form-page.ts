import { expect } from "vitest";
import type { Locator, Page } from "playwright-core";

// What every form test needs from the page: a hydrated page, the fields a person fills by
// their labels, the messages shown under them, the toasts, the requests sent, and time.

/** Opens a path and waits until React has taken over the prerendered HTML. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Waits until React has hydrated the page, so that what a test does takes effect at once: before
 * that a tap or a submission is held and done only once the page is live (app/islands/
 * held-actions.ts, tested in before-hydration.test.ts). The page is live once React has claimed
 * the toast region and every island; one more task lets the effects that run after hydration
 * (drafts, form subscriptions) finish.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(isHydrated);
  await afterQueuedTasks(page);
}

/**
 * Resolves once the page has run the tasks queued before this call: React renders an update, and
 * runs the effects after it, in such tasks (posted messages), so what the page was already doing
 * is done, with no time waited.
 */
export async function afterQueuedTasks(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

function isHydrated(): boolean {
  const reactKey = (element: Element | null, prefix: string) =>
    element !== null && Object.keys(element).some((key) => key.startsWith(prefix));
  // A public page hydrates island by island (app/islands/entry.client.tsx): an island is live
  // once it is a React root and React has claimed its first element (an island may have none
  // while it shows its content elsewhere, as the toasts do inside an open dialog). In a page
  // React Router hydrates as a whole, an island's wrapper is React's own element.
  const isLive = (island: Element) =>
    reactKey(island, "__reactProps") ||
    (reactKey(island, "__reactContainer") &&
      (island.firstElementChild === null || reactKey(island.firstElementChild, "__reactProps")));
  // The toast region, named in the page's language ("Notifications", "सूचनाएँ").
  const region = document.querySelector("section.toast-region");
  return reactKey(region, "__reactProps") && [...document.querySelectorAll("[data-island]")].every(isLive);
}

/** How long a check may wait for the page to catch up (as Playwright's own expect does). */
export const SETTLE = { timeout: 15_000, interval: 50 };

// ---- Fields ---------------------------------------------------------------------------------

/** The control labelled exactly `label` (as a person reads it, e.g. "Phone (optional)"). */
export function field(scope: Locator, label: string): Locator {
  return scope.getByLabel(label, { exact: true });
}

/** Types each value into the field with that label (or picks it, for a select). */
export async function fillFields(scope: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const control = field(scope, label);
    if ((await control.evaluate((element) => element.tagName)) === "SELECT") await control.selectOption(value);
    else await control.fill(value);
  }
}

/** What each labelled field holds now. */
export async function fieldValues(scope: Locator, labels: string[]): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const label of labels) values[label] = await field(scope, label).inputValue();
  return values;
}

/** Every label mapped to "", for comparing with fieldValues after a reset. */
export function emptyValues(labels: string[]): Record<string, string> {
  return Object.fromEntries(labels.map((label) => [label, ""]));
}

/**
 * Where `message` is, seen from the field: "under the field" when the field's aria-describedby
 * names a visible element with exactly that text placed below the field.
 */
async function placeOfError(control: Locator, message: string): Promise<string> {
  return control.evaluate((element, text) => {
    const ids = (element.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
    const described = ids.map((id) => document.getElementById(id)).find((node) => node?.textContent === text);
    if (!described) return `not described: aria-describedby="${ids.join(" ")}"`;
    const fieldBox = element.getBoundingClientRect();
    const messageBox = described.getBoundingClientRect();
    if (messageBox.width === 0 || messageBox.height === 0) return "described but not visible";
    const below =
      messageBox.top >= fieldBox.bottom - 1 && messageBox.left < fieldBox.right && messageBox.right > fieldBox.left;
    return below ? "under the field" : "described but not under the field";
  }, message);
}

/** The field shows `message` under it, tied to it by aria-describedby and marked invalid. */
export async function expectFieldError(control: Locator, message: string): Promise<void> {
  await expect.poll(() => placeOfError(control, message), SETTLE).toBe("under the field");
  expect(await control.getAttribute("aria-invalid")).toBe("true");
}

/** The field no longer shows `message` and is no longer marked invalid. */
export async function expectNoFieldError(control: Locator, message: string): Promise<void> {
  await expect.poll(() => placeOfError(control, message), SETTLE).toMatch(/^not described/);
  expect(await control.getAttribute("aria-invalid")).toBeNull();
}

/**
 * docs/product.md §5 for the topic and Contact forms: the browser itself requires every field and
 * checks the email's type; submitting them empty is stopped by the browser, which points at
 * the first field with its own message.
 */
export async function expectBrowserChecks(form: Locator, requiredLabels: string[], submitName: string): Promise<void> {
  for (const label of requiredLabels) expect(await field(form, label).getAttribute("required"), label).toBe("");
  expect(await field(form, "Email").getAttribute("type")).toBe("email");

  await form.getByRole("button", { name: submitName, exact: true }).click();

  const first = field(form, requiredLabels[0]!);
  await expect.poll(() => first.evaluate((control) => control === document.activeElement), SETTLE).toBe(true);
  expect(await first.evaluate((control: HTMLInputElement) => control.validationMessage)).not.toBe("");
}

// ---- Toasts ---------------------------------------------------------------------------------

function notifications(page: Page): Locator {
  return page.getByRole("region", { name: "Notifications" });
}

/** A success toast (the polite live region) reading exactly `message`. */
export function successToast(page: Page, message: string): Locator {
  return notifications(page).getByRole("status").getByText(message, { exact: true });
}

/** An error toast (the assertive live region) reading exactly `message`. */
export function errorToast(page: Page, message: string): Locator {
  return notifications(page).getByRole("alert").getByText(message, { exact: true });
}

const REFERENCE_LINE = /^Your reference: (CH-[A-Z0-9]{6})$/;

/** Waits for the success toast `message` and returns the reference shown under it. */
export async function expectSuccessToast(page: Page, message: string): Promise<string> {
  await successToast(page, message).waitFor();
  const line = notifications(page)
    .getByRole("status")
    .getByText(/^Your reference: /);
  const text = (await line.textContent()) ?? "";
  expect(text).toMatch(REFERENCE_LINE);
  return REFERENCE_LINE.exec(text)![1]!;
}

/** True when a person looking at the middle of `element` sees it, not something drawn over it. */
export async function isOnTop(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && node.contains(hit);
  });
}

// ---- Requests -------------------------------------------------------------------------------

/** Collects the JSON body of every POST the page sends to `path`, in order. */
export function recordPosts(page: Page, path: string): unknown[] {
  const bodies: unknown[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === path) bodies.push(request.postDataJSON());
  });
  return bodies;
}

/** Answers every request to `urlGlob` with this status and JSON body instead of the server. */
export async function answerWith(page: Page, urlGlob: string, status: number, body: unknown): Promise<void> {
  await page.route(urlGlob, (route) =>
    route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) }),
  );
}

/** Holds every request to `url` until the returned function is called; then they go on to the server. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Makes every request to `urlGlob` fail as if the network were down. */
export async function cutNetwork(page: Page, urlGlob: string): Promise<void> {
  await page.route(urlGlob, (route) => route.abort("internetdisconnected"));
}

// ---- Time -----------------------------------------------------------------------------------

const CLOCK_START = new Date("2025-06-02T10:00:00+05:30");

/** Call before page.goto: the page's timers then run on Playwright's clock. */
export async function installClock(page: Page): Promise<void> {
  await page.clock.install({ time: CLOCK_START });
}

/** Stops the clock, so that from here on only page.clock.runFor moves time, to the millisecond. */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt(new Date(CLOCK_START.getTime() + 60 * 60_000));
}

/**
 * For a page opened on a paused clock. Hydration starts after the first frame
 * (app/entry.client.tsx), and a paused clock draws no frames: this moves the clock one frame at
 * a time until React has the page, so the test's own timings start from a hydrated page.
 */
export async function hydrateOnPausedClock(page: Page): Promise<void> {
  const FRAME_MS = 16;
  const deadline = Date.now() + 20_000;
  while (!(await page.evaluate(isHydrated))) {
    if (Date.now() > deadline) throw new Error("The page did not hydrate on the paused clock");
    await page.clock.runFor(FRAME_MS);
    await page.waitForTimeout(SETTLE.interval);
  }
}

// ---- Privacy notice -------------------------------------------------------------------------

const PRIVACY_NOTICE = "We use the details you enter here only to answer your request. See our Privacy Policy.";

/** The form carries the one-line privacy notice, whose link leads to /privacy-policy. */
export async function expectPrivacyNotice(form: Locator): Promise<void> {
  const link = form.page().getByRole("link", { name: "Privacy Policy", exact: true });
  const notice = form.locator("p").filter({ has: link });
  expect(await notice.textContent()).toBe(PRIVACY_NOTICE);
  expect(await notice.getByRole("link").getAttribute("href")).toBe("/privacy-policy");
}
