import { HARM_KINDS } from "~/shared/case-timeline/harm-steps";
import { describe, expect, it } from "vitest";
import { nextSteps, type CaseFacts } from "~/shared/case-timeline/next-steps";
import { PAID_FROM, PAYMENT_APPROVALS } from "~/shared/schemas/case-facts";
import { casePageText } from "./en/case-page";
import { caseEvidenceText } from "./en/case-page";
import { fillIn } from "~/app/lib/fill-in";
import { dayInIndia } from "~/shared/india-time";
import { caseWords } from "./case-words";
import { stepWordsIn, type StepText } from "~/shared/case-timeline/step-words";
import { sizeText } from "~/shared/size-text";
import { evidenceMessages } from "~/shared/messages/evidence";

// The case page's words (docs/decisions/0041): the English given to the island says what the
// English page always said, and every next step a case can be shown has its Hindi words.

const DAY = 86_400_000;

/** Cases of every kind, on dates under each version of the rules, before and after telling the bank. */
function manyCases(): { facts: CaseFacts; now: Date }[] {
  const cases: { facts: CaseFacts; now: Date }[] = [];
  const dates = ["2027-01-02T04:30:00Z", "2026-11-20T04:30:00Z", "2026-03-10T04:30:00Z", "2025-01-10T04:30:00Z", null];
  for (const paymentApproval of [...PAYMENT_APPROVALS, null]) {
    for (const paidFrom of [...PAID_FROM, null]) {
      for (const date of dates) {
        const happenedAt = date ? new Date(date) : null;
        for (const later of [1, 5, 30]) {
          const now = new Date((happenedAt ?? new Date("2026-11-20T04:30:00Z")).getTime() + later * DAY);
          for (const toldBankAt of [null, new Date(now.getTime() - DAY / 2)]) {
            for (const bankRepliedOn of toldBankAt ? [null, dayInIndia(now)] : [null]) {
              for (const coerced of [null, true]) {
                cases.push({
                  facts: {
                    happenedAt,
                    paymentApproval,
                    paidFrom,
                    toldBankAt,
                    bankRepliedOn,
                    coerced,
                    calledHelplineAt: null,
                  },
                  now,
                });
              }
            }
          }
        }
      }
    }
  }
  // Every kind of harm's steps, at both ages (shared/case-timeline/harm-steps.ts).
  for (const harm of HARM_KINDS) {
    for (const personIsMinor of [null, true, false]) {
      cases.push({ facts: { happenedAt: null, paymentApproval: null, harm, personIsMinor }, now: new Date() });
    }
  }
  return cases;
}

describe("the case page's words", () => {
  it("in English say what the English page said", () => {
    const words = caseWords("en");
    expect(fillIn(words.page.caseHeading, { reference: "CH-7K3Q9M" })).toBe(casePageText.caseHeading("CH-7K3Q9M"));
    for (const count of [1, 2, 7]) {
      const total = count === 1 ? words.page.transactionsTotal.one : words.page.transactionsTotal.other;
      expect(fillIn(total, { count: String(count) })).toBe(casePageText.transactionsTotal(count));
    }
    const limits = {
      fileMaxBytes: 10 * 1024 * 1024,
      videoMaxBytes: 25 * 1024 * 1024,
      filesPerCase: 20,
      caseMaxBytes: 100 * 1024 * 1024,
    };
    expect(
      fillIn(words.evidence.limits, {
        fileMax: sizeText(limits.fileMaxBytes),
        videoMax: sizeText(limits.videoMaxBytes),
        files: String(limits.filesPerCase),
        caseMax: sizeText(limits.caseMaxBytes),
      }),
    ).toBe(caseEvidenceText.limits(limits));
    for (const bytes of [limits.fileMaxBytes, limits.videoMaxBytes]) {
      expect(fillIn(words.evidence.tooLarge, { size: sizeText(bytes) })).toBe(evidenceMessages.tooLarge(bytes));
    }
    expect(words.messages).toEqual({});
  });

  it("in English say every next step of every case as the steps' own English says it", () => {
    const words = caseWords("en");
    for (const { facts, now } of manyCases()) {
      for (const step of nextSteps(facts, now)) {
        // The page words each piece through the same lookup (stepSays in app/features/case/case-words.ts).
        const say = (text: StepText) => stepWordsIn(words.steps, text);
        expect(say(step.says.title)).toBe(step.title);
        expect(step.says.detail.map(say).join(" ")).toBe(step.detail);
        expect(step.says.counting && say(step.says.counting)).toBe(step.counting);
        expect(step.says.instrument && say(step.says.instrument)).toBe(step.rule?.instrument ?? null);
      }
    }
  });

  it("in Hindi cover every next step of the cases whose rules have Hindi words", () => {
    const words = caseWords("hi");
    const hindi = words.steps;
    expect(Object.keys(hindi).length).toBeGreaterThan(0);
    const missing = new Set<string>();
    for (const { facts, now } of manyCases()) {
      for (const step of nextSteps(facts, now)) {
        // The page looks each piece up by its id (stepSays in app/features/case/case-words.ts).
        const { title, detail, counting, instrument } = step.says;
        for (const text of [title, ...detail, counting, instrument]) {
          if (text !== null && words.steps[text.id] === undefined) missing.add(text.id);
        }
      }
    }
    expect([...missing]).toEqual([]);
    for (const text of Object.values(hindi)) expect(text).toMatch(/[\u0900-\u097F]/);
  });
});
