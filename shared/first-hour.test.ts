import { describe, expect, it } from "vitest";
import { callIdeallyBefore, firstHourOf } from "./first-hour";

const now = new Date("2026-12-06T06:30:00.000Z");
const MINUTE = 60 * 1000;
const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE).toISOString();
const paid = { paymentApproval: "paid_myself" as const, amountLost: 32_000, incidentTimeUnknown: false };

describe("the first hour's advice", () => {
  it("counts from the time the person gave, saying paid, taken or lost as they said it", () => {
    expect(firstHourOf({ ...paid, incidentAt: ago(10) }, now)).toEqual({ lostAt: ago(10), kind: "paid" });
    expect(firstHourOf({ ...paid, paymentApproval: "not_sure", incidentAt: ago(10) }, now)?.kind).toBe("paid");
    expect(firstHourOf({ ...paid, paymentApproval: "taken_without_approval", incidentAt: ago(10) }, now)?.kind).toBe(
      "taken",
    );
    expect(firstHourOf({ ...paid, paymentApproval: "", incidentAt: ago(10) }, now)?.kind).toBe("lost");
  });

  it("gives none without a loss, without a time of day, for a time to come or after 72 hours", () => {
    expect(firstHourOf({ ...paid, paymentApproval: "no_money_lost", incidentAt: ago(10) }, now)).toBeNull();
    expect(firstHourOf({ ...paid, paymentApproval: "", amountLost: null, incidentAt: ago(10) }, now)).toBeNull();
    expect(firstHourOf({ ...paid, incidentAt: ago(10), incidentTimeUnknown: true }, now)).toBeNull();
    expect(firstHourOf({ ...paid, incidentAt: null }, now)).toBeNull();
    expect(firstHourOf({ ...paid, incidentAt: ago(-5) }, now)).toBeNull();
    expect(firstHourOf({ ...paid, incidentAt: ago(72 * 60 + 1) }, now)).toBeNull();
    expect(firstHourOf({ ...paid, incidentAt: ago(72 * 60 - 1) }, now)).not.toBeNull();
  });

  it("names the end of the first hour while it lasts, and nothing after", () => {
    expect(callIdeallyBefore({ lostAt: ago(59), kind: "paid" }, now)).toEqual(new Date(now.getTime() + MINUTE));
    expect(callIdeallyBefore({ lostAt: ago(60), kind: "paid" }, now)).toBeNull();
  });
});
