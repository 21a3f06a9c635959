import { siteConfig } from "~/shared/site-config";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openStoreTestDatabase, type StoreTestDatabase } from "../testing/store-test-database";
import type { Database } from "../db/schema";
import { insertSubmission, isReferenceCollision, MAX_REFERENCE_ATTEMPTS } from "./submission-store";

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
  await db.deleteFrom("submissions").execute();
});

const fields = { name: "Asha", email: "asha@example.in", message: "UPI fraud" };

/** Hands out the given references in order, and counts how many were asked for. */
function scriptedReferences(...references: string[]) {
  const generator = () => {
    generator.calls++;
    return references.shift() ?? "CH-ZZZZZZ";
  };
  generator.calls = 0;
  return generator;
}

describe("insertSubmission", () => {
  it("stores the row and returns its reference, time of receipt and the response target it was given", async () => {
    const now = new Date("2026-11-21T10:00:00.000Z");
    const stored = await insertSubmission(db, "help_request", fields, {
      generateReference: scriptedReferences("CH-7K3Q9M"),
      clock: { now: () => now },
    });
    const row = await db.selectFrom("submissions").selectAll().executeTakeFirstOrThrow();
    expect(stored).toEqual({
      id: row.id,
      reference: "CH-7K3Q9M",
      createdAt: "2026-11-21T10:00:00.000Z",
      // No deadline and no first hours: the site's other target, which the form's answer promises.
      replyWithinMinutes: siteConfig.responseTargets.otherMinutes,
    });
    expect(row).toMatchObject({
      ...fields,
      reference: "CH-7K3Q9M",
      kind: "help_request",
      status: "new",
      topic: null,
      created_at: "2026-11-21T10:00:00.000Z",
      updated_at: "2026-11-21T10:00:00.000Z",
    });
  });

  it("stores nothing when a write in the same transaction fails", async () => {
    const failure = insertSubmission(db, "help_request", fields, {
      withinTransaction: async (trx) => {
        await trx
          .insertInto("submission_notes")
          .values({
            submission_id: -1, // no such submission: the foreign key refuses it
            author_user_id: null,
            author_name: "test",
            body: "x",
            created_at: new Date().toISOString(),
          })
          .execute();
      },
    });
    await expect(failure).rejects.toThrow(/FOREIGN KEY|foreign key constraint/);
    expect(await db.selectFrom("submissions").select("id").execute()).toEqual([]);
  });

  it("draws a new reference when the first is taken", async () => {
    await insertSubmission(db, "help_request", fields, { generateReference: scriptedReferences("CH-AAAAAA") });
    const generator = scriptedReferences("CH-AAAAAA", "CH-BBBBBB");
    const stored = await insertSubmission(db, "post_query", fields, { generateReference: generator });
    expect(stored.reference).toBe("CH-BBBBBB");
    expect(generator.calls).toBe(2);
  });

  it(`gives up after ${MAX_REFERENCE_ATTEMPTS} taken references, storing nothing more`, async () => {
    await insertSubmission(db, "help_request", fields, { generateReference: scriptedReferences("CH-AAAAAA") });
    const generator = scriptedReferences(...Array<string>(MAX_REFERENCE_ATTEMPTS + 3).fill("CH-AAAAAA"));
    await expect(insertSubmission(db, "help_request", fields, { generateReference: generator })).rejects.toThrow(
      // SQLite's words, or PostgreSQL's with the constraint's name.
      /UNIQUE constraint failed: submissions\.reference|unique constraint "submissions_reference_unique"/,
    );
    expect(generator.calls).toBe(MAX_REFERENCE_ATTEMPTS);
    expect(await db.selectFrom("submissions").select("id").execute()).toHaveLength(1);
  });

  it("does not retry a failure that is not a reference collision", async () => {
    const generator = scriptedReferences("CH-AAAAAA", "CH-BBBBBB");
    // The kind CHECK constraint refuses the row: retrying with another reference cannot help.
    await expect(insertSubmission(db, "spam_robot" as never, fields, { generateReference: generator })).rejects.toThrow(
      /CHECK constraint failed|violates check constraint/,
    );
    expect(generator.calls).toBe(1);
  });
});

describe("isReferenceCollision", () => {
  it("recognises PostgreSQL's unique violation on the reference constraint only", () => {
    expect(isReferenceCollision({ code: "23505", constraint: "submissions_reference_unique" })).toBe(true);
    expect(isReferenceCollision({ code: "23505", constraint: "users_email_unique" })).toBe(false);
    expect(isReferenceCollision({ code: "23514", constraint: "submissions_reference_unique" })).toBe(false);
  });

  it("recognises SQLite's unique violation on submissions.reference only", () => {
    const collision = { code: "SQLITE_CONSTRAINT_UNIQUE", message: "UNIQUE constraint failed: submissions.reference" };
    expect(isReferenceCollision(collision)).toBe(true);
    expect(isReferenceCollision({ ...collision, message: "UNIQUE constraint failed: users.email" })).toBe(false);
    expect(isReferenceCollision(new Error("UNIQUE constraint failed: submissions.reference"))).toBe(false);
    expect(isReferenceCollision(null)).toBe(false);
  });
});
