import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser } from "./support/browser";
import {
  SETTLE,
  errorToast,
  holdRequests,
  installClock,
  openPage,
  pauseClock,
  successToast,
} from "./support/form-page";
import {
  createAdmin,
  fillLogin,
  newAccount,
  openAdmin,
  pathOf,
  seedSubmission,
  signIn,
  type Account,
} from "./support/admin";
import { adminCasePath } from "~/shared/admin-links";
import { adminApiPaths, authApiPaths, paths } from "~/shared/routes";
import type { AdminUser } from "~/shared/schemas/admin-replies";
import { timings } from "~/shared/constants";
import { authMessages } from "~/shared/messages/auth";

// Signing in and out of the admin, and docs/product.md §4 and §8's session flow with the session in a
// cookie (docs/product.md §10): the messages, the 1.6 s and 2 s redirects, and signup awaiting approval.
// What the login and signup pages do with no account at all is in
// admin-session-without-an-account.test.ts.

const browser = useBrowser();

describe("Admin Login", () => {
  it("Login: a wrong password shows the server's message and stays on /login", async () => {
    const admin = await createAdmin("wrong-password");
    const page = await browser.newPage();
    await openPage(page, paths.login);

    await fillLogin(page, { email: admin.email, password: "not the password" });
    await page.getByRole("button", { name: "Login", exact: true }).click();

    await errorToast(page, authMessages.invalidCredentials).waitFor();
    expect(pathOf(page)).toBe(paths.login);
  });

  it("Login: a failed attempt's message does not follow the admin into the dashboard after a success", async () => {
    const admin = await createAdmin("failed-then-success");
    const page = await browser.newPage();
    await openPage(page, paths.login);
    await fillLogin(page, { email: admin.email, password: "not the password" });
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await errorToast(page, authMessages.invalidCredentials).waitFor();

    await fillLogin(page, admin);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await successToast(page, "Welcome back, Admin!").waitFor();
    expect(await errorToast(page, authMessages.invalidCredentials).count()).toBe(0);
    await expect.poll(() => pathOf(page), SETTLE).toBe(paths.admin);
    await page.getByText(`Hello, ${admin.name}`, { exact: true }).waitFor();
    expect(await errorToast(page, authMessages.invalidCredentials).count()).toBe(0);
  });

  it("Login: success shows 'Welcome back, Admin!' with 'Login successful!' for 1.5 s and opens /admin at 1.6 s", async () => {
    const admin = await createAdmin("login");
    const page = await browser.newPage();
    await installClock(page);
    await openPage(page, paths.login);
    await fillLogin(page, admin);
    await pauseClock(page);

    await page.getByRole("button", { name: "Login", exact: true }).click();
    await successToast(page, "Welcome back, Admin!").waitFor();
    await successToast(page, "Login successful!").waitFor();

    await page.clock.runFor(timings.adminLoginToastMs - 1);
    expect(await successToast(page, "Welcome back, Admin!").isVisible()).toBe(true);
    await page.clock.runFor(1);
    await successToast(page, "Welcome back, Admin!").waitFor({ state: "detached" });

    await page.clock.runFor(timings.loginRedirectMs - timings.adminLoginToastMs - 1);
    expect(pathOf(page)).toBe(paths.login);
    await page.clock.runFor(1);
    await expect.poll(() => pathOf(page), SETTLE).toBe(paths.admin);
    await page.getByText(`Hello, ${admin.name}`, { exact: true }).waitFor();
  });
});

