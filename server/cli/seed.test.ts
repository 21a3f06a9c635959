import { Writable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { insertSubmission } from "../submissions/submission-store";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { migrateToLatest } from "../db/migrate";
import { seedDevelopmentDatabase } from "./seed-command";
import { SEED_CASES } from "./seed-cases";

// npm run seed on a database of its own: it fills an empty one with cases the server itself
// accepted, and refuses production and any database that already holds a case.

let database: TestDatabase;

beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.drop();
});

function output() {
  let text = "";
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream, text: () => text };
}

async function seed(env: Record<string, string | undefined>) {
  const stdout = output();
  const stderr = output();
  const code = await seedDevelopmentDatabase({ stdout: stdout.stream, stderr: stderr.stream, env });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

async function submissions() {
  const db = database.connect();
  try {
    await migrateToLatest(db, database.dialect);
    return await db
      .selectFrom("submissions")
      .select(["reference", "kind", "language", "status", "first_hours_tier", "threatened_now", "created_at"])
      .execute();
  } finally {
    await db.destroy();
  }
}

describe("npm run seed", () => {
  it("fills an empty development database with cases of every form, in English and Hindi, a desk's worth of work", async () => {
    const run = await seed({ ...database.env, NODE_ENV: "development" });
    expect(run.stderr).not.toMatch(/refused|failed/i);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Seeded 40 cases/);

    const rows = await submissions();
    expect(rows).toHaveLength(SEED_CASES.length);
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(["help_request", "contact_message", "post_query"]));
    expect(new Set(rows.map((row) => row.language))).toEqual(new Set(["en", "hi", "bn", "ta", "te"]));
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(["new", "in_progress", "resolved", "spam"]));
    // The inbox's first hours have work: threats now, and money lost in the last hours.
    expect(rows.filter((row) => row.first_hours_tier === 1).length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.first_hours_tier === 2).length).toBeGreaterThan(0);
    // Cases arrived over weeks, not all at once.
    const ages = rows.map((row) => Date.now() - Date.parse(row.created_at));
    expect(Math.min(...ages)).toBeLessThan(60 * 60_000);
    expect(Math.max(...ages)).toBeGreaterThan(7 * 24 * 60 * 60_000);

    const db = database.connect();
    try {
      const mails = await db.selectFrom("mail_outbox").select("submission_id").execute();
      const notes = await db.selectFrom("submission_notes").select("body").execute();
      expect(mails.length).toBeGreaterThanOrEqual(rows.length);
      expect(notes.length).toBe(SEED_CASES.filter((seedCase) => seedCase.note).length);
    } finally {
      await db.destroy();
    }
  });

  it("refuses a database that already holds a case, and changes nothing", async () => {
    const db = database.connect();
    try {
      await migrateToLatest(db, database.dialect);
      await insertSubmission(db, "contact_message", {
        name: "Asha Rao",
        email: "asha.rao@example.in",
        message: "Hello",
      });
    } finally {
      await db.destroy();
    }

    const run = await seed({ ...database.env, NODE_ENV: "development" });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/already holds 1 case/);
    const rows = await submissions();
    expect(rows).toHaveLength(1);
  });

  it("refuses to run with NODE_ENV=production", async () => {
    const run = await seed({ ...database.env, NODE_ENV: "production" });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/NODE_ENV is production/);
    expect(await submissions()).toHaveLength(0);
  });
});
