import { describe, expect, it } from "vitest";
import { caseDocument } from ".";
import type { CaseLetter, PortalText } from "./case-letter";
import { ist, letterFacts as facts } from "./letter-facts.fixture";

// What the victim told us, carried into the documents (docs/decisions/0066): the bank's name from
// the case page on the bank letter's addressee line, and in the police and portal texts an
// instruction to tell it in their own words, with what they wrote to us quoted beside it, rather
// than their question pasted as their statement.

const now = ist("2026-11-26T09:00:00");
const bodyOf = (letter: CaseLetter) =>
  letter.blocks.map((block) => (block.kind === "paragraph" ? block.text : "")).join("\n");

describe("the bank letter's addressee", () => {
  it("is the bank the victim named on their case page, with only the branch left to fill in", () => {
    const letter = caseDocument("bank", facts({ bankName: "State Bank of India" }), now) as CaseLetter;
    expect(letter.recipient).toEqual(["The Branch Manager", "State Bank of India", "[Branch]"]);
  });

  it("names a wallet company as the victim named it, to its grievance officer", () => {
    const letter = caseDocument("bank", facts({ paidFrom: "wallet", bankName: "Paytm Payments" }), now) as CaseLetter;
    expect(letter.recipient).toEqual(["The Grievance Officer", "Paytm Payments"]);
  });

  it("is in Hindi in a Hindi letter, the name as the victim wrote it", () => {
    const letter = caseDocument("bank", facts({ bankName: "State Bank of India" }), now, "hi") as CaseLetter;
    expect(letter.recipient).toEqual(["सेवा में,", "शाखा प्रबंधक", "State Bank of India", "[शाखा का नाम]"]);
  });

  it("stays a blank to fill in by hand while the victim has not named the bank", () => {
    const letter = caseDocument("bank", facts(), now) as CaseLetter;
    expect(letter.recipient).toEqual(["The Branch Manager", "[Name of your bank and branch]"]);
  });
});

describe("what happened, in the police letter and the portal text", () => {
  const account = "Sir my money gone pls help what to do";

  it("asks the victim to tell it in their own words, and quotes what they wrote to us after that", () => {
    const police = bodyOf(caseDocument("police", facts({ account }), now) as CaseLetter);
    expect(police).toContain(
      "What happened, in my own words: [Tell what happened in your own words: when, how they contacted you, what you paid, and to whom.] What you wrote to us: “Sir my money gone pls help what to do”",
    );
    const portal = (caseDocument("portal", facts({ account }), now) as PortalText).text;
    expect(portal).toContain(
      "What happened: [Tell what happened in your own words: when, how they contacted you, what you paid, and to whom.] What you wrote to us: “Sir my money gone pls help what to do”",
    );
  });

  it("does the same in Hindi", () => {
    const police = bodyOf(caseDocument("police", facts({ account }), now, "hi") as CaseLetter);
    expect(police).toContain(
      "[अपने शब्दों में बताएँ कि क्या हुआ: कब, उन्होंने आपसे कैसे संपर्क किया, आपने क्या भुगतान किया, और किसे।] आपने हमें जो लिखा था: “Sir my money gone pls help what to do”",
    );
    const portal = (caseDocument("portal", facts({ account }), now, "hi") as PortalText).text;
    expect(portal).toContain("क्या हुआ: [अपने शब्दों में बताएँ कि क्या हुआ:");
    expect(portal).toContain("आपने हमें जो लिखा था: “Sir my money gone pls help what to do”");
  });
});
