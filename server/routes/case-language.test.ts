import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths, caseApiPaths, PAGE_LANGUAGE_HEADER } from "~/shared/routes";
import { EVIDENCE_NAME_HEADER, EVIDENCE_SHA256_HEADER } from "~/shared/schemas/evidence";
import { withFreshCaseLink, CASE_LINK_MARK, NOT_ME_LINK_MARK } from "../mail/case-link-in-mail";
import { mintCaseSecret } from "../cases/case-secrets";
import { openTestCase } from "../testing/case-session";
import { startTestApp, type TestApp } from "../testing/test-app";
import { CASE_COOKIE_NAME } from "../cases/case-cookies";
import { caseMessages } from "~/shared/messages/case";
import { evidenceMessages } from "~/shared/messages/evidence";

// The case page's API in the page's language (docs/decisions/0041), through the real routes on
// both databases: the view's words and dates, every refusal and success, and where the case's
// links lead, by the case's stored language.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ env: { EVIDENCE_FILE_MAX_BYTES: String(2048) } });
});
afterAll(async () => {
  await testApp.close();
});

const HINDI = { [PAGE_LANGUAGE_HEADER]: "hi" };

/** A case whose money was taken today: the bank's dated step is on its page. */
function aCase(language = "en") {
  return openTestCase(testApp, {
    payment_approval: "taken_without_approval",
    incident_at: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
    message: "UPI से पैसे कट गए",
    language,
  });
}

function view(cookie: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: "GET",
    url: caseApiPaths.view,
    cookies: { [CASE_COOKIE_NAME]: cookie },
    headers,
  });
}

function post(url: string, cookie: string | undefined, payload: unknown, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: "POST",
    url,
    cookies: cookie ? { [CASE_COOKIE_NAME]: cookie } : {},
    payload: payload as Record<string, unknown>,
    headers,
  });
}

