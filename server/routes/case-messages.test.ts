import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApiPaths, caseApiPaths } from "~/shared/routes";
import type { DeskMessageSent, SubmissionDetail, SubmissionList } from "~/shared/schemas/admin-replies";
import type { CaseView } from "~/shared/schemas/case";
import { CASE_MESSAGE_MAX } from "~/shared/schemas/case-messages";
import type { SeedSubmission } from "../testing/store-test-database";
import { CASE_CODE_MARK, CASE_LINK_MARK } from "../mail/case-link-in-mail";
import { signInAsAdmin, type AdminSession } from "../testing/admin-session";
import { openTestCase } from "../testing/case-session";
import { startTestApp, type TestApp } from "../testing/test-app";
import { CASE_COOKIE_NAME } from "../cases/case-cookies";
import { caseThreadMessages } from "~/shared/messages/case";
import { caseReplyCap } from "~/shared/constants";

// Messages both ways between the desk and the victim (docs/decisions/0026), through the real
// routes on both databases: the desk writes in the admin, a notice with no text is queued, the
// victim reads and replies on the case page, and the desk sees the reply as unread.

let testApp: TestApp;
let desk: AdminSession;
beforeAll(async () => {
  testApp = await startTestApp();
  desk = await signInAsAdmin(testApp, { name: "Priya Desk" });
});
afterAll(async () => {
  await testApp.close();
});

function aCase(row: Partial<SeedSubmission> = {}) {
  return openTestCase(testApp, row);
}

function deskWrites(reference: string, body: unknown, headers: Record<string, string> = desk.headers) {
  return testApp.app.inject({
    method: "POST",
    url: adminApiPaths.submissionMessages(reference),
    headers,
    payload: { body },
  });
}

function victimView(cookie: string) {
  return testApp.app.inject({ method: "GET", url: caseApiPaths.view, cookies: { [CASE_COOKIE_NAME]: cookie } });
}

function victimReplies(cookie: string | undefined, body: unknown, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: "POST",
    url: caseApiPaths.messages,
    headers,
    cookies: cookie ? { [CASE_COOKIE_NAME]: cookie } : {},
    payload: { body },
  });
}

function detail(reference: string) {
  return testApp.app.inject({ method: "GET", url: adminApiPaths.submission(reference), headers: desk.headers });
}

