import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect, sql, type Generated } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { withStatementCache } from "./statement-cache";

const open: SqliteDatabase.Database[] = [];
afterEach(() => {
  for (const database of open.splice(0)) if (database.open) database.close();
});

/** An in-memory database that counts what it is asked to prepare. */
function countingDatabase() {
  const database = new SqliteDatabase(":memory:");
  open.push(database);
  const prepared: string[] = [];
  const prepare = database.prepare.bind(database);
  database.prepare = ((source: string) => {
    prepared.push(source);
    return prepare(source);
  }) as typeof database.prepare;
  return { database, prepared };
}

describe("the prepared statement cache", () => {
  it("prepares a query once however often it is sent, with each call's own parameters", async () => {
    const { database, prepared } = countingDatabase();
    const db = new Kysely<{ people: { id: Generated<number>; name: string } }>({
      dialect: new SqliteDialect({ database: withStatementCache(database) }),
    });
    await sql`create table people (id integer primary key, name text not null)`.execute(db);
    for (const name of ["Asha", "Ravi", "Meera"]) {
      await db.transaction().execute((trx) => trx.insertInto("people").values({ name }).execute());
    }
    const names = [];
    for (const id of [1, 2, 3]) {
      names.push((await db.selectFrom("people").select("name").where("id", "=", id).executeTakeFirst())?.name);
    }
    expect(names).toEqual(["Asha", "Ravi", "Meera"]);
    const count = (text: string) => prepared.filter((source) => source === text).length;
    expect(count("begin")).toBe(1);
    expect(count("commit")).toBe(1);
    expect(prepared.filter((source) => source.startsWith("insert into")).length).toBe(1);
    expect(prepared.filter((source) => source.startsWith("select")).length).toBe(1);
    await db.destroy();
    expect(database.open).toBe(false);
  });

  it("keeps at most its capacity, dropping the statement used least recently", () => {
    const { database, prepared } = countingDatabase();
    const cache = withStatementCache(database, 2);
    cache.prepare("select 1");
    cache.prepare("select 2");
    cache.prepare("select 1"); // now "select 2" is the least recently used
    cache.prepare("select 3"); // drops "select 2"
    cache.prepare("select 1");
    cache.prepare("select 3");
    expect(prepared).toEqual(["select 1", "select 2", "select 3"]);
    cache.prepare("select 2");
    expect(prepared).toEqual(["select 1", "select 2", "select 3", "select 2"]);
  });

  it("answers a kept statement with the schema as it is now, after a migration changed it", () => {
    const { database } = countingDatabase();
    const cache = withStatementCache(database);
    database.exec("create table cases (id integer primary key); insert into cases (id) values (1)");
    expect(cache.prepare("select * from cases").all([])).toEqual([{ id: 1 }]);
    database.exec("alter table cases add column status text not null default 'new'");
    expect(cache.prepare("select * from cases").all([])).toEqual([{ id: 1, status: "new" }]);
  });
});
