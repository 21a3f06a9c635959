import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminApiPaths } from "~/shared/routes";
import type { DashboardData, InboxPage } from "~/shared/schemas/admin-replies";
import { seedSubmissions, type SeedSubmission } from "~/server/testing/store-test-database";
import { changeSubmissionStatus } from "~/server/admin/casework-store";
import { sendDeskMessage } from "~/server/admin/desk-messages";
import { sendVictimReply } from "~/server/cases/case-messages";
import { createTestUser, signInAsAdmin, type AdminSession } from "~/server/testing/admin-session";
import { startTestApp, type TestApp } from "~/server/testing/test-app";
import { apiMessages } from "~/shared/messages/api";

// GET /api/admin/inbox on a clock fixed at 25 November 2026, 12:00 in India, on SQLite and
// (with TEST_DATABASE_URL) PostgreSQL.

const now = new Date("2026-11-25T06:30:00.000Z");
const HOUR = 60 * 60 * 1000;
const hoursFromNow = (hours: number) => new Date(now.getTime() + hours * HOUR).toISOString();
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
  await testApp.db.deleteFrom("audit_log").execute();
  await testApp.db.deleteFrom("submissions").execute();
});

function get(query: string) {
  return testApp.app.inject({ method: "GET", url: `${adminApiPaths.inbox}${query}`, headers: admin.headers });
}

async function inbox(query = ""): Promise<InboxPage> {
  const response = await get(query);
  expect(response.statusCode).toBe(200);
  return response.json<InboxPage>();
}

/** Seeds named cases; each name is its row's name, so an order reads as a list of names. */
async function seed(rows: (Omit<SeedSubmission, "created_at"> & { name: string; created_at?: string })[]) {
  return seedSubmissions(
    testApp.db,
    rows.map((row) => ({ created_at: hoursFromNow(-100), ...row })),
  );
}

const names = (page: InboxPage) => page.items.map((item) => item.name);

describe("the inbox's order", () => {
  it("lists a deadline missed in the last day first, marked missed, then deadlines soonest first, then the rest oldest first", async () => {
    await seed([
      { name: "no deadline, newest", created_at: hoursFromNow(-2) },
      { name: "due in 48 h", next_deadline_at: hoursFromNow(48), created_at: hoursFromNow(-50) },
      { name: "missed 30 h ago", next_deadline_at: hoursFromNow(-30), created_at: hoursFromNow(-60) },
      { name: "due in 5 h", next_deadline_at: hoursFromNow(5), created_at: hoursFromNow(-10) },
      { name: "no deadline, oldest", created_at: hoursFromNow(-300) },
      { name: "missed 2 h ago", next_deadline_at: hoursFromNow(-2), created_at: hoursFromNow(-40) },
    ]);
    const page = await inbox();
    expect(names(page)).toEqual([
      "missed 2 h ago",
      "due in 5 h",
      "due in 48 h",
      "no deadline, oldest",
      "missed 30 h ago",
      "no deadline, newest",
    ]);
    expect(page.items.map((item) => item.deadlineMissed)).toEqual([true, false, false, false, false, false]);
    expect(page.items[1]).toMatchObject({ nextDeadlineAt: hoursFromNow(5), tab: "new", status: "new" });
  });

  it("pages through the deadlines and on into the rest without losing or repeating a case", async () => {
    const urgent = Array.from({ length: 10 }, (_, index) => ({
      name: `urgent ${String(index).padStart(2, "0")}`,
      next_deadline_at: hoursFromNow(index + 1),
    }));
    const rest = Array.from({ length: 15 }, (_, index) => ({
      name: `rest ${String(index).padStart(2, "0")}`,
      created_at: hoursFromNow(-200 + index),
    }));
    await seed([...rest, ...urgent]);
    const pages = [await inbox("?pageSize=10"), await inbox("?pageSize=10&page=2"), await inbox("?pageSize=10&page=3")];
    expect(pages.map(names)).toEqual([
      urgent.map((row) => row.name),
      rest.slice(0, 10).map((row) => row.name),
      rest.slice(10).map((row) => row.name),
    ]);
    expect(pages[0]).toMatchObject({ page: 1, pageSize: 10, total: 25, totalIsCapped: false });
    expect((await inbox("?pageSize=10&page=4")).items).toEqual([]);
  });

  it("fills a page that begins among the deadlines with the oldest of the rest", async () => {
    await seed([
      ...Array.from({ length: 12 }, (_, index) => ({
        name: `urgent ${index + 10}`,
        next_deadline_at: hoursFromNow(index + 1),
      })),
      { name: "rest", created_at: hoursFromNow(-500) },
    ]);
    expect(names(await inbox("?pageSize=10&page=2"))).toEqual(["urgent 20", "urgent 21", "rest"]);
  });

  it("lists resolved and spam cases newest first", async () => {
    await seed([
      { name: "resolved long ago", status: "resolved", created_at: hoursFromNow(-90) },
      { name: "resolved lately", status: "resolved", created_at: hoursFromNow(-3) },
    ]);
    expect(names(await inbox("?tab=resolved"))).toEqual(["resolved lately", "resolved long ago"]);
  });
});

