import { describe, expect, it } from "vitest";
import { currentRule, legalRules, ruleInForce } from "./index";
import { addCalendarDays, dayInIndia, startOfIndiaDay, type IsoDate } from "../india-time";
import type { LegalRule } from "./rule";

// Official domains a rule's source may point at (and their subdomains), over https only.
const OFFICIAL_DOMAINS = [
  "rbi.org.in",
  "indiacode.nic.in",
  "mha.gov.in",
  "pib.gov.in",
  "cybercrime.gov.in",
  "sancharsaathi.gov.in",
  "trai.gov.in",
  "sebi.gov.in",
  "uidai.gov.in",
  "cert-in.org.in",
  "egazette.gov.in",
];

/** Whether `address` is an https page on one of OFFICIAL_DOMAINS. */
function isOfficialPage(address: string): boolean {
  const url = URL.parse(address);
  return (
    url?.protocol === "https:" &&
    OFFICIAL_DOMAINS.some((domain) => url.hostname === domain || url.hostname.endsWith(`.${domain}`))
  );
}

const TODAY = new Date();

type RuleId = Parameters<typeof currentRule>[0];

describe("legal rules", () => {
  it.each(legalRules.map((rule) => [`${rule.id} from ${rule.from ?? "-"}`, rule] as const))(
    "%s cites an official https source (read there if grade A), was checked by today and has from ≤ until",
    (_name, rule: LegalRule) => {
      expect(isOfficialPage(rule.source), rule.source).toBe(true);
      if (rule.grade === "A") expect(isOfficialPage(rule.readAt), rule.readAt).toBe(true);
      expect(rule.checked <= dayInIndia(TODAY)).toBe(true);
      if (rule.from && rule.until) expect(rule.from <= rule.until).toBe(true);
      if (rule.window) expect(rule.window.days).toBeGreaterThan(0);
      expect(rule.says.length).toBeGreaterThan(0);
      expect(rule.evidence.length).toBeGreaterThan(0);
    },
  );

  it("never has two editions of a rule in force on the same day", () => {
    const ids = new Set(legalRules.map((rule) => rule.id));
    for (const id of ids) {
      const editions: LegalRule[] = legalRules.filter((rule) => rule.id === id);
      const sorted = [...editions].sort((a, b) => (a.from ?? "").localeCompare(b.from ?? ""));
      for (let i = 1; i < sorted.length; i++) {
        const previous = sorted[i - 1]!;
        expect(previous.until, `${previous.id} ${previous.instrument} must end before the next begins`).not.toBeNull();
        expect(previous.until! < sorted[i]!.from!).toBe(true);
      }
    }
  });

  it("lets no day pass between one edition of a rule and the next", () => {
    expect(gapsBetweenEditions(legalRules)).toEqual([]);
  });

  it("has an edition in force today for every id, unless its first starts later or its latest has ended", () => {
    const today = dayInIndia(TODAY);
    expect(idsWithoutEditionOn(legalRules, today), `rules with no edition in force on ${today}`).toEqual([]);
    for (const id of idsInSpanOn(legalRules, today)) expect(currentRule(id as RuleId, TODAY).id).toBe(id);
  });
});

/** An id's editions, earliest first (an edition with no start date first of all). */
function editionsOf(rules: readonly LegalRule[], id: string): LegalRule[] {
  return rules.filter((rule) => rule.id === id).sort((a, b) => (a.from ?? "").localeCompare(b.from ?? ""));
}

/** The ids whose first edition has begun by `day` and whose latest has not ended before it. */
function idsInSpanOn(rules: readonly LegalRule[], day: IsoDate): string[] {
  return [...new Set(rules.map((rule) => rule.id))].filter((id) => {
    const editions = editionsOf(rules, id);
    const first = editions[0]!;
    const latest = editions.at(-1)!;
    return (first.from === null || first.from <= day) && (latest.until === null || day <= latest.until);
  });
}

