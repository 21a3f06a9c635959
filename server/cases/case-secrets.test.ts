import type { Kysely } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eraseSubmission } from "../admin/casework-store";
import { openStoreTestDatabase, seedSubmissions, type StoreTestDatabase } from "../testing/store-test-database";
import { hashToken } from "../auth/tokens";
import type { Database } from "../db/schema";
import {
  CASE_DEVICE_MS,
  CASE_LINK_MS,
  CASE_SESSION_MS,
  EXPIRED_LINK_KEPT_MS,
  caseOfSecret,
  closeAsNotMe,
  deleteDeadCaseSecrets,
  mintCaseSecret,
  openSessionFromLink,
  revokeCaseSecret,
  revokeCaseSecrets,
} from "./case-secrets";

let testDatabase: StoreTestDatabase;
let db: Kysely<Database>;
beforeAll(async () => {
  testDatabase = await openStoreTestDatabase();
  db = testDatabase.db;
});
afterAll(async () => {
  await testDatabase.close();
});
beforeEach(async () => {
  await db.deleteFrom("case_secrets").execute();
  await db.deleteFrom("submissions").execute();
});

const now = new Date("2026-11-25T10:00:00.000Z");
const later = (ms: number) => new Date(now.getTime() + ms);
const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

async function aCase(): Promise<{ id: number; reference: string }> {
  const [reference] = await seedSubmissions(db, [{ created_at: now.toISOString() }]);
  const row = await db
    .selectFrom("submissions")
    .select("id")
    .where("reference", "=", reference!)
    .executeTakeFirstOrThrow();
  return { id: row.id, reference: reference! };
}