describe("the inbox's tabs", () => {
  it("puts every kind of submission in the tab of its state, and counts each tab", async () => {
    await seed([
      { name: "new help request", kind: "help_request" },
      { name: "new contact message", kind: "contact_message" },
      { name: "new post query", kind: "post_query" },
      { name: "being worked on", status: "in_progress" },
      { name: "desk wrote last", status: "in_progress", waiting_for_victim: 1 },
      { name: "closed", status: "resolved" },
      { name: "junk", status: "spam" },
    ]);
    const page = await inbox();
    expect(names(page).sort()).toEqual(["new contact message", "new help request", "new post query"]);
    expect(page.counts).toEqual({
      new: { total: 3, totalIsCapped: false },
      in_progress: { total: 1, totalIsCapped: false },
      waiting_for_victim: { total: 1, totalIsCapped: false },
      resolved: { total: 1, totalIsCapped: false },
      spam: { total: 1, totalIsCapped: false },
    });
    expect(names(await inbox("?tab=in_progress"))).toEqual(["being worked on"]);
    expect(await inbox("?tab=waiting_for_victim")).toMatchObject({ tab: "waiting_for_victim", total: 1 });
    expect(names(await inbox("?tab=spam"))).toEqual(["junk"]);
  });

  it("moves a case in progress to Waiting for the victim when the desk writes, and back with the unread reply when the victim answers", async () => {
    const [reference] = await seed([{ name: "Asha", message: "Money left my account" }]);
    await changeSubmissionStatus(testApp.db, reference!, "in_progress", desk, now);
    await sendDeskMessage(testApp.db, reference!, "Please send the bank's SMS.", desk, now);
    const waiting = await inbox("?tab=waiting_for_victim");
    expect(names(waiting)).toEqual(["Asha"]);
    expect(waiting.counts).toMatchObject({
      new: { total: 0 },
      in_progress: { total: 0 },
      waiting_for_victim: { total: 1 },
    });
    expect((await inbox("?tab=in_progress")).items).toEqual([]);

    const { id } = await testApp.db
      .selectFrom("submissions")
      .select("id")
      .where("reference", "=", reference!)
      .executeTakeFirstOrThrow();
    await sendVictimReply(testApp.db, id, "Here it is.", now);
    const inProgress = await inbox("?tab=in_progress");
    expect(inProgress.items).toMatchObject([{ name: "Asha", tab: "in_progress", unreadReplies: 1 }]);
    expect(inProgress.counts).toMatchObject({ in_progress: { total: 1 }, waiting_for_victim: { total: 0 } });
    expect((await inbox("?tab=waiting_for_victim")).items).toEqual([]);

    // Erased: gone from the counts too.
    await testApp.db.deleteFrom("submissions").where("id", "=", id).execute();
    expect((await inbox("?tab=in_progress")).counts.in_progress).toEqual({ total: 0, totalIsCapped: false });
  });

  it("shows a row's reference, kind, topic and the start of what was written", async () => {
    const long = `${"word ".repeat(80)}end`;
    const [reference] = await seed([
      { name: "Ravi", kind: "help_request", topic: "phishing-scam", subject: "Fake KYC link", message: long },
    ]);
    const [item] = (await inbox()).items;
    expect(item).toMatchObject({ reference, kind: "help_request", topic: "phishing-scam", unreadReplies: 0 });
    expect(item!.preview.startsWith("Fake KYC link — word word")).toBe(true);
    expect(item!.preview.endsWith("…")).toBe(true);
    expect(item!.preview.length).toBeLessThanOrEqual(241);
    expect(item!.language).toBe("en");
  });

  it("says which language a case was written in, so a reply can be in it", async () => {
    const [reference] = await seed([{ name: "आशा", language: "hi" }]);
    const [item] = (await inbox()).items;
    expect(item).toMatchObject({ reference, language: "hi" });
  });

  it("gives the sidebar the count of new cases with the dashboard", async () => {
    await seed([{ name: "one" }, { name: "two" }, { name: "three", status: "resolved" }]);
    const response = await testApp.app.inject({ method: "GET", url: adminApiPaths.dashboard, headers: admin.headers });
    expect(response.json<DashboardData>().newCases).toEqual({ total: 2, totalIsCapped: false });
  });

  it("writes who saw which cases to the audit log", async () => {
    const [reference] = await seed([{ name: "Asha" }]);
    await inbox("?tab=new");
    const entry = await testApp.db.selectFrom("audit_log").selectAll().executeTakeFirstOrThrow();
    expect(entry.action).toBe("submissions.viewed");
    expect(JSON.parse(entry.detail)).toEqual({ view: "inbox", tab: "new", page: 1, references: [reference] });
  });
});

