import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { DeskMember } from "../desk-member";
import { installFakeFetch, json, type FakeFetch } from "~/app/testing/fake-fetch";
import {
  ADMIN,
  CASEWORKER,
  dashboardAnswer,
  inboxPage,
  replyTemplate,
  submissionList,
  submissionRow,
} from "~/app/testing/admin-answers";
import { renderAdminApp } from "~/app/testing/render-admin";
import { adminApiPaths } from "~/shared/routes";

// What each role sees (docs/decisions/0030): the dashboard's first answer says who is signed in,
// and the desk offers only what their role may use. The server refuses the rest on its own
// (server/routes/admin/admin-gate.test.ts); here, nothing that would only be refused is shown.

/** The desk's API as it answers `member`: every view's read answered, with one case in each list. */
function signedInAs(member: DeskMember): FakeFetch {
  return installFakeFetch()
    .answer("GET", adminApiPaths.dashboard, json(200, dashboardAnswer(member)))
    .answer("GET", adminApiPaths.inbox, json(200, inboxPage([])))
    .answer("GET", adminApiPaths.submissions, json(200, submissionList([submissionRow("CH-7K3Q9M", "post_query")])))
    .answer("GET", adminApiPaths.replyTemplates, json(200, [replyTemplate()]))
    .answer("GET", adminApiPaths.users, json(200, []));
}

/** The names of the views the sidebar offers, in its order. */
async function menuOffered(): Promise<string[]> {
  const menu = await screen.findByRole("navigation", { name: "Admin" });
  return within(menu)
    .getAllByRole("button")
    .map((button) => button.textContent ?? "")
    .filter((name) => name !== "Logout");
}

describe("the desk for each role", () => {
  it("offers a caseworker the dashboard, the inbox and the three lists of cases, nothing else", async () => {
    signedInAs(CASEWORKER);
    renderAdminApp("/admin/inbox");

    expect(await menuOffered()).toEqual(["Dashboard", "Inbox", "Post Query", "Contact Us", "Request Help"]);
  });

  it("offers an admin every view, the report, accounts, audit log, outbox and templates included", async () => {
    signedInAs(ADMIN);
    renderAdminApp("/admin/inbox");

    expect(await menuOffered()).toEqual([
      "Dashboard",
      "Inbox",
      "Post Query",
      "Contact Us",
      "Request Help",
      "Report",
      "Users",
      "Audit log",
      "Outbox",
      "Templates",
    ]);
  });

  it("tells a caseworker who opens an admin's view by its address that it is not theirs, with none of its controls", async () => {
    signedInAs(CASEWORKER);
    renderAdminApp("/admin/users");

    expect(await screen.findByRole("heading", { name: "Users", level: 1 })).toBeTruthy();
    expect(within(screen.getByRole("main")).getByRole("alert").textContent).toBe("You don't have access to this view");
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("offers the CSV export of a list, with its filters, to an admin only", async () => {
    signedInAs(ADMIN);
    const adminDesk = renderAdminApp("/admin/post-query?status=resolved");
    const exportLink = await screen.findByRole("link", { name: /Export CSV/ });
    const exported = new URL(exportLink.getAttribute("href") ?? "", "http://localhost");
    expect(exported.pathname).toBe(adminApiPaths.submissionsCsv);
    expect([exported.searchParams.get("kind"), exported.searchParams.get("status")]).toEqual([
      "post_query",
      "resolved",
    ]);
    adminDesk.unmount();

    signedInAs(CASEWORKER);
    renderAdminApp("/admin/post-query?status=resolved");
    expect(await screen.findByText("1 result")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Export CSV/ })).toBeNull();
  });

  it("shows a caseworker who opens the templates that only admins keep them, without their form", async () => {
    signedInAs(CASEWORKER);
    renderAdminApp("/admin/templates");

    expect(await screen.findByRole("heading", { name: "Reply templates", level: 1 })).toBeTruthy();
    expect(within(screen.getByRole("main")).getByRole("alert").textContent).toBe(
      "Only admins keep the reply templates. You can pick them when writing to a person from a case.",
    );
    expect(screen.queryByRole("button", { name: "New template" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Edit / })).toBeNull();
  });

  it("lets an admin keep the templates: the list with its Edit and Delete, and New template", async () => {
    signedInAs(ADMIN);
    renderAdminApp("/admin/templates");

    expect(await screen.findByRole("button", { name: "New template" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Edit First reply (English)" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Delete First reply (English)" })).toBeTruthy();
  });

  it("says to log in first when there is no session, with a link to the login page", async () => {
    installFakeFetch().answer(
      "GET",
      adminApiPaths.dashboard,
      json(401, { status: "error", message: "Please login first.", reason: "no_session" }),
    );
    renderAdminApp("/admin/inbox");

    expect(await screen.findByText("Please login first.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the login page" }).getAttribute("href")).toBe("/login");
    expect(screen.queryByRole("navigation", { name: "Admin" })).toBeNull();
  });
});