describe("the case page's API in the page's language", () => {
  it("a Hindi page is shown its status, what was sent and its dates in Hindi; without the header, English as before", async () => {
    const { cookie } = await aCase();
    const hindi = (await view(cookie, HINDI)).json();
    expect(hindi.case.statusText).toBe("मिल गया। हमारे डेस्क ने इसे अभी खोला नहीं है।");
    expect(hindi.case.sent).toContainEqual({ label: "आपकी समस्या", value: "UPI से पैसे कट गए" });
    expect(hindi.case.sent).toContainEqual({ label: "पैसा", value: "मेरी अनुमति के बिना पैसे लिए गए" });
    const bank = hindi.case.nextSteps.find((step: { id: string }) => step.id === "tell-bank");
    expect(bank.dueText).toMatch(/^\S+, \d{1,2} \S+ \d{4}, 23:59 बजे \(भारतीय समय\)$/);

    const english = (await view(cookie)).json();
    expect(english.case.statusText).toBe("Received. Our desk has not opened it yet.");
    expect(english.case.sent).toContainEqual({ label: "Query", value: "UPI से पैसे कट गए" });
    expect(english.case.nextSteps.find((step: { id: string }) => step.id === "tell-bank").dueText).toMatch(/IST$/);
  });

  it("each status, name and choice the server writes is in the page's language, the time not known included", async () => {
    const { cookie } = await openTestCase(testApp, {
      kind: "contact_message",
      status: "resolved",
      payment_approval: "not_sure",
      incident_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      incident_time_unknown: 1,
      message: "एक संदेश",
    });
    const hindi = (await view(cookie, HINDI)).json();
    expect(hindi.case.statusText).toBe("हमारे डेस्क ने इसे हल हुआ मानकर बंद कर दिया है।");
    expect(hindi.case.sent).toContainEqual({ label: "संदेश", value: "एक संदेश" });
    expect(hindi.case.sent).toContainEqual({ label: "पैसा", value: "पक्का नहीं पता" });
    const when = hindi.case.sent.find((item: { label: string }) => item.label === "यह कब हुआ");
    expect(when.value).toMatch(/^\S+ \d{1,2} \S+ \d{4} \(समय पता नहीं\)$/);

    const english = (await view(cookie)).json();
    expect(english.case.statusText).toBe("Our desk has closed it as resolved.");
    expect(english.case.sent).toContainEqual({ label: "Message", value: "एक संदेश" });
    expect(english.case.sent).toContainEqual({ label: "The money", value: "Not sure" });
    const whenInEnglish = english.case.sent.find((item: { label: string }) => item.label === "When it happened");
    expect(whenInEnglish.value).toMatch(/ \(time not known\)$/);
  });

  it("a refused progress update is answered in Hindi, field by field, and nothing is saved", async () => {
    const { cookie, submissionId } = await aCase("hi");
    const refused = await post(caseApiPaths.progress, cookie, { helplineCalledAt: "2099-01-01T10:00" }, HINDI);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      status: "error",
      message: "कृपया चिह्नित जानकारी ठीक करें।",
      errors: { helplineCalledAt: "तारीख़ और समय आने वाले कल के नहीं हो सकते।" },
    });
    const saved = await testApp.db
      .selectFrom("case_progress")
      .selectAll()
      .where("submission_id", "=", submissionId)
      .execute();
    expect(saved).toEqual([]);
  });

  it("a message to the desk, a link that opens nothing and a refused file are answered in Hindi; English is unchanged", async () => {
    const { cookie } = await aCase("hi");
    const empty = await post(caseApiPaths.messages, cookie, { body: "  " }, HINDI);
    expect(empty.json().errors).toEqual({ body: "कृपया संदेश लिखें।" });

    const nothing = await post(caseApiPaths.open, undefined, { link: "not-a-secret" }, HINDI);
    expect(nothing.statusCode).toBe(404);
    expect(nothing.json().message).toBe(
      "इस लिंक से कोई केस नहीं खुलता। हो सकता है यह गलत लिखा गया हो, या इसे रोक दिया गया हो। हमसे नया लिंक माँगें।",
    );
    const english = await post(caseApiPaths.open, undefined, { link: "not-a-secret" });
    expect(english.json().message).toBe(caseMessages.notOpened);

    const big = Buffer.alloc(4096, 0x41);
    const upload = (headers: Record<string, string>) =>
      testApp.app.inject({
        method: "POST",
        url: caseApiPaths.evidence,
        cookies: { [CASE_COOKIE_NAME]: cookie },
        headers: {
          "content-type": "application/octet-stream",
          [EVIDENCE_NAME_HEADER]: "notes.txt",
          [EVIDENCE_SHA256_HEADER]: "0".repeat(64),
          ...headers,
        },
        payload: big,
      });
    const tooLarge = await upload(HINDI);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe("यह फ़ाइल 2 KB से बड़ी है, जो एक फ़ाइल की अधिकतम सीमा है।");
    expect((await upload({})).json().message).toBe(evidenceMessages.tooLarge(2048));
  });

  it("an unknown language is answered in English", async () => {
    const { cookie } = await aCase();
    const answer = (await view(cookie, { [PAGE_LANGUAGE_HEADER]: "xx" })).json();
    expect(answer.case.statusText).toBe("Received. Our desk has not opened it yet.");
  });

  it("the case cookie opens the page in every language: it is set for every language's case path", async () => {
    const { submissionId } = await aCase("hi");
    const { secret } = await mintCaseSecret(testApp.db, submissionId, "link", new Date(), { channel: "form_answer" });
    const opened = await post(caseApiPaths.open, undefined, { link: secret });
    const paths = opened.cookies
      .filter((each) => each.name === CASE_COOKIE_NAME)
      .map((each) => each.path)
      .sort();
    expect(paths).toEqual(["/bn/case", "/case", "/hi/case", "/mr/case", "/ta/case", "/te/case"]);
  });
});

describe("where a case's links lead", () => {
  it("a request sent from a Hindi page gets a confirmation link to the Hindi case page; from an English one, the English page", async () => {
    const send = (language?: string) =>
      testApp.app.inject({
        method: "POST",
        url: apiPaths.helpRequests,
        payload: { name: "Asha", email: "asha@example.in", query: "UPI से पैसे कट गए", ...(language ? { language } : {}) },
      });
    const hindi = await send("hi");
    expect(hindi.statusCode).toBe(201);
    expect(hindi.json().caseUrl).toMatch(/^\/hi\/case#[\w-]{43}$/);
    expect((await send()).json().caseUrl).toMatch(/^\/case#[\w-]{43}$/);
  });

  it("a mailed link opens the case page in the case's stored language", async () => {
    const hindi = await aCase("hi");
    const english = await aCase("en");
    const mail = (submissionId: number) =>
      withFreshCaseLink(
        testApp.db,
        {
          submission_id: submissionId,
          purpose: "acknowledgement",
          to_address: "asha@example.in",
          text_body: `${CASE_LINK_MARK} ${NOT_ME_LINK_MARK}`,
          html_body: "",
        },
        new Date(),
      );
    const hindiMail = await mail(hindi.submissionId);
    expect(hindiMail.text).toMatch(/\/hi\/case#[\w-]{43} \S+\/hi\/case\?not-me#[\w-]{43}$/);
    const englishMail = await mail(english.submissionId);
    expect(englishMail.text).toMatch(/[^i]\/case#[\w-]{43} \S+[^i]\/case\?not-me#[\w-]{43}$/);
  });
});
