import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import type { DatabaseDialect } from "../db/database";
import type { Database } from "../db/schema";
import { phoneKeyOf } from "../submissions/contact-keys";
import { REFERENCE_PATTERN } from "../submissions/reference";
import { searchIndexUpToDate } from "../db/search-index";

// The list's text search, and the one place it differs by database. Migration 0003 builds the
// index each side searches: an FTS5 table on SQLite, a tsvector column with a GIN index on
// PostgreSQL (see docs/performance.md). SQLite's is written a batch at a time (../db/search-index.ts).
//
// Every word must match, in any of name, e-mail, reference, subject and text, as a prefix of
// a word there ("ash" finds Asha), ignoring case (and accents on SQLite). A word made of
// several pieces (an e-mail address, "50,000") matches those pieces side by side. A full
// reference such as CH-7K3Q9M is looked up exactly on its unique index, and a phone number
// however it was typed (98765 43210, +91-98765-43210, 098765 43210) on the phone key's
// (server/submissions/contact-keys.ts, migration 0019).

/**
 * What makes a word: letters, digits, marks (the vowel signs of Devanagari and other Indian
 * scripts, which must not split a Hindi word) and private-use characters. Everything else
 * separates words, as FTS5's unicode61 tokenizer is configured to do in migration 0003.
 */
const WORD_PIECE = /[\p{L}\p{N}\p{M}\p{Co}]+/gu;

/**
 * A one-character prefix would expand to a large share of the whole vocabulary; a single
 * character (an initial) is matched as a whole word instead.
 */
const MIN_PREFIX_LENGTH = 2;

export interface SearchTerms {
  /** Full references, upper-cased. */
  references: string[];
  /** The phone key of a search that is a phone number and nothing else; null otherwise. */
  phoneKey: string | null;
  /** Each word's pieces, lower-cased; the last one is matched as a prefix when long enough. */
  words: string[][];
}

