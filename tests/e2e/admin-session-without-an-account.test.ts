import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";
import {
  SETTLE,
  errorToast,
  holdRequests,
  hydrateOnPausedClock,
  installClock,
  openPage,
  pauseClock,
} from "./support/form-page";
import { fillLogin, pathOf } from "./support/admin";
import { authApiPaths, paths } from "~/shared/routes";
import { timings } from "~/shared/constants";
import { authMessages } from "~/shared/messages/auth";

// The login and signup pages and the admin with no account at all (admin-session.test.ts for the
// rest): a network failure, an answer faked in the browser, the setup link's token, and /admin
// without a session cookie, which the server refuses before it looks anything up. No test here
// makes, reads or signs in an account, so the database cannot change what they see and they run
// on SQLite only (DATABASE_INDEPENDENT in vitest.e2e.config.ts).

const browser = useBrowser();

describe("Admin Login", () => {
  it("Login: a network failure says 'Network error. Please try again.'", async () => {
    const page = await browser.newPage();
    await page.route(`**${authApiPaths.login}`, (route) => route.abort("internetdisconnected"));
    await openPage(page, paths.login);
    await fillLogin(page, { email: "someone@example.in", password: "whatever-it-is" });

    await page.getByRole("button", { name: "Login", exact: true }).click();

    await errorToast(page, "Network error. Please try again.").waitFor();
  });

  it("Login: a refusal without a message says 'Login failed.'", async () => {
    const page = await browser.newPage();
    await page.route(`**${authApiPaths.login}`, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    await openPage(page, paths.login);
    await fillLogin(page, { email: "someone@example.in", password: "whatever-it-is" });

    await page.getByRole("button", { name: "Login", exact: true }).click();

    await errorToast(page, "Login failed.").waitFor();
  });
});

describe("Admin session", () => {
  it("Admin without a session: 'Please login first.' and /login after 2 s", async () => {
    const page = await browser.newPage();
    await installClock(page);
    await pauseClock(page);
    // The dashboard call waits until the page is hydrated, so that the clock steps that bring
    // hydration about cannot also count towards the 2 s.
    const release = await holdRequests(page, "**/api/admin/dashboard");
    await page.goto(paths.admin);
    await hydrateOnPausedClock(page);
    release();

    await errorToast(page, authMessages.noSession).waitFor();
    await page.clock.runFor(timings.sessionRedirectMs - 1);
    expect(pathOf(page)).toBe(paths.admin);
    await page.clock.runFor(1);
    await expect.poll(() => pathOf(page), SETTLE).toBe(paths.login);
  });
});

describe("Signup and approval", () => {
  it("Signup: a network failure shows the alert 'Signup failed'", async () => {
    const page = await browser.newPage();
    await page.route(`**${authApiPaths.signup}`, (route) => route.abort("internetdisconnected"));
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      dialog.accept().catch(() => undefined);
    });
    await openPage(page, paths.signup);
    await page.getByLabel("Name", { exact: true }).fill("Someone");
    await page.getByLabel("Email", { exact: true }).fill("someone@example.in");
    await page.getByLabel("Password", { exact: true }).fill("a long enough password");
    await page.getByRole("button", { name: "Sign up", exact: true }).click();

    await expect.poll(() => alerts, SETTLE).toEqual(["Signup failed"]);
  });

  it("Signup: the setup link's token is sent with the form", async () => {
    const page = await browser.newPage();
    const bodies: unknown[] = [];
    await page.route(`**${authApiPaths.signup}`, (route) => {
      bodies.push(route.request().postDataJSON());
      return route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({ status: "error", message: authMessages.setupTokenInvalid }),
      });
    });
    page.on("dialog", (dialog) => dialog.accept().catch(() => undefined));
    await openPage(page, `${paths.signup}?setup=one-time-token`);
    await page.getByText("This one-time link creates the first admin account.").waitFor();
    await page.getByLabel("Name", { exact: true }).fill("First Admin");
    await page.getByLabel("Email", { exact: true }).fill("first@example.in");
    await page.getByLabel("Password", { exact: true }).fill("a long enough password");
    await page.getByRole("button", { name: "Sign up", exact: true }).click();

    await expect
      .poll(() => bodies, SETTLE)
      .toEqual([
        {
          name: "First Admin",
          email: "first@example.in",
          password: "a long enough password",
          setupToken: "one-time-token",
        },
      ]);
  });
});
