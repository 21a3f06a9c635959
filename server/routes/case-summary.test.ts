import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CASE_SUMMARY_PATH, caseApiPaths } from "~/shared/routes";
import type { CaseView } from "~/shared/schemas/case";
import { EVIDENCE_NAME_HEADER, EVIDENCE_SHA256_HEADER } from "~/shared/schemas/evidence";
import { openTestCase } from "../testing/case-session";
import { startTestApp, type TestApp } from "../testing/test-app";
import { CASE_COOKIE_NAME } from "../cases/case-cookies";

// The case on one page (docs/decisions/0071), on a clock fixed at 6 December 2026, 12:00 in
// India: every fact a bank officer or the police would look for (the transactions and their
// total, the 1930 acknowledgement and the bank's complaint numbers, each file's SHA-256), in the
// case's language; parts the person left empty are not there; only the case's own session opens
// it. On SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.

const clockNow = new Date("2026-12-06T06:30:00.000Z");

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ clock: { now: () => clockNow } });
});
afterAll(async () => {
  await testApp.close();
});

function openSummary(cookie: string | undefined, query = "") {
  return testApp.app.inject({
    method: "GET",
    url: `${CASE_SUMMARY_PATH}${query}`,
    cookies: cookie === undefined ? {} : { [CASE_COOKIE_NAME]: cookie },
  });
}

async function post(cookie: string, url: string, payload: Record<string, unknown>) {
  const answer = await testApp.app.inject({ method: "POST", url, cookies: { [CASE_COOKIE_NAME]: cookie }, payload });
  expect(answer.statusCode, answer.body).toBe(200);
}

