import { describe, expect, it } from "vitest";
import { nextDatedStep, nextSteps, type CaseFacts } from "./next-steps";
import { HARM_STEP_TEXT } from "./harm-steps";
import { currentRule } from "../legal-rules";

// Help by kind of harm (docs/decisions/0070): the case page's steps follow what the case is about.

const now = new Date("2026-12-06T06:30:00.000Z");
const titles = (facts: CaseFacts) => nextSteps(facts, now).map((step) => step.title);
const base: CaseFacts = { happenedAt: null, paymentApproval: null };

describe("the next steps by kind of harm", () => {
  it("for sextortion at an age not yet given, begin with not paying and taking the pictures down, then 1930", () => {
    const steps = nextSteps({ ...base, harm: "sextortion" }, now);
    expect(steps.slice(0, 3).map((step) => step.title)).toEqual([
      HARM_STEP_TEXT.doNotPay.title,
      HARM_STEP_TEXT.removePictures.title,
      "Call 1930",
    ]);
    expect(steps[0]!.rule).toBeNull();
    expect(steps[1]!.rule?.id).toBe("it-rules-intimate-content-24-hours");
    expect(steps[1]!.detail).toContain("within 24 hours of receiving the complaint");
  });

  it("for sextortion of someone under 18, send them to an adult they trust and to the portal's section for children first", () => {
    const steps = nextSteps({ ...base, harm: "sextortion", personIsMinor: true }, now);
    expect(steps.slice(0, 3).map((step) => step.title)).toEqual([
      HARM_STEP_TEXT.minorTellAdult.title,
      HARM_STEP_TEXT.minorReport.title,
      HARM_STEP_TEXT.removePictures.title,
    ]);
    expect(steps[1]!.rule?.source).toBe("https://cybercrime.gov.in/Accept.aspx");
    expect(steps[1]!.detail).toContain("without giving your name");
    expect(steps.map((step) => step.title)).not.toContain(HARM_STEP_TEXT.doNotPay.title);
  });

  it("for sextortion of an adult, give the adult's steps", () => {
    expect(titles({ ...base, harm: "sextortion", personIsMinor: false })[0]).toBe(HARM_STEP_TEXT.doNotPay.title);
  });

  it("for a digital arrest, begin with hanging up, with the arrest rules the pages state, then Chakshu", () => {
    const steps = nextSteps({ ...base, harm: "digital_arrest", paymentApproval: "no_money_lost" }, now);
    expect(steps.map((step) => step.title)).toEqual([
      HARM_STEP_TEXT.hangUp.title,
      HARM_STEP_TEXT.reportCaller.title,
      "Report it on cybercrime.gov.in",
    ]);
    expect(steps[0]!.detail).toContain(currentRule("bnss-47-grounds-of-arrest", now).says);
    expect(steps[0]!.detail).toContain(currentRule("bnss-58-arrest-24-hours", now).says);
    expect(steps[1]!.rule?.id).toBe("dot-chakshu");
  });

  it("for identity theft, give its own steps once the crime is reported, after the money's first steps", () => {
    const steps = titles({ ...base, harm: "identity_theft", paymentApproval: "taken_without_approval" });
    expect(steps.slice(0, 6)).toEqual([
      "Call 1930",
      "Finish your complaint on cybercrime.gov.in",
      HARM_STEP_TEXT.lockIdentity.title,
      HARM_STEP_TEXT.checkSims.title,
      HARM_STEP_TEXT.removeFakeProfile.title,
      HARM_STEP_TEXT.disputeLoans.title,
    ]);
  });

  it("for an account of their own frozen, give practical help only, with no rule and no date", () => {
    const steps = nextSteps({ ...base, harm: "frozen_account", paymentApproval: "no_money_lost" }, now);
    expect(steps.map((step) => step.title)).toEqual([
      HARM_STEP_TEXT.askBankWhy.title,
      HARM_STEP_TEXT.writeToAgency.title,
      "Report it on cybercrime.gov.in",
    ]);
    expect(steps.slice(0, 2).map((step) => [step.rule, step.due])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(steps[0]!.detail).toContain("the name of the agency that asked for the freeze");
  });

  it("for money, or when not said, give the money steps alone", () => {
    const money = titles({ ...base, harm: "money", paymentApproval: "taken_without_approval" });
    expect(money).toEqual(titles({ ...base, paymentApproval: "taken_without_approval" }));
    expect(money[0]).toBe("Call 1930");
  });

  it("never move a case's dates: a kind's steps have none", () => {
    const facts: CaseFacts = {
      happenedAt: new Date("2026-12-05T06:30:00.000Z"),
      paymentApproval: "taken_without_approval",
      paidFrom: "bank_account",
    };
    const dated = nextDatedStep(nextSteps(facts, now));
    expect(dated).toBeDefined();
    for (const harm of ["sextortion", "digital_arrest", "identity_theft", "frozen_account"] as const) {
      expect(nextDatedStep(nextSteps({ ...facts, harm }, now))?.due).toEqual(dated!.due);
    }
  });
});
