import { afterEach, describe, expect, it } from "vitest";
import { openStoreTestDatabase, seedSubmissions, type StoreTestDatabase } from "~/server/testing/store-test-database";
import { migrateUpTo } from "../migrate";
import { addSealVersionsAndMailedLinks } from "./0040-add-seal-versions-and-mailed-links";

// Migration 0040 on a database stored before it, on SQLite and (with TEST_DATABASE_URL)
// PostgreSQL: every evidence file stored before is sealed to its id alone (version 1) and keeps
// its chunks as they are; no case link made before counts as mailed, and no case as opened from
// a mail (docs/decisions/0027, 0075).

let store: StoreTestDatabase | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

const storedAt = "2026-12-01T04:30:00.000Z";

describe("migration 0040 on evidence and case links stored before it", () => {
  it("marks every stored file as sealed to its id alone, and no link as mailed nor case as opened from a mail", async () => {
    store = await openStoreTestDatabase({ migrate: false });
    const { db, dialect } = store;
    await migrateUpTo(db, dialect, "0038-create-desk-second-factors");
    const [reference] = await seedSubmissions(db, [{ name: "Asha Verma", created_at: storedAt }]);
    const { id } = await db
      .selectFrom("submissions")
      .select("id")
      .where("reference", "=", reference!)
      .executeTakeFirstOrThrow();
    await db
      .insertInto("case_secrets")
      .values({
        secret_hash: "a".repeat(64),
        submission_id: id,
        kind: "link",
        created_at: storedAt,
        expires_at: "2026-12-31T04:30:00.000Z",
        revoked_at: null,
      })
      .execute();
    const sealed = Buffer.from("nonce, ciphertext and tag, as stored");
    await db
      .insertInto("evidence_files")
      .values({
        id: "0b6f7d1e-3c52-4a8e-9d0f-2a1b3c4d5e6f",
        submission_id: id,
        file_name: "bank-sms.png",
        byte_size: 10,
        sha256: "f".repeat(64),
        type: "png",
        mime: "image/png",
        key_id: "k1",
        chunk_count: 1,
        status: "stored",
        created_at: storedAt,
        stored_at: storedAt,
      })
      .execute();
    await db
      .insertInto("evidence_chunks")
      .values({ file_id: "0b6f7d1e-3c52-4a8e-9d0f-2a1b3c4d5e6f", chunk_index: 0, sealed })
      .execute();

    await addSealVersionsAndMailedLinks().up(db);

    const file = await db.selectFrom("evidence_files").select(["seal_version", "file_name"]).executeTakeFirstOrThrow();
    expect({ ...file, seal_version: Number(file.seal_version) }).toEqual({
      seal_version: 1,
      file_name: "bank-sms.png",
    });
    const chunk = await db.selectFrom("evidence_chunks").select("sealed").executeTakeFirstOrThrow();
    expect(Buffer.from(chunk.sealed).equals(sealed)).toBe(true);
    expect(await db.selectFrom("case_secrets").select(["kind", "mailed_as"]).execute()).toEqual([
      { kind: "link", mailed_as: null },
    ]);
    expect(await db.selectFrom("submissions").select(["name", "opened_from_mail_at"]).execute()).toEqual([
      { name: "Asha Verma", opened_from_mail_at: null },
    ]);

    await addSealVersionsAndMailedLinks().down!(db);
    expect(Object.keys(await db.selectFrom("evidence_files").selectAll().executeTakeFirstOrThrow())).not.toContain(
      "seal_version",
    );
    expect(Object.keys(await db.selectFrom("case_secrets").selectAll().executeTakeFirstOrThrow())).not.toContain(
      "mailed_as",
    );
  });
});
