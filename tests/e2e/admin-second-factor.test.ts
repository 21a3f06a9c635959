import { Secret, TOTP } from "otpauth";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { useBrowser, viewports } from "./support/browser";
import { violations } from "./support/axe";
import { SETTLE, openPage } from "./support/form-page";
import { createAdmin, openAdmin, signIn } from "./support/admin";
import { startServer, type ServerProcess } from "./support/server-process";
import { createTestDatabase, type TestDatabase } from "~/server/testing/test-database";
import { ADMIN_ACCOUNT_PATH } from "~/shared/admin-links";
import { adminApiPaths, authApiPaths, paths } from "~/shared/routes";
import type { SecondFactorSetup } from "~/shared/schemas/auth-replies";
import { secondFactorMessages } from "~/shared/messages/auth";

// Sign-in codes (docs/decisions/0072): turned on from "Your account" with the QR code's key and
// a first code, the recovery codes shown once, and Admin Login asking for a code after the
// password. Codes are made here from the key the page shows, with the same RFC 6238 library an
// authenticator app follows.

const browser = useBrowser();
const started: { server: ServerProcess; database: TestDatabase }[] = [];

afterAll(async () => {
  for (const { server, database } of started) {
    await server.stop();
    await database.drop();
  }
});

/**
 * The code an app shows `stepsAhead` 30-second steps from now. The server accepts one step either
 * side, and refuses a step already used: turning codes on uses the current step, so the login
 * after it sends the next step's code.
 */
function codeFor(key: string, stepsAhead = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(key),
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

/** axe at a phone's width and a desktop's, the page left at the desktop's. */
async function expectNoViolationsAtBothWidths(page: Page): Promise<void> {
  for (const viewport of [viewports.phone, viewports.desktop]) {
    await page.setViewportSize(viewport);
    expect(await violations(page), `at ${viewport.width} px`).toEqual([]);
  }
}

describe("Sign-in codes", () => {
  it("Your account: turning sign-in codes on, then Admin Login asks for a code after the password and lets the member in with it", async () => {
    const member = await createAdmin("codes");
    const page = await browser.newPage({ viewport: viewports.phone });
    await signIn(page, member);
    await openAdmin(page, member, ADMIN_ACCOUNT_PATH);
    const section = page.getByRole("region", { name: "Sign-in codes", exact: true });

    await section.getByRole("button", { name: "Turn on sign-in codes", exact: true }).click();
    const qr = section.getByRole("img", { name: "QR code that adds your desk account to an authenticator app" });
    await qr.waitFor();
    expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
    const key = (await section.locator("code").innerText()).replace(/\s/g, "");
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoViolationsAtBothWidths(page);

    await section.getByLabel("Code from your authenticator app", { exact: true }).fill("000000");
    await section.getByLabel("Password", { exact: true }).fill(member.password);
    await section.getByRole("button", { name: "Turn on", exact: true }).click();
    await section
      .getByText(/That code is not right/)
      .first()
      .waitFor();

    await section.getByLabel("Code from your authenticator app", { exact: true }).fill(codeFor(key));
    await section.getByRole("button", { name: "Turn on", exact: true }).click();
    const codes = page.getByRole("region", { name: "Your recovery codes", exact: true });
    await codes.waitFor();
    await codes.getByText(secondFactorMessages.turnedOn, { exact: true }).waitFor();
    expect(await codes.getByRole("listitem").allInnerTexts()).toHaveLength(10);
    await expectNoViolationsAtBothWidths(page);
    await codes.getByRole("button", { name: "I have saved them", exact: true }).click();
    await section.getByText(/Sign-in codes are on.*10 recovery codes left/).waitFor();

    // Logged out, the member logs in again at Admin Login.
    await page.request.post(authApiPaths.logout, { data: {} });
    await page.setViewportSize(viewports.phone);
    await openPage(page, paths.login);
    await page.getByLabel("Email", { exact: true }).fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();

    const code = page.getByLabel("Code from your authenticator app", { exact: true });
    await code.waitFor();
    await expect.poll(() => code.evaluate((input) => input === document.activeElement), SETTLE).toBe(true);
    expect(await code.getAttribute("inputmode")).toBe("numeric");
    expect(await code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(new URL(page.url()).pathname).toBe(paths.login);
    await expectNoViolationsAtBothWidths(page);

    await code.fill(codeFor(key, 1));
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.getByText(`Hello, ${member.name}`, { exact: true }).waitFor(SETTLE);
    expect(new URL(page.url()).pathname).toBe(paths.admin);
    // Six axe runs on a busy machine.
  }, 120_000);
});

describe("Sign-in codes required for everyone", () => {
  // A server and a database of its own: the setting holds for every account on its server.
  it("Users: an admin requires sign-in codes; a member without them is sent to set them up right after logging in, and the desk opens once they are on", async () => {
    const database = await createTestDatabase();
    const server = await startServer(database.env);
    started.push({ server, database });
    const admin = await createAdmin("requirer", database.env);
    const member = await createAdmin("required", database.env);
    const page = await browser.newPage({ viewport: viewports.desktop, baseURL: server.baseURL });

    // The admin's own codes first, through the API, as the setting's hint asks.
    await signIn(page, admin);
    const setup = (await (
      await page.request.post(adminApiPaths.accountSecondFactorSetup, { data: {} })
    ).json()) as SecondFactorSetup;
    const confirmed = await page.request.post(adminApiPaths.accountSecondFactorConfirm, {
      data: { password: admin.password, code: codeFor(setup.secret) },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    await openAdmin(page, admin, "/admin/users");
    const setting = page.getByLabel("Require sign-in codes from an authenticator app for every desk account", {
      exact: true,
    });
    expect(await setting.isChecked()).toBe(false);
    await setting.check();
    await page.getByText(secondFactorMessages.requiredOn, { exact: true }).waitFor();
    await page.request.post(authApiPaths.logout, { data: {} });

    await signIn(page, member);
    await page.goto(paths.admin);
    await page.getByRole("heading", { level: 1, name: "Set up sign-in codes" }).waitFor();
    expect(await page.getByText(`Hello, ${member.name}`, { exact: true }).count()).toBe(0);
    await page.setViewportSize(viewports.phone);
    expect(await violations(page), "at 375 px").toEqual([]);

    await page.getByRole("button", { name: "Turn on sign-in codes", exact: true }).click();
    const key = (await page.locator("code").innerText()).replace(/\s/g, "");
    await page.getByLabel("Code from your authenticator app", { exact: true }).fill(codeFor(key));
    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByRole("button", { name: "Turn on", exact: true }).click();
    await page.getByRole("button", { name: "I have saved them", exact: true }).click();

    await page.getByText(`Hello, ${member.name}`, { exact: true }).waitFor(SETTLE);
  }, 120_000);
});