describe("Admin session", () => {
  it("Admin: while the dashboard call is in flight the page says 'Loading dashboard...'", async () => {
    const admin = await createAdmin("loading");
    const page = await browser.newPage();
    await signIn(page, admin);
    const release = await holdRequests(page, "**/api/admin/dashboard");

    await page.goto(paths.admin);
    await page.getByRole("status").filter({ hasText: "Loading dashboard..." }).waitFor();
    release();

    await page.getByText(`Hello, ${admin.name}`, { exact: true }).waitFor();
    expect(await page.getByText("Loading dashboard...").count()).toBe(0);
  });

  it("Admin: the view in the address and the case it opens load beside the dashboard call, not after it", async () => {
    const admin = await createAdmin("parallel");
    const page = await browser.newPage();
    await signIn(page, admin);
    const reference = await seedSubmission(page.request, "contact_message", { name: "Parallel Load" });
    const release = await holdRequests(page, "**/api/admin/dashboard");
    const inboxAsked = page.waitForRequest((request) => new URL(request.url()).pathname === adminApiPaths.inbox);
    const caseAsked = page.waitForRequest(
      (request) => new URL(request.url()).pathname === adminApiPaths.submission(reference),
    );

    await page.goto(adminCasePath(reference));
    // Both are asked for while the dashboard call is still held.
    await Promise.all([inboxAsked, caseAsked]);
    expect(await page.getByRole("status").filter({ hasText: "Loading dashboard..." }).count()).toBe(1);
    release();

    await page.getByText(`Hello, ${admin.name}`, { exact: true }).waitFor();
    await page
      .getByRole("dialog", { name: `Submission ${reference}` })
      .getByText("Parallel Load")
      .first()
      .waitFor();
    await page.getByRole("heading", { name: "Inbox", level: 1 }).waitFor();
  });

  it("Admin: a session ended elsewhere makes the next call say 'Session expired. Please login again.' and go to /login after 2 s", async () => {
    const admin = await createAdmin("expired");
    const page = await browser.newPage();
    await signIn(page, admin);
    await installClock(page);
    await openAdmin(page, admin);
    await pauseClock(page);

    // The same session, logged out from another browser window.
    const other = await browser.newPage();
    await other.context().addCookies(await page.context().cookies());
    expect((await other.request.post(authApiPaths.logout, { data: {} })).status()).toBe(200);

    await page.getByRole("button", { name: "Post Query", exact: true }).click();
    await errorToast(page, authMessages.sessionExpired).waitFor();
    await page.clock.runFor(timings.sessionRedirectMs - 1);
    expect(pathOf(page)).toBe("/admin/post-query");
    await page.clock.runFor(1);
    await expect.poll(() => pathOf(page), SETTLE).toBe(paths.login);
  });

  it("Admin: a dashboard call that fails on an ended session says 'Session expired. Please login again.', logs out and goes to /login", async () => {
    const admin = await createAdmin("expired-load");
    const page = await browser.newPage();
    await signIn(page, admin);
    const other = await browser.newPage();
    await other.context().addCookies(await page.context().cookies());
    await other.request.post(authApiPaths.logout, { data: {} });
    const logouts: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === authApiPaths.logout) logouts.push(request.method());
    });

    await page.goto(paths.admin);

    await errorToast(page, authMessages.sessionExpired).waitFor();
    await expect.poll(() => logouts, SETTLE).toEqual(["POST"]);
    await expect.poll(() => pathOf(page)).toBe(paths.login);
  });

  it("Admin: a server failure of the dashboard call also ends in 'Session expired. Please login again.'", async () => {
    const admin = await createAdmin("dashboard-500");
    const page = await browser.newPage();
    await signIn(page, admin);
    await page.route("**/api/admin/dashboard", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ status: "error", message: "Server error" }),
      }),
    );

    await page.goto(paths.admin);

    await errorToast(page, authMessages.sessionExpired).waitFor();
  });

  it("Logout: ends the session, goes to /login, and /admin then asks to log in", async () => {
    const admin = await createAdmin("logout");
    const page = await browser.newPage();
    await signIn(page, admin);
    await openAdmin(page, admin);

    await page.getByRole("button", { name: "Logout", exact: true }).click();

    await expect.poll(() => pathOf(page), SETTLE).toBe(paths.login);
    await page.getByRole("status").filter({ hasText: authMessages.loggedOut }).waitFor();
    await page.goto(paths.admin);
    await errorToast(page, authMessages.noSession).waitFor();
  });
});

