import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dayInIndia } from "../india-time";
import { incidentOf, normalisePhone, parseRupees, whatsAppHref } from "./case-facts";
import { fieldErrors } from "./fields";
import { helpRequestSchema } from "./help-request";
import { caseFactsMessages } from "../messages/form-fields";

// docs/decisions/0023: the help forms' optional facts, checked and normalised by the shared schema.

const request = { name: "Asha Verma", email: "asha@example.in", query: "Money was taken through UPI." };

function parse(facts: Record<string, unknown>) {
  return helpRequestSchema.safeParse({ ...request, ...facts });
}

function errorsFor(facts: Record<string, unknown>) {
  const result = parse(facts);
  return result.success ? {} : fieldErrors(result.error);
}

// 25 Nov 2026, 16:00 in India.
const NOW = new Date("2026-11-25T10:30:00.000Z");
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("phone / WhatsApp number", () => {
  it.each([
    "098765 43210",
    "+91 98765-43210",
    "9876543210",
    "91 98765 43210",
    "+91 (98765) 43210",
    "0091 98765 43210",
    " 98765.43210 ",
  ])("an Indian number written as %j is stored as +919876543210", (phone) => {
    expect(parse({ phone }).data?.phone).toBe("+919876543210");
  });

  it("a landline with its STD code is an Indian number too", () => {
    expect(normalisePhone("011 2345 6789")).toBe("+911123456789");
  });

  it("a number with another country's code keeps it", () => {
    expect(normalisePhone("+44 20 7946 0958")).toBe("+442079460958");
  });

  it.each(["12345", "98765 4321", "phone me", "+91 98765 432109", "9876543210 ext 5", "asha@example.in", "+1 23"])(
    "%j is not a phone number and reads the phone message",
    (phone) => {
      expect(errorsFor({ phone })).toEqual({ phone: caseFactsMessages.phoneInvalid });
    },
  );

  it("links to WhatsApp by the digits of the normalised number", () => {
    expect(whatsAppHref("+919876543210")).toBe("https://wa.me/919876543210");
  });
});

describe("how should we contact you", () => {
  it.each(["phone", "whatsapp"])("choosing %s without a number asks for one", (contactPreference) => {
    expect(errorsFor({ contactPreference })).toEqual({ phone: caseFactsMessages.contactNeedsPhone });
  });

  it("choosing e-mail needs no number", () => {
    expect(errorsFor({ contactPreference: "email" })).toEqual({});
  });

  it("WhatsApp with a number is accepted", () => {
    expect(parse({ contactPreference: "whatsapp", phone: "98765 43210" }).data).toMatchObject({
      contactPreference: "whatsapp",
      phone: "+919876543210",
    });
  });

  it("asks for the number in the same answer as docs/product.md's own messages", () => {
    expect(helpRequestSchema.safeParse({ contactPreference: "whatsapp" }).error?.issues.map((i) => i.path[0])).toEqual([
      "name",
      "email",
      "query",
      "phone",
    ]);
  });

  it("refuses a way of contact it does not offer", () => {
    expect(errorsFor({ contactPreference: "pigeon" })).toEqual({ contactPreference: caseFactsMessages.choiceInvalid });
  });
});

describe("when did it happen", () => {
  it("a date and time in India is stored as the UTC instant", () => {
    const data = parse({ incidentDate: "2026-11-24", incidentTime: "21:15" }).data!;
    expect(incidentOf(data)).toEqual({ incidentAt: "2026-11-24T15:45:00.000Z", incidentTimeUnknown: false });
  });

  it("with 'I don't know the time', the start of that day in India counts, whatever time was typed", () => {
    const data = parse({ incidentDate: "2026-11-24", incidentTime: "21:15", incidentTimeUnknown: true }).data!;
    expect(incidentOf(data)).toEqual({ incidentAt: "2026-11-23T18:30:00.000Z", incidentTimeUnknown: true });
  });

  it("a date without a time is a date whose time is not known", () => {
    expect(incidentOf(parse({ incidentDate: "2026-11-24" }).data!)).toEqual({
      incidentAt: "2026-11-23T18:30:00.000Z",
      incidentTimeUnknown: true,
    });
  });

  it("a browser's own post of the checkbox ('on') counts as ticked", () => {
    expect(parse({ incidentDate: "2026-11-24", incidentTimeUnknown: "on" }).data?.incidentTimeUnknown).toBe(true);
  });

  it("today in India with an unknown time is not in the future", () => {
    expect(dayInIndia(new Date())).toBe("2026-11-25");
    expect(errorsFor({ incidentDate: "2026-11-25", incidentTimeUnknown: true })).toEqual({});
  });

  it("a time later today is refused under the time", () => {
    expect(errorsFor({ incidentDate: "2026-11-25", incidentTime: "16:01" })).toEqual({
      incidentTime: caseFactsMessages.incidentInFuture,
    });
    expect(errorsFor({ incidentDate: "2026-11-25", incidentTime: "16:00" })).toEqual({});
  });

  it("tomorrow is refused under the date", () => {
    expect(errorsFor({ incidentDate: "2026-11-26", incidentTimeUnknown: true })).toEqual({
      incidentDate: caseFactsMessages.incidentInFuture,
    });
  });

  it.each(["2026-02-30", "26-11-2026", "yesterday", "1999-12-31"])("%j is not a date it accepts", (incidentDate) => {
    expect(errorsFor({ incidentDate })).toEqual({ incidentDate: caseFactsMessages.dateInvalid });
  });

  it.each(["24:00", "9pm", "12:60"])("%j is not a time of day", (incidentTime) => {
    expect(errorsFor({ incidentDate: "2026-11-24", incidentTime })).toEqual({
      incidentTime: caseFactsMessages.timeInvalid,
    });
  });

  it("a time without a date asks for the date", () => {
    expect(errorsFor({ incidentTime: "10:00" })).toEqual({ incidentDate: caseFactsMessages.timeWithoutDate });
  });
});

