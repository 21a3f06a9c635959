import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openStoreTestDatabase, type StoreTestDatabase } from "../testing/store-test-database";
import { countRequest, sweepExpiredCounts } from "./rate-limit-store";

// The shared request counts, against a real database (SQLite, or PostgreSQL with TEST_DATABASE_URL).

let testDatabase: StoreTestDatabase;
beforeAll(async () => {
  testDatabase = await openStoreTestDatabase();
});
afterAll(async () => {
  await testDatabase.close();
});
beforeEach(async () => {
  await testDatabase.db.deleteFrom("rate_limit_counters").execute();
});

const MINUTE = 60_000;
const T0 = new Date("2026-11-23T10:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

describe("shared request counts", () => {
  it("count an address's requests within its minute, with the time left until it starts again", async () => {
    const { db } = testDatabase;
    expect(await countRequest(db, "POST /api/help-requests 203.0.113.7", MINUTE, T0)).toEqual({
      current: 1,
      ttl: MINUTE,
    });
    expect(await countRequest(db, "POST /api/help-requests 203.0.113.7", MINUTE, at(1_000))).toEqual({
      current: 2,
      ttl: 59_000,
    });
    expect(await countRequest(db, "POST /api/help-requests 203.0.113.7", MINUTE, at(59_999))).toEqual({
      current: 3,
      ttl: 1,
    });
  });

  it("start again from one once the minute is over", async () => {
    const { db } = testDatabase;
    await countRequest(db, "k", MINUTE, T0);
    await countRequest(db, "k", MINUTE, at(30_000));
    expect(await countRequest(db, "k", MINUTE, at(MINUTE))).toEqual({ current: 1, ttl: MINUTE });
    expect(await countRequest(db, "k", MINUTE, at(MINUTE + 5_000))).toEqual({ current: 2, ttl: 55_000 });
  });

  it("keep each key on its own", async () => {
    const { db } = testDatabase;
    await countRequest(db, "POST /api/help-requests 203.0.113.7", MINUTE, T0);
    expect((await countRequest(db, "POST /api/help-requests 198.51.100.1", MINUTE, T0)).current).toBe(1);
    expect((await countRequest(db, "POST /api/queries 203.0.113.7", MINUTE, T0)).current).toBe(1);
  });

  it("lose no request when many are counted at once", async () => {
    const { db } = testDatabase;
    const counts = await Promise.all(Array.from({ length: 25 }, () => countRequest(db, "burst", MINUTE, T0)));
    expect(counts.map((count) => count.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
  });

  it("are swept once their minute is over, and only then", async () => {
    const { db } = testDatabase;
    await countRequest(db, "old", MINUTE, T0);
    await countRequest(db, "recent", MINUTE, at(30_000));
    expect(await sweepExpiredCounts(db, at(MINUTE))).toBe(1);
    const left = await db.selectFrom("rate_limit_counters").select("key").execute();
    expect(left).toEqual([{ key: "recent" }]);
  });
});