describe("Assigned to me", () => {
  it("lists only the asker's cases in the urgency order, counts only theirs per tab, and says so", async () => {
    const colleague = await createTestUser(testApp, { name: "Colleague", role: "caseworker" });
    const me = admin.user.id;
    await seed([
      { name: "mine, no deadline", assigned_to: me, created_at: hoursFromNow(-20) },
      { name: "mine, due in 5 h", assigned_to: me, next_deadline_at: hoursFromNow(5) },
      { name: "mine, missed 2 h ago", assigned_to: me, next_deadline_at: hoursFromNow(-2) },
      { name: "theirs, due in 1 h", assigned_to: colleague.id, next_deadline_at: hoursFromNow(1) },
      { name: "nobody's, missed 1 h ago", next_deadline_at: hoursFromNow(-1) },
      { name: "mine, in progress", assigned_to: me, status: "in_progress" },
      { name: "mine, resolved", assigned_to: me, status: "resolved" },
    ]);

    const mine = await inbox("?assigned=me");
    expect(mine.assigned).toBe("me");
    expect(names(mine)).toEqual(["mine, missed 2 h ago", "mine, due in 5 h", "mine, no deadline"]);
    expect(mine.total).toBe(3);
    expect(mine.counts.new.total).toBe(3);
    expect(mine.counts.in_progress.total).toBe(1);
    expect(mine.counts.resolved.total).toBe(1);
    expect(mine.counts.spam.total).toBe(0);
    expect(mine.items.every((item) => item.assignee?.id === me)).toBe(true);

    // Without the filter, everyone's cases and the whole desk's counts.
    const all = await inbox();
    expect(all.assigned).toBeUndefined();
    expect(all.counts.new.total).toBe(5);
    expect(names(all).slice(0, 2)).toEqual(["mine, missed 2 h ago", "nobody's, missed 1 h ago"]);
  });

  it("pages through the asker's deadlines into the rest of their cases without losing or repeating one", async () => {
    const me = admin.user.id;
    const deadlines = Array.from({ length: 12 }, (_, index) => `mine, due in ${index + 1} h`);
    const aged = Array.from({ length: 12 }, (_, index) => `mine, ${30 - index} h old`);
    await seed([
      ...deadlines.map((name, index) => ({ name, assigned_to: me, next_deadline_at: hoursFromNow(index + 1) })),
      ...aged.map((name, index) => ({ name, assigned_to: me, created_at: hoursFromNow(-30 + index) })),
      { name: "nobody's, due in 2 h", next_deadline_at: hoursFromNow(2) },
      { name: "nobody's, 40 h old", created_at: hoursFromNow(-40) },
    ]);
    const pages: string[][] = [];
    for (const page of [1, 2, 3]) pages.push(names(await inbox(`?assigned=me&pageSize=10&page=${page}`)));
    expect(pages.map((page) => page.length)).toEqual([10, 10, 4]);
    expect(pages.flat()).toEqual([...deadlines, ...aged]);
  });

  it("refuses any other value with a message and reads nothing", async () => {
    const response = await get("?assigned=someone");
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain("Please send me or nothing.");
  });
});

describe("the inbox refuses what it cannot answer", () => {
  it.each([
    ["an unknown tab", "?tab=closed", "tab", "Please choose a tab from the list."],
    ["page 0", "?page=0", "page", "Please send 1 or more."],
    ["a page that is not a number", "?page=two", "page", expect.any(String)],
    ["a page that is not whole", "?page=1.5", "page", "Please send a whole number."],
    ["a page size not offered", "?pageSize=7", "pageSize", expect.any(String)],
  ])("refuses %s with 400 and a message for that field", async (_what, query, field, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: "error",
      message: apiMessages.invalidInput,
      errors: { [field]: message },
    });
  });

  it("takes a blank tab as New", async () => {
    expect((await inbox("?tab=")).tab).toBe("new");
  });

  it("answers only a signed-in admin", async () => {
    const response = await testApp.app.inject({ method: "GET", url: adminApiPaths.inbox });
    expect(response.statusCode).toBe(401);
  });
});
