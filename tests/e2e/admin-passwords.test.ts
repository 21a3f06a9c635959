import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser } from "./support/browser";
import { SETTLE, openPage, successToast } from "./support/form-page";
import { createAdmin, openAdmin, pathOf, signIn, type Account } from "./support/admin";
import { ADMIN_ACCOUNT_PATH } from "~/shared/admin-links";
import { adminApiPaths, authApiPaths, paths } from "~/shared/routes";
import type { AdminUser } from "~/shared/schemas/admin-replies";
import type { PasswordResetLink } from "~/shared/schemas/auth-replies";
import { authMessages } from "~/shared/messages/auth";

// Desk passwords (docs/decisions/0057): "Your account" from the top bar, where a member changes
// theirs; the Users view's one-time reset link; and the page that link opens.

const browser = useBrowser();

/** A reset link for the member, made through the admin's API; the token from its fragment. */
async function resetTokenFor(page: Page, admin: Account, member: Account): Promise<string> {
  await signIn(page, admin);
  const users = (await (await page.request.get(adminApiPaths.users)).json()) as AdminUser[];
  const account = users.find((user) => user.email === member.email);
  const response = await page.request.post(adminApiPaths.userPasswordResetLink(account!.id), { data: {} });
  expect(response.status(), await response.text()).toBe(200);
  const answer = (await response.json()) as PasswordResetLink;
  // Logged out again: the page is opened as the member would open it.
  await page.request.post(authApiPaths.logout, { data: {} });
  return new URL(answer.link).hash.slice(1);
}

describe("Your account", () => {
  it("Your account: the top bar's link opens it, the sidebar keeps its buttons, and a guessable password is refused under its field", async () => {
    const member = await createAdmin("account");
    const page = await browser.newPage();
    await signIn(page, member);
    await openAdmin(page, member);
    const sidebar = page.getByRole("navigation", { name: "Admin" });
    const buttonsBefore = await sidebar.getByRole("button").allTextContents();

    await page.getByRole("link", { name: "Your account", exact: true }).click();

    await page.getByRole("heading", { level: 1, name: "Your account" }).waitFor();
    expect(pathOf(page)).toBe(ADMIN_ACCOUNT_PATH);
    expect(await sidebar.getByRole("button").allTextContents()).toEqual(buttonsBefore);
    await page.getByLabel("Current password", { exact: true }).fill(member.password);
    await page.getByLabel("New password", { exact: true }).fill("password123");
    await page.getByRole("button", { name: "Change password", exact: true }).click();
    await page.getByText(authMessages.passwordTooEasy, { exact: true }).waitFor();
    expect(await page.getByLabel("New password", { exact: true }).getAttribute("aria-invalid")).toBe("true");
  });

  it("Your account: a strong new password is taken, this page stays signed in, and the old password no longer logs in", async () => {
    const member = await createAdmin("changer");
    const page = await browser.newPage();
    await signIn(page, member);
    await openAdmin(page, member, ADMIN_ACCOUNT_PATH);

    await page.getByLabel("Current password", { exact: true }).fill(member.password);
    await page.getByLabel("New password", { exact: true }).fill("monsoon kettle orbit saffron");
    await page.getByLabel("Show passwords", { exact: true }).check();
    expect(await page.getByLabel("New password", { exact: true }).getAttribute("type")).toBe("text");
    await page.getByRole("button", { name: "Change password", exact: true }).click();

    await successToast(page, authMessages.passwordChanged).waitFor();
    expect(await page.getByLabel("Current password", { exact: true }).inputValue()).toBe("");
    const old = await page.request.post(authApiPaths.login, {
      data: { email: member.email, password: member.password },
    });
    expect(old.status()).toBe(401);
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Your account" }).waitFor();
  });
});

describe("Password reset by an admin", () => {
  it("Users: an admin makes a member's reset link, shown once with Copy and Done", async () => {
    const admin = await createAdmin("resetter");
    const member = await createAdmin("forgetful");
    const page = await browser.newPage();
    await signIn(page, admin);
    await openAdmin(page, admin, "/admin/users");
    const row = page.getByRole("table", { name: "Users" }).getByRole("row").filter({ hasText: member.email });

    await row.getByRole("button", { name: `Make password reset link ${member.name}` }).click();

    const panel = page.getByRole("region", { name: `Password reset link for ${member.name}` });
    await panel.waitFor();
    const link = panel.getByLabel("Reset link", { exact: true });
    expect(await link.inputValue()).toMatch(new RegExp(`${paths.passwordReset}#[A-Za-z0-9_-]{43}$`));
    await expect.poll(() => link.evaluate((input) => input === document.activeElement), SETTLE).toBe(true);
    await panel.getByRole("button", { name: "Copy link", exact: true }).waitFor();

    await panel.getByRole("button", { name: "Done", exact: true }).click();
    await expect.poll(() => panel.count(), SETTLE).toBe(0);
  });

  it("Reset page: the link sets a new password and Admin Login then says so; the address keeps no token", async () => {
    const admin = await createAdmin("reset-admin");
    const member = await createAdmin("reset-member");
    const page = await browser.newPage();
    const token = await resetTokenFor(page, admin, member);

    await openPage(page, `${paths.passwordReset}#${token}`);
    await page.getByRole("heading", { level: 1, name: "Set a new password" }).waitFor();
    expect(new URL(page.url()).hash).toBe("");
    await page.getByLabel("New password", { exact: true }).fill("monsoon kettle orbit saffron");
    await page.getByRole("button", { name: "Set password", exact: true }).click();

    await expect.poll(() => pathOf(page), SETTLE).toBe(paths.login);
    await page.getByText(authMessages.passwordResetDone, { exact: true }).waitFor();
  });

  it("Reset page: a guessable password is refused in the server's words, and the link still works after", async () => {
    const admin = await createAdmin("weak-admin");
    const member = await createAdmin("weak-member");
    const page = await browser.newPage();
    const token = await resetTokenFor(page, admin, member);
    await openPage(page, `${paths.passwordReset}#${token}`);

    await page.getByLabel("New password", { exact: true }).fill("password123");
    await page.getByRole("button", { name: "Set password", exact: true }).click();
    await page.getByRole("alert").getByText(authMessages.passwordTooEasy, { exact: true }).waitFor();

    await page.getByLabel("New password", { exact: true }).fill("monsoon kettle orbit saffron");
    await page.getByRole("button", { name: "Set password", exact: true }).click();
    await expect.poll(() => pathOf(page), SETTLE).toBe(paths.login);
  });

  it("Reset page: opened without a link, it asks for the admin's link and offers Log in", async () => {
    const page = await browser.newPage();
    await openPage(page, paths.passwordReset);

    await page
      .getByRole("alert")
      .getByText(/needs the reset link an admin gave you/)
      .waitFor();
    expect(await page.getByRole("link", { name: "Log in", exact: true }).getAttribute("href")).toBe(paths.login);
  });
});
