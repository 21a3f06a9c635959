import { describe, expect, it } from "vitest";
import { currentRule, legalRules, ruleInForce } from "./index";
import { addCalendarDays, dayInIndia, startOfIndiaDay, type IsoDate } from "../india-time";
import type { LegalRule } from "./rule";
import { MONEY_RESTORATION, MONEY_RESTORATION_STEPS } from "./mha";

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
  "meity.gov.in",
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

describe("failed transactions (RBI/2019-20/67)", () => {
  const atm = currentRule("rbi-failed-atm-withdrawal", TODAY);
  const transfer = currentRule("rbi-failed-upi-imps-transfer", TODAY);

  it("have the bank reverse a failed ATM withdrawal by T+5 and a failed UPI or IMPS transfer by T+1, counted from the transaction", () => {
    expect(atm.window).toMatchObject({ days: 5, from: "the transaction" });
    expect(transfer.window).toMatchObject({ days: 1, from: "the transaction" });
    expect(atm.says).toContain(`within ${atm.window?.days} days of the transaction (T+${atm.window?.days}`);
    expect(transfer.says).toContain(`by the day after the transaction (T+${transfer.window?.days}`);
  });

  it("owe ₹100 for each day of delay after that, from the Annex read in verbatim copies (grade B), in force since 15 October 2019", () => {
    for (const rule of [atm, transfer]) {
      expect(rule.says).toMatch(/₹100 (into your account )?for each day of delay/);
      expect(rule.says.match(/₹\d[\d,]*/g)).toEqual(["₹100"]);
      expect(rule.grade).toBe("B");
      expect(rule.paragraph).toMatch(/^Annex, /);
      expect(rule.reference).toContain("RBI/2019-20/67");
      expect(rule.from).toBe("2019-10-15");
    }
  });
});

describe("the RBI Ombudsman from 1 July 2026", () => {
  const scheme = currentRule("rbi-ombudsman-scheme", new Date("2026-07-01T00:00:00+05:30"));
  const fraudDecision = currentRule("rbi-liability-resolution", new Date("2027-01-01T00:00:00+05:30"));

  it("lets a complaint go to the Ombudsman once the bank has not replied in 30 days, within 90 days of that or of its last reply", () => {
    expect(scheme.window).toMatchObject({ days: 90, count: "calendar days" });
    expect(scheme.window?.from).toBe("the end of the bank's 30 days or its last reply, whichever is later");
    expect(scheme.says).toContain("if the bank has not replied within 30 days, or if its reply does not satisfy you");
    expect(scheme.says).toContain(
      "within 90 days of the end of those 30 days or of the bank's last reply, whichever is later",
    );
    expect(scheme.says).toContain("First complain to the bank itself, in writing");
  });

  it("tells a victim of fraud on a transaction from 1 January 2027 to wait for the bank's 45 calendar days, as the directions count them", () => {
    expect(fraudDecision.window?.days).toBe(45);
    expect(scheme.says).toContain(
      `For fraud on a transaction from 1 January 2027, the bank has up to ${fraudDecision.window?.days} calendar days to decide your complaint`,
    );
    expect(scheme.reading).toContain("paragraph 76Q");
  });

  it("says where and how to complain, that it is free, that a police case does not bar it and that no advocate may represent", () => {
    for (const words of [
      "A free complaint",
      "cms.rbi.org.in",
      "crpc@rbi.org.in",
      "Centralised Receipt and Processing Centre, Reserve Bank of India, Central Vista, Sector 17, Chandigarh – 160017",
      "14448",
      "A police complaint about the same matter does not stop you",
      "An advocate cannot represent you, unless the advocate is the person wronged",
    ]) {
      expect(scheme.says).toContain(words);
    }
    expect(scheme.grade).toBe("B");
    expect(scheme.paragraph).toContain("clause 10(1)(e), (f) and (g)");
  });
});

describe("the police under the Bharatiya Nagarik Suraksha Sanhita, 2023", () => {
  const rule = (id: RuleId) => currentRule(id, TODAY);

  it("takes the grounds of arrest from section 47 and the 24 hours before a Magistrate from section 58", () => {
    const grounds = rule("bnss-47-grounds-of-arrest");
    const custody = rule("bnss-58-arrest-24-hours");
    expect(grounds.paragraph).toMatch(/^section 47\b/);
    expect(grounds.says).toContain("grounds for the arrest");
    expect(grounds.says).not.toContain("24 hours");
    expect(custody.paragraph).toBe("section 58");
    expect(custody.says).toContain("more than 24 hours without a Magistrate's order");
    expect(custody.says).not.toContain("grounds");
  });

  it("states section 173(3)'s 14-day enquiry, 173(4)'s letter to the Superintendent of Police and 175(3)'s Magistrate, each by its own sub-section", () => {
    const enquiry = rule("bnss-173-preliminary-enquiry");
    const refusal = rule("bnss-173-refusal");
    const magistrate = rule("bnss-175-magistrate");
    expect(enquiry.paragraph).toBe("section 173(3)");
    expect(enquiry.says).toContain("three years or more but less than seven years");
    expect(enquiry.says).toContain("Deputy Superintendent of Police");
    expect(enquiry.says).toContain("up to 14 days");
    expect(refusal.paragraph).toBe("section 173(4)");
    expect(refusal.says).toContain("refuses to record your complaint");
    expect(refusal.says).toContain("send it by post to the Superintendent of Police");
    expect(magistrate.paragraph).toBe("section 175(3)");
    expect(magistrate.says).toContain("apply to a Magistrate, with an affidavit");
    for (const section of [enquiry, refusal, magistrate]) {
      expect(section).toMatchObject({ grade: "B", reference: "Act No. 46 of 2023", from: "2024-07-01" });
    }
  });
});

