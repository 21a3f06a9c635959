import { afterEach, describe, expect, it } from "vitest";
import { openStoreTestDatabase, seedSubmissions, type StoreTestDatabase } from "~/server/testing/store-test-database";
import { hashToken } from "~/server/auth/tokens";
import { caseOfSecret } from "~/server/cases/case-secrets";
import { migrateToLatest, migrateUpTo } from "../migrate";
import { giveCaseLinksAnExpiry } from "./0029-give-case-links-an-expiry";

// Migration 0029 on a database whose case links were made when links never expired, on SQLite
// and (with TEST_DATABASE_URL) PostgreSQL: every link is given 30 days from the moment the
// migration runs, so the links in mails already sent keep working for 30 days, then expire
// (docs/decisions/0055). Sessions and remembered phones keep their own expiries.

let store: StoreTestDatabase | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

const DAY = 24 * 60 * 60 * 1000;
const madeAt = "2026-05-01T04:30:00.000Z";
const sessionEnds = "2026-12-06T06:30:00.000Z";
const phoneForgotten = "2027-04-20T04:30:00.000Z";

/** A database at 0028 with a case, its old links (one revoked), a session and a remembered phone. */
async function databaseBeforeLinksExpired() {
  store = await openStoreTestDatabase({ migrate: false });
  const { db, dialect } = store;
  await migrateUpTo(db, dialect, "0028-add-bank-reply-to-case-progress");
  const [reference] = await seedSubmissions(db, [{ created_at: madeAt }]);
  const { id } = await db
    .selectFrom("submissions")
    .select("id")
    .where("reference", "=", reference!)
    .executeTakeFirstOrThrow();
  const secret = (name: string, kind: "link" | "session" | "device", expiresAt: string | null, revokedAt?: string) => ({
    secret_hash: hashToken(name),
    submission_id: id,
    kind,
    created_at: madeAt,
    expires_at: expiresAt,
    revoked_at: revokedAt ?? null,
  });
  await db
    .insertInto("case_secrets")
    .values([
      secret("link from the acknowledgement", "link", null),
      secret("link from a notice", "link", null),
      secret("link stopped by the victim", "link", null, "2026-06-01T04:30:00.000Z"),
      secret("session", "session", sessionEnds),
      secret("remembered phone", "device", phoneForgotten),
    ])
    .execute();
  return { db, dialect, id };
}

async function expiries(db: StoreTestDatabase["db"]): Promise<Record<string, string | null>> {
  const rows = await db.selectFrom("case_secrets").select(["secret_hash", "expires_at"]).execute();
  const names = [
    "link from the acknowledgement",
    "link from a notice",
    "link stopped by the victim",
    "session",
    "remembered phone",
  ];
  return Object.fromEntries(
    names.map((name) => [name, rows.find((row) => row.secret_hash === hashToken(name))?.expires_at ?? null]),
  );
}

describe("migration 0029 on a database with case links that never expired", () => {
  it("gives every link 30 days from the moment it runs, and leaves sessions and remembered phones as they were", async () => {
    const { db } = await databaseBeforeLinksExpired();
    const runsAt = new Date("2026-12-06T04:30:00.000Z");
    await giveCaseLinksAnExpiry(() => runsAt).up(db);
    expect(await expiries(db)).toEqual({
      "link from the acknowledgement": "2027-01-05T04:30:00.000Z",
      "link from a notice": "2027-01-05T04:30:00.000Z",
      "link stopped by the victim": "2027-01-05T04:30:00.000Z",
      session: sessionEnds,
      "remembered phone": phoneForgotten,
    });
  });

  it("a link from a mail sent months before opens its case until 30 days after the migration, then not", async () => {
    const { db, id } = await databaseBeforeLinksExpired();
    const runsAt = new Date("2026-12-06T04:30:00.000Z");
    await giveCaseLinksAnExpiry(() => runsAt).up(db);
    const link = "link from the acknowledgement";
    expect(await caseOfSecret(db, link, "link", new Date(runsAt.getTime() + 29 * DAY))).toBe(id);
    expect(await caseOfSecret(db, link, "link", new Date(runsAt.getTime() + 30 * DAY - 60_000))).toBe(id);
    expect(await caseOfSecret(db, link, "link", new Date(runsAt.getTime() + 30 * DAY))).toBeUndefined();
    expect(
      await caseOfSecret(db, "link stopped by the victim", "link", runsAt),
      "revoked stays revoked",
    ).toBeUndefined();
  });

  it("runs with the app's migrations, counting the 30 days from when it ran", async () => {
    const { db, dialect } = await databaseBeforeLinksExpired();
    const before = Date.now();
    expect(await migrateToLatest(db, dialect)).toContain("0029-give-case-links-an-expiry");
    const after = Date.now();
    const expiry = Date.parse((await expiries(db))["link from the acknowledgement"]!);
    expect(expiry).toBeGreaterThanOrEqual(before + 30 * DAY);
    expect(expiry).toBeLessThanOrEqual(after + 30 * DAY);
  });
});