describe("case secrets", () => {
  it("a link opens its case for 30 days from when it was made, and only its hash is stored", async () => {
    const { id } = await aCase();
    const { secret, expiresAt } = await mintCaseSecret(db, id, "link", now, { channel: "form_answer" });
    expect(secret).toMatch(/^[\w-]{43}$/); // 256 bits, base64url
    expect(CASE_LINK_MS).toBe(30 * DAY);
    expect(expiresAt.toISOString()).toBe("2026-12-25T10:00:00.000Z");
    expect(await caseOfSecret(db, secret, "link", now)).toBe(id);

    const stored = await db.selectFrom("case_secrets").selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(secret);
  });

  it("wrong, other-kind, revoked and expired secrets all open nothing, alike", async () => {
    const { id } = await aCase();
    const link = (await mintCaseSecret(db, id, "link", now, { channel: "form_answer" })).secret;
    const session = (await mintCaseSecret(db, id, "session", now, { channel: "link_opened" })).secret;

    expect(await caseOfSecret(db, "not-a-secret", "link", now)).toBeUndefined();
    expect(await caseOfSecret(db, session, "link", now), "a session is not a link").toBeUndefined();
    expect(await caseOfSecret(db, session, "session", later(CASE_SESSION_MS)), "expired").toBeUndefined();
    expect(await caseOfSecret(db, session, "session", later(CASE_SESSION_MS - 1))).toBe(id);

    await revokeCaseSecret(db, link, now);
    expect(await caseOfSecret(db, link, "link", now), "revoked").toBeUndefined();
  });

  it("a case can have several live links; revoking the case's secrets ends them all and no other case's", async () => {
    const mine = await aCase();
    const theirs = await aCase();
    const first = (await mintCaseSecret(db, mine.id, "link", now, { channel: "form_answer" })).secret;
    const second = (await mintCaseSecret(db, mine.id, "link", now, { channel: "form_answer" })).secret;
    const device = (await mintCaseSecret(db, mine.id, "device", now, { channel: "case_page" })).secret;
    const other = (await mintCaseSecret(db, theirs.id, "link", now, { channel: "form_answer" })).secret;
    expect(await caseOfSecret(db, first, "link", now)).toBe(mine.id);
    expect(await caseOfSecret(db, second, "link", now)).toBe(mine.id);

    expect(await revokeCaseSecrets(db, mine.id, now)).toBe(3);
    for (const [secret, kind] of [
      [first, "link"],
      [second, "link"],
      [device, "device"],
    ] as const)
      expect(await caseOfSecret(db, secret, kind, now)).toBeUndefined();
    expect(await caseOfSecret(db, other, "link", now)).toBe(theirs.id);
  });

  it("a link is exchanged for a short-lived session; a dead link gets nothing and mints nothing", async () => {
    const { id } = await aCase();
    const link = (await mintCaseSecret(db, id, "link", now, { channel: "form_answer" })).secret;
    const opened = await openSessionFromLink(db, link, now);
    if (typeof opened !== "object") throw new Error("the link opened nothing");
    expect(opened.submissionId).toBe(id);
    expect(opened.expiresAt.toISOString()).toBe(later(CASE_SESSION_MS).toISOString());
    expect(await caseOfSecret(db, opened.session, "session", now)).toBe(id);

    await revokeCaseSecrets(db, id, now);
    const before = await db.selectFrom("case_secrets").select("secret_hash").execute();
    expect(await openSessionFromLink(db, link, now)).toBeUndefined();
    expect(await db.selectFrom("case_secrets").select("secret_hash").execute()).toHaveLength(before.length);
  });

  it("opening a link clears secrets dead for over a day, so the table does not grow forever", async () => {
    const { id } = await aCase();
    const link = (await mintCaseSecret(db, id, "link", now, { channel: "form_answer" })).secret;
    await mintCaseSecret(db, id, "session", now, { channel: "link_opened" });
    const twoDaysLater = later(2 * 24 * 60 * 60 * 1000);
    await openSessionFromLink(db, link, twoDaysLater);
    const kinds = await db.selectFrom("case_secrets").select("kind").orderBy("kind").execute();
    expect(kinds.map((row) => row.kind)).toEqual(["link", "session"]);
  });

  it("erasing the submission erases its secrets", async () => {
    const { id, reference } = await aCase();
    await mintCaseSecret(db, id, "link", now, { channel: "form_answer" });
    await mintCaseSecret(db, id, "session", now, { channel: "link_opened" });
    await eraseSubmission(db, reference, { id: null, name: "Test", email: "desk@example.in" }, now);
    expect(await db.selectFrom("case_secrets").selectAll().execute()).toEqual([]);
  });

  it("secrets expired or revoked over a day ago are deleted; live ones stay", async () => {
    const { id } = await aCase();
    const live = (await mintCaseSecret(db, id, "link", now, { channel: "form_answer" })).secret;
    await mintCaseSecret(db, id, "session", now, { channel: "link_opened" });
    const revoked = (await mintCaseSecret(db, id, "device", now, { channel: "case_page" })).secret;
    await revokeCaseSecret(db, revoked, now);

    const dayAndSessionLater = later(CASE_SESSION_MS + 24 * 60 * 60 * 1000);
    expect(await deleteDeadCaseSecrets(db, dayAndSessionLater)).toBe(2);
    expect(await caseOfSecret(db, live, "link", dayAndSessionLater)).toBe(id);
  });
});

