import { afterEach, describe, expect, it } from "vitest";
import { acknowledgementCap } from "~/shared/constants";
import { apiPaths } from "~/shared/routes";
import { startTestApp, type TestApp } from "../testing/test-app";
import { createTestDatabase } from "../testing/test-database";
import { createTestClock, type TestClock } from "../testing/test-clock";
import type { Transaction } from "kysely";
import type { Database } from "../db/schema";
import { insertSubmission } from "../submissions/submission-store";
import { mayAcknowledge } from "./acknowledgement-cap";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// Anyone can type anyone's address into a form: the acknowledgements one address gets are
// capped, while every submission is still stored and the desk still alerted.

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function app(database?: Awaited<ReturnType<typeof createTestDatabase>>, clock?: TestClock): Promise<TestApp> {
  const started = await startTestApp({ database, clock });
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

  it("counts the day before each form: once the earlier forms are a day old, the address is acknowledged again", async () => {
    const clock = createTestClock(new Date("2026-12-07T09:00:00Z"));
    const server = await app(undefined, clock);
    const cap = acknowledgementCap.perAddress;
    for (let i = 0; i < cap; i++) {
      await sendHelpRequest(server, "ravi@example.in");
      clock.advance(60 * 60 * 1000);
    }
    // Three forms in the last three hours: the fourth is over the cap.
    await sendHelpRequest(server, "ravi@example.in");
    expect(await mailsTo(server, "acknowledgement")).toHaveLength(cap);
    // A day after the first form, only the other three are within the day before the next.
    clock.advance(acknowledgementCap.windowMs - cap * 60 * 60 * 1000);
    await sendHelpRequest(server, "ravi@example.in");
    expect(await mailsTo(server, "acknowledgement")).toHaveLength(cap);
    // A day after the second and third forms too, so two are left in the day: acknowledged.
    clock.advance(2 * 60 * 60 * 1000 + 1);
    await sendHelpRequest(server, "ravi@example.in");
    expect(await mailsTo(server, "acknowledgement")).toHaveLength(cap + 1);
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

  // SQLite runs one write transaction at a time, so only PostgreSQL can interleave two counts.
  // What holds the second back is the address's lock, and also the row of submission_counts
  // that every insert of a kind updates (migration 0003's trigger): either alone passes this.
  it.runIf(onPostgres)(
    "on PostgreSQL a second count of one address waits for the first's transaction to end",
    async () => {
      const database = await createTestDatabase({ migrated: true });
      const first = database.connect();
      const second = database.connect();
      cleanups.push(async () => {
        await first.destroy();
        await second.destroy();
        await database.drop();
      });
      const address = "lata@example.in";
      const now = new Date();
      for (let i = 1; i < acknowledgementCap.perAddress; i++)
        await insertSubmission(first, "contact_message", { name: "Lata", email: address });
      let references = 0;
      const storeOneMore = (trx: Transaction<Database>) =>
        trx
          .insertInto("submissions")
          .values({
            reference: `CH-LATA${++references}`,
            kind: "contact_message",
            name: "Lata",
            email: address,
            email_key: address,
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
          })
          .execute();

      let releaseFirst = () => {};
      const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
      let firstCounted = () => {};
      const firstHasCounted = new Promise<void>((resolve) => (firstCounted = resolve));
      const firstAnswer = first.transaction().execute(async (trx) => {
        await storeOneMore(trx);
        const acknowledged = await mayAcknowledge(trx, address, now);
        firstCounted();
        await firstHolds;
        return acknowledged;
      });
      await firstHasCounted;
      const secondAnswer = second.transaction().execute(async (trx) => {
        await storeOneMore(trx);
        return mayAcknowledge(trx, address, now);
      });
      // Long enough for the second count to have run, had nothing held it back.
      await new Promise((resolve) => setTimeout(resolve, 300));
      releaseFirst();
      expect(await firstAnswer).toBe(true);
      expect(await secondAnswer).toBe(false);
    },
  );
});