async function listed(reference: string, query = "") {
  const response = await testApp.app.inject({
    method: "GET",
    url: `${adminApiPaths.submissions}?pageSize=100${query}`,
    headers: desk.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<SubmissionList>().items.find((item) => item.reference === reference);
}

function messagesOf(submissionId: number) {
  return testApp.db
    .selectFrom("case_messages")
    .selectAll()
    .where("submission_id", "=", submissionId)
    .orderBy("id")
    .execute();
}

function noticesOf(submissionId: number) {
  return testApp.db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("submission_id", "=", submissionId)
    .where("purpose", "=", "case_notice")
    .execute();
}

describe("messages between the desk and the victim", () => {
  it("the desk's message is stored with its author and one notice is queued to the person, holding the link mark and none of the text", async () => {
    const { reference, submissionId } = await aCase({ email: "asha.notice@example.in", name: "Asha Rao" });
    const text = "Please send us the bank's SMS about the debit of 14 Nov.";
    const response = await deskWrites(reference, `  ${text}  `);
    expect(response.statusCode).toBe(201);
    const sent = response.json<DeskMessageSent>();
    expect(sent.notice).toBe("queued");
    expect(sent.message).toMatchObject({ from: "desk", authorName: "Priya Desk", body: text, readAt: null });

    const stored = await messagesOf(submissionId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ author: "desk", author_user_id: desk.user.id, author_name: "Priya Desk" });
    expect(stored[0]!.body).toBe(text);

    const notices = await noticesOf(submissionId);
    expect(notices).toHaveLength(1);
    const notice = notices[0]!;
    expect(notice.to_address).toBe("asha.notice@example.in");
    expect(notice.subject).toBe(`A new message about your request (${reference})`);
    for (const part of [notice.text_body, notice.html_body]) {
      expect(part).toContain(CASE_LINK_MARK);
      expect(part).toContain(CASE_CODE_MARK);
      expect(part).toContain(reference);
      expect(part).not.toContain("bank's SMS");
      expect(part).not.toContain("Asha");
    }

    const audit = await testApp.db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("target_id", "=", reference)
      .where("action", "=", "submission.message_sent")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).not.toContain("SMS");
  });

  it("a second message while the first notice is still queued queues no second notice", async () => {
    const { reference, submissionId } = await aCase();
    expect((await deskWrites(reference, "First message")).json<DeskMessageSent>().notice).toBe("queued");
    const second = await deskWrites(reference, "Second message");
    expect(second.json<DeskMessageSent>().notice).toBe("already_queued");
    expect(await noticesOf(submissionId)).toHaveLength(1);
    expect(await messagesOf(submissionId)).toHaveLength(2);

    // Once that notice has gone, the next message gets a notice of its own.
    await testApp.db
      .updateTable("mail_outbox")
      .set({ status: "sent" })
      .where("submission_id", "=", submissionId)
      .execute();
    expect((await deskWrites(reference, "Third message")).json<DeskMessageSent>().notice).toBe("queued");
    expect(await noticesOf(submissionId)).toHaveLength(2);
  });

  it("a request closed as spam, or without an address, gets the message but no notice, and the answer says so", async () => {
    const spam = await aCase({ status: "spam" });
    expect((await deskWrites(spam.reference, "Hello")).json<DeskMessageSent>().notice).toBe("closed_as_spam");
    const noAddress = await aCase({ email: "" });
    expect((await deskWrites(noAddress.reference, "Hello")).json<DeskMessageSent>().notice).toBe("no_address");
    for (const { submissionId } of [spam, noAddress]) {
      expect(await noticesOf(submissionId)).toEqual([]);
      expect(await messagesOf(submissionId)).toHaveLength(1);
    }
  });

  it("the victim reads the desk's message on the case view, which marks it read, and replies", async () => {
    const { reference, submissionId, cookie } = await aCase();
    await deskWrites(reference, "Did you call 1930?");
    expect((await messagesOf(submissionId))[0]!.read_at).toBeNull();

    const shown = (await victimView(cookie)).json<CaseView>().case;
    expect(shown.messages).toEqual([
      {
        id: expect.any(Number),
        from: "desk",
        body: "Did you call 1930?",
        sentAt: expect.any(String),
        sentText: expect.stringMatching(/^\w{3}, \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST$/),
      },
    ]);
    expect((await messagesOf(submissionId))[0]!.read_at).not.toBeNull();

    const replied = await victimReplies(cookie, "Yes, this morning.\nThe number is 3141.");
    expect(replied.statusCode).toBe(200);
    const thread = replied.json<CaseView>().case.messages;
    expect(thread.map((message) => [message.from, message.body])).toEqual([
      ["desk", "Did you call 1930?"],
      ["victim", "Yes, this morning.\nThe number is 3141."],
    ]);
    const stored = await messagesOf(submissionId);
    expect(stored[1]).toMatchObject({ author: "victim", author_user_id: null, author_name: "", read_at: null });
    // A reply sends the person no mail: the only mail is the desk's one notice.
    expect((await noticesOf(submissionId)).length).toBe(1);
    const mails = await testApp.db
      .selectFrom("mail_outbox")
      .select("purpose")
      .where("submission_id", "=", submissionId)
      .execute();
    expect(mails.map((mail) => mail.purpose)).toEqual(["case_notice"]);
  });

  it("once the desk has written, a case still marked new tells the victim the desk is working on it", async () => {
    const { reference, cookie } = await aCase();
    expect((await victimView(cookie)).json<CaseView>().case.statusText).toBe(
      "Received. Our desk has not opened it yet.",
    );
    await deskWrites(reference, "We are looking at your bank statement.");
    expect((await victimView(cookie)).json<CaseView>().case.statusText).toBe("Our desk is working on it.");
  });

  it("a reply posted by a browser without scripts is stored and the browser is sent back to the thread, which says it was sent", async () => {
    const { submissionId, cookie } = await aCase();
    const response = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.messagesForm,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      cookies: { [CASE_COOKIE_NAME]: cookie },
      payload: new URLSearchParams({ body: "Sent without scripts" }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/case?saved=message#messages");
    expect((await messagesOf(submissionId)).map((row) => [row.author, row.body])).toEqual([
      ["victim", "Sent without scripts"],
    ]);
  });

  it("a reply that is empty, blank, too long or not text is refused and stores nothing", async () => {
    const { submissionId, cookie } = await aCase();
    for (const body of ["", "   \n ", "x".repeat(CASE_MESSAGE_MAX + 1), 42, null, "bad \u0000 byte"]) {
      const response = await victimReplies(cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors.body).toEqual(expect.any(String));
    }
    expect(await messagesOf(submissionId)).toEqual([]);
    expect((await victimReplies(cookie, "x".repeat(CASE_MESSAGE_MAX))).statusCode).toBe(200);
  });

  it("a reply without the case cookie is answered 401 and stores nothing", async () => {
    const before = await testApp.db.selectFrom("case_messages").select("id").execute();
    expect((await victimReplies(undefined, "Hello")).statusCode).toBe(401);
    expect((await victimReplies("not-a-session", "Hello")).statusCode).toBe(401);
    expect(await testApp.db.selectFrom("case_messages").select("id").execute()).toEqual(before);
  });

  it("a case sends at most its day's allowance of replies, then a clear refusal", async () => {
    const { submissionId, cookie } = await aCase();
    for (let count = 1; count <= caseReplyCap.perCase; count += 1) {
      expect((await victimReplies(cookie, `Reply ${count}`)).statusCode).toBe(200);
    }
    const refused = await victimReplies(cookie, "One too many");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors.body).toBe(caseThreadMessages.replyCapReached);
    expect(await messagesOf(submissionId)).toHaveLength(caseReplyCap.perCase);
  });

  it("a request another site makes a browser send is refused on both sides", async () => {
    const { reference, submissionId, cookie } = await aCase();
    const fromDesk = await deskWrites(reference, "Hello", { ...desk.cookieHeaders, origin: "https://evil.example" });
    expect(fromDesk.statusCode).toBe(403);
    const fromVictim = await victimReplies(cookie, "Hello", { origin: "https://evil.example" });
    expect(fromVictim.statusCode).toBe(403);
    expect(await messagesOf(submissionId)).toEqual([]);
    expect(await noticesOf(submissionId)).toEqual([]);
  });

  it("the lists count each submission's unread replies; opening the detail shows which and clears the count", async () => {
    const { reference, cookie } = await aCase();
    await deskWrites(reference, "How much was taken?");
    await victimReplies(cookie, "Rs 12,000");
    await victimReplies(cookie, "From my SBI account");
    expect((await listed(reference))?.unreadReplies).toBe(2);
    expect((await listed(reference, "&unread=1"))?.unreadReplies).toBe(2);

    const opened = (await detail(reference)).json<SubmissionDetail>();
    expect(opened.messages.map((message) => [message.from, message.body, message.readAt === null])).toEqual([
      ["desk", "How much was taken?", false],
      ["victim", "Rs 12,000", true],
      ["victim", "From my SBI account", true],
    ]);
    expect((await listed(reference))?.unreadReplies).toBe(0);
    expect(await listed(reference, "&unread=1")).toBeUndefined();
    const again = (await detail(reference)).json<SubmissionDetail>();
    expect(again.messages.every((message) => message.readAt !== null)).toBe(true);
  });

  it("text is stored exactly and comes back as the same string, never interpreted", async () => {
    const { reference, submissionId, cookie } = await aCase();
    const markup = `<script>alert("x")</script> & <b>bold</b> 'quoted'`;
    expect((await deskWrites(reference, markup)).json<DeskMessageSent>().message.body).toBe(markup);
    const replied = (await victimReplies(cookie, markup)).json<CaseView>().case.messages;
    expect(replied.map((message) => message.body)).toEqual([markup, markup]);
    expect((await messagesOf(submissionId)).map((row) => row.body)).toEqual([markup, markup]);
    expect((await detail(reference)).json<SubmissionDetail>().messages.map((message) => message.body)).toEqual([
      markup,
      markup,
    ]);
  });

  it("erasing the submission leaves no message, no notice and no count of its replies", async () => {
    const { reference, submissionId, cookie } = await aCase();
    await deskWrites(reference, "We have your request");
    await victimReplies(cookie, "Thank you");
    const erased = await testApp.app.inject({
      method: "DELETE",
      url: adminApiPaths.submission(reference),
      headers: desk.headers,
    });
    expect(erased.statusCode).toBe(200);
    expect(await messagesOf(submissionId)).toEqual([]);
    expect(await noticesOf(submissionId)).toEqual([]);
    const counts = await testApp.db.selectFrom("rate_limit_counters").select("key").execute();
    expect(counts.map((row) => row.key)).not.toContain(`case replies ${submissionId}`);
  });

  it("the desk writing to an unknown reference, or with nothing to say, changes nothing", async () => {
    expect((await deskWrites("CH-ZZZZZZ", "Hello")).statusCode).toBe(404);
    const { reference, submissionId } = await aCase();
    const refused = await deskWrites(reference, "  ");
    expect(refused.statusCode).toBe(400);
    expect(await messagesOf(submissionId)).toEqual([]);
    expect(await noticesOf(submissionId)).toEqual([]);
  });
});
