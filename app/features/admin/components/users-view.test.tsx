import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UsersView } from "./users-view";
import { installFakeFetch, json, type FakeFetch } from "~/app/testing/fake-fetch";
import { adminUser } from "~/app/testing/admin-answers";
import { renderInAdmin } from "~/app/testing/render-admin";
import { setupUser } from "~/app/testing/user";
import { adminApiPaths, authApiPaths } from "~/shared/routes";

// The desk's accounts (docs/decisions/0057, 0062): a signup approved in the role chosen, an
// admin's approval asked first, and a reset link shown once.

const ME = adminUser(1, "Asha Admin", { role: "admin", status: "active" });
const SIGNUP = adminUser(5, "Neha Rao");
const MEMBER = adminUser(6, "Ravi Kumar", { status: "active" });

function answerTheUsers(): FakeFetch {
  return installFakeFetch()
    .answer("GET", adminApiPaths.users, json(200, [ME, SIGNUP, MEMBER]))
    .answer("GET", authApiPaths.me, json(200, { name: ME.name, email: ME.email, role: ME.role }))
    .answer("GET", adminApiPaths.secondFactorSetting, json(200, { required: false }));
}

describe("the users view", () => {
  it("approves a signup as a caseworker at once and says so", async () => {
    const server = answerTheUsers().answer(
      "POST",
      adminApiPaths.userApprove(5),
      json(200, { ...SIGNUP, status: "active" }),
    );
    const user = setupUser();
    renderInAdmin(<UsersView />, { at: "/admin/users" });

    await user.click(await screen.findByRole("button", { name: "Approve as Caseworker Neha Rao" }));

    expect(server.sent("POST", adminApiPaths.userApprove(5)).map((request) => request.body)).toEqual([
      { role: "caseworker" },
    ]);
    const toasts = await screen.findByRole("status");
    await waitFor(() => expect(toasts.textContent).toContain("Neha Rao can now log in (Caseworker)."));
  });

  it("asks before making a signup an admin: No sends nothing and gives the focus back, Yes approves", async () => {
    const server = answerTheUsers().answer(
      "POST",
      adminApiPaths.userApprove(5),
      json(200, { ...SIGNUP, role: "admin", status: "active" }),
    );
    const user = setupUser();
    renderInAdmin(<UsersView />, { at: "/admin/users" });

    await user.click(await screen.findByRole("button", { name: "Approve as Admin Neha Rao" }));
    expect(screen.getByText(/Are you sure you want to approve Neha Rao as an Admin\?/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "No Neha Rao" }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Approve as Admin Neha Rao" })),
    );
    expect(server.sent("POST", adminApiPaths.userApprove(5))).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Approve as Admin Neha Rao" }));
    await user.click(screen.getByRole("button", { name: "Yes, approve as Admin Neha Rao" }));

    expect(server.sent("POST", adminApiPaths.userApprove(5)).map((request) => request.body)).toEqual([
      { role: "admin" },
    ]);
    const toasts = await screen.findByRole("status");
    await waitFor(() => expect(toasts.textContent).toContain("Neha Rao can now log in (Admin)."));
  });

  it("shows a member's reset link once, selected to copy, until Done", async () => {
    answerTheUsers().answer(
      "POST",
      adminApiPaths.userPasswordResetLink(6),
      json(200, {
        status: "success",
        message: "Give this link to Ravi Kumar yourself.",
        link: "https://cyberhelp.example/reset#token",
        expiresAt: "2026-12-08T10:00:00.000Z",
      }),
    );
    const user = setupUser();
    renderInAdmin(<UsersView />, { at: "/admin/users" });

    await user.click(await screen.findByRole("button", { name: "Make password reset link Ravi Kumar" }));

    const panel = await screen.findByRole("region", { name: "Password reset link for Ravi Kumar" });
    expect(within(panel).getByText("Give this link to Ravi Kumar yourself.")).toBeTruthy();
    const link = within(panel).getByRole<HTMLInputElement>("textbox", { name: "Reset link" });
    expect(link.value).toBe("https://cyberhelp.example/reset#token");
    expect(document.activeElement).toBe(link);
    await user.click(within(panel).getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("region", { name: "Password reset link for Ravi Kumar" })).toBeNull();
  });
});
