import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseDocument, type CaseLetter } from "~/shared/letters";
import { openTestCase } from "../testing/case-session";
import { startTestApp, type TestApp } from "../testing/test-app";
import { caseLetterFacts } from "./case-letters";
import { addCaseTransaction } from "./case-transactions";
import { saveCaseProgress } from "./case-view";

// The facts a case's letters are drafted from, read back from what the forms stored, on SQLite,
// and on PostgreSQL when TEST_DATABASE_URL is set.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const ist = (dateTime: string) => new Date(`${dateTime}+05:30`);

describe("caseLetterFacts", () => {
  it("reads what the victim sent, did and listed: the bank letter cites the rule for them, the Ombudsman and Superintendent letters give them", async () => {
    const { submissionId: id } = await openTestCase(testApp, {
      created_at: ist("2026-11-25T11:00:00").toISOString(),
      name: "Ravi Kumar",
      email: "ravi@example.in",
      phone: "+919876543210",
      state: "Karnataka",
      city: "Mysuru",
      message: "Money left my wallet after a fake cashback link.",
      incident_at: ist("2026-11-25T10:00:00").toISOString(),
      payment_approval: "taken_without_approval",
      paid_from: "wallet",
      amount_lost: 2500,
    });
    await addCaseTransaction(
      testApp.db,
      id,
      {
        occurredAt: ist("2026-11-25T10:02:00").toISOString(),
        amount: 250_000,
        utr: "UTR123",
        fromAccount: "Wallet 98xxxx3210",
        toAccount: "cash@ybl",
      },
      new Date(),
    );
    await saveCaseProgress(
      testApp.db,
      id,
      {
        helplineCalledAt: ist("2026-11-25T10:30:00").toISOString(),
        helplineAcknowledgement: "31511250099999",
        portalComplaintFinished: true,
        bankToldAt: ist("2026-11-25T10:45:00").toISOString(),
        bankName: "",
        bankReference: "W-778",
        bankRepliedOn: null,
        walletIssuer: "",
        coerced: "",
        accountOfOrganisation: "",
        claimedCompensationBefore: "",
      },
      new Date(),
    );

    const facts = await caseLetterFacts(testApp.db, id);
    expect(facts).toMatchObject({
      name: "Ravi Kumar",
      city: "Mysuru",
      paymentApproval: "taken_without_approval",
      paidFrom: "wallet",
      amountLostText: "₹2,500",
      helplineAcknowledgement: "31511250099999",
      portalComplaintFinished: true,
      bankReference: "W-778",
      transactionsTotalText: "₹2,500.00",
      timeUnknown: false,
    });
    expect(facts?.happenedAt?.toISOString()).toBe(ist("2026-11-25T10:00:00").toISOString());
    expect(facts?.transactions.map((item) => item.utr)).toEqual(["UTR123"]);

    const letter = caseDocument("bank", facts!, ist("2026-11-26T09:00:00")) as CaseLetter;
    const text = letter.blocks.map((block) => (block.kind === "paragraph" ? block.text : "")).join(" ");
    expect(text).toContain("from my report of Wed, 25 Nov 2026: by Sat, 5 Dec 2026");
    expect(text).toContain("acknowledgement number 31511250099999");

    // The complaint to the Ombudsman names the stored complaint to the wallet company by its number and day.
    const ombudsman = caseDocument("ombudsman", facts!, ist("2026-12-28T09:00:00")) as CaseLetter;
    const complaint = ombudsman.blocks.map((block) => (block.kind === "paragraph" ? block.text : "")).join(" ");
    expect(complaint).toContain(
      "I first complained to the wallet company in writing on Wed, 25 Nov 2026, complaint number W-778.",
    );
    expect(complaint).toContain("acknowledgement number 31511250099999");
    expect(ombudsman.recipient[0]).toBe("The RBI Ombudsman");

    // The letter to the Superintendent of Police gives the stored facts and the transaction.
    const superintendent = caseDocument("superintendent", facts!, ist("2026-11-28T09:00:00")) as CaseLetter;
    const information = superintendent.blocks.map((block) => (block.kind === "paragraph" ? block.text : "")).join(" ");
    expect(information).toContain("I, Ravi Kumar, of Mysuru, Karnataka, report a cognizable offence");
    expect(information).toContain("Money left my wallet after a fake cashback link.");
    expect(superintendent.transactions.map((item) => item.utr)).toEqual(["UTR123"]);
    expect(superintendent.recipient).toEqual(["The Superintendent of Police", "[Name of your district]", "Karnataka"]);
  });

  it("gives the language the person asked in, so their letters are drafted in it by default", async () => {
    const { submissionId: hindi } = await openTestCase(testApp, { language: "hi", amount_lost: 1_50_000 });
    const { submissionId: english } = await openTestCase(testApp);
    const facts = await caseLetterFacts(testApp.db, hindi);
    expect(facts?.language).toBe("hi");
    expect((await caseLetterFacts(testApp.db, english))?.language).toBe("en");
    const letter = caseDocument("bank", facts!, ist("2026-11-26T09:00:00"), facts!.language) as CaseLetter;
    expect(letter.salutation).toBe("महोदय/महोदया,");
    expect(letter.blocks.map((block) => (block.kind === "paragraph" ? block.text : "")).join(" ")).toContain(
      "₹1,50,000",
    );
  });

  it("is undefined for a case that is not stored", async () => {
    expect(await caseLetterFacts(testApp.db, 987_654_321)).toBeUndefined();
  });
});
