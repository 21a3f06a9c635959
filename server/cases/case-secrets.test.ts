import type { Kysely } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eraseSubmission } from "../admin/casework-store";
import { openStoreTestDatabase, seedSubmissions, type StoreTestDatabase } from "../admin/store-test-database";
import type { Database } from "../db/schema";
import {
  CASE_SESSION_MS,
  caseOfSecret,
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
  it("a link opens its case, and only its hash is stored", async () => {
    const { id } = await aCase();
    const { secret, expiresAt } = await mintCaseSecret(db, id, "link", now, { channel: "form_answer" });
    expect(secret).toMatch(/^[\w-]{43}$/); // 256 bits, base64url
    expect(expiresAt).toBeNull();
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
    expect(opened?.submissionId).toBe(id);
    expect(opened?.expiresAt.toISOString()).toBe(later(CASE_SESSION_MS).toISOString());
    expect(await caseOfSecret(db, opened!.session, "session", now)).toBe(id);

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