describe("held money, the e-Zero FIR and Chakshu (grade B, read 2026-12-05)", () => {
  const restoration = currentRule("mha-money-restoration", TODAY);
  const eZeroFir = currentRule("mha-e-zero-fir", TODAY);
  const chakshu = currentRule("dot-chakshu", TODAY);
  const rupees = (amount: number) => `₹${amount.toLocaleString("en-IN")}`;

  it("get held money back through the Money Restoration Portal, with the values the case page uses", () => {
    const { portal, acknowledgementDigits, noFirBelow, firAbove, custodyDays } = MONEY_RESTORATION;
    expect(restoration.says).toContain(`Money Restoration Portal, ${portal}`);
    expect(restoration.says).toContain(`${acknowledgementDigits}-digit acknowledgement number`);
    expect(restoration.says).toContain(
      `Where less than ${rupees(noFirBelow)} is held in one bank, the police can have it returned without an FIR`,
    );
    expect(restoration.says).toContain(
      `where more than ${rupees(firAbove)} is held in one bank account, an FIR is required`,
    );
    expect(restoration.says).toContain(`within ${custodyDays} calendar days`);
    expect(restoration.window).toMatchObject({ days: custodyDays, count: "calendar days" });
    expect(restoration).toMatchObject({ authority: "MHA", from: null, until: null, grade: "B" });
    expect(restoration.paragraph).toContain("FAQ questions 2, 4, 6 and 8");
    expect(restoration.evidence).toContain("provisionally held against their complaint");
  });

  it("give the case page the steps in order, each short, each stated in the rule's sentence", () => {
    expect(MONEY_RESTORATION_STEPS[0]).toMatch(/^Wait for the SMS/);
    expect(MONEY_RESTORATION_STEPS[1]).toContain(MONEY_RESTORATION.portal);
    expect(MONEY_RESTORATION_STEPS[2]).toContain('"Raise Refund Request"');
    expect(MONEY_RESTORATION_STEPS.at(-1)).toMatch(/middlemen or agents/);
    for (const step of MONEY_RESTORATION_STEPS) expect(step.length).toBeLessThanOrEqual(200);
    for (const words of [
      "Raise Refund Request",
      "indemnity bond",
      "PAN card",
      "middlemen or agents",
      "police station",
    ]) {
      expect(MONEY_RESTORATION_STEPS.join(" ")).toContain(words);
      expect(restoration.says).toContain(words);
    }
  });

  it("say nothing the portal's own pages do not: no 90-day lift of holds, no date of the procedure", () => {
    expect(restoration.says).not.toMatch(/\b90\b|lift|2 January 2026/);
    expect(MONEY_RESTORATION_STEPS.join(" ")).not.toMatch(/\b90\b|lift/);
  });

  it("state the e-Zero FIR from 19 May 2025 for losses above ₹10 lakh, in words that stay true if the amount was lowered", () => {
    expect(eZeroFir).toMatchObject({ from: "2025-05-19", until: null, grade: "B", window: null });
    expect(eZeroFir.reference).toContain("2129715");
    expect(eZeroFir.says).toContain("a financial loss of more than ₹10 lakh is registered automatically as a Zero FIR");
    expect(eZeroFir.says).toContain("within three days");
    expect(eZeroFir.says).not.toMatch(/₹1 lakh|only|less than|below|smaller/);
  });

  it("give Chakshu's 30 days, counted so that the date is the earliest it can be", () => {
    expect(chakshu).toMatchObject({ authority: "DoT", grade: "B", from: null });
    expect(chakshu.window).toMatchObject({ days: 30, count: "calendar days", startDayCounts: true });
    expect(chakshu.says).toContain(`received in the last ${chakshu.window?.days} days`);
    expect(chakshu.paragraph).toContain("for communication received within last 30 days");
  });
});

/** A figure as the English sentence writes it, by the unit its name ends with. */
function figureInEnglish(name: string, value: number): RegExp {
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  if (name.endsWith("Rupees")) return new RegExp(`${escaped(`₹${value.toLocaleString("en-IN")}`)}(?!\\d|,\\d)`);
  if (name.endsWith("Lakh")) return new RegExp(escaped(`₹${value} lakh`));
  if (name.endsWith("Days") || name === "days") return new RegExp(`\\b${value} (?:calendar |working )?days\\b`);
  if (name.endsWith("Hours") || name === "hours") return new RegExp(`\\b${value} hours\\b`);
  throw new Error(`The figure "${name}" names no unit its English could be checked by`);
}

describe("the rules' figures (docs/decisions/0086)", () => {
  it("are each stated in the rule's English sentence, so a translation that writes them says what the English says", () => {
    const unstated: string[] = [];
    let checked = 0;
    for (const rule of legalRules as readonly LegalRule[]) {
      for (const [name, value] of Object.entries(rule.figures ?? {})) {
        checked += 1;
        if (!figureInEnglish(name, value).test(rule.says)) unstated.push(`${rule.id}@${rule.from}: ${name} = ${value}`);
      }
    }
    expect(unstated).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(11);
  });
});
