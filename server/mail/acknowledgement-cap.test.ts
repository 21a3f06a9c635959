import { afterEach, describe, expect, it } from "vitest";
import { acknowledgementCap } from "~/shared/constants";
import { apiPaths } from "~/shared/routes";
import { startTestApp, type TestApp } from "../testing/test-app";
import { createTestDatabase } from "../testing/test-database";

// Anyone can type anyone's address into a form: the acknowledgements one address gets are
// capped, while every submission is still stored and the desk still alerted.

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function app(database?: Awaited<ReturnType<typeof createTestDatabase>>): Promise<TestApp> {
  const started = await startTestApp({ database });
  cleanups.push(() => started.close());
  return started;
}

function sendHelpRequest(server: TestApp, email: string) {
  return server.app.inject({
    method: "POST",
    url: apiPaths.helpRequests,
    payload: { name: "Asha", email, query: "UPI fraud" },
  });
}

function mailsTo(server: TestApp, purpose: "acknowledgement" | "desk_alert") {
  return server.db.selectFrom("mail_outbox").selectAll().where("purpose", "=", purpose).orderBy("id").execute();
}

describe("acknowledgements per address", () => {
  it("over the cap the submission is stored and the desk alerted (and told), but no acknowledgement is queued", async () => {
    const server = await app();
    const cap = acknowledgementCap.perAddress;
    // The same mailbox written differently still counts as one address.
    const spellings = ["asha@example.in", "Asha@Example.IN", "ASHA@EXAMPLE.IN"];
    for (let i = 0; i <= cap; i++)
      expect((await sendHelpRequest(server, spellings[i % spellings.length] as string)).statusCode).toBe(201);

    expect(await server.db.selectFrom("submissions").select("id").execute()).toHaveLength(cap + 1);
    expect(await mailsTo(server, "acknowledgement")).toHaveLength(cap);
    const alerts = await mailsTo(server, "desk_alert");
    expect(alerts).toHaveLength(cap + 1);
    expect(alerts.at(-1)?.text_body).toContain("No acknowledgement was sent");
    expect(alerts[0]?.text_body).not.toContain("No acknowledgement was sent");
  });

  it("counts each address on its own", async () => {
    const server = await app();
    for (let i = 0; i <= acknowledgementCap.perAddress; i++) await sendHelpRequest(server, "first@example.in");
    expect((await sendHelpRequest(server, "second@example.in")).statusCode).toBe(201);
    const acks = await mailsTo(server, "acknowledgement");
    expect(acks.filter((mail) => mail.to_address === "second@example.in")).toHaveLength(1);
  });

  it("two instances on one database, sending at once, queue no more than the cap between them", async () => {
    const database = await createTestDatabase({ migrated: true });
    cleanups.push(() => database.drop());
    const one = await app(database);
    const two = await app(database);
    const sent = await Promise.all(
      Array.from({ length: 10 }, (_, i) => sendHelpRequest(i % 2 === 0 ? one : two, "meena@example.in")),
    );
    expect(sent.every((response) => response.statusCode === 201)).toBe(true);
    expect(await mailsTo(one, "desk_alert")).toHaveLength(10);
    expect(await mailsTo(one, "acknowledgement")).toHaveLength(acknowledgementCap.perAddress);
  });
});
