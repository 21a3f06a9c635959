import { describe, expect, it } from "vitest";
import { currentRule, legalRules, ruleInForce } from "./index";
import { dayInIndia } from "../india-time";
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

const TODAY = new Date();

describe("legal rules", () => {
  it.each(legalRules.map((rule) => [`${rule.id} from ${rule.from ?? "-"}`, rule] as const))(
    "%s cites an official https source, was checked by today and has from ≤ until",
    (_name, rule: LegalRule) => {
      const url = new URL(rule.source);
      expect(url.protocol).toBe("https:");
      expect(OFFICIAL_DOMAINS.some((domain) => url.hostname === domain || url.hostname.endsWith(`.${domain}`))).toBe(
        true,
      );
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

  it("has a rule in force today for every id, except rules that start later", () => {
    const today = dayInIndia(TODAY);
    for (const rule of legalRules) {
      if (rule.from !== null && rule.from > today) continue;
      expect(currentRule(rule.id, TODAY).id).toBe(rule.id);
    }
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
