import type { DeskMember } from "~/app/features/admin/desk-member";
import { INBOX_TABS, type SubmissionKind } from "~/shared/schemas/admin";
import type {
  AdminUser,
  DashboardData,
  InboxItem,
  InboxPage,
  ReplyTemplate,
  SubmissionDetail,
  SubmissionList,
  SubmissionListItem,
} from "~/shared/schemas/admin-replies";

// What the admin API answers, as small made-up records typed by the shared reply schemas: a test
// changes only what its behaviour turns on, and the typecheck keeps them whole as the API grows.

export const ADMIN: DeskMember = { id: 1, role: "admin" };
export const CASEWORKER: DeskMember = { id: 2, role: "caseworker" };

/** GET /api/admin/dashboard for a member: who is signed in, mail going out, nothing waiting. */
export function dashboardAnswer(member: DeskMember, overrides: Partial<DashboardData> = {}): DashboardData {
  return {
    name: member.role === "admin" ? "Asha Admin" : "Ravi Caseworker",
    userId: member.id,
    role: member.role,
    counts: { help_request: 0, contact_message: 0, post_query: 0 },
    recent: [],
    evidenceStorage: { usedBytes: 0, quotaBytes: 20 * 1024 ** 3 },
    mail: { sending: true, queued: 0, failed: 0 },
    newCases: { total: 0, totalIsCapped: false },
    ...overrides,
  };
}

/** A new case in the inbox, received five minutes ago. */
export function inboxItem(reference: string, name: string, overrides: Partial<InboxItem> = {}): InboxItem {
  return {
    reference,
    kind: "help_request",
    name,
    topic: null,
    preview: "A caller took money by UPI.",
    status: "new",
    tab: "new",
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    nextDeadlineAt: null,
    deadlineMissed: false,
    unreadReplies: 0,
    responseDueAt: null,
    firstResponseAt: null,
    responseOverdue: false,
    assignee: null,
    possibleDuplicates: 0,
    language: "en",
    firstHours: null,
    amountLost: null,
    lostAt: null,
    ...overrides,
  };
}

/** GET /api/admin/inbox: the New tab's only page, holding `items`. */
export function inboxPage(items: InboxItem[]): InboxPage {
  const empty = { total: 0, totalIsCapped: false };
  return {
    items,
    page: 1,
    pageSize: 25,
    total: items.length,
    totalIsCapped: false,
    tab: "new",
    counts: {
      ...Object.fromEntries(INBOX_TABS.map((tab) => [tab, empty])),
      new: { total: items.length, totalIsCapped: false },
    } as InboxPage["counts"],
  };
}

/** A row of a list view, new, received an hour ago. */
export function submissionRow(
  reference: string,
  kind: SubmissionKind,
  overrides: Partial<SubmissionListItem> = {},
): SubmissionListItem {
  const at = new Date(Date.now() - 60 * 60_000).toISOString();
  return {
    reference,
    kind,
    name: "Meera Shah",
    email: "meera@example.in",
    phone: "",
    state: "",
    city: "",
    subject: "",
    message: "Money went from my account after a call.",
    topic: null,
    page: "/",
    status: "new",
    createdAt: at,
    updatedAt: at,
    unreadReplies: 0,
    ...overrides,
  };
}

/** GET /api/admin/submissions: one page holding `items`. */
export function submissionList(items: SubmissionListItem[]): SubmissionList {
  return { items, page: 1, pageSize: 25, total: items.length, totalIsCapped: false };
}

/** A saved reply in English, last changed by the admin. */
export function replyTemplate(overrides: Partial<ReplyTemplate> = {}): ReplyTemplate {
  return {
    id: 7,
    language: "en",
    title: "First reply",
    body: "Dear {name}, we have your case {reference}.",
    createdAt: "2026-11-02T10:00:00.000Z",
    updatedAt: "2026-11-02T10:00:00.000Z",
    updatedByName: "Asha Admin",
    ...overrides,
  };
}

/** GET /api/admin/submissions/:reference: a new help request with nothing yet done on it. */
export function submissionDetail(reference: string, overrides: Partial<SubmissionDetail> = {}): SubmissionDetail {
  const { unreadReplies: _listOnly, ...row } = submissionRow(reference, "help_request");
  return {
    ...row,
    assignee: null,
    caseFacts: {
      contactPreference: "",
      incidentAt: null,
      incidentTimeUnknown: false,
      paymentApproval: "",
      paidFrom: "",
      paymentMethod: "",
      amountLost: null,
      threatenedNow: false,
    },
    notes: [],
    mails: [],
    notifications: [],
    messages: [],
    evidence: [],
    transactions: [],
    transactionsTotalPaise: 0,
    progress: null,
    reminders: { channels: [], sends: [] },
    nextDeadlineText: null,
    nextDatedStep: null,
    language: "en",
    closedAsNotMe: false,
    responseDueAt: null,
    firstResponseAt: null,
    ...overrides,
  };
}

/** A desk account in the Users list, pending unless told. */
export function adminUser(id: number, name: string, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    name,
    email: `${name.split(" ")[0]!.toLowerCase()}@example.in`,
    role: "caseworker",
    status: "pending",
    createdAt: "2026-11-02T10:00:00.000Z",
    updatedAt: "2026-11-02T10:00:00.000Z",
    ...overrides,
  };
}
