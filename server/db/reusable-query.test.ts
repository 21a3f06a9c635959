import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openStoreTestDatabase, type StoreTestDatabase } from "../testing/store-test-database";
import { reusableInsert, reusableQuery } from "./reusable-query";

// Queries compiled once and run again with new values, against a real database (SQLite, or
// PostgreSQL with TEST_DATABASE_URL).

let testDatabase: StoreTestDatabase;
beforeAll(async () => {
  testDatabase = await openStoreTestDatabase();
});
afterAll(async () => {
  await testDatabase.close();
});
beforeEach(async () => {
  await testDatabase.db.deleteFrom("audit_log").execute();
});

const actor = { actor_user_id: null, actor_name: "CyberHelp", actor_email: "" };

function entries() {
  return testDatabase.db
    .selectFrom("audit_log")
    .select(["action", "target_type", "target_id", "detail", "created_at"])
    .orderBy("id")
    .execute();
}

describe("reusable queries", () => {
  it("write each row's values into their own columns, whichever columns each insert sets", async () => {
    const { db } = testDatabase;
    const insert = reusableInsert("audit_log", ["id"]);
    const first = await insert(db, {
      ...actor,
      action: "case_secret.minted",
      target_type: "submission",
      target_id: "CH-AAAAAA",
      detail: '{"kind":"link"}',
      created_at: "2026-12-07T01:00:00.000Z",
    });
    // The same columns again, other values: the compiled SQL is reused.
    await insert(db, {
      ...actor,
      action: "case_secret.minted",
      target_type: "submission",
      target_id: "CH-BBBBBB",
      detail: '{"kind":"session"}',
      created_at: "2026-12-07T02:00:00.000Z",
    });
    // Fewer columns, in another order: a default for what is left out.
    await insert(db, {
      created_at: "2026-12-07T03:00:00.000Z",
      action: "submission.read",
      ...actor,
      target_id: undefined,
    });
    // Several rows at once, each leaving out a column the other sets: it is null there.
    await insert(db, [
      { ...actor, action: "user.created", target_type: "user", created_at: "2026-12-07T04:00:00.000Z", detail: "{}" },
      { ...actor, action: "user.approved", created_at: "2026-12-07T05:00:00.000Z", detail: "{}", target_id: "7" },
    ]);
    // The same columns, each set in both rows this time.
    await insert(db, [
      {
        ...actor,
        action: "user.created",
        target_type: "user",
        created_at: "2026-12-07T06:00:00.000Z",
        detail: "{}",
        target_id: "8",
      },
      {
        ...actor,
        action: "user.approved",
        target_type: "user",
        created_at: "2026-12-07T07:00:00.000Z",
        detail: "{}",
        target_id: "8",
      },
    ]);

    expect(first.rows).toEqual([{ id: expect.any(Number) }]);
    expect(await entries()).toEqual([
      {
        action: "case_secret.minted",
        target_type: "submission",
        target_id: "CH-AAAAAA",
        detail: '{"kind":"link"}',
        created_at: "2026-12-07T01:00:00.000Z",
      },
      {
        action: "case_secret.minted",
        target_type: "submission",
        target_id: "CH-BBBBBB",
        detail: '{"kind":"session"}',
        created_at: "2026-12-07T02:00:00.000Z",
      },
      {
        action: "submission.read",
        target_type: null,
        target_id: null,
        detail: "{}",
        created_at: "2026-12-07T03:00:00.000Z",
      },
      {
        action: "user.created",
        target_type: "user",
        target_id: null,
        detail: "{}",
        created_at: "2026-12-07T04:00:00.000Z",
      },
      {
        action: "user.approved",
        target_type: null,
        target_id: "7",
        detail: "{}",
        created_at: "2026-12-07T05:00:00.000Z",
      },
      {
        action: "user.created",
        target_type: "user",
        target_id: "8",
        detail: "{}",
        created_at: "2026-12-07T06:00:00.000Z",
      },
      {
        action: "user.approved",
        target_type: "user",
        target_id: "8",
        detail: "{}",
        created_at: "2026-12-07T07:00:00.000Z",
      },
    ]);
  });

  it("build a query once for each shape, however many times it runs", async () => {
    const { db } = testDatabase;
    let builds = 0;
    const select = reusableQuery({
      build: (queryable, actions: readonly string[]) => {
        builds++;
        return queryable.selectFrom("audit_log").select("action").where("action", "in", actions).orderBy("id");
      },
      bind: (actions) => ({ parameters: actions, shape: String(actions.length) }),
    });
    await reusableInsert("audit_log")(db, [
      { ...actor, action: "user.created", created_at: "2026-12-07T01:00:00.000Z" },
      { ...actor, action: "user.approved", created_at: "2026-12-07T02:00:00.000Z" },
    ]);

    expect((await select(db, ["user.created"])).rows).toEqual([{ action: "user.created" }]);
    expect((await select(db, ["user.approved"])).rows).toEqual([{ action: "user.approved" }]);
    expect((await select(db, ["user.created", "user.approved"])).rows).toEqual([
      { action: "user.created" },
      { action: "user.approved" },
    ]);
    expect(builds).toBe(2);
  });

  it("refuse a query whose parameters are not given in the order of its SQL, and write nothing", async () => {
    const { db } = testDatabase;
    const swapped = reusableQuery({
      build: (queryable, row: { action: string; created_at: string }) =>
        queryable.insertInto("audit_log").values({ ...actor, action: row.action, created_at: row.created_at }),
      bind: (row) => ({
        parameters: [actor.actor_user_id, actor.actor_name, actor.actor_email, row.created_at, row.action],
      }),
    });

    await expect(swapped(db, { action: "user.created", created_at: "2026-12-07T01:00:00.000Z" })).rejects.toThrow(
      "not in the order of its SQL",
    );
    expect(await entries()).toEqual([]);
  });
});
