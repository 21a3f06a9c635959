import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminApiPaths, documentedApiPaths, caseApiPaths } from "~/shared/routes";
import { createTestUser } from "../testing/admin-session";
import { startTestApp, type TestApp } from "../testing/test-app";
import { DOCUMENTED_DASHBOARD_LIST_LIMIT } from "./documented-api";
import { authMessages } from "~/shared/messages/auth";
import { caseFactsMessages } from "~/shared/messages/form-fields";

// docs/product.md §7's six endpoints, as a client written against that contract calls them.

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await server.db.deleteFrom("submissions").execute();
});

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return server.app.inject({ method: "POST", url, payload: payload as object, headers });
}

async function adminToken(): Promise<string> {
  const user = await createTestUser(server);
  const login = await post(documentedApiPaths.adminLogin, { email: user.email, password: user.password });
  return login.json<{ token: string }>().token;
}

describe("the documented form endpoints", () => {
  it("POST /request_help_form.php {name, email, query} answers {status: success, message} and stores a help request", async () => {
    const response = await post(documentedApiPaths.helpRequest, {
      name: "Asha",
      email: "asha@example.in",
      query: "UPI fraud",
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(200);
    expect(response.statusCode).toBeLessThan(300);
    expect(response.json()).toMatchObject({ status: "success", message: expect.any(String) });
    const rows = await server.db.selectFrom("submissions").select(["kind", "name", "message"]).execute();
    expect(rows).toEqual([{ kind: "help_request", name: "Asha", message: "UPI fraud" }]);
  });

  it("POST /request_help_form.php also answers with the private case link, which opens the case", async () => {
    const response = await post(documentedApiPaths.helpRequest, {
      name: "Asha",
      email: "asha@example.in",
      query: "UPI fraud",
    });
    const { reference, caseUrl } = response.json<{ reference: string; caseUrl: string }>();
    expect(caseUrl).toMatch(/^\/case#[\w-]{43}$/);
    const opened = await server.app.inject({
      method: "POST",
      url: caseApiPaths.open,
      payload: { link: caseUrl.split("#")[1] },
    });
    expect(opened.json()).toEqual({ status: "success", reference });
  });

  it("POST /request_help_form.php also takes the optional case facts, checked by the same schema as the forms", async () => {
    const accepted = await post(documentedApiPaths.helpRequest, {
      name: "Asha",
      email: "asha@example.in",
      query: "UPI fraud",
      phone: "+91 98765-43210",
      contactPreference: "phone",
      amountLost: 125000,
    });
    expect(accepted.statusCode).toBe(201);
    const rows = await server.db
      .selectFrom("submissions")
      .select(["phone", "contact_preference", "amount_lost"])
      .execute();
    expect(rows.map((row) => ({ ...row, amount_lost: Number(row.amount_lost) }))).toEqual([
      { phone: "+919876543210", contact_preference: "phone", amount_lost: 125_000 },
    ]);

    const refused = await post(documentedApiPaths.helpRequest, {
      name: "Asha",
      email: "asha@example.in",
      query: "UPI fraud",
      phone: "call me",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { phone: caseFactsMessages.phoneInvalid } });
  });

  it("POST /contact_us_form.php answers with an ok status and stores a contact message", async () => {
    const response = await post(documentedApiPaths.contactMessage, {
      name: "Ravi",
      email: "ravi@example.in",
      subject: "Card",
      message: "Cloned",
    });
    expect(response.statusCode).toBeLessThan(300);
    expect((await server.db.selectFrom("submissions").select("kind").execute()).map((row) => row.kind)).toEqual([
      "contact_message",
    ]);
  });

  it("POST /post_query_form.php answers {status: success} and stores a post query", async () => {
    const response = await post(documentedApiPaths.postQuery, {
      name: "Meena",
      email: "meena@example.in",
      phone: "",
      state: "Kerala",
      city: "Kochi",
      subject: "Loan app",
      message: "Threats",
    });
    expect(response.json()).toMatchObject({ status: "success" });
    expect(await server.db.selectFrom("submissions").select("state").execute()).toEqual([{ state: "Kerala" }]);
  });

  it("invalid input gets a 4xx {status: error, message} and nothing is stored", async () => {
    for (const url of [
      documentedApiPaths.helpRequest,
      documentedApiPaths.contactMessage,
      documentedApiPaths.postQuery,
    ]) {
      const response = await post(url, { name: "", email: "nope" });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ status: "error", message: expect.any(String) });
    }
    expect(await server.db.selectFrom("submissions").select("id").execute()).toEqual([]);
  });
});

describe("the documented account endpoints", () => {
  it("POST /signup.php {name, email, password} answers {status, message}; the account waits for approval", async () => {
    const response = await post(documentedApiPaths.signup, {
      name: "New",
      email: "new.signup@example.in",
      password: "a long password",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: "success", message: authMessages.signupPending });
    const refused = await post(documentedApiPaths.signup, {
      name: "New",
      email: "NEW.signup@example.in",
      password: "a long password",
    });
    expect(refused.json()).toEqual({ status: "error", message: authMessages.emailTaken });
  });

  it("POST /admin_login.php answers {status, token, message}, and the token is a bearer token for the admin API", async () => {
    const user = await createTestUser(server);
    const response = await post(documentedApiPaths.adminLogin, { email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ status: string; token: string; message: string }>();
    expect(body).toEqual({
      status: "success",
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      message: authMessages.loginSuccessful,
    });
    expect(response.headers["set-cookie"]).toBeUndefined();
    const dashboard = await server.app.inject({
      method: "GET",
      url: adminApiPaths.dashboard,
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(dashboard.statusCode).toBe(200);
  });

  it("a wrong password gets {status: error, message}", async () => {
    const user = await createTestUser(server);
    const response = await post(documentedApiPaths.adminLogin, { email: user.email, password: "not the password" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: "error", message: authMessages.invalidCredentials });
  });
});

describe("GET /admin_dashboard.php", () => {
  it("without a bearer token answers 401", async () => {
    const response = await server.app.inject({ method: "GET", url: documentedApiPaths.adminDashboard });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: "error", message: authMessages.noSession });
  });

  it("answers {name, post_query, contact, request_help} with docs/product.md's record fields, newest first", async () => {
    await post(documentedApiPaths.helpRequest, { name: "Older", email: "o@example.in", query: "first" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await post(documentedApiPaths.helpRequest, { name: "Newer", email: "n@example.in", query: "second" });
    await post(documentedApiPaths.contactMessage, {
      name: "Ravi",
      email: "ravi@example.in",
      subject: "Card",
      message: "Cloned",
    });
    await post(documentedApiPaths.postQuery, {
      name: "Meena",
      email: "m@example.in",
      phone: "98",
      state: "Goa",
      city: "Panaji",
      subject: "Loan",
      message: "Threats",
    });
    const token = await adminToken();
    const response = await server.app.inject({
      method: "GET",
      url: documentedApiPaths.adminDashboard,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.name).toMatch(/^Test Admin/);
    expect(body.request_help.map((row: { name: string }) => row.name)).toEqual(["Newer", "Older"]);
    expect(Object.keys(body.request_help[0]).sort()).toEqual(["created_at", "email", "name", "query"]);
    expect(body.contact).toEqual([
      { name: "Ravi", email: "ravi@example.in", subject: "Card", message: "Cloned", created_at: expect.any(String) },
    ]);
    expect(body.post_query).toEqual([
      {
        name: "Meena",
        email: "m@example.in",
        phone: "98",
        state: "Goa",
        city: "Panaji",
        subject_line: "Loan",
        subject: "",
        query: "Threats",
        created_at: expect.any(String),
      },
    ]);
  });

  it(`lists at most ${DOCUMENTED_DASHBOARD_LIST_LIMIT} records of each kind`, async () => {
    const at = Date.parse("2026-11-01T00:00:00.000Z");
    await server.db
      .insertInto("submissions")
      .values(
        Array.from({ length: DOCUMENTED_DASHBOARD_LIST_LIMIT + 5 }, (_, i) => ({
          reference: `CH-T${String(i).padStart(5, "0")}`,
          kind: "help_request" as const,
          name: `Person ${i}`,
          email: `p${i}@example.in`,
          message: "q",
          created_at: new Date(at + i * 1000).toISOString(),
          updated_at: new Date(at + i * 1000).toISOString(),
        })),
      )
      .execute();
    const token = await adminToken();
    const body = (
      await server.app.inject({
        method: "GET",
        url: documentedApiPaths.adminDashboard,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(body.request_help).toHaveLength(DOCUMENTED_DASHBOARD_LIST_LIMIT);
    expect(body.request_help[0].name).toBe(`Person ${DOCUMENTED_DASHBOARD_LIST_LIMIT + 4}`);

    // Whole records to any desk member: the audit log names every one of them.
    const entry = await server.db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("action", "=", "submissions.viewed")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const detail = typeof entry.detail === "string" ? JSON.parse(entry.detail) : entry.detail;
    expect(detail.view).toBe("documented_dashboard");
    expect(detail.references).toContain(`CH-T${String(DOCUMENTED_DASHBOARD_LIST_LIMIT + 4).padStart(5, "0")}`);
    expect(detail.references).toHaveLength(body.request_help.length + body.contact.length + body.post_query.length);
  });
});
