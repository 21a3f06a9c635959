import { describe, expect, it } from "vitest";
import { listQueryFrom, outboxQueryFrom, reportDaysFrom, viewFrom, pageFrom } from "./admin-location";
import { limits } from "~/shared/constants";

describe("the dashboard's place in the URL", () => {
  it("reads the view, and shows the Dashboard for a missing or unknown one", () => {
    expect(viewFrom(new URLSearchParams("view=post_query"))).toBe("post_query");
    expect(viewFrom(new URLSearchParams("view=audit_log"))).toBe("audit_log");
    expect(viewFrom(new URLSearchParams("view=outbox"))).toBe("outbox");
    expect(viewFrom(new URLSearchParams(""))).toBe("dashboard");
    expect(viewFrom(new URLSearchParams("view=admin_dashboard.php"))).toBe("dashboard");
  });

  it("names each list view after its form's kind, and still opens links mailed under the old names", () => {
    expect(viewFrom(new URLSearchParams("view=help_request"))).toBe("help_request");
    expect(viewFrom(new URLSearchParams("view=contact_message"))).toBe("contact_message");
    expect(viewFrom(new URLSearchParams("view=request_help&ref=CH-7K3Q9M"))).toBe("help_request");
    expect(viewFrom(new URLSearchParams("view=contact_us"))).toBe("contact_message");
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
