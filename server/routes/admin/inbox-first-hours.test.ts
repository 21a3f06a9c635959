import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminApiPaths, apiPaths } from "~/shared/routes";
import { siteConfig } from "~/shared/site-config";
import type { InboxPage } from "~/shared/schemas/admin-replies";
import { seedSubmissions } from "~/server/testing/store-test-database";
import { changeSubmissionStatus } from "~/server/admin/casework-store";
import { sendDeskMessage } from "~/server/admin/desk-messages";
import { recordDeskContact } from "~/server/admin/desk-contact";
import { sendVictimReply } from "~/server/cases/case-messages";
import { insertSubmission, type SubmissionFields } from "~/server/submissions/submission-store";
import { signInAsAdmin, type AdminSession } from "~/server/testing/admin-session";
import { startTestApp, type TestApp } from "~/server/testing/test-app";

// The inbox's first hours (docs/decisions/0059): an unanswered threat, then money lost in the
// last 72 hours, lead the legal dates. Cases are stored through the store every form uses, each
// at its own moment, and the inbox is read on a clock fixed at 6 December 2026, 12:00 in India.

const now = new Date("2026-12-06T06:30:00.000Z");
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const at = (msFromNow: number) => new Date(now.getTime() + msFromNow);
const desk = { id: 1, name: "Desk", email: "desk@example.in" };