describe("a case link's 30 days", () => {
  it("a link opens on day 29 and at 23:59 of day 30, and not from the end of its 30th day", async () => {
    const { id } = await aCase();
    const link = (await mintCaseSecret(db, id, "link", now, { channel: "mail", mail: "acknowledgement" })).secret;
    expect(await caseOfSecret(db, link, "link", later(29 * DAY))).toBe(id);
    expect(await caseOfSecret(db, link, "link", later(30 * DAY - MINUTE))).toBe(id);
    expect(await caseOfSecret(db, link, "link", later(30 * DAY))).toBeUndefined();
    expect(await caseOfSecret(db, link, "link", later(31 * DAY))).toBeUndefined();
  });

  it("opening an expired link says it expired and mints no session; a wrong, revoked or other-kind secret says nothing", async () => {
    const { id } = await aCase();
    const link = (await mintCaseSecret(db, id, "link", now, { channel: "form_answer" })).secret;
    const revoked = (await mintCaseSecret(db, id, "link", now, { channel: "form_answer" })).secret;
    await revokeCaseSecret(db, revoked, now);
    const session = (await mintCaseSecret(db, id, "session", now, { channel: "link_opened" })).secret;
    const before = await db.selectFrom("case_secrets").select("secret_hash").execute();

    const afterItsDays = later(30 * DAY);
    expect(await openSessionFromLink(db, link, afterItsDays)).toBe("expired");
    expect(await openSessionFromLink(db, revoked, afterItsDays), "revoked, and past its days").toBeUndefined();
    expect(await openSessionFromLink(db, session, afterItsDays), "a session is not a link").toBeUndefined();
    expect(await openSessionFromLink(db, "x".repeat(43), afterItsDays)).toBeUndefined();
    expect(await db.selectFrom("case_secrets").select("secret_hash").execute()).toHaveLength(before.length);
  });

  it('an expired link cannot close its case as "This wasn\'t me": it says it expired and changes nothing', async () => {
    const { id } = await aCase();
    const link = (await mintCaseSecret(db, id, "link", now, { channel: "mail", mail: "acknowledgement" })).secret;
    expect(await closeAsNotMe(db, link, later(30 * DAY))).toBe("expired");
    const row = await db.selectFrom("submissions").select("status").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.status).toBe("new");
  });

  it("a remembered phone keeps its own 180 days after the link it came from expired", async () => {
    const { id } = await aCase();
    const link = (await mintCaseSecret(db, id, "link", now, { channel: "form_answer" })).secret;
    const dayTwenty = later(20 * DAY);
    const device = (await mintCaseSecret(db, id, "device", dayTwenty, { channel: "case_page" })).secret;
    expect(await caseOfSecret(db, link, "link", later(40 * DAY))).toBeUndefined();
    expect(await caseOfSecret(db, device, "device", later(40 * DAY))).toBe(id);
    expect(await caseOfSecret(db, device, "device", new Date(dayTwenty.getTime() + CASE_DEVICE_MS - MINUTE))).toBe(id);
    expect(await caseOfSecret(db, device, "device", new Date(dayTwenty.getTime() + CASE_DEVICE_MS))).toBeUndefined();
  });

  it("a link without an expiry, as an instance not yet upgraded could make, lapses 30 days after it was made", async () => {
    const { id } = await aCase();
    const link = (await mintCaseSecret(db, id, "link", now, { channel: "form_answer" })).secret;
    await withoutExpiry(link);
    expect(await caseOfSecret(db, link, "link", later(30 * DAY - MINUTE))).toBe(id);
    expect(await openSessionFromLink(db, link, later(30 * DAY))).toBe("expired");
  });

  it("the sweep keeps an expired link for a year after it expired, so it still says it expired, then deletes it", async () => {
    const { id } = await aCase();
    const link = (await mintCaseSecret(db, id, "link", now, { channel: "form_answer" })).secret;
    const unexpiring = (await mintCaseSecret(db, id, "link", now, { channel: "form_answer" })).secret;
    await withoutExpiry(unexpiring);
    const keptUntil = later(CASE_LINK_MS + EXPIRED_LINK_KEPT_MS);
    const justBefore = new Date(keptUntil.getTime() - MINUTE);

    expect(await deleteDeadCaseSecrets(db, justBefore)).toBe(0);
    expect(await openSessionFromLink(db, link, justBefore)).toBe("expired");
    expect(await openSessionFromLink(db, unexpiring, justBefore)).toBe("expired");
    expect(await deleteDeadCaseSecrets(db, keptUntil)).toBe(2);
    expect(await openSessionFromLink(db, link, keptUntil)).toBeUndefined();
  });
});

/** A link as made before links expired: no expiry stored. */
async function withoutExpiry(link: string): Promise<void> {
  await db.updateTable("case_secrets").set({ expires_at: null }).where("secret_hash", "=", hashToken(link)).execute();
}