/** Digits with the separators people type, a + only at the start (bracketed or not), and enough digits for a whole number. */
const PHONE_SEARCH = /^\(?\+?[\d\s().-]+$/;
const PHONE_SEARCH_MIN_DIGITS = 8;

export function parseSearch(q: string | undefined): SearchTerms {
  const typed = (q ?? "").trim();
  if (PHONE_SEARCH.test(typed) && typed.replace(/\D/g, "").length >= PHONE_SEARCH_MIN_DIGITS) {
    const phoneKey = phoneKeyOf(typed);
    if (phoneKey !== null) return { references: [], phoneKey, words: [] };
  }
  const terms: SearchTerms = { references: [], phoneKey: null, words: [] };
  for (const word of (q ?? "").split(/\s+/u)) {
    const upper = word.toUpperCase();
    if (REFERENCE_PATTERN.test(upper)) {
      terms.references.push(upper);
      continue;
    }
    const pieces = word.toLowerCase().match(WORD_PIECE);
    // A word of punctuation only ("-", "@") says nothing to search for.
    if (pieces) terms.words.push(pieces);
  }
  return terms;
}

export function isEmptySearch(terms: SearchTerms): boolean {
  return terms.references.length === 0 && terms.phoneKey === null && terms.words.length === 0;
}

function isPrefix(piece: string): boolean {
  return [...piece].length >= MIN_PREFIX_LENGTH;
}

/**
 * An FTS5 MATCH expression. Each word becomes a quoted phrase, so no character a person types
 * can act as FTS5 syntax (AND, NEAR, column filters, a stray quote); quotes are doubled anyway.
 */
export function fts5Query(words: readonly string[][]): string {
  return words
    .map((pieces) => {
      const last = pieces[pieces.length - 1] ?? "";
      return `"${pieces.join(" ").replaceAll('"', '""')}"${isPrefix(last) ? "*" : ""}`;
    })
    .join(" AND ");
}

/**
 * A PostgreSQL tsquery text, passed to to_tsquery as a bound parameter (never spliced into
 * SQL). Each piece is a quoted lexeme; pieces of one word must follow each other (<->).
 */
export function tsQuery(words: readonly string[][]): string {
  const lexeme = (piece: string, prefix: boolean) =>
    `'${piece.replaceAll("\\", "\\\\").replaceAll("'", "''")}'${prefix ? ":*" : ""}`;
  return words
    .map((pieces) => {
      const phrase = pieces.map((piece, index) => lexeme(piece, index === pieces.length - 1 && isPrefix(piece)));
      return `(${phrase.join(" <-> ")})`;
    })
    .join(" & ");
}

/**
 * SQLite cannot tell how many rows the words match, and the best way to run the query depends
 * on it (PostgreSQL's planner weighs this itself, from its statistics):
 * - few matches: read just those rows (by id) and sort them;
 * - many: walk the index of the list's order and filters, testing each row against the matches,
 *   which stops as soon as a page (or the capped count) is full.
 * So on SQLite the matches are counted first, up to a bound, and each query picks its way.
 */
export const SEARCH_DRIVERS = {
  /** A page reads its matching rows one by one up to this many; beyond, it walks the list's index. */
  pageFromMatchesUpTo: 10_000,
  /** A capped count reads the matches up to this many; it stops at the cap when filters are loose. */
  countFromMatchesUpTo: 100_000,
} as const;

export interface SearchPlan {
  terms: SearchTerms;
  /** SQLite only: how many rows the words match, counted up to countFromMatchesUpTo + 1. */
  wordMatches?: number;
}

export type SearchUse = "page" | "count";

export async function planSearch(
  db: Kysely<Database>,
  dialect: DatabaseDialect,
  q: string | undefined,
): Promise<SearchPlan> {
  const terms = parseSearch(q);
  if (dialect === "postgres" || terms.words.length === 0) return { terms };
  // The forms' group commit indexes what it stores; anything stored otherwise is indexed now.
  await searchIndexUpToDate(db, dialect);
  const { rows } = await sql<{ count: number }>`
    select count(*) as count from (
      select rowid from submissions_search where submissions_search match ${fts5Query(terms.words)}
      limit ${SEARCH_DRIVERS.countFromMatchesUpTo + 1}
    )
  `.execute(db);
  return { terms, wordMatches: Number(rows[0]?.count ?? 0) };
}

function readsMatchesFirst(plan: SearchPlan, use: SearchUse): boolean {
  const bound = use === "page" ? SEARCH_DRIVERS.pageFromMatchesUpTo : SEARCH_DRIVERS.countFromMatchesUpTo;
  return (plan.wordMatches ?? 0) <= bound;
}

/** The search as a condition on the submissions table, or undefined when there is nothing to search for. */
export function searchCondition(
  eb: ExpressionBuilder<Database, "submissions">,
  dialect: DatabaseDialect,
  plan: SearchPlan,
  use: SearchUse,
): Expression<SqlBool> | undefined {
  const { terms } = plan;
  const conditions: Expression<SqlBool>[] = terms.references.map((reference) =>
    eb("submissions.reference", "=", reference),
  );
  if (terms.phoneKey !== null) conditions.push(eb("submissions.phone_key", "=", terms.phoneKey));
  if (terms.words.length > 0) {
    if (dialect === "postgres") {
      conditions.push(sql<SqlBool>`submissions.search_vector @@ to_tsquery('simple', ${tsQuery(terms.words)})`);
    } else {
      const matches = sql`(select rowid from submissions_search where submissions_search match ${fts5Query(terms.words)})`;
      // A unary + on the id stops SQLite from looking rows up by it, so it walks an index
      // instead and tests each row's id against the matches (see SEARCH_DRIVERS).
      conditions.push(
        readsMatchesFirst(plan, use)
          ? sql<SqlBool>`submissions.id in ${matches}`
          : sql<SqlBool>`+submissions.id in ${matches}`,
      );
    }
  }
  if (conditions.length === 0) return undefined;
  return eb.and(conditions);
}
