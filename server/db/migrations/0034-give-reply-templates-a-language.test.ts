import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { openStoreTestDatabase, type StoreTestDatabase } from "~/server/testing/store-test-database";
import { STARTER_REPLY_TEMPLATES_V1 } from "../starter-reply-templates";
import { replyTemplateInputSchema } from "~/shared/schemas/admin";
import { migrateUpTo } from "../migrate";
import { giveReplyTemplatesALanguage } from "./0034-give-reply-templates-a-language";

// Migration 0034 on a desk's templates stored before templates had a language, on SQLite and
// (with TEST_DATABASE_URL) PostgreSQL (docs/decisions/0061): each keeps its text and is English;
// a title is unique within its language; the starter templates are added in English and Hindi
// where the desk has none of that title and language, so a desk's own text is kept.

let store: StoreTestDatabase | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

const storedAt = "2026-11-26T04:30:00.000Z";
const runsAt = new Date("2026-12-06T06:30:00.000Z");

function template(title: string, body: string) {
  return {
    title,
    title_key: title.trim().replace(/\s+/g, " ").toLowerCase(),
    body,
    created_at: storedAt,
    updated_at: storedAt,
    updated_by_user_id: null,
    updated_by_name: "Desk Lead",
  };
}

async function migratedDesk(): Promise<StoreTestDatabase> {
  const opened = await openStoreTestDatabase({ migrate: false });
  await migrateUpTo(opened.db, opened.dialect, "0033-add-first-hours-to-submissions");
  // The desk's own: one with a starter's title in another case, one of its own.
  await opened.db
    .insertInto("reply_templates")
    .values([template("SEXTORTION", "Our desk's own words on sextortion."), template("Bank delay", "Still waiting.")])
    .execute();
  await giveReplyTemplatesALanguage(opened.dialect, () => runsAt).up(opened.db);
  return opened;
}

describe("migration 0034: reply templates get a language", () => {
  it("makes every stored template English with its text and author kept, and adds the starters the desk has not got", async () => {
    store = await migratedDesk();
    const rows = await store.db
      .selectFrom("reply_templates")
      .select(["language", "title", "body", "updated_by_name", "created_at"])
      .orderBy("id")
      .execute();

    expect(rows.slice(0, 2)).toEqual([
      {
        language: "en",
        title: "SEXTORTION",
        body: "Our desk's own words on sextortion.",
        updated_by_name: "Desk Lead",
        created_at: storedAt,
      },
      {
        language: "en",
        title: "Bank delay",
        body: "Still waiting.",
        updated_by_name: "Desk Lead",
        created_at: storedAt,
      },
    ]);
    // Every starter but the English "Sextortion", which the desk already has in its own words.
    const starters = STARTER_REPLY_TEMPLATES_V1.filter(
      (starter) => !(starter.language === "en" && starter.title === "Sextortion"),
    );
    expect(rows.slice(2)).toEqual(
      starters.map((starter) => ({
        language: starter.language,
        title: starter.title,
        body: starter.body,
        updated_by_name: "CyberHelp (starter text)",
        created_at: runsAt.toISOString(),
      })),
    );
    expect(rows.filter((row) => row.language === "hi").map((row) => row.title)).toEqual([
      "First reply: money lost today",
      "Asking for the UTR",
      "Police refused the FIR",
      "Sextortion",
    ]);
  });

  it("lets a title be written once in each language, never twice in one, whatever its case", async () => {
    store = await migratedDesk();
    const { db } = store;
    await db
      .insertInto("reply_templates")
      .values({ ...template("Bank delay", "बैंक का जवाब अभी नहीं आया।"), language: "hi" })
      .execute();
    await expect(
      db
        .insertInto("reply_templates")
        .values({ ...template("BANK DELAY", "Again."), language: "en" })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto("reply_templates")
        .values({ ...template("bank delay", "फिर से।"), language: "hi" })
        .execute(),
    ).rejects.toThrow();
    // A template stored without a language, as older code would write it, is English.
    await db.insertInto("reply_templates").values(template("Documents asked", "Please send them.")).execute();
    expect(
      await db.selectFrom("reply_templates").select("language").where("title", "=", "Documents asked").execute(),
    ).toEqual([{ language: "en" }]);
  });

  it("going back keeps the English templates and one title per template again", async () => {
    store = await migratedDesk();
    const { db, dialect } = store;
    await giveReplyTemplatesALanguage(dialect, () => runsAt).down!(db);

    const titles = await db.selectFrom("reply_templates").select("title").orderBy("id").execute();
    expect(titles.map(({ title }) => title)).toEqual([
      "SEXTORTION",
      "Bank delay",
      "First reply: money lost today",
      "Asking for the UTR",
      "Police refused the FIR",
    ]);
    await expect(db.insertInto("reply_templates").values(template("bank DELAY", "Again.")).execute()).rejects.toThrow();
  });
});

describe("the starter templates (STARTER_REPLY_TEMPLATES_V1)", () => {
  it("are each a template the desk could save: within the limits, with only the known placeholders", () => {
    for (const starter of STARTER_REPLY_TEMPLATES_V1) {
      const parsed = replyTemplateInputSchema.safeParse(starter);
      expect(parsed.success, `${starter.language} ${starter.title}: ${JSON.stringify(parsed.error?.issues)}`).toBe(
        true,
      );
      expect(parsed.data).toEqual(starter);
    }
  });

  it("come in pairs, one English and one Hindi text under each title, and the Hindi texts are in Devanagari", () => {
    const titles = [...new Set(STARTER_REPLY_TEMPLATES_V1.map((starter) => starter.title))];
    for (const title of titles) {
      const pair = STARTER_REPLY_TEMPLATES_V1.filter((starter) => starter.title === title);
      expect(pair.map((starter) => starter.language)).toEqual(["en", "hi"]);
      const letters = (body: string, script: RegExp) => (body.match(script) ?? []).length;
      expect(letters(pair[1]!.body, /[\u0900-\u097F]/g)).toBeGreaterThan(5 * letters(pair[1]!.body, /[A-Za-z]/g));
      expect(letters(pair[0]!.body, /[\u0900-\u097F]/g)).toBe(0);
    }
  });

  it("are never edited once migration 0034 has inserted them: a new wording is a new list and a new migration", () => {
    const checksum = createHash("sha256").update(JSON.stringify(STARTER_REPLY_TEMPLATES_V1)).digest("hex");
    expect(checksum).toBe("1e1d6b315050fb2d73f802e8833fa40f70d966a7a92f5dc51192e66cb6229229");
  });
});
