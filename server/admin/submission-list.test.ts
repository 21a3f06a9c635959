import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { submissionListQuerySchema, type SubmissionListParams } from "~/shared/schemas/admin";
import { submissionBatchReader } from "./submission-export";
import { dialectOf } from "../db/dialect";
import { parseSearch, SEARCH_DRIVERS, type SearchPlan } from "./search";
import { submissionFilterCondition } from "./submission-filter";
import { countCapped, listSubmissions } from "./submission-list";
import { openStoreTestDatabase, seedSubmissions, type StoreTestDatabase } from "../testing/store-test-database";
import { searchIndexUpToDate } from "../db/search-index";

// The list's queries against a real database: SQLite by default, PostgreSQL with TEST_DATABASE_URL.

let store: StoreTestDatabase;
beforeAll(async () => {
  store = await openStoreTestDatabase();
});
afterAll(async () => {
  await store?.close();
});
beforeEach(async () => {
  await store.db.deleteFrom("submissions").execute();
});

function list(params: SubmissionListParams = {}, countCap?: number) {
  return listSubmissions(store.db, submissionListQuerySchema.parse(params), { countCap });
}

async function referencesOf(params: SubmissionListParams) {
  return (await list(params)).items.map((item) => item.reference);
}

describe("searching", () => {
  let asha: string, ravi: string, meera: string, hindi: string;
  beforeEach(async () => {
    [asha, ravi, meera, hindi] = (await seedSubmissions(store.db, [
      {
        name: "Asha Verma",
        email: "asha.verma@example.in",
        message: "UPI fraud of Rs 50,000",
        created_at: "2026-01-01T10:00:00.000Z",
      },
      {
        name: "Ravi Kumar",
        email: "ravi@mail.example",
        subject: "Fake loan app",
        message: "They call my contacts",
        kind: "post_query",
        state: "Karnataka",
        created_at: "2026-01-02T10:00:00.000Z",
      },
      {
        name: "Meera Nair",
        email: "meera@example.in",
        message: "José asked for my OTP",
        kind: "contact_message",
        created_at: "2026-01-03T10:00:00.000Z",
      },
      {
        name: "रवि कुमार",
        email: "ravi.k@example.in",
        message: "नमस्ते, मेरे खाते से पैसे गए",
        created_at: "2026-01-04T10:00:00.000Z",
      },
    ])) as [string, string, string, string];
    // As the forms' group commit leaves them: indexed for search (the plans below skip planSearch).
    await searchIndexUpToDate(store.db, dialectOf(store.db));
  });

  it("finds a name by the start of a word, ignoring case", async () => {
    expect(await referencesOf({ q: "ASH" })).toEqual([asha]);
  });

  it("needs every word to match, each in any field", async () => {
    expect(await referencesOf({ q: "ravi fake" })).toEqual([ravi]);
    expect(await referencesOf({ q: "ravi contacts" })).toEqual([ravi]);
    expect(await referencesOf({ q: "ravi nothing-like-this" })).toEqual([]);
  });

  it("finds a full reference exactly, typed in any case", async () => {
    expect(await referencesOf({ q: ravi.toLowerCase() })).toEqual([ravi]);
  });

  it("finds a reference by its code alone", async () => {
    expect(await referencesOf({ q: meera.slice(3) })).toEqual([meera]);
  });

  it("finds an e-mail address typed whole", async () => {
    expect(await referencesOf({ q: "asha.verma@example.in" })).toEqual([asha]);
  });

  it("finds words of the text, numbers with punctuation included", async () => {
    expect(await referencesOf({ q: "50,000" })).toEqual([asha]);
    expect(await referencesOf({ q: "otp" })).toEqual([meera]);
  });

  it("finds a Hindi name and Hindi words", async () => {
    expect(await referencesOf({ q: "रवि" })).toEqual([hindi]);
    expect(await referencesOf({ q: "नमस्ते" })).toEqual([hindi]);
  });

  it("finds the same rows whether the database reads the matches first or walks the list's index", async () => {
    const terms = parseSearch("ravi");
    const plans: SearchPlan[] = [
      { terms, wordMatches: 1 },
      { terms, wordMatches: SEARCH_DRIVERS.countFromMatchesUpTo + 1 },
    ];
    for (const plan of plans) {
      const page = await store.db
        .selectFrom("submissions")
        .select("reference")
        .where((eb) => submissionFilterCondition(eb, dialectOf(store.db), {}, plan, "page"))
        .orderBy("created_at", "desc")
        .execute();
      expect(page.map((row) => row.reference)).toEqual([hindi, ravi]);
      expect(await countCapped(store.db, {}, plan, 10)).toEqual({ total: 2, totalIsCapped: false });
    }
  });

  it("treats FTS and tsquery syntax as plain text", async () => {
    for (const q of ['"', "asha OR ravi", "NEAR(asha", "name:asha", "asha*", "a & b | !c", "'", "\\", "(", ":*"]) {
      await expect(list({ q })).resolves.toBeDefined();
    }
    expect(await referencesOf({ q: "asha OR ravi" })).toEqual([]);
  });

  it("matches a single letter as a whole word only", async () => {
    expect(await referencesOf({ q: "r" })).toEqual([]);
  });

  it("searches only within the other filters", async () => {
    expect(await referencesOf({ q: "ravi", kind: "post_query" })).toEqual([ravi]);
    expect(await referencesOf({ q: "ravi", kind: "contact_message" })).toEqual([]);
  });

  it("no longer finds a submission whose searched text changed", async () => {
    await store.db.updateTable("submissions").set({ message: "Card cloned" }).where("reference", "=", asha).execute();
    expect(await referencesOf({ q: "upi" })).toEqual([]);
    expect(await referencesOf({ q: "cloned" })).toEqual([asha]);
  });
});