/**
 * The ids with no edition in force on `day` although their first edition began by then and their
 * latest has not ended: a rule a page or a case would need that day and not find. An id whose
 * latest edition has ended (a draft withdrawn, a circular replaced under other ids) is not one.
 */
function idsWithoutEditionOn(rules: readonly LegalRule[], day: IsoDate): string[] {
  return idsInSpanOn(rules, day).filter((id) => ruleInForce(rules, id, startOfIndiaDay(day)) === undefined);
}

/** "id: until → from" for each edition whose successor does not start the day after it ends. */
function gapsBetweenEditions(rules: readonly LegalRule[]): string[] {
  return [...new Set(rules.map((rule) => rule.id))].flatMap((id) => {
    const editions = editionsOf(rules, id);
    return editions.slice(1).flatMap((next, i) => {
      const previous = editions[i]!;
      const dayAfter = previous.until && addCalendarDays(previous.until, 1);
      return dayAfter === next.from ? [] : [`${id}: ${previous.until ?? "no end"} → ${next.from ?? "no start"}`];
    });
  });
}

describe("the checks on editions", () => {
  const edition = (id: string, from: LegalRule["from"], until: LegalRule["until"]): LegalRule => ({
    id,
    authority: "RBI",
    instrument: `${id} ${from}`,
    says: id,
    window: null,
    from,
    until,
    source: "https://www.rbi.org.in/",
    reference: null,
    paragraph: null,
    grade: "A",
    readAt: "https://www.rbi.org.in/",
    checked: "2026-11-25",
    evidence: "test",
  });
  const rules = [
    edition("replaced", "2020-01-01", "2020-12-31"),
    edition("replaced", "2021-01-01", null),
    edition("gap", "2020-01-01", "2020-12-31"),
    edition("gap", "2021-02-01", null),
    edition("ended", "2020-01-01", "2020-06-30"),
    edition("later", "2022-01-01", null),
  ];

  it("find an id with no edition in force between two editions, and allow one that ended or starts later", () => {
    expect(idsWithoutEditionOn(rules, "2021-01-15")).toEqual(["gap"]);
    expect(idsWithoutEditionOn(rules, "2021-02-01")).toEqual([]);
  });

  it("find a day left between an edition's end and the next edition's start", () => {
    expect(gapsBetweenEditions(rules)).toEqual(["gap: 2020-12-31 → 2021-02-01"]);
  });
});

describe("ruleInForce", () => {
  const rule = (from: LegalRule["from"], until: LegalRule["until"], instrument: string): LegalRule => ({
    id: "liability",
    authority: "RBI",
    instrument,
    says: instrument,
    window: null,
    from,
    until,
    source: "https://www.rbi.org.in/",
    reference: null,
    paragraph: null,
    grade: "A",
    readAt: "https://www.rbi.org.in/",
    checked: "2026-11-25",
    evidence: "test",
  });
  const regimes = [rule("2017-07-06", "2026-12-31", "2017 framework"), rule("2027-01-01", null, "2026 directions")];

  it("chooses by the transaction's day in India, not in UTC", () => {
    // 31 Dec 2026 23:59 in India is 18:29 UTC; 1 Jan 2027 00:00 in India is still 31 Dec in UTC.
    expect(ruleInForce(regimes, "liability", new Date("2026-12-31T23:59:00+05:30"))?.instrument).toBe("2017 framework");
    expect(ruleInForce(regimes, "liability", new Date("2027-01-01T00:00:00+05:30"))?.instrument).toBe(
      "2026 directions",
    );
    expect(ruleInForce(regimes, "liability", new Date("2017-07-05T23:59:00+05:30"))).toBeUndefined();
  });

  it("moves the RBI Ombudsman from the 2021 scheme to the 2026 scheme on 1 July 2026, India time", () => {
    expect(currentRule("rbi-ombudsman-scheme", new Date("2026-06-30T23:59:00+05:30")).instrument).toContain("2021");
    expect(currentRule("rbi-ombudsman-scheme", new Date("2026-07-01T00:00:00+05:30")).instrument).toContain("2026");
  });
});
