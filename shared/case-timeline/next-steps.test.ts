import { describe, expect, it } from "vitest";
import { legalRules } from "../legal-rules";
import type { LegalRule } from "../legal-rules/rule";
import { addWorkingDaysSkippingSundays, endOfIndiaDay, formatIndiaDateTime, startOfIndiaDay } from "../india-time";
import { nextDatedStep, nextDueDate, nextSteps, type CaseFacts, type NextStep } from "./next-steps";
import { HARM_KINDS } from "./harm-steps";
import type { PaidFrom, PaymentApproval } from "./liability-regime";

/** An instant written as India time reads it. */
const ist = (dateTime: string) => new Date(`${dateTime}+05:30`);

function step(steps: NextStep[], id: NextStep["id"]): NextStep {
  const found = steps.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no step ${id} in ${steps.map((s) => s.id).join(", ")}`);
  return found;
}

const takenOn = (happenedAt: Date, more: Partial<CaseFacts> = {}): CaseFacts => ({
  happenedAt,
  paymentApproval: "taken_without_approval",
  ...more,
});

describe("India time", () => {
  it("puts a day's deadline at 23:59:59.999 IST, which is 18:29:59.999 UTC", () => {
    expect(endOfIndiaDay("2026-11-28").toISOString()).toBe("2026-11-28T18:29:59.999Z");
    expect(startOfIndiaDay("2027-01-01").toISOString()).toBe("2026-12-31T18:30:00.000Z");
  });

  it("prints an instant as a person in India reads it", () => {
    expect(formatIndiaDateTime(endOfIndiaDay("2026-11-28"))).toBe("Sat, 28 Nov 2026, 11:59 pm IST");
  });

  it("counts working days past Sundays, across a month's end", () => {
    // Wed 25 Nov 2026 + 10 working days, Sundays 29 Nov and 6 Dec not counted.
    expect(addWorkingDaysSkippingSundays("2026-11-25", 10)).toBe("2026-12-07");
    // From a Saturday, the next working day is Monday.
    expect(addWorkingDaysSkippingSundays("2026-11-28", 1)).toBe("2026-11-30");
  });
});

describe("next steps for money taken without approval", () => {
  const transaction = ist("2026-11-25T10:00:00");

  it("lists 1930, the portal, the bank and what to do if money is held, in that order", () => {
    const steps = nextSteps(takenOn(transaction), ist("2026-11-25T11:00:00"));
    expect(steps.map((s) => s.id)).toEqual(["call-1930", "finish-portal-complaint", "tell-bank", "held-money"]);
    expect(steps.every((s) => s.state === "to do")).toBe(true);
  });

  it("says how held money comes back: the SMS, the Money Restoration portal, the bond and PAN, and never a middleman", () => {
    const held = step(nextSteps(takenOn(transaction), ist("2026-11-25T11:00:00")), "held-money");
    expect(held.title).toBe("If you get an SMS that money was held, ask for it back");
    expect(held.rule?.id).toBe("mha-money-restoration");
    expect(held.due).toBeNull();
    for (const fact of [
      "mrm-ncrp.mha.gov.in",
      "14-digit",
      "indemnity bond",
      "PAN",
      "FIR",
      "15 calendar days",
      "middlemen",
    ]) {
      expect(held.detail).toContain(fact);
    }
    const noLoss = nextSteps({ happenedAt: transaction, paymentApproval: "no_money_lost" }, ist("2026-11-25T11:00:00"));
    expect(noLoss.some((s) => s.id === "held-money")).toBe(false);
  });

  it("dates the bank's zero-liability window as the earliest it can end: 3 calendar days from the transaction", () => {
    const bank = step(nextSteps(takenOn(transaction), ist("2026-11-25T11:00:00")), "tell-bank");
    expect(bank.rule?.id).toBe("rbi-liability-third-party");
    expect(bank.due?.toISOString()).toBe(endOfIndiaDay("2026-11-28").toISOString());
    expect(bank.counting).toContain("3 working days");
    expect(bank.counting).toContain("3 calendar days");
  });

  it("still shows the zero-liability date at its last minute, and the capped-liability window one minute later", () => {
    const lastMinute = nextSteps(takenOn(transaction), ist("2026-11-28T23:59:00"));
    expect(step(lastMinute, "tell-bank").rule?.id).toBe("rbi-liability-third-party");

    const after = step(nextSteps(takenOn(transaction), ist("2026-11-29T00:00:00")), "tell-bank");
    expect(after.rule?.id).toBe("rbi-liability-limited");
    expect(after.due?.toISOString()).toBe(endOfIndiaDay("2026-12-02").toISOString());
  });

  it("gives no date once both windows have passed, but still says to tell the bank", () => {
    const bank = step(nextSteps(takenOn(transaction), ist("2026-12-03T00:00:00")), "tell-bank");
    expect(bank.due).toBeNull();
    expect(bank.state).toBe("to do");
    expect(bank.detail).toContain("board-approved policy");
  });

  it("marks the bank told in time as done under the zero-liability rule", () => {
    const facts = takenOn(transaction, { toldBankAt: ist("2026-11-26T09:00:00") });
    const bank = step(nextSteps(facts, ist("2026-12-10T09:00:00")), "tell-bank");
    expect(bank.state).toBe("done");
    expect(bank.rule?.id).toBe("rbi-liability-third-party");
  });

  it("waits for the bank's credit 10 working days from the report, then calls it overdue", () => {
    const facts = takenOn(transaction, { toldBankAt: ist("2026-11-25T12:00:00"), calledHelplineAt: transaction });
    const waiting = step(nextSteps(facts, ist("2026-12-07T23:59:00")), "bank-credit");
    expect(waiting.due?.toISOString()).toBe(endOfIndiaDay("2026-12-07").toISOString());
    expect(waiting.state).toBe("waiting");
    expect(waiting.counting).toContain("a bank holiday makes it later");

    const overdue = step(nextSteps(facts, ist("2026-12-08T00:00:00")), "bank-credit");
    expect(overdue.state).toBe("overdue");
  });

  it("adds the Ombudsman once the bank has been told, under the scheme in force on the day", () => {
    const facts = takenOn(ist("2026-06-01T10:00:00"), { toldBankAt: ist("2026-06-01T12:00:00") });
    const before = step(nextSteps(facts, ist("2026-06-30T23:59:00")), "ombudsman");
    expect(before.rule?.instrument).toContain("2021");
    const after = step(nextSteps(facts, ist("2026-07-01T00:00:00")), "ombudsman");
    expect(after.rule?.instrument).toContain("2026");
  });
});

describe("the RBI Ombudsman's date under the 2026 scheme", () => {
  const toldBankAt = ist("2026-12-01T11:00:00");
  const facts = (more: Partial<CaseFacts> = {}) => takenOn(ist("2026-11-30T10:00:00"), { toldBankAt, ...more });

  it("without a reply, is 90 days after the bank's 30 days, counted from the day it was told", () => {
    const ombudsman = step(nextSteps(facts(), ist("2026-12-06T12:00:00")), "ombudsman");
    // 1 Dec + 30 days = 31 Dec 2026; + 90 days = 31 Mar 2027.
    expect(ombudsman.due?.toISOString()).toBe(endOfIndiaDay("2027-03-31").toISOString());
    expect(ombudsman.counting).toBe(
      "90 calendar days from the end of the bank's 30 days or its last reply, whichever is later",
    );
    expect(ombudsman.state).toBe("to do");
    expect(ombudsman.detailParts.at(-1)).toContain("add the day of its last reply below");
  });

  it("a reply after the 30 days moves the date to 90 days after the reply; one within them does not", () => {
    const late = step(nextSteps(facts({ bankRepliedOn: "2027-01-15" }), ist("2027-01-16T12:00:00")), "ombudsman");
    expect(late.due?.toISOString()).toBe(endOfIndiaDay("2027-04-15").toISOString());
    expect(late.detailParts.at(-1)).toContain("its last reply you gave below");
    const early = step(nextSteps(facts({ bankRepliedOn: "2026-12-10" }), ist("2026-12-11T12:00:00")), "ombudsman");
    expect(early.due?.toISOString()).toBe(endOfIndiaDay("2027-03-31").toISOString());
  });

  it("for a 2027 fraud the bank may take 45 days, but the date still counts its 30, the earlier reading", () => {
    const fraud2027 = takenOn(ist("2027-01-02T10:00:00"), { toldBankAt: ist("2027-01-02T12:00:00") });
    const ombudsman = step(nextSteps(fraud2027, ist("2027-01-03T12:00:00")), "ombudsman");
    // 2 Jan + 30 days = 1 Feb 2027; + 90 days = 2 May 2027.
    expect(ombudsman.due?.toISOString()).toBe(endOfIndiaDay("2027-05-02").toISOString());
    expect(ombudsman.detail).toContain("45 calendar days to decide");
    const decision = step(nextSteps(fraud2027, ist("2027-01-03T12:00:00")), "bank-decision");
    expect(decision.due!.getTime()).toBeLessThan(ombudsman.due!.getTime());
  });

  it("shows its date on its last day and none the day after, keeping the rule's words", () => {
    expect(step(nextSteps(facts(), ist("2027-03-31T23:59:00")), "ombudsman").due).not.toBeNull();
    const after = step(nextSteps(facts(), ist("2027-04-01T00:00:00")), "ombudsman");
    expect(after.due).toBeNull();
    expect(after.detail).toContain("Ombudsman");
  });
});

describe("next steps for other losses", () => {
  it("a payment made after being tricked gets no liability deadline, and says the rules may not cover it", () => {
    const steps = nextSteps(
      { happenedAt: ist("2026-11-25T10:00:00"), paymentApproval: "paid_myself" },
      ist("2026-11-25T11:00:00"),
    );
    const bank = step(steps, "tell-bank");
    expect(bank.due).toBeNull();
    expect(bank.detail).toContain("may not cover a payment you made after being tricked");
    expect(steps.some((s) => s.id === "bank-credit")).toBe(false);
  });

  it("without a loss, only reporting on the portal remains", () => {
    const steps = nextSteps({ happenedAt: null, paymentApproval: "no_money_lost" }, ist("2026-11-25T11:00:00"));
    expect(steps.map((s) => [s.id, s.title])).toEqual([["finish-portal-complaint", "Report it on cybercrime.gov.in"]]);
  });

  it("a finished portal complaint and a 1930 call show as done", () => {
    const steps = nextSteps(
      {
        happenedAt: null,
        paymentApproval: "not_sure",
        calledHelplineAt: ist("2026-11-25T10:30:00"),
        portalComplaintFinished: true,
      },
      ist("2026-11-25T11:00:00"),
    );
    expect(step(steps, "call-1930").state).toBe("done");
    expect(step(steps, "finish-portal-complaint").state).toBe("done");
  });
});

describe("the rule in force on the transaction's day decides the window", () => {
  // Rules made up for this test: the 2017 zero-liability edition ending on 31 December 2026 and
  // a later one counting 5 calendar days. They prove the choice by date, not any real rule.
  const edition2017 = legalRules.find((rule) => rule.id === "rbi-liability-third-party")!;
  const ended: LegalRule = { ...edition2017, until: "2026-12-31" };
  const later: LegalRule = {
    ...edition2017,
    instrument: "A later edition (test)",
    window: { days: 5, count: "calendar days", from: "the bank's alert" },
    from: "2027-01-01",
    until: null,
  };
  // Without RBI's revised directions, which would otherwise decide every transaction from 2027.
  const others = legalRules.filter(
    (rule) =>
      rule.id !== "rbi-liability-third-party" &&
      rule.id !== "rbi-liability-limited" &&
      rule.id !== "rbi-fraud-directions-2027",
  );

  it("31 Dec 2026 23:59 IST falls under the old edition and 1 Jan 2027 00:00 IST under the new", () => {
    const rules = [...others, ended, later];
    const old = step(nextSteps(takenOn(ist("2026-12-31T23:59:00")), ist("2027-01-01T00:30:00"), rules), "tell-bank");
    expect(old.rule?.instrument).toBe(edition2017.instrument);
    expect(old.due?.toISOString()).toBe(endOfIndiaDay("2027-01-03").toISOString());

    const next = step(nextSteps(takenOn(ist("2027-01-01T00:00:00")), ist("2027-01-01T00:30:00"), rules), "tell-bank");
    expect(next.rule?.instrument).toBe("A later edition (test)");
    expect(next.due?.toISOString()).toBe(endOfIndiaDay("2027-01-06").toISOString());
    expect(next.counting).toBe("5 calendar days from the bank's alert");
  });

  it("where no liability rule is in force on the day, it states none and points to the steps that apply", () => {
    const rules = [...others, ended];
    const bank = step(nextSteps(takenOn(ist("2027-01-01T00:00:00")), ist("2027-01-01T00:30:00"), rules), "tell-bank");
    expect(bank.due).toBeNull();
    expect(bank.detail).toContain("We cannot state an RBI liability rule");
    expect(bank.detail).toContain("1930");
  });
});

describe("next steps across 1 January 2027, with the site's rules", () => {
  const now = ist("2027-01-02T10:00:00");

  it("a transaction on 31 Dec 2026 keeps the 2017 window for banks", () => {
    const bank = step(nextSteps(takenOn(ist("2026-12-31T22:00:00")), now), "tell-bank");
    expect(bank.rule?.id).toBe("rbi-liability-third-party");
    expect(bank.due?.toISOString()).toBe(endOfIndiaDay("2027-01-03").toISOString());
  });

  it("a transaction at 00:00 on 1 Jan 2027, India time, falls under RBI's 2026 directions, with 5 calendar days", () => {
    // 31 Dec 2026 23:59:59 is the last second of the 2017 circular; 1 Jan 2027 00:00 the first of the directions.
    const last2017 = step(nextSteps(takenOn(ist("2026-12-31T23:59:59")), now), "tell-bank");
    expect(last2017.rule?.instrument).toContain("6 July 2017");
    const first2027 = step(nextSteps(takenOn(ist("2027-01-01T00:00:00")), now), "tell-bank");
    expect(first2027.rule?.id).toBe("rbi-liability-third-party");
    expect(first2027.rule?.instrument).toContain("24 June 2026");
    // The day of the transaction is the first of the five: 1, 2, 3, 4, 5 January.
    expect(first2027.due?.toISOString()).toBe(endOfIndiaDay("2027-01-05").toISOString());
    expect(first2027.counting).toBe(
      "5 calendar days from the transaction, its own day counted as the first, so that the date is the earliest it can be",
    );
  });

  it("every kind of bank gets the directions' 5-day date from 1 Jan 2027: a bank account, a card, a co-operative bank, a bank's wallet", () => {
    const cases: Partial<CaseFacts>[] = [
      { paidFrom: "bank_account" },
      { paidFrom: "card" },
      { paidFrom: "cooperative_bank" },
      { paidFrom: "wallet", walletIssuer: "bank" },
      { paidFrom: "other" },
    ];
    for (const more of cases) {
      const bank = step(nextSteps(takenOn(ist("2027-01-10T09:00:00"), more), ist("2027-01-10T10:00:00")), "tell-bank");
      expect(bank.rule?.paragraph, JSON.stringify(more)).toBe("paragraph 76M");
      expect(bank.due?.toISOString()).toBe(endOfIndiaDay("2027-01-14").toISOString());
    }
  });

  it("a non-bank company's wallet keeps RBI's 2019 rules from 1 Jan 2027, with no reporting date", () => {
    for (const walletIssuer of ["non_bank", null] as const) {
      const bank = step(
        nextSteps(
          takenOn(ist("2027-01-10T09:00:00"), { paidFrom: "wallet", walletIssuer }),
          ist("2027-01-10T10:00:00"),
        ),
        "tell-bank",
      );
      expect(bank.rule?.id).toBe("rbi-liability-non-bank-wallets");
      expect(bank.due).toBeNull();
    }
  });

  it("the last day of the 5-day window is still in time; the day after, the bank's policy decides and no date is given", () => {
    const facts = (toldBankAt: Date) => takenOn(ist("2027-01-10T09:00:00"), { toldBankAt });
    const inTime = step(nextSteps(facts(ist("2027-01-14T23:59:00")), ist("2027-01-15T10:00:00")), "tell-bank");
    expect(inTime.due?.toISOString()).toBe(endOfIndiaDay("2027-01-14").toISOString());
    expect(inTime.state).toBe("done");
    const late = step(nextSteps(facts(ist("2027-01-15T00:01:00")), ist("2027-01-15T10:00:00")), "tell-bank");
    expect(late.due).toBeNull();
    expect(late.detail).toContain("Reported later, the bank's own policy decides what you bear.");
  });

  it("a payment approved under threat is covered; a willing payment after plain deception gets no RBI window", () => {
    const when = ist("2027-01-10T09:00:00");
    const coerced = step(
      nextSteps(takenOn(when, { paymentApproval: "paid_myself", coerced: true }), ist("2027-01-10T10:00:00")),
      "tell-bank",
    );
    expect(coerced.due?.toISOString()).toBe(endOfIndiaDay("2027-01-14").toISOString());
    for (const answer of [false, null]) {
      const willing = step(
        nextSteps(takenOn(when, { paymentApproval: "paid_myself", coerced: answer }), ist("2027-01-10T10:00:00")),
        "tell-bank",
      );
      expect(willing.due).toBeNull();
      expect(willing.rule?.id).toBe("rbi-fraud-directions-2027");
      expect(willing.detail).toContain("may not be covered");
      expect(willing.detail).toContain("call 1930");
    }
  });

  it("once the bank is told, its decision is due 45 calendar days later, and a credit card's reversal 5 days later", () => {
    const facts = takenOn(ist("2027-01-10T09:00:00"), { paidFrom: "card", toldBankAt: ist("2027-01-10T12:00:00") });
    const steps = nextSteps(facts, ist("2027-01-11T10:00:00"));
    const decision = step(steps, "bank-decision");
    expect(decision.due?.toISOString()).toBe(endOfIndiaDay("2027-02-24").toISOString());
    expect(decision.state).toBe("waiting");
    expect(decision.detail).toContain("It is for the bank to prove that you are liable.");
    const reversal = step(steps, "bank-credit");
    expect(reversal.rule?.id).toBe("rbi-shadow-reversal-credit-card");
    expect(reversal.due?.toISOString()).toBe(endOfIndiaDay("2027-01-15").toISOString());
    // A bank account has no reversal deadline under the directions: none is stated.
    const account = nextSteps({ ...facts, paidFrom: "bank_account" }, ist("2027-01-11T10:00:00"));
    expect(account.map((s) => s.id)).not.toContain("bank-credit");
    expect(nextSteps(facts, ist("2027-02-25T10:00:00")).find((s) => s.id === "bank-decision")?.state).toBe("overdue");
  });

  it("a case straddling 1 Jan 2027 is dated by its first transaction's own rules", () => {
    const bank = step(nextSteps(takenOn(ist("2026-12-30T09:00:00")), ist("2027-01-01T10:00:00")), "tell-bank");
    expect(bank.rule?.instrument).toContain("6 July 2017");
  });
});

describe("RBI's compensation for small frauds, on the case page", () => {
  const when = ist("2027-03-10T11:00:00");
  const now = ist("2027-03-10T12:00:00");
  const claim = (more: Partial<CaseFacts>) =>
    nextSteps(takenOn(when, more), now).find((candidate) => candidate.id === "claim-compensation");

  it("offers up to ₹21,250 for a ₹25,000 loss, by the day both reports must be made", () => {
    const step = claim({ amountLost: 25_000 });
    expect(step?.title).toBe("You may be able to claim up to ₹21,250");
    expect(step?.due?.toISOString()).toBe(endOfIndiaDay("2027-03-14").toISOString());
    expect(step?.detail).toContain("Only your bank pays this. Nobody can charge you a fee to claim it.");
    expect(step?.detail).toContain(
      "Is the account in the name of a company, firm, trust or society (not you or your sole proprietorship)?",
    );
    expect(step?.detail).toContain("Have you, or a joint holder of this account, claimed this before?");
  });

  it("pays 85% of the loss up to ₹25,000: ₹49,999 and ₹50,000 may claim the most, ₹50,001 nothing", () => {
    expect(claim({ amountLost: 49_999 })?.title).toBe("You may be able to claim up to ₹25,000");
    expect(claim({ amountLost: 50_000 })?.title).toBe("You may be able to claim up to ₹25,000");
    expect(claim({ amountLost: 10_000 })?.title).toBe("You may be able to claim up to ₹8,500");
    expect(claim({ amountLost: 50_001 })).toBeUndefined();
  });

  it("is for individuals and sole proprietors once in a life: a company's account or an earlier claim gets none", () => {
    expect(claim({ amountLost: 20_000, accountOfOrganisation: false })?.detail).not.toContain("company, firm");
    expect(claim({ amountLost: 20_000, accountOfOrganisation: true })).toBeUndefined();
    expect(claim({ amountLost: 20_000, claimedCompensationBefore: true })).toBeUndefined();
  });

  it("needs both reports within the 5 days: one known to be late closes it, both in time mark it done", () => {
    expect(claim({ amountLost: 20_000, toldBankAt: ist("2027-03-15T09:00:00") })).toBeUndefined();
    const both = claim({
      amountLost: 20_000,
      toldBankAt: ist("2027-03-11T09:00:00"),
      calledHelplineAt: ist("2027-03-10T11:30:00"),
    });
    expect(both?.state).toBe("done");
  });

  it("is not offered for a non-bank wallet, a willing payment, or a fraud after the scheme's year", () => {
    expect(claim({ amountLost: 20_000, paidFrom: "wallet" })).toBeUndefined();
    expect(claim({ amountLost: 20_000, paymentApproval: "paid_myself", coerced: false })).toBeUndefined();
    const later = nextSteps(takenOn(ist("2028-01-01T00:00:00"), { amountLost: 20_000 }), ist("2028-01-01T01:00:00"));
    expect(later.map((s) => s.id)).not.toContain("claim-compensation");
    const lastDay = nextSteps(takenOn(ist("2027-12-31T23:00:00"), { amountLost: 20_000 }), ist("2027-12-31T23:30:00"));
    expect(lastDay.map((s) => s.id)).toContain("claim-compensation");
  });
});

describe("next steps by where the money was paid from", () => {
  const transaction = ist("2026-11-25T10:00:00");
  const now = ist("2026-11-25T11:00:00");

  it("a bank account, a card, 'other' or not said: the 2017 rules for banks, with their dated window", () => {
    for (const paidFrom of ["bank_account", "card", "other", null] as const) {
      const bank = step(nextSteps(takenOn(transaction, { paidFrom }), now), "tell-bank");
      expect(bank.rule?.id).toBe("rbi-liability-third-party");
      expect(bank.due).not.toBeNull();
    }
  });

  it("a co-operative bank: its own circular of 14 December 2017, named without a date we could not check", () => {
    const steps = nextSteps(takenOn(transaction, { paidFrom: "cooperative_bank" }), now);
    const bank = step(steps, "tell-bank");
    expect(bank.title).toBe("Tell your co-operative bank in writing");
    expect(bank.rule?.id).toBe("rbi-liability-cooperative-banks");
    expect(bank.rule?.instrument).toContain("14 December 2017");
    expect(bank.due).toBeNull();
    // Told the bank: no credit date from a rule we have not read.
    const told = nextSteps(
      takenOn(transaction, { paidFrom: "cooperative_bank", toldBankAt: ist("2026-11-25T12:00:00") }),
      now,
    );
    expect(told.map((s) => s.id)).not.toContain("bank-credit");
  });

  it("a wallet: RBI's rules for non-bank wallets, and the credit back 10 calendar days from the report", () => {
    const bank = step(nextSteps(takenOn(transaction, { paidFrom: "wallet" }), now), "tell-bank");
    expect(bank.title).toBe("Tell your wallet company in writing");
    expect(bank.rule?.id).toBe("rbi-liability-non-bank-wallets");
    expect(bank.due).toBeNull();

    const told = nextSteps(
      takenOn(transaction, { paidFrom: "wallet", toldBankAt: ist("2026-11-28T09:00:00") }),
      ist("2026-11-28T10:00:00"),
    );
    const credit = step(told, "bank-credit");
    expect(credit.rule?.id).toBe("rbi-liability-non-bank-wallets-credit");
    expect(credit.title).toBe("Your wallet company credits the amount back while it looks into it");
    // Saturday 28 Nov + 10 calendar days: Tuesday 8 Dec, Sundays counted.
    expect(credit.due?.toISOString()).toBe(endOfIndiaDay("2026-12-08").toISOString());
    expect(credit.state).toBe("waiting");
    expect(step(told, "tell-bank").state).toBe("done");
  });

  it("a payment the victim made after being tricked is not a liability claim, whatever it was paid from", () => {
    for (const paidFrom of ["wallet", "cooperative_bank"] as const) {
      const bank = step(
        nextSteps({ happenedAt: transaction, paymentApproval: "paid_myself", paidFrom }, now),
        "tell-bank",
      );
      expect(bank.detail).toContain("may not cover a payment you made after being tricked");
    }
  });
});

describe("the next due date a case stores", () => {
  it("is the due date of the earliest open dated step the case page shows, for every kind of case and stage", () => {
    const approvals: (PaymentApproval | null)[] = [
      "taken_without_approval",
      "paid_myself",
      "no_money_lost",
      "not_sure",
      null,
    ];
    const paidFroms: (PaidFrom | null)[] = ["bank_account", "cooperative_bank", "card", "wallet", "other", null];
    const happened = [null, ist("2026-11-25T10:00:00"), ist("2027-01-10T09:00:00"), ist("2025-03-01T18:00:00")];
    const nows = [ist("2026-11-25T11:00:00"), ist("2026-12-20T09:00:00"), ist("2027-02-15T16:00:00")];
    let dated = 0;
    for (const paymentApproval of approvals)
      for (const paidFrom of paidFroms)
        for (const happenedAt of happened)
          for (const harm of [null, ...HARM_KINDS])
            for (const toldBankAt of [null, happenedAt])
              for (const now of nows) {
                const facts: CaseFacts = {
                  happenedAt,
                  paymentApproval,
                  paidFrom,
                  harm,
                  toldBankAt,
                  amountLost: 25_000,
                };
                const shown = nextDatedStep(nextSteps(facts, now))?.due ?? null;
                expect(nextDueDate(facts, now)?.toISOString() ?? null).toBe(shown?.toISOString() ?? null);
                if (shown) dated++;
              }
    // The comparison is worth something only if many of these cases have a deadline.
    expect(dated).toBeGreaterThan(100);
  });
});