describe("Signup and approval", () => {
  /** A signup sent as the Sign up form sends it: the account waits for approval. */
  async function signUp(page: Page, account: Account): Promise<void> {
    const response = await page.request.post(authApiPaths.signup, {
      data: { name: account.name, email: account.email, password: account.password },
    });
    expect(response.status(), await response.text()).toBe(201);
  }

  it("Signup: the form's alert says it succeeded, /login then says the account waits for approval, and a login is refused until then", async () => {
    const newcomer = newAccount("newcomer");
    const page = await browser.newPage();
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      dialog.accept().catch(() => undefined);
    });

    // Signup: docs/product.md's alert, then /login, which says what happens next.
    await openPage(page, paths.signup);
    await page.getByLabel("Name", { exact: true }).fill(newcomer.name);
    await page.getByLabel("Email", { exact: true }).fill(newcomer.email);
    await page.getByLabel("Password", { exact: true }).fill(newcomer.password);
    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    await expect.poll(() => pathOf(page), SETTLE).toBe(paths.login);
    expect(alerts).toEqual(["Signup successful"]);
    await page.getByRole("status").filter({ hasText: authMessages.signupPending }).waitFor();

    // Pending: refused with a clear message.
    await fillLogin(page, newcomer);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await errorToast(page, authMessages.accountPending).waitFor();
  });

  it("Users: an admin approves a pending signup as a caseworker, with a toast, and its row says Active", async () => {
    const admin = await createAdmin("approver");
    const newcomer = newAccount("newcomer");
    const adminPage = await browser.newPage();
    await signUp(adminPage, newcomer);
    await signIn(adminPage, admin);
    await openAdmin(adminPage, admin, "/admin/users");
    const row = adminPage.getByRole("row").filter({ hasText: newcomer.email });
    await row.getByText("Pending", { exact: true }).waitFor();
    await row.getByRole("button", { name: `Approve as Caseworker ${newcomer.name}` }).click();
    await successToast(adminPage, `${newcomer.name} can now log in (Caseworker).`).waitFor();
    await row.getByText("Active", { exact: true }).waitFor();
  });

  it("Login: an approved signup logs in with the form and reaches the dashboard", async () => {
    const admin = await createAdmin("approver");
    const newcomer = newAccount("newcomer");
    const adminPage = await browser.newPage();
    await signUp(adminPage, newcomer);
    await signIn(adminPage, admin);
    const users = (await (await adminPage.request.get(adminApiPaths.users)).json()) as AdminUser[];
    const pending = users.find((user) => user.email === newcomer.email);
    expect(pending?.status).toBe("pending");
    const approved = await adminPage.request.post(adminApiPaths.userApprove(pending!.id), {
      data: { role: "caseworker" },
    });
    expect(approved.status(), await approved.text()).toBe(200);

    const page = await browser.newPage();
    await openPage(page, paths.login);
    await fillLogin(page, newcomer);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await successToast(page, "Welcome back, Admin!").waitFor();
    await page.getByText(`Hello, ${newcomer.name}`, { exact: true }).waitFor();
  });

  it("Signup: a refusal shows the server's message in an alert; an address already used cannot sign up again", async () => {
    const admin = await createAdmin("taken");
    const page = await browser.newPage();
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      dialog.accept().catch(() => undefined);
    });
    await openPage(page, paths.signup);
    await page.getByLabel("Name", { exact: true }).fill("Someone Else");
    await page.getByLabel("Email", { exact: true }).fill(admin.email);
    await page.getByLabel("Password", { exact: true }).fill("a long enough password");
    await page.getByRole("button", { name: "Sign up", exact: true }).click();

    await expect.poll(() => alerts, SETTLE).toEqual([authMessages.emailTaken]);
    expect(pathOf(page)).toBe(paths.signup);
  });
});