describe("amount lost", () => {
  it.each([
    ["1,25,000", 125_000],
    ["125,000", 125_000],
    ["125000", 125_000],
    ["₹1,25,000", 125_000],
    ["₹ 20,000", 20_000],
    ["Rs. 5,000/-", 5_000],
    ["rs 12,34,567", 1_234_567],
    ["INR 1,234,567", 1_234_567],
    ["2,500.00", 2_500],
    ["0", 0],
    [75000, 75_000],
  ])("%j is %d rupees", (amountLost, rupees) => {
    expect(parse({ amountLost }).data?.amountLost).toBe(rupees);
  });

  it.each([
    ["2,500.50", caseFactsMessages.amountDecimal],
    ["₹99.9", caseFactsMessages.amountDecimal],
    [12.5, caseFactsMessages.amountDecimal],
    ["-5000", caseFactsMessages.amountNegative],
    [-5000, caseFactsMessages.amountNegative],
    ["1,2,3", caseFactsMessages.amountInvalid],
    ["12,34", caseFactsMessages.amountInvalid],
    ["lots", caseFactsMessages.amountInvalid],
    ["$500", caseFactsMessages.amountInvalid],
    ["1,000,00,00,000", caseFactsMessages.amountInvalid],
    ["10,00,00,00,001", caseFactsMessages.amountTooLarge],
    ["99999999999999999999", caseFactsMessages.amountTooLarge],
  ])("%j is refused: %s", (amountLost, message) => {
    expect(errorsFor({ amountLost })).toEqual({ amountLost: message });
  });

  it("₹1,000 crore is the most it accepts", () => {
    expect(parseRupees("10,00,00,00,000")).toEqual({ amount: 10_000_000_000 });
  });
});

describe("the optional facts stay optional", () => {
  it("docs/product.md's three fields alone are accepted, with every fact empty", () => {
    expect(parse({}).data).toEqual({
      ...request,
      topic: null,
      page: "",
      language: "en",
      phone: "",
      contactPreference: "",
      incidentDate: "",
      incidentTime: "",
      incidentTimeUnknown: false,
      threatenedNow: false,
      paymentApproval: "",
      paidFrom: "",
      paymentMethod: "",
      amountLost: null,
    });
  });

  it('takes yes to "Are you being threatened right now?" from a browser\'s "on" and a script\'s true, and no answer as no', () => {
    expect(parse({ threatenedNow: "on" }).data?.threatenedNow).toBe(true);
    expect(parse({ threatenedNow: true }).data?.threatenedNow).toBe(true);
    expect(parse({ threatenedNow: "" }).data?.threatenedNow).toBe(false);
    expect(errorsFor({ threatenedNow: "maybe" })).toHaveProperty("threatenedNow");
  });

  it("blank and null values are no answer, not an error", () => {
    const blank = { phone: " ", contactPreference: "", incidentDate: null, incidentTime: "", amountLost: "  " };
    expect(errorsFor(blank)).toEqual({});
  });

  it("keeps the choices of payment", () => {
    expect(
      parse({ paymentApproval: "taken_without_approval", paidFrom: "cooperative_bank", paymentMethod: "net_banking" })
        .data,
    ).toMatchObject({
      paymentApproval: "taken_without_approval",
      paidFrom: "cooperative_bank",
      paymentMethod: "net_banking",
    });
  });

  it.each(["paymentApproval", "paidFrom", "paymentMethod"])("refuses an unknown %s", (field) => {
    expect(errorsFor({ [field]: "cash" })).toEqual({ [field]: caseFactsMessages.choiceInvalid });
  });
});