let testApp: TestApp;
let admin: AdminSession;
beforeAll(async () => {
  testApp = await startTestApp({ clock: { now: () => now } });
  admin = await signInAsAdmin(testApp);
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(async () => {
  await testApp.db.deleteFrom("submissions").execute();
});

async function inbox(query = ""): Promise<InboxPage> {
  const response = await testApp.app.inject({
    method: "GET",
    url: `${adminApiPaths.inbox}${query}`,
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<InboxPage>();
}

const names = (page: InboxPage) => page.items.map((item) => item.name);

interface HelpRequest {
  name: string;
  /** When the form was sent, from now. */
  sentAt?: number;
  /** When the money went, from now. */
  lostAt?: number;
  paymentApproval?: SubmissionFields["payment_approval"];
  amountLost?: number;
  threatenedNow?: boolean;
}

/** A help request stored as the form stores it, at the moment it was sent. */
async function helpRequest(request: HelpRequest): Promise<string> {
  const sentAt = at(request.sentAt ?? -10 * MINUTE);
  const { reference } = await insertSubmission(
    testApp.db,
    "help_request",
    {
      name: request.name,
      email: "person@example.in",
      message: "What happened.",
      incident_at: request.lostAt === undefined ? null : at(request.lostAt).toISOString(),
      payment_approval: request.paymentApproval ?? (request.amountLost === undefined ? "" : "paid_myself"),
      amount_lost: request.amountLost ?? null,
      threatened_now: request.threatenedNow ? 1 : 0,
    },
    { clock: { now: () => sentAt } },
  );
  return reference;
}

describe("the first hours lead the inbox", () => {
  it("puts ₹32,000 paid to a fake bank caller an hour ago above a card debit from a week ago that has a legal date", async () => {
    await seedSubmissions(testApp.db, [
      {
        name: "card debit a week ago",
        created_at: at(-6 * 24 * HOUR).toISOString(),
        next_deadline_at: at(5 * HOUR).toISOString(),
      },
      { name: "no facts", created_at: at(-3 * 24 * HOUR).toISOString() },
    ]);
    await helpRequest({ name: "fake bank call", lostAt: -HOUR, amountLost: 32_000, sentAt: -40 * MINUTE });

    const page = await inbox();
    expect(names(page)).toEqual(["fake bank call", "card debit a week ago", "no facts"]);
    expect(page.items[0]).toMatchObject({
      firstHours: "recent_loss",
      amountLost: 32_000,
      lostAt: at(-HOUR).toISOString(),
      nextDeadlineAt: null,
    });
    expect(page.items[1]!.firstHours).toBeNull();
  });

  it("lists money lost lately by the hour it was lost, newest first, whatever way it was paid", async () => {
    await helpRequest({
      name: "wallet, 20 minutes ago",
      lostAt: -20 * MINUTE,
      amountLost: 40_000,
      paymentApproval: "not_sure",
    });
    await helpRequest({ name: "digital arrest, yesterday", lostAt: -26 * HOUR, amountLost: 8_00_000 });
    await helpRequest({
      name: "taken without approval, 5 hours ago",
      lostAt: -5 * HOUR,
      paymentApproval: "taken_without_approval",
    });
    await helpRequest({ name: "no money lost", lostAt: -10 * MINUTE, paymentApproval: "no_money_lost" });

    expect(names(await inbox())).toEqual([
      "wallet, 20 minutes ago",
      "taken without approval, 5 hours ago",
      "digital arrest, yesterday",
      "no money lost",
    ]);
  });

  it("ranks the larger amount first within an hour, and a typed ₹999 crore only as ₹10 lakh", async () => {
    // 11:05, 11:40 and 11:50 am in India: one hour on its clock.
    await helpRequest({ name: "₹999 crore at 11:05", lostAt: -55 * MINUTE, amountLost: 999_00_00_000 });
    await helpRequest({ name: "₹10 lakh at 11:40", lostAt: -20 * MINUTE, amountLost: 10_00_000 });
    await helpRequest({ name: "₹9 lakh at 11:50", lostAt: -10 * MINUTE, amountLost: 9_00_000 });
    await helpRequest({ name: "₹500 at 10:55", lostAt: -65 * MINUTE, amountLost: 500 });

    // Ranked equal, the two capped amounts keep the newer case first.
    expect(names(await inbox())).toEqual([
      "₹10 lakh at 11:40",
      "₹999 crore at 11:05",
      "₹9 lakh at 11:50",
      "₹500 at 10:55",
    ]);
  });

  it("gives money lost more than 72 hours ago back to the legal order", async () => {
    await helpRequest({ name: "lost 73 hours ago", lostAt: -73 * HOUR, sentAt: -71 * HOUR, amountLost: 50_000 });
    await helpRequest({ name: "lost 71 hours ago", lostAt: -71 * HOUR, sentAt: -70 * HOUR, amountLost: 1_000 });
    await seedSubmissions(testApp.db, [
      { name: "deadline", created_at: at(-24 * HOUR).toISOString(), next_deadline_at: at(HOUR).toISOString() },
    ]);

    const page = await inbox();
    expect(names(page)).toEqual(["lost 71 hours ago", "deadline", "lost 73 hours ago"]);
    expect(page.items.map((item) => item.firstHours)).toEqual(["recent_loss", null, null]);
  });

  it("puts an unanswered threat above every loss, newest first, until the desk writes or records a call", async () => {
    await helpRequest({ name: "money an hour ago", lostAt: -HOUR, amountLost: 32_000 });
    const older = await helpRequest({ name: "threat, an hour ago", threatenedNow: true, sentAt: -HOUR });
    const newer = await helpRequest({ name: "threat, just now", threatenedNow: true, sentAt: -MINUTE });
    expect(names(await inbox())).toEqual(["threat, just now", "threat, an hour ago", "money an hour ago"]);
    expect((await inbox()).items[0]!.firstHours).toBe("threat");

    await sendDeskMessage(testApp.db, newer, "We are with you. Do not pay.", desk, now);
    await recordDeskContact(testApp.db, older, { channel: "phone", note: "" }, desk, now);
    // Answered, each has left New (docs/decisions/0062): the call's case is in progress, the
    // message's waits for the person.
    const answered = [
      ...(await inbox("?tab=in_progress")).items,
      ...(await inbox("?tab=waiting_for_victim")).items,
    ].filter((item) => item.name.startsWith("threat"));
    expect(answered.map((item) => [item.name, item.firstHours])).toEqual([
      ["threat, an hour ago", null],
      ["threat, just now", null],
    ]);
    expect(names(await inbox())).toEqual(["money an hour ago"]);
  });

  it("takes a case marked spam out of every tier", async () => {
    const threat = await helpRequest({ name: "threat", threatenedNow: true });
    await helpRequest({ name: "money", lostAt: -HOUR, amountLost: 1_000 });
    await changeSubmissionStatus(testApp.db, threat, "spam", desk, now);
    expect(names(await inbox())).toEqual(["money"]);
    expect(names(await inbox("?tab=spam"))).toEqual(["threat"]);
  });

  it("lifts a case with an unread reply from the person to the top of its tier, and no further", async () => {
    await helpRequest({ name: "money", lostAt: -HOUR, amountLost: 1_000 });
    await seedSubmissions(testApp.db, [
      { name: "due in 2 h", created_at: at(-HOUR).toISOString(), next_deadline_at: at(2 * HOUR).toISOString() },
      { name: "due in 9 h", created_at: at(-HOUR).toISOString(), next_deadline_at: at(9 * HOUR).toISOString() },
    ]);
    const { id } = await testApp.db
      .selectFrom("submissions")
      .select("id")
      .where("name", "=", "due in 9 h")
      .executeTakeFirstOrThrow();
    await sendVictimReply(testApp.db, id, "The bank called me back.", now);

    const page = await inbox();
    expect(names(page)).toEqual(["money", "due in 9 h", "due in 2 h"]);
    expect(page.items[1]!.unreadReplies).toBe(1);
  });

  it("pages across the tiers without losing or repeating a case", async () => {
    for (let index = 0; index < 4; index++) {
      await helpRequest({ name: `threat ${index}`, threatenedNow: true, sentAt: -(index + 1) * MINUTE });
    }
    for (let index = 0; index < 7; index++) {
      await helpRequest({ name: `loss ${index}`, lostAt: -(index + 1) * HOUR, amountLost: 1_000 });
    }
    await seedSubmissions(testApp.db, [
      ...Array.from({ length: 7 }, (_, index) => ({
        name: `deadline ${index}`,
        created_at: at(-HOUR).toISOString(),
        next_deadline_at: at((index + 1) * HOUR).toISOString(),
      })),
      ...Array.from({ length: 7 }, (_, index) => ({
        name: `rest ${index}`,
        created_at: at(-(100 - index) * HOUR).toISOString(),
      })),
    ]);
    const { id } = await testApp.db
      .selectFrom("submissions")
      .select("id")
      .where("name", "=", "deadline 5")
      .executeTakeFirstOrThrow();
    await sendVictimReply(testApp.db, id, "Any news?", now);

    const expected = [
      ...["threat 0", "threat 1", "threat 2", "threat 3"],
      ...Array.from({ length: 7 }, (_, index) => `loss ${index}`),
      ...["deadline 5", "deadline 0", "deadline 1", "deadline 2", "deadline 3", "deadline 4", "deadline 6"],
      ...Array.from({ length: 7 }, (_, index) => `rest ${index}`),
    ];
    expect(names(await inbox("?pageSize=50"))).toEqual(expected);
    const paged = [];
    for (let page = 1; page <= 4; page++) paged.push(...names(await inbox(`?pageSize=10&page=${page}`)));
    expect(paged).toEqual(expected);
  });

  it("gives a threat and a recent loss the short response target, as a case inside a deadline", async () => {
    const sentAt = -5 * MINUTE;
    const threat = await helpRequest({ name: "threat", threatenedNow: true, sentAt });
    const loss = await helpRequest({ name: "loss", lostAt: -HOUR, amountLost: 1_000, sentAt });
    const plain = await helpRequest({ name: "plain", sentAt });
    const due = await testApp.db
      .selectFrom("submissions")
      .select(["reference", "response_due_at"])
      .where("reference", "in", [threat, loss, plain])
      .execute();
    const dueOf = (reference: string) => due.find((row) => row.reference === reference)!.response_due_at;
    const { insideDeadlineMinutes, otherMinutes } = siteConfig.responseTargets;
    expect(dueOf(threat)).toBe(at(sentAt + insideDeadlineMinutes * MINUTE).toISOString());
    expect(dueOf(loss)).toBe(at(sentAt + insideDeadlineMinutes * MINUTE).toISOString());
    expect(dueOf(plain)).toBe(at(sentAt + otherMinutes * MINUTE).toISOString());
  });

  it("promises the person the short target in the form's answer when the money went an hour ago, and the other target otherwise", async () => {
    // 11:00 am in India on the test's day: an hour and a half before its noon.
    const form = { name: "Asha", email: "asha@example.in", query: "I paid a caller by UPI." };
    const post = (payload: object) =>
      testApp.app.inject({ method: "POST", url: apiPaths.helpRequests, payload: { ...form, ...payload } });
    const recent = await post({
      incidentDate: "2026-12-06",
      incidentTime: "11:00",
      paymentApproval: "paid_myself",
      amountLost: "32000",
    });
    expect(recent.statusCode).toBe(201);
    expect(recent.json()).toMatchObject({ replyWithinMinutes: siteConfig.responseTargets.insideDeadlineMinutes });
    const plain = await post({});
    expect(plain.json()).toMatchObject({ replyWithinMinutes: siteConfig.responseTargets.otherMinutes });
  });
});
