import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminApiPaths, apiPaths } from "~/shared/routes";
import type { OutboxEntry, OutboxPage } from "~/shared/schemas/admin-replies";
import { signInAsAdmin, type AdminSession } from "~/server/testing/admin-session";
import { startTestApp, type TestApp } from "~/server/testing/test-app";

// The admin's outbox view, on the embedded default: no SMTP_URL, so mail stays queued.

let server: TestApp;
let admin: AdminSession;
beforeAll(async () => {
  server = await startTestApp();
  admin = await signInAsAdmin(server);
});
afterAll(async () => {
  await server.close();
});
// Each test starts with no mail, and with the address's acknowledgements not yet counted against
// their cap, so that each proves the same whichever order the tests run in.
beforeEach(async () => {
  await server.db.deleteFrom("submissions").execute();
  await server.db.deleteFrom("mail_outbox").execute();
  await server.db.deleteFrom("rate_limit_counters").execute();
});

async function submitHelpRequest(): Promise<string> {
  const response = await server.app.inject({
    method: "POST",
    url: apiPaths.helpRequests,
    payload: { name: "Ravi Kumar", email: "ravi@example.in", query: "Fake KYC call, ₹12,000 gone" },
  });
  return response.json<{ reference: string }>().reference;
}

function getOutbox(query = "") {
  return server.app.inject({ method: "GET", url: `${adminApiPaths.outbox}${query}`, headers: admin.headers });
}

describe("the outbox view", () => {
  it("lists each submission's two mails, newest first, with their reference, and says mail is not being sent", async () => {
    const reference = await submitHelpRequest();
    const response = await getOutbox();
    expect(response.statusCode).toBe(200);
    const page = response.json<OutboxPage>();
    expect(page.sending).toBe(false);
    expect(page.counts).toEqual({ queued: 2, sending: 0, sent: 0, failed: 0 });
    expect(page.items.map((item) => [item.purpose, item.status, item.reference, item.to])).toEqual([
      ["acknowledgement", "queued", reference, "ravi@example.in"],
      ["desk_alert", "queued", reference, expect.stringContaining("@")],
    ]);
  });

  it("filters by status and refuses an unknown one", async () => {
    await submitHelpRequest();
    expect((await getOutbox("?status=failed")).json<OutboxPage>().items).toEqual([]);
    expect((await getOutbox("?status=queued")).json<OutboxPage>().items).toHaveLength(2);
    const refused = await getOutbox("?status=lost");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status: "error", errors: { status: expect.any(String) } });
  });

  it("retries a failed mail: queued again with a fresh round of tries, and an audit entry", async () => {
    await submitHelpRequest();
    const failed = await server.db
      .updateTable("mail_outbox")
      .set({ status: "failed", attempts: 10, last_error: "550 mailbox unavailable" })
      .where("purpose", "=", "acknowledgement")
      .returning("id")
      .executeTakeFirstOrThrow();
    const response = await server.app.inject({
      method: "POST",
      url: adminApiPaths.outboxRetry(failed.id),
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<OutboxEntry>()).toMatchObject({
      id: failed.id,
      status: "queued",
      attempts: 0,
      lastError: null,
    });
    const audit = await server.db.selectFrom("audit_log").selectAll().where("action", "=", "mail.retried").execute();
    expect(audit).toMatchObject([{ actor_email: admin.user.email, target_id: String(failed.id) }]);
  });

  it("refuses to retry a mail that has not failed, or does not exist", async () => {
    await submitHelpRequest();
    const queued = await server.db.selectFrom("mail_outbox").select("id").executeTakeFirstOrThrow();
    const notFailed = await server.app.inject({
      method: "POST",
      url: adminApiPaths.outboxRetry(queued.id),
      headers: admin.headers,
    });
    expect(notFailed.statusCode).toBe(409);
    const missing = await server.app.inject({
      method: "POST",
      url: adminApiPaths.outboxRetry(999_999),
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it("loses a submission's mails when the submission is erased", async () => {
    await submitHelpRequest();
    await server.db.deleteFrom("submissions").execute();
    expect((await getOutbox()).json<OutboxPage>().items).toEqual([]);
  });
});