async function upload(cookie: string, bytes: Buffer, name: string): Promise<string> {
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const answer = await testApp.app.inject({
    method: "POST",
    url: caseApiPaths.evidence,
    cookies: { [CASE_COOKIE_NAME]: cookie },
    headers: {
      "content-type": "application/octet-stream",
      [EVIDENCE_NAME_HEADER]: encodeURIComponent(name),
      [EVIDENCE_SHA256_HEADER]: sha256,
    },
    payload: bytes,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return sha256;
}

/** The page's text as a person reads it: tags gone, entities read, spaces as one. */
function textOf(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ");
}

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

/** A case of money taken on 4 December, with its progress, two transactions and a screenshot. */
async function fullCase(language: "en" | "hi") {
  const opened = await openTestCase(testApp, {
    name: "Meera Iyer",
    email: "meera@example.in",
    phone: "+91 98765 43210",
    language,
    message: "HDFC took money from my account",
    payment_approval: "taken_without_approval",
    paid_from: "bank_account",
    incident_at: "2026-12-04T05:00:00.000Z",
    incident_time_unknown: 0,
  });
  const { cookie } = opened;
  await post(cookie, caseApiPaths.progress, {
    helplineCalledAt: "2026-12-04T11:05",
    helplineAcknowledgement: "31412260012345",
    bankName: "HDFC Bank",
    bankToldAt: "2026-12-04T12:30",
    bankReference: "HDFC/CMP/778899",
    bankRepliedOn: "2026-12-05",
  });
  await post(cookie, caseApiPaths.transactions, {
    occurredAt: "2026-12-04T10:30",
    amount: "12500",
    utr: "412345678901",
    fromAccount: "",
    toAccount: "fraudster@ybl",
  });
  await post(cookie, caseApiPaths.transactions, {
    occurredAt: "2026-12-04T10:41",
    amount: "6000.50",
    utr: "412345678902",
    fromAccount: "",
    toAccount: "fraudster@ybl",
  });
  const sha256 = await upload(cookie, Buffer.concat([PNG_HEAD, Buffer.alloc(2048, 0x2a)]), "UPI debit.png");
  return { ...opened, sha256 };
}

describe("the case's one-page summary", () => {
  it("shows the person, what happened, the timeline with the 1930 and bank numbers, the transactions with their total, the next dates and each file's SHA-256", async () => {
    const { cookie, reference, sha256 } = await fullCase("en");
    const answer = await openSummary(cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["x-robots-tag"]).toBe("noindex");
    expect(answer.headers["referrer-policy"]).toBe("no-referrer");
    expect(answer.headers["content-security-policy"]).toContain("script-src 'self';");
    expect(answer.body).not.toContain("<script");
    expect(answer.body).toContain('<html lang="en-IN">');

    const text = textOf(answer.body);
    expect(text).toContain(`Case summary ${reference}`);
    expect(text).toContain("Print this page or show it on your phone.");
    expect(text).toContain("As of Sun, 6 Dec 2026, 12:00 pm IST");
    for (const fact of ["Name Meera Iyer", "Phone +91 98765 43210", "E-mail meera@example.in"]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain(
      "What happened Fri, 4 Dec 2026, 10:30 am IST · Money was taken without my approval · from a bank account · ₹18,500.50 in 2 transactions",
    );
    // The timeline, in the order it happened.
    const timeline = [
      "Fri, 4 Dec 2026, 10:30 am IST It happened",
      "Fri, 4 Dec 2026, 11:05 am IST Called 1930, acknowledgement number 31412260012345",
      "Fri, 4 Dec 2026, 12:30 pm IST Told HDFC Bank, complaint number HDFC/CMP/778899",
      "Sat, 5 Dec 2026 The bank's last reply",
    ];
    let from = 0;
    for (const line of timeline) {
      const at = text.indexOf(line, from);
      expect(at, line).toBeGreaterThan(-1);
      from = at;
    }
    expect(text).toMatch(new RegExp(`Reported to CyberHelp, reference ${reference}`));
    // The transactions and their total, with the columns given; none for what no transaction has.
    expect(text).toContain(
      "When Amount UTR / transaction ID Paid to Fri, 4 Dec 2026, 10:30 am IST ₹12,500.00 412345678901 fraudster@ybl",
    );
    expect(text).toContain("Fri, 4 Dec 2026, 10:41 am IST ₹6,000.50 412345678902 fraudster@ybl");
    expect(text).toContain("Total of 2 transactions ₹18,500.50");
    expect(text).not.toContain("Paid from");
    // Each row has a cell under each heading, and none of them is empty.
    const table = /<table[\s\S]*<\/table>/.exec(answer.body)![0];
    const headings = /<thead>([\s\S]*?)<\/thead>/.exec(table)![1]!.match(/<th /g)!.length;
    const rows = /<tbody>([\s\S]*?)<\/tbody>/
      .exec(table)![1]!
      .split("</tr>")
      .filter((row) => row !== "");
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.match(/<td /g)).toHaveLength(headings);
      expect(row).not.toMatch(/<td[^>]*><\/td>/);
    }
    // The next dates, as the case page gives them.
    const view = await testApp.app.inject({
      method: "GET",
      url: caseApiPaths.view,
      cookies: { [CASE_COOKIE_NAME]: cookie },
    });
    const dated = view.json<CaseView>().case.nextSteps.filter((step) => step.dueText !== null && step.state !== "done");
    expect(dated.length).toBeGreaterThan(0);
    expect(text).toContain("Next dates");
    for (const step of dated) expect(text).toContain(`By ${step.dueText} : ${step.title}`);
    // The evidence, whole.
    expect(text).toContain("UPI debit.png · Size 2 KB · Received Sun, 6 Dec 2026, 12:00 pm IST");
    expect(text).toContain(`SHA-256 ${sha256}`);
  });

  it("leaves out what the person has not given, rather than showing it blank", async () => {
    const { cookie, reference } = await openTestCase(testApp, { name: "Ravi Kumar", email: "ravi@example.in" });
    const answer = await openSummary(cookie);
    expect(answer.statusCode).toBe(200);
    const text = textOf(answer.body);
    expect(text).toContain("Name Ravi Kumar");
    expect(text).toContain(`Reported to CyberHelp, reference ${reference}`);
    for (const absent of [
      "Phone",
      "What happened",
      "It happened",
      "Called 1930",
      "Told the bank",
      "The bank's last reply",
      "Transactions",
      "Evidence",
      "SHA-256",
      "Date not given",
    ]) {
      expect(text, absent).not.toContain(absent);
    }
    expect(answer.body).not.toMatch(/<(dd|td|li)[^>]*>\s*<\/\1>/);
  });

  it("gives a number without its date as given, and the form's amount while no transaction is listed", async () => {
    const { cookie } = await openTestCase(testApp, {
      payment_approval: "paid_myself",
      amount_lost: 32_000,
      incident_at: "2026-12-05T18:30:00.000Z",
      incident_time_unknown: 1,
    });
    await post(cookie, caseApiPaths.progress, {
      helplineAcknowledgement: "31412260099999",
      portalComplaintFinished: true,
    });
    const text = textOf((await openSummary(cookie)).body);
    expect(text).toContain("What happened Sun, 6 Dec 2026 (time not known) · I made the payment myself · ₹32,000 lost");
    expect(text).toContain("Date not given Called 1930, acknowledgement number 31412260099999");
    expect(text).toContain("Date not given Complaint finished on cybercrime.gov.in");
    expect(text).not.toContain("Total of");
  });

  it("is in Hindi for a Hindi case, dates and next steps included, and in English when asked", async () => {
    const { cookie, reference, sha256 } = await fullCase("hi");
    const answer = await openSummary(cookie);
    expect(answer.body).toContain('<html lang="hi">');
    const text = textOf(answer.body);
    expect(text).toContain(`केस का सारांश ${reference}`);
    expect(text).toContain("इस पेज को प्रिंट करें या अपने फ़ोन पर दिखाएँ।");
    expect(text).toContain("मेरी अनुमति के बिना पैसे लिए गए · बैंक खाते से · 2 लेन-देन में कुल ₹18,500.50");
    expect(text).toContain("1930 पर कॉल किया, पावती संख्या 31412260012345");
    expect(text).toContain("HDFC Bank को बताया, शिकायत संख्या HDFC/CMP/778899");
    expect(text).toContain("कुल 2 लेन-देन ₹18,500.50");
    expect(text).toContain("(भारतीय समय)");
    expect(text).toContain("आगे की तारीख़ें अंतिम तारीख़:");
    expect(text).toContain("जाँच के दौरान आपका बैंक राशि आपके खाते में वापस जमा करता है (बैंक की बारी)");
    expect(text).toContain(`SHA-256 ${sha256}`);
    for (const english of [
      "Case summary",
      "What happened",
      "Timeline",
      "Called 1930",
      "Total of",
      " IST",
      "Call 1930",
    ]) {
      expect(text, english).not.toContain(english);
    }
    expect(text).toContain("Read in English");

    const inEnglish = textOf((await openSummary(cookie, "?language=en")).body);
    expect(inEnglish).toContain(`Case summary ${reference}`);
    expect(inEnglish).toContain("हिन्दी में पढ़ें");
  });

  it("opens nothing without the case's session: the page says to open the case first", async () => {
    const { reference } = await fullCase("en");
    for (const cookie of [undefined, "not-a-session", reference]) {
      const answer = await openSummary(cookie);
      expect(answer.statusCode).toBe(401);
      expect(answer.headers["cache-control"]).toBe("no-store");
      const text = textOf(answer.body);
      expect(text).toContain("Open your case first");
      expect(text).not.toContain(reference);
      expect(text).not.toContain("Meera");
    }
  });
});

const FOLDED = /<details class="summary__typed"><summary>([^<]*)<\/summary>([\s\S]*?)<\/details>/g;

/** Each fold's summary line and text, and the page's text with the folds taken out. */
function folds(html: string) {
  const blocks = [...html.matchAll(FOLDED)].map((match) => ({ line: textOf(match[1]!), text: textOf(match[2]!) }));
  return { blocks, rest: textOf(html.replace(FOLDED, "")) };
}

describe("the summary of a case not yet opened from a link mailed to its address", () => {
  const LINE = {
    en: "Typed by whoever filled the form; we never ask for an OTP, PIN, fees or remote-access apps",
    hi: "जिसने भी फ़ॉर्म भरा, उसका लिखा हुआ; हम कभी ओटीपी, पिन, कोई शुल्क या रिमोट-एक्सेस ऐप नहीं माँगते",
  } as const;
  const TYPED = [
    "Meera Iyer",
    "+91 98765 43210",
    "HDFC/CMP/778899",
    "31412260012345",
    "fraudster@ybl",
    "UPI debit.png",
  ];

  it.each(["en", "hi"] as const)(
    "in %s, folds the person, the timeline, the transactions and the files under the line saying who typed them, in closed <details>",
    async (language) => {
      const { cookie } = await fullCase(language);
      const { blocks, rest } = folds((await openSummary(cookie)).body);
      expect(blocks.map((block) => block.line)).toEqual([
        LINE[language],
        LINE[language],
        LINE[language],
        LINE[language],
      ]);
      for (const typed of TYPED) {
        expect(rest, typed).not.toContain(typed);
        expect(
          blocks.some((block) => block.text.includes(typed)),
          typed,
        ).toBe(true);
      }
      // Our own words stay unfolded: the headings and the next dates.
      expect(rest).toContain(language === "en" ? "Next dates" : "आगे की तारीख़ें");
    },
  );

  it("shows them as before, unfolded, once the case was opened from its mail", async () => {
    const { cookie, submissionId } = await fullCase("en");
    await testApp.db
      .updateTable("submissions")
      .set({ opened_from_mail_at: clockNow.toISOString() })
      .where("id", "=", submissionId)
      .execute();
    const body = (await openSummary(cookie)).body;
    expect(folds(body).blocks).toEqual([]);
    expect(body).not.toContain("<details");
    expect(textOf(body)).not.toContain(LINE.en);
    for (const typed of TYPED) expect(textOf(body), typed).toContain(typed);
  });
});
