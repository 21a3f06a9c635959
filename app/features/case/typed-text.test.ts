import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { caseWords } from "~/app/content/languages/case-words";
import type { LanguageCode } from "~/shared/language-codes";
import type { CaseView } from "~/shared/schemas/case";
import { freshCase } from "~/app/testing/case-view";
import { CasePage } from "./case-page";

// What was typed on a case, as the server renders the case page (the page without scripts, and
// the first render of the page with them): folded in a closed <details> under the line that says
// who typed it, until the case has been opened from a link mailed to its own address
// (docs/decisions/0075); after, shown as it always was. Our own words (the desk's messages, the
// steps, the headings) are never folded.

const STORY = "Call Mr Sharma on +91 90000 11111 and pay the ₹500 release fee to get your money back.";
const UTR = "412345678901";
const TO_ACCOUNT = "refund.desk@ybl";
const OWN_MESSAGE = "Install AnyDesk so the officer can help you.";
const DESK_MESSAGE = "We have read your request and will call you today.";
const FILE_NAME = "Pay the fee to unlock.png";

const LINE: Record<LanguageCode, string> = {
  en: "Typed by whoever filled the form; we never ask for an OTP, PIN, fees or remote-access apps",
  hi: "जिसने भी फ़ॉर्म भरा, उसका लिखा हुआ; हम कभी ओटीपी, पिन, कोई शुल्क या रिमोट-एक्सेस ऐप नहीं माँगते",
  bn: "যিনি ফর্মটি পূরণ করেছেন, তাঁর লেখা; আমরা কখনও OTP, PIN, কোনো ফি বা রিমোট-অ্যাক্সেস অ্যাপ চাই না",
  ta: "படிவத்தை நிரப்பியவர் எழுதியது; நாங்கள் ஒருபோதும் OTP, PIN, கட்டணம் அல்லது ரிமோட் அக்சஸ் (remote access) செயலிகளைக் கேட்பதில்லை",
  mr: "ज्यांनी फॉर्म भरला त्यांनी लिहिलेले; आम्ही कधीही OTP, PIN, कोणतेही शुल्क किंवा रिमोट-ॲक्सेस ॲप मागत नाही",
  te: "ఫారం నింపిన వ్యక్తి రాసినది; మేము ఎప్పుడూ OTP, PIN, ఫీజు లేదా రిమోట్ యాక్సెస్ (remote access) యాప్‌లు అడగము",
};

function caseShown(openedFromMail: boolean): CaseView["case"] {
  return {
    ...freshCase,
    sent: [
      { label: "Name", value: "Asha Verma" },
      { label: "Query", value: STORY },
    ],
    openedFromMail,
    transactions: [
      {
        id: 1,
        occurredAt: "2026-11-25T03:00:00.000Z",
        occurredAtText: "Wed, 25 Nov 2026, 8:30 am IST",
        amountPaise: 4_000_000,
        amountText: "₹40,000.00",
        utr: UTR,
        fromAccount: "",
        toAccount: TO_ACCOUNT,
        paymentMethod: "upi",
        fromRequest: false,
      },
    ],
    transactionsTotalText: "₹40,000.00",
    messages: [
      { id: 1, from: "victim", body: OWN_MESSAGE, sentAt: "2026-11-25T05:00:00.000Z", sentText: "Wed, 25 Nov 2026" },
      { id: 2, from: "desk", body: DESK_MESSAGE, sentAt: "2026-11-25T06:00:00.000Z", sentText: "Wed, 25 Nov 2026" },
    ],
    evidence: {
      ...freshCase.evidence,
      files: [
        {
          id: "f1",
          name: FILE_NAME,
          bytes: 2048,
          sizeText: "2 KB",
          sha256: "a".repeat(64),
          receivedAt: "2026-11-25T05:30:00.000Z",
          receivedText: "Wed, 25 Nov 2026",
          removable: true,
        },
      ],
    },
  };
}

function rendered(language: LanguageCode, openedFromMail: boolean): string {
  return renderToString(
    createElement(CasePage, {
      answer: { outcome: "case", shown: caseShown(openedFromMail) },
      words: caseWords(language),
    }),
  );
}

const FOLDED = /<details class="case-page__typed">([\s\S]*?)<\/details>/g;

/** Each folded block's markup, and the page with them all taken out. */
function folds(html: string): { blocks: string[]; rest: string } {
  return { blocks: [...html.matchAll(FOLDED)].map((match) => match[1]!), rest: html.replace(FOLDED, "") };
}

const TYPED = [STORY, UTR, TO_ACCOUNT, OWN_MESSAGE, FILE_NAME];

describe.each(["en", "hi"] as const)("the case page in %s, of a case not yet opened from its mail", (language) => {
  const { blocks, rest } = folds(rendered(language, false));

  it("folds the request, the transactions, the person's messages and the files' names in closed <details>", () => {
    expect(blocks).toHaveLength(4);
    for (const typed of TYPED) {
      expect(rest, typed).not.toContain(typed);
      expect(
        blocks.filter((block) => block.includes(typed)),
        typed,
      ).toHaveLength(1);
    }
  });

  it("gives each fold the line that says who typed it and what we never ask for, as its summary", () => {
    expect(blocks).toHaveLength(4);
    for (const block of blocks) expect(block.startsWith(`<summary>${LINE[language]}</summary>`), block).toBe(true);
  });

  it("leaves the desk's message and the sections' headings unfolded", () => {
    expect(rest).toContain(DESK_MESSAGE);
    expect(rest).toContain(caseWords(language).page.sentHeading);
  });
});

describe.each(["en", "hi"] as const)("the case page in %s, once opened from its mail", (language) => {
  const html = rendered(language, true);

  it("shows what was typed as before, with no fold and no warning line", () => {
    expect(folds(html).blocks).toEqual([]);
    expect(html).not.toContain(LINE[language]);
    for (const typed of TYPED) expect(html, typed).toContain(typed);
  });
});
