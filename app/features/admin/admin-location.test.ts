import { describe, expect, it } from "vitest";
import { adminViewAt, adminViewPath } from "~/shared/admin-links";
import {
  auditLogQueryFrom,
  listQueryFrom,
  movedAdminAddress,
  outboxQueryFrom,
  reportDaysFrom,
  pageFrom,
} from "./admin-location";
import { limits } from "~/shared/constants";

describe("the dashboard's place in the URL", () => {
  it("gives each view its own path under /admin, and knows the view at each", () => {
    expect(adminViewPath("dashboard")).toBe("/admin");
    expect(adminViewPath("inbox", new URLSearchParams("tab=waiting&page=2"))).toBe("/admin/inbox?tab=waiting&page=2");
    expect(adminViewPath("help_request")).toBe("/admin/request-help");
    expect(adminViewAt("/admin/post-query")).toBe("post_query");
    expect(adminViewAt("/admin/audit-log/")).toBe("audit_log");
    expect(adminViewAt("/admin")).toBe("dashboard");
    expect(adminViewAt("/admin/cases/CH-7K3Q9M")).toBeNull();
    expect(adminViewAt("/admin/admin_dashboard.php")).toBeNull();
    expect(adminViewAt("/administrator")).toBeNull();
  });

  it("sends the old ?view= addresses, mailed and bookmarked, to the same list and case at their new paths", () => {
    const moved = (search: string) => movedAdminAddress("/admin", new URLSearchParams(search));
    expect(moved("view=post_query&page=3")).toEqual({ to: "/admin/post-query?page=3" });
    expect(moved("view=outbox")).toEqual({ to: "/admin/outbox" });
    // The two views' names from before they took their kind's.
    expect(moved("view=contact_us&q=upi")).toEqual({ to: "/admin/contact-us?q=upi" });
    expect(moved("view=request_help&ref=CH-7K3Q9M")).toEqual({
      to: "/admin/cases/CH-7K3Q9M",
      from: "/admin/request-help",
    });
    // A case without a view opens over the Inbox.
    expect(moved("ref=CH-7K3Q9M")).toEqual({ to: "/admin/cases/CH-7K3Q9M", from: "/admin/inbox" });
    expect(moved("view=admin_dashboard.php")).toBeNull();
    expect(moved("")).toBeNull();
    expect(movedAdminAddress("/admin/inbox", new URLSearchParams("view=users"))).toBeNull();
  });

  it("reads a list's filters, search, sort and page for the view's kind", () => {
    const query = listQueryFrom(
      new URLSearchParams(
        "q=%20upi%20fraud%20&status=in_progress&state=Kerala&from=2025-06-01&to=2025-06-30&sort=name&order=asc&page=3&pageSize=50",
      ),
      "post_query",
    );
    expect(query).toEqual({
      kind: "post_query",
      q: "upi fraud",
      status: "in_progress",
      state: "Kerala",
      topic: undefined,
      from: "2025-06-01",
      to: "2025-06-30",
      sort: "name",
      order: "asc",
      page: 3,
      pageSize: 50,
    });
  });

  it("reads the outbox's status filter and page, dropping a status the outbox does not have", () => {
    expect(outboxQueryFrom(new URLSearchParams("view=outbox&status=failed&page=2"))).toEqual({
      status: "failed",
      page: 2,
    });
    expect(outboxQueryFrom(new URLSearchParams("view=outbox&status=in_progress&page=0"))).toEqual({
      status: undefined,
      page: 1,
    });
  });

  it("reads the audit log's filters from its address, dropping one it cannot use and keeping the rest", () => {
    expect(auditLogQueryFrom(new URLSearchParams("kind=exports&actor=7&reference=ch-7k3q9m&page=3"))).toEqual({
      kind: "exports",
      actor: 7,
      reference: "CH-7K3Q9M",
      page: 3,
    });
    expect(auditLogQueryFrom(new URLSearchParams("kind=everything&actor=me&reference=7K3Q9M&page=2"))).toEqual({
      page: 2,
    });
  });

  it("drops a hand-edited value it cannot use and keeps the rest, so a stale link still opens", () => {
    const query = listQueryFrom(
      new URLSearchParams("status=closed&state=Atlantis&page=-2&pageSize=7&sort=email&from=yesterday&q=aadhaar"),
      "help_request",
    );
    expect(query).toEqual({
      kind: "help_request",
      q: "aadhaar",
      status: undefined,
      state: undefined,
      topic: undefined,
      from: undefined,
      to: undefined,
      sort: "created_at",
      order: "desc",
      page: 1,
      pageSize: limits.adminDefaultPageSize,
    });
  });

  it("treats a blank search as no search", () => {
    expect(listQueryFrom(new URLSearchParams("q=%20%20"), "contact_message").q).toBeUndefined();
  });

  it("reads the audit log's page and the report's window, falling back to page 1 and 30 days", () => {
    expect(pageFrom(new URLSearchParams("page=4"))).toBe(4);
    expect(pageFrom(new URLSearchParams("page=zero"))).toBe(1);
    expect(reportDaysFrom(new URLSearchParams("days=90"))).toBe(90);
    expect(reportDaysFrom(new URLSearchParams("days=45"))).toBe(30);
  });
});
