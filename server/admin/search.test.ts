import { describe, expect, it } from "vitest";
import { fts5Query, isEmptySearch, parseSearch, tsQuery } from "./search";

describe("reading the search box", () => {
  it("splits on spaces and lower-cases each word", () => {
    expect(parseSearch("  Asha   VERMA ")).toEqual({ references: [], phoneKey: null, words: [["asha"], ["verma"]] });
  });

  it("takes a full reference, in any case, as a reference", () => {
    expect(parseSearch("ch-7k3q9m")).toEqual({ references: ["CH-7K3Q9M"], phoneKey: null, words: [] });
  });

  it("breaks an e-mail address or a number with punctuation into its pieces", () => {
    expect(parseSearch("asha@example.in 50,000").words).toEqual([
      ["asha", "example", "in"],
      ["50", "000"],
    ]);
  });

  it("takes a phone number however it was typed as one phone key, and a short or mixed number as words", () => {
    for (const typed of ["98765 43210", "+91-98765-43210", "098765 43210", "(+91) 9876543210", " 919876543210 "]) {
      expect(parseSearch(typed), typed).toEqual({ references: [], phoneKey: "9876543210", words: [] });
    }
    expect(parseSearch("+44 20 7946 0958").phoneKey).toBe("442079460958");
    expect(parseSearch("50,000")).toMatchObject({ phoneKey: null, words: [["50", "000"]] });
    expect(parseSearch("asha 98765 43210")).toMatchObject({ phoneKey: null });
  });

  it("keeps a Hindi word whole, vowel signs included", () => {
    expect(parseSearch("नमस्ते रवि").words).toEqual([["नमस्ते"], ["रवि"]]);
  });

  it("ignores words of punctuation only, so nothing is left to search", () => {
    const terms = parseSearch(' - @ "" ');
    expect(terms.words).toEqual([]);
    expect(isEmptySearch(terms)).toBe(true);
    expect(isEmptySearch(parseSearch(undefined))).toBe(true);
  });
});

describe("the SQLite FTS5 query", () => {
  it("makes each word a quoted prefix phrase, all of them required", () => {
    expect(fts5Query([["asha"], ["verma"]])).toBe('"asha"* AND "verma"*');
  });

  it("keeps a word's pieces side by side", () => {
    expect(fts5Query([["asha", "example", "in"]])).toBe('"asha example in"*');
  });

  it("matches a one-character word as a whole word, not as a prefix of everything", () => {
    expect(fts5Query([["k"]])).toBe('"k"');
  });

  it("cannot be turned into FTS5 syntax by what a person types", () => {
    const words = parseSearch('NEAR(asha verma) name:ravi "or" OR * ^x').words;
    const query = fts5Query(words);
    // Only quoted phrases, AND and the prefix star remain outside quotes.
    expect(
      query
        .replace(/"[^"]*"\*?/g, "")
        .replaceAll("AND", "")
        .trim(),
    ).toBe("");
  });
});

describe("the PostgreSQL tsquery", () => {
  it("quotes each piece as a lexeme, the last one as a prefix", () => {
    expect(tsQuery([["asha"], ["verma"]])).toBe("('asha':*) & ('verma':*)");
    expect(tsQuery([["asha", "example", "in"]])).toBe("('asha' <-> 'example' <-> 'in':*)");
    expect(tsQuery([["k"]])).toBe("('k')");
  });

  it("escapes quotes and backslashes inside a lexeme", () => {
    expect(tsQuery([["o'neil\\"]])).toBe("('o''neil\\\\':*)");
  });
});