describe("filtering", () => {
  it("filters by kind, status, state and topic together", async () => {
    const [match] = await seedSubmissions(store.db, [
      { kind: "post_query", status: "in_progress", state: "Kerala", created_at: "2026-01-01T10:00:00.000Z" },
      { kind: "post_query", status: "new", state: "Kerala", created_at: "2026-01-01T10:00:00.000Z" },
      { kind: "post_query", status: "in_progress", state: "Goa", created_at: "2026-01-01T10:00:00.000Z" },
      { kind: "help_request", status: "in_progress", created_at: "2026-01-01T10:00:00.000Z" },
    ]);
    expect(await referencesOf({ kind: "post_query", status: "in_progress", state: "Kerala" })).toEqual([match]);
    const [atm] = await seedSubmissions(store.db, [{ topic: "atm-scam", created_at: "2026-01-01T10:00:00.000Z" }]);
    expect(await referencesOf({ topic: "atm-scam" })).toEqual([atm]);
  });

  it("takes from and to as India calendar days, both included", async () => {
    const [lateFirst, secondStart, secondEnd, thirdStart] = await seedSubmissions(store.db, [
      { created_at: "2026-01-01T18:29:59.999Z" }, // 1 Jan, 23:59 in India
      { created_at: "2026-01-01T18:30:00.000Z" }, // 2 Jan, 00:00 in India
      { created_at: "2026-01-02T18:29:59.999Z" }, // 2 Jan, 23:59 in India
      { created_at: "2026-01-02T18:30:00.000Z" }, // 3 Jan, 00:00 in India
    ]);
    expect(await referencesOf({ from: "2026-01-02", to: "2026-01-02", order: "asc" })).toEqual([
      secondStart,
      secondEnd,
    ]);
    expect(await referencesOf({ to: "2026-01-01" })).toEqual([lateFirst]);
    expect(await referencesOf({ from: "2026-01-03" })).toEqual([thirdStart]);
  });
});

describe("sorting and paging", () => {
  it("pages newest first by default, rows with the same time kept in a stable order", async () => {
    const sameTime = "2026-01-01T10:00:00.000Z";
    const references = await seedSubmissions(
      store.db,
      Array.from({ length: 7 }, () => ({ created_at: sameTime })),
    );
    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push(...(await referencesOf({ page, pageSize: 10 })));
    expect(pages).toEqual([...references].reverse());
    const small = await list({ page: 2, pageSize: 10 });
    expect(small.items).toEqual([]);
  });

  it("sorts by name ignoring capitals, either way, ties by id", async () => {
    const [bravo, alpha, charlie, alpha2] = await seedSubmissions(store.db, [
      { name: "bravo", created_at: "2026-01-01T10:00:00.000Z" },
      { name: "Alpha", created_at: "2026-01-02T10:00:00.000Z" },
      { name: "Charlie", created_at: "2026-01-03T10:00:00.000Z" },
      { name: "alpha", created_at: "2026-01-04T10:00:00.000Z" },
    ]);
    expect(await referencesOf({ sort: "name", order: "asc" })).toEqual([alpha, alpha2, bravo, charlie]);
    expect(await referencesOf({ sort: "name", order: "desc" })).toEqual([charlie, bravo, alpha2, alpha]);
  });

  it("sorts oldest first when asked", async () => {
    const [older, newer] = await seedSubmissions(store.db, [
      { created_at: "2026-01-01T10:00:00.000Z" },
      { created_at: "2026-01-02T10:00:00.000Z" },
    ]);
    expect(await referencesOf({ order: "asc" })).toEqual([older, newer]);
  });
});

describe("counting", () => {
  it("counts every match below the cap", async () => {
    await seedSubmissions(
      store.db,
      Array.from({ length: 5 }, () => ({ created_at: "2026-01-01T10:00:00.000Z" })),
    );
    expect(await list({ pageSize: 10 }, 5)).toMatchObject({ total: 5, totalIsCapped: false });
  });

  it("stops at the cap and says there are more", async () => {
    await seedSubmissions(
      store.db,
      Array.from({ length: 6 }, () => ({ created_at: "2026-01-01T10:00:00.000Z" })),
    );
    expect(await list({ pageSize: 10 }, 5)).toMatchObject({ total: 5, totalIsCapped: true });
    const noSearch = { terms: { references: [], phoneKey: null, words: [] } };
    expect(await countCapped(store.db, { kind: "post_query" }, noSearch, 5)).toEqual({
      total: 0,
      totalIsCapped: false,
    });
  });
});

describe("the export's batches", () => {
  it("hand over every match once, newest first, across batch edges with equal times", async () => {
    const rows = Array.from({ length: 11 }, (_, index) => ({
      created_at: `2026-01-0${1 + Math.floor(index / 4)}T10:00:00.000Z`,
      kind: index % 2 === 0 ? ("post_query" as const) : ("help_request" as const),
    }));
    const references = await seedSubmissions(store.db, rows);
    const seen: string[] = [];
    const sizes: number[] = [];
    const readBatch = submissionBatchReader(store.db, { kind: "post_query" }, 2);
    for (let batch = await readBatch(); batch.length > 0; batch = await readBatch()) {
      sizes.push(batch.length);
      seen.push(...batch.map((row) => row.reference));
    }
    const expected = references.filter((_, index) => index % 2 === 0).reverse();
    expect(seen).toEqual(expected);
    expect(sizes).toEqual([2, 2, 2]);
  });
});
