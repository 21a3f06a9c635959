import type { ReportSection } from "~/shared/routes";
import {
  submissionKindLabels,
  type AuditKind,
  type InboxTab,
  type MailPurpose,
  type MailStatus,
  type SubmissionStatus,
} from "~/shared/schemas/admin";
import { authText } from "./auth";
import { SUBMISSION_STATUS_LABELS } from "~/shared/labels";
import type { AdminView } from "~/shared/admin-links";
import { authMessages } from "~/shared/messages/auth";

// Every word of the admin dashboard (docs/product.md §2, §4 and §8; docs/product.md §10 for what lies beyond).

/** The warning on every admin page while mail does not go out. */
export const mailBannerText = {
  notSending: (queued: number) =>
    `Mail is not being sent: this server has no SMTP_URL. ${queued.toLocaleString("en-IN")} ${queued === 1 ? "mail waits" : "mails wait"} in the outbox, victims' acknowledgements among them; write to or call them from each case until mail is set up.`,
  failed: (failed: number) =>
    `${failed.toLocaleString("en-IN")} ${failed === 1 ? "mail has" : "mails have"} failed to send, so some victims have not heard from us.`,
  openOutbox: "Open the outbox",
};

export const adminShellText = {
  metaTitle: "Admin",
  loading: "Loading dashboard...",
  pleaseLogin: authMessages.noSession,
  sessionExpired: authMessages.sessionExpired,
  hello: (name: string) => `Hello, ${name}`,
  sidebarLabel: "Admin",
  menuButton: "Menu",
  skipToContent: "Skip to main content",
  logout: "Logout",
  toLogin: "Go to the login page",
  home: "Home",
  homeLinkLabel: (brand: string) => `${brand} home`,
  /** The top bar's link to the member's own account page (docs/decisions/0057). */
  account: "Your account",
};

/** "Your account": the signed-in member's own password (docs/decisions/0057). */
export const accountText = {
  heading: "Your account",
  signedInAs: (name: string, email: string) => `You are logged in as ${name} (${email}).`,
  passwordHeading: "Change your password",
  passwordIntro:
    "Your other sessions, on other browsers or devices, are logged out when you change it; this one stays logged in.",
  currentPassword: "Current password",
  newPassword: "New password",
  newPasswordHint: authText.passwordHint,
  showPasswords: "Show passwords",
  save: "Change password",
  saving: "Changing...",
};

/** "Your account"'s second factor (docs/decisions/0072): sign-in codes from an authenticator app. */
export const secondFactorText = {
  heading: "Sign-in codes",
  offIntro:
    "With sign-in codes on, logging in asks for a 6-digit code from an app on your phone after your password, so your password alone is not enough. Any authenticator app works, such as Google Authenticator, Microsoft Authenticator or FreeOTP.",
  turnOn: "Turn on sign-in codes",
  starting: "Preparing...",
  scanStep: "1. Scan this QR code with your authenticator app.",
  qrAlt: "QR code that adds your desk account to an authenticator app",
  keyStep: "Or, if you cannot scan it, type this key into the app:",
  codeStep: "2. Enter the 6-digit code the app now shows, and your password.",
  code: "Code from your authenticator app",
  codeHint: "6 digits.",
  confirm: "Turn on",
  confirming: "Checking...",
  cancel: "Cancel",
  onIntro: (left: number) =>
    `Sign-in codes are on: logging in asks for a code from your app after your password. You have ${left} recovery ${left === 1 ? "code" : "codes"} left.`,
  newCodesHeading: "Make new recovery codes",
  newCodesIntro: "Your old recovery codes stop working. Enter a code from your app to confirm.",
  newCodes: "Make new recovery codes",
  offHeading: "Turn off sign-in codes",
  offIntroOn: "Enter your password and a code from your app. You will then log in with your password alone.",
  offRequired:
    "Your desk requires sign-in codes: if you turn them off, you will be asked to set them up again at once.",
  password: "Password",
  turnOff: "Turn off sign-in codes",
  working: "Working...",
  codesHeading: "Your recovery codes",
  codesIntro:
    "If you lose your phone, each of these codes works once in place of a code from your app. Print them or write them down, and keep them away from your phone. They are not shown again.",
  copyCodes: "Copy the codes",
  copied: "The recovery codes are copied.",
  savedCodes: "I have saved them",
  // The desk requires it and this account has none yet
  requiredHeading: "Set up sign-in codes",
  requiredIntro:
    "Your desk requires sign-in codes from an authenticator app for every account. Set them up now; the desk opens as soon as they are on.",
  logOut: "Log out",
};

/**
 * The sidebar's buttons, in docs/product.md's order with the Inbox after the Dashboard (decision
 * 0029); Users and Audit log follow (decision 0006), then Outbox (decision 0007), then the
 * reply templates (decision 0033).
 */
export const viewLabels: Record<AdminView, string> = {
  dashboard: "Dashboard",
  inbox: "Inbox",
  post_query: submissionKindLabels.post_query,
  contact_message: submissionKindLabels.contact_message,
  help_request: submissionKindLabels.help_request,
  report: "Report",
  users: "Users",
  audit_log: "Audit log",
  outbox: "Outbox",
  templates: "Templates",
};

/** Each view's heading; a table is named by it. */
export const viewHeadings: Record<AdminView, string> = {
  dashboard: "Dashboard",
  inbox: "Inbox",
  post_query: "Post Query Users",
  contact_message: "Contact Us",
  help_request: "Request Help",
  report: "Report",
  users: "Users",
  audit_log: "Audit log",
  outbox: "Outbox",
  templates: "Reply templates",
};

export const statusLabels: Record<SubmissionStatus, string> = SUBMISSION_STATUS_LABELS;

export const userStatusLabels = {
  pending: "Pending",
  active: "Active",
  disabled: "Disabled",
} as const;

export const dashboardText = {
  evidenceStorage: (percent: number, used: string, quota: string) =>
    `Evidence storage is ${percent}% full (${used} of ${quota}). From 90%, only cases holding little take more files (EVIDENCE_RESERVED_FOR_CASES_UNDER_BYTES), and when it is full no victim can upload: raise EVIDENCE_STORAGE_QUOTA_BYTES, or erase cases that no longer need their files.`,
  overview: "Overview",
  countsLabel: "Submissions by form",
  chartNote: "The chart shows the same three counts.",
  /** The inbox's first five new cases, first on the dashboard (docs/decisions/0062). */
  urgent: "Most urgent new cases",
  urgentListLabel: "The first new cases, most urgent first",
  noUrgent: "No new case is waiting. Cases in progress are in the inbox.",
  loadingUrgent: "Loading the most urgent cases...",
  openInbox: "Open the inbox",
  recent: "Recent Submissions",
  noRecent: "No submissions yet. They appear here as soon as someone sends a form.",
};

/** Column titles: docs/product.md's exactly, then what a legal desk adds. */
export const columnText = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  state: "State",
  city: "City",
  subjectLine: "Subject Line",
  subject: "Subject",
  query: "Query",
  message: "Message",
  date: "Date",
  reference: "Reference",
  status: "Status",
};

export const listText = {
  filtersLabel: "Search and filter",
  search: "Search",
  searchHint: "Name, email, reference or words in the text. Press Enter to search.",
  searchButton: "Search",
  status: "Status",
  state: "State",
  states: "States",
  unionTerritories: "Union territories",
  topic: "Topic",
  any: "Any",
  from: "From",
  to: "To",
  replies: "Replies",
  unreadReplies: "Unread replies",
  assignedToMe: "Assigned to me",
  unreadReplyCount: (count: number) => `${count} unread ${count === 1 ? "reply" : "replies"}`,
  sort: "Sort by",
  pageSize: "Rows per page",
  clearFilters: "Clear filters",
  exportCsv: "Export CSV",
  exportCsvDetail: "of the rows matching these filters",
  loading: "Loading submissions...",
  results: (count: number, capped: boolean) =>
    capped
      ? `${count.toLocaleString("en-IN")}+ results`
      : `${count.toLocaleString("en-IN")} ${count === 1 ? "result" : "results"}`,
  emptyFiltered:
    "No submissions match this search. Try fewer words, another status, or a wider date range, or clear the filters.",
  emptyAll: (kind: string) => `No ${kind} submissions yet. They appear here as soon as someone sends the ${kind} form.`,
  openSubmission: (reference: string) => `Open submission ${reference}`,
  scrollRegion: (title: string) => `${title} (scrolls sideways)`,
  noValue: "—",
};

export const sortOptions = [
  { id: "newest", label: "Newest first", sort: "created_at", order: "desc" },
  { id: "oldest", label: "Oldest first", sort: "created_at", order: "asc" },
  { id: "name_asc", label: "Name A–Z", sort: "name", order: "asc" },
  { id: "name_desc", label: "Name Z–A", sort: "name", order: "desc" },
] as const;

export const paginationText = {
  label: "Pages",
  previous: "Previous",
  next: "Next",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  page: (page: number) => `Page ${page}`,
};

/** The evidence section of a submission's detail (server/evidence/). */
export const evidenceText = {
  heading: "Evidence",
  none: "The person has sent no files.",
  download: (name: string) => `Download ${name}`,
  sentAs: "Sent as",
  openInViewer: "From someone we do not know: open it in a viewer.",
  received: "received",
  sha256: "SHA-256",
  intimateProcedure:
    "If a file turns out to hold intimate images: do not open it again or share it, do not forward it by e-mail, note it on the case, and tell the person to report it on cybercrime.gov.in (crimes against women and children); erase the submission's copy once the case no longer needs it.",
};

export const detailText = {
  title: (reference: string) => `Submission ${reference}`,
  close: "Close",
  sequenceLabel: "Other cases in the list",
  loading: "Loading submission...",
  notFound: "This submission was not found. It may have been deleted.",
  kind: "Form",
  name: "Name",
  email: "Email",
  phone: "Phone",
  state: "State",
  city: "City",
  subject: "Subject",
  topic: "Topic",
  message: "Text",
  page: "Sent from",
  /** The language the person wrote in, and every mail to them is in (docs/decisions/0040). */
  language: "Language",
  // A help request's optional case facts (docs/decisions/0023).
  whatsApp: "WhatsApp",
  whatsAppLabel: (phone: string) => `WhatsApp ${phone}`,
  contactPreference: "Contact by",
  /** The help form's "Are you being threatened right now?" (docs/decisions/0059). */
  threatenedNow: "Threatened now",
  threatenedNowYes: "Yes, the person said so when they wrote",
  incident: "When it happened",
  incidentTimeUnknown: (day: string) => `${day} (time not known)`,
  paymentApproval: "Payment",
  paidFrom: "Paid from",
  paymentMethod: "Paid how",
  amountLost: "Amount lost",
  /** The case page's next dated step, as the person sees it there. */
  nextStep: "Next dated step",
  noNextStep: "None due",
  received: "Received",
  updated: "Last changed",
  assigneeHeading: "Assigned to",
  assigneeLabel: "Assign to",
  nobody: "Nobody",
  memberOption: (name: string, role: string, isMe: boolean) => `${name} (${role})${isMe ? " — you" : ""}`,
  saveAssignee: "Save assignee",
  assigned: (name: string) => `Assigned to ${name}.`,
  unassigned: "Nobody has this case now.",
  loadingTeam: "Loading the desk members...",
  statusHeading: "Status",
  statusLabel: "Change status",
  saveStatus: "Save status",
  statusSaved: (label: string) => `Status saved: ${label}.`,
  notesHeading: "Internal notes",
  noNotes: "No notes yet. Notes are seen by the desk only, never by the person.",
  noteLabel: "Add a note",
  noteHint: (max: number) =>
    `Seen by the desk only, never by the person. Up to ${max.toLocaleString("en-IN")} characters.`,
  addNote: "Add note",
  // Decision 0046: an unadded note is kept per case in this browser tab.
  noteDraftKept:
    "Draft kept from before: not added yet. It stays in this browser tab until you add it or empty the box.",
  noteAdded: "Note added.",
  noteBy: (author: string, when: string) => `${author}, ${when}`,
  caseLinksHeading: "Case page links",
  caseLinksIntro:
    "If the victim's link may have reached someone else, or the request was sent in someone else's name, stop every link to the case page. A new link can be sent later.",
  caseLinksButton: "Stop every link to the case page",
  notMeHeading: 'Closed as "This wasn\'t me"',
  notMeIntro:
    'The person this address belongs to said they never sent this request, so it was closed as spam and every link to its case page stopped. If it was the victim after all, reopen it: it gets back the status it had. No link is sent: the victim can then ask for one with "Lost your link?" on the case page.',
  notMeButton: "Reopen: this was the victim after all",
  deleteHeading: "Delete",
  deleteIntro: "Deleting erases this submission and its notes for good, as the person's right to erasure asks.",
  deleteButton: "Delete submission",
  confirmDelete: (reference: string) => `Delete ${reference} and its notes for good? This cannot be undone.`,
  confirmDeleteButton: (reference: string) => `Yes, delete ${reference}`,
  cancel: "Cancel",
  deleted: (reference: string) => `Submission ${reference} deleted.`,
  mailsHeading: "E-mails",
  noMails:
    "No e-mail is recorded for this submission, so none was sent. Submissions received before e-mail was set up have none.",
  mailTo: (purpose: string, to: string) => `${purpose} to ${to}`,
  mailSent: (when: string | null) => (when ? `sent ${when}` : "sent"),
  mailWaiting: "queued, not tried yet",
  mailRetrying: (tries: number, when: string) =>
    `queued, next try ${when} (${tries} ${tries === 1 ? "try" : "tries"} so far)`,
  mailSending: "being sent now",
  mailFailed: (tries: number) => `failed after ${tries} ${tries === 1 ? "try" : "tries"}`,
  mailLastError: "Last error:",
  openOutbox: "Open the outbox",
  retryInOutbox: "Retry it in the outbox",
  /** The case's reminders sent as browser notifications (docs/decisions/0074). */
  notificationsHeading: "Browser notifications",
  notificationTo: (pushService: string) => `Reminder of a date to a browser, through ${pushService}`,
};

export const mailPurposeLabels: Record<MailPurpose, string> = {
  desk_alert: "Desk alert",
  acknowledgement: "Acknowledgement",
  case_link: "Case link asked for",
  case_notice: "Desk message notice",
  reminder_confirmation: "Reminders: confirm the address",
  reminder: "Reminder of a date",
};

export const mailStatusLabels: Record<MailStatus, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
};

export const outboxText = {
  intro:
    "Every accepted submission sends two e-mails: an alert to the desk and an acknowledgement to the person. A mail that cannot be sent is tried again for about half an hour, then marked Failed; Retry gives it a fresh round of tries.",
  notSending:
    "E-mail is not being sent: SMTP is not configured on the server (SMTP_URL is not set). Mail is kept here in the outbox and written to the server log; it goes out once SMTP is configured.",
  countsLabel: "Mail by status",
  status: "Status",
  any: "Any",
  submission: "Submission",
  purpose: "Purpose",
  to: "To",
  subject: "Subject",
  tries: "Tries",
  when: "Next try / sent",
  nextTry: (when: string) => `Next try ${when}`,
  sent: (when: string) => `Sent ${when}`,
  held: "Kept until SMTP is configured",
  lastError: "Last error",
  actions: "Actions",
  retry: "Retry",
  retryMail: (purpose: string, to: string) => `${purpose.toLowerCase()} to ${to}`,
  // No address here: a toast does not wrap a long one on a phone.
  retried: (purpose: string) => `${purpose} queued again.`,
  loading: "Loading the outbox...",
  empty: "No e-mail yet. Two are queued for each submission as it arrives.",
  emptyFiltered: "No e-mail with this status.",
};

export const usersText = {
  intro:
    "People who signed up wait as Pending until an admin approves them as an admin or a caseworker, or rejects them. A caseworker works cases but cannot manage accounts, export, delete or read the audit log. A disabled account cannot log in.",
  name: "Name",
  email: "Email",
  role: "Role",
  status: "Status",
  created: "Created",
  actions: "Actions",
  approveAs: (role: string) => `Approve as ${role}`,
  reject: "Reject",
  disable: "Disable",
  you: "(you)",
  approved: (name: string, role: string) => `${name} can now log in (${role}).`,
  rejectedFallback: (name: string) => `The signup of ${name} was rejected.`,
  disabled: (name: string) => `${name} can no longer log in.`,
  /** The question asked before an account is disabled or made an admin; nothing happens until Yes. */
  confirmDisable: (name: string) => `Are you sure you want to disable ${name}? They will no longer be able to log in.`,
  confirmDisableYes: "Yes, disable",
  confirmApproveAdmin: (name: string) =>
    `Are you sure you want to approve ${name} as an Admin? An admin can manage accounts, export data, delete submissions and read the audit log.`,
  confirmApproveAdminYes: "Yes, approve as Admin",
  confirmNo: "No",
  loading: "Loading users...",
  empty: "No accounts yet.",
  /** A one-time password reset link (docs/decisions/0057). */
  makeResetLink: "Make password reset link",
  secondFactorOn: "Sign-in codes on",
  clearSecondFactor: "Turn off sign-in codes",
  clearSecondFactorYes: "Yes, turn them off",
  clearSecondFactorQuestion: (name: string) =>
    `Turn off sign-in codes for ${name}? Do this only if they lost their phone and their recovery codes and you know it is them asking.`,
  settingHeading: "Sign-in codes for everyone",
  settingLabel: "Require sign-in codes from an authenticator app for every desk account",
  settingHint:
    "Members without them are asked to set them up as soon as they log in, and can do nothing else until they have. Turn yours on under Your account first.",
  resetLinkHeading: (name: string) => `Password reset link for ${name}`,
  resetLinkLabel: "Reset link",
  resetLinkUntil: (when: string) => `It works until ${when}.`,
  copyLink: "Copy link",
  copied: "Link copied.",
  doneWithLink: "Done",
};

export const auditText = {
  intro: "Every admin action on people's data and accounts, newest first.",
  when: "When",
  who: "Who",
  action: "Action",
  target: "Target",
  detail: "Detail",
  loading: "Loading the audit log...",
  empty: "Nothing recorded yet.",
  /** A read or an export names the submissions it showed; a long list is cut short. */
  references: (count: number) => (count === 1 ? "1 submission" : `${count} submissions`),
  moreReferences: (count: number) => `and ${count} more`,
  noFilters: "none",
  /** A yes-or-no fact in an entry, such as whether an export completed. */
  yes: "yes",
  no: "no",
  /** Stored detail names that read as code, in words; others are shown as stored. */
  detailNames: { complete: "completed", firstResponse: "first response", startedBy: "started by" } as Record<
    string,
    string
  >,
  /** What started a new case's work (docs/decisions/0062), as a status change's entry records it. */
  startedBy: { desk_message: "a message to the person", desk_contact: "a recorded call" } as Record<string, string>,
  filtersLabel: "Filter the audit log",
  kind: "Kind of action",
  anyKind: "Any",
  actor: "Desk member",
  anyone: "Anyone",
  reference: "Case reference",
  referenceHint: "Entries about that case, or that showed or exported it. Press Enter or Show.",
  referencePlaceholder: "CH-7K3Q9M",
  show: "Show",
  emptyFiltered: "No entry matches these filters.",
  /** An account target as it is now; one that no longer exists keeps its number. */
  account: (name: string, email: string) => `${name} (${email})`,
  removedAccount: (id: string) => `Account ${id} (removed)`,
};

/** The audit log's kinds of action (docs/decisions/0048), in the order offered. */
export const auditKindLabels: Record<AuditKind, string> = {
  not_views: "Everything but views",
  exports: "Exports and downloads",
  case_changes: "Changes to cases",
  views: "Views of people's data",
  case_access: "Case links and sessions handed out",
  accounts: "Accounts and sign-ins",
  mail: "Mail and templates",
};

/** Known audit actions in words; an unknown one is shown as recorded. */
export const auditActionLabels: Record<string, string> = {
  "auth.login": "Logged in",
  "auth.logout": "Logged out",
  "auth.first_admin_created": "Created the first admin",
  "user.created_by_cli": "Account created from the command line",
  "user.approved": "Approved an account",
  "user.rejected": "Rejected a signup",
  "user.disabled": "Disabled an account",
  "user.password_changed": "Changed their password",
  "user.password_reset_link_made": "Made a password reset link",
  "user.password_reset": "Set a new password with a reset link",
  "user.second_factor_enabled": "Turned on sign-in codes from an app",
  "user.second_factor_disabled": "Turned off sign-in codes from an app",
  "user.second_factor_cleared": "Turned off a member's sign-in codes",
  "user.recovery_code_used": "Used a recovery code",
  "user.recovery_codes_made": "Made new recovery codes",
  "settings.second_factor_required": "Changed whether every account needs sign-in codes",
  "submissions.viewed": "Viewed a list of submissions",
  "submission.viewed": "Viewed a submission",
  "submission.status_changed": "Changed a status",
  "submission.assigned": "Changed who has a case",
  "submission.not_duplicate": "Marked two cases as different people",
  "submission.merged": "Marked two cases as one",
  "submission.not_duplicate_undone": "Took back that two cases are different people",
  "submission.separated": "Separated two cases marked as one",
  "submission.note_added": "Added a note",
  "submission.message_sent": "Wrote to the person",
  "submission.contacted": "Contacted the person by phone or WhatsApp",
  "submission.deleted": "Deleted a submission",
  "submission.case_links_revoked": "Stopped every link to a case page",
  "submission.not_me_undone": 'Reopened a case closed as "This wasn\'t me"',
  "case_reminders.consented": "The person turned on reminders of their dates",
  "case_reminders.withdrawn": "The person stopped reminders of their dates",
  "case_secret.minted": "Handed out a way into a case page",
  "evidence.downloaded": "Downloaded an evidence file",
  "submissions.exported": "Exported submissions",
  "report.exported": "Exported a report",
  "mail.retried": "Retried an e-mail",
  "reply_template.created": "Created a reply template",
  "reply_template.updated": "Changed a reply template",
  "reply_template.deleted": "Deleted a reply template",
  "sessions.revoked_all": "Signed everyone out (incident response)",
};

/**
 * What a way into a case page was and where it was handed out (docs/decisions/0049), as an
 * entry's detail stores them.
 */
export const caseAccessWords: Record<string, string> = {
  link: "Case link",
  session: "Session on the case page",
  device: "Remembered phone",
  form_answer: "Answer to a form sent with scripts",
  form_confirmation: "Confirmation of a form sent without scripts, shown once",
  mail: "E-mail, at its send",
  link_opened: "Case link or code opened",
  remembered_phone: "Remembered phone came back",
  case_page: "Asked for on the case page",
  confirmation: "Asked for in a form's confirmation",
};

/** What an audit entry was done to, in words; an unknown kind is shown as recorded. */
export const auditTargetLabels: Record<string, string> = {
  submission: "Case",
  user: "Account",
  mail: "E-mail",
  report: "Report",
  reply_template: "Reply template",
};

export const reportText = {
  intro: "Submissions received, counted by day, state, topic and status. Days are India's calendar days.",
  window: "Period",
  windowOption: (days: number) => `Last ${days} days`,
  range: (from: string, to: string) => `From ${from} to ${to}`,
  loading: "Loading the report...",
  downloadCsv: "Download CSV",
  showTable: "Show as a table",
  date: "Date",
  count: "Submissions",
  total: "Total",
  none: "Nothing in this period.",
  noTopic: "No topic (sent from a general form)",
  noState: "No state given",
};

export const reportSectionText: Record<ReportSection, { heading: string; csvLabel: string; columnLabel: string }> = {
  "per-day": { heading: "Submissions per day", csvLabel: "submissions per day", columnLabel: "Date" },
  "by-state": { heading: "By state", csvLabel: "submissions by state", columnLabel: "State" },
  "by-topic": { heading: "By topic", csvLabel: "submissions by topic", columnLabel: "Topic" },
  "by-status": { heading: "By status", csvLabel: "submissions by status", columnLabel: "Status" },
  "response-times": { heading: "Response times", csvLabel: "response times", columnLabel: "Measure" },
  "by-assignee": { heading: "Open cases by assignee", csvLabel: "open cases by assignee", columnLabel: "Assigned to" },
};

/** Response times (decision 0034): the marks on open cases, the call record, the Report's figures. */
export const responseText = {
  overdueBadge: "Overdue",
  overdueBy: (duration: string) => `Reply overdue by ${duration}`,
  dueIn: (duration: string) => `Reply due in ${duration}`,
  firstResponse: "First response",
  notAnsweredYet: "Not yet",
  contactHeading: "Contacted by phone / WhatsApp",
  contactIntro:
    "Reached the person outside the case page? Record it here. It is kept as a note, and the first contact or message counts as the case's first response.",
  contactNoteLabel: "Note (optional)",
  contactNoteHint: "A few words on what was said or agreed. Never an OTP, PIN or password.",
  contactDraftKept:
    "Draft kept from before: not recorded yet. It stays in this browser tab until you record the contact or empty the box.",
  contactedBy: { phone: "Contacted by phone", whatsapp: "Contacted by WhatsApp" },
  contactRecorded: (channel: string) => `Contact by ${channel} recorded.`,
  reportIntro:
    "The median covers this period's cases that have had a first response; the overdue count and the assignees are the open cases now.",
  median: "Median time to first response",
  answered: "Cases of this period with a first response",
  overdueNow: "Open cases overdue for a first response now",
  noMedian: "No case of this period has had a first response yet.",
  openCases: "Open cases",
};

export const errorText = {
  noAccess: "You don't have access to this view",
  loadFailed: "The data could not be loaded. Check the connection and try again.",
  retry: "Try again",
  actionFailed: "That did not work. Please try again.",
};

/** The desk's messages with the person, in a submission's detail (docs/decisions/0026). */
export const deskMessagesText = {
  heading: "Messages with the person",
  intro:
    "The person reads these on their private case page and can reply there. We e-mail them a notice with their case link, never the message itself.",
  /** A case in a language the desk has no saved replies in (docs/decisions/0098). */
  writeInTemplateLanguage: (caseLanguage: string) =>
    `This person wrote in ${caseLanguage}. Saved replies exist in English and Hindi only: write to them in English or Hindi, in plain words.`,
  none: "No messages yet.",
  fromDesk: (author: string) => `${author}, CyberHelp desk`,
  fromPerson: "The person",
  unread: "Unread until now",
  readByPerson: (when: string) => `Read by the person ${when}`,
  notReadYet: "Not read by the person yet",
  label: "Write to the person",
  hint: "Never ask for an OTP, PIN, password or any payment.",
  counter: (used: number, max: number) =>
    `${used.toLocaleString("en-IN")} of ${max.toLocaleString("en-IN")} characters`,
  send: "Send message",
  // Decision 0046: an unsent message is kept per case in this browser tab.
  draftKept: "Draft kept from before: not sent yet. It stays in this browser tab until you send it or empty the box.",
  // Reply templates (decision 0033): picked, then inserted where the cursor is.
  templateLabel: "Start from a template",
  templateNone: "Choose a template",
  templateHint:
    "The case's reference, the person's name and the next dated step of their case page are filled in, in the case's language. Nothing you wrote is removed: the template goes where the cursor is.",
  // Decision 0061: the case's language's templates first.
  templateGroupOfCase: (language: string) => `${language}, this case's language`,
  insertTemplate: "Insert template",
  templateChooseFirst: "Choose a template first.",
  templateInserted: (title: string, language: string) =>
    `Template "${title}" (${language}) inserted. Read it through before sending.`,
  templatesLoading: "Loading the reply templates...",
  templatesFailed: "The reply templates could not be loaded. You can still write the message yourself.",
  noTemplates: "No reply templates yet. An admin can add them in Templates.",
  outcomes: {
    queued: (email: string) =>
      `Message sent. An e-mail telling ${email} that there is a message on their case page is in the outbox.`,
    already_queued: () => "Message sent. A notice e-mail is already waiting to go out, and it covers this message too.",
    closed_as_spam: () =>
      'Message saved on the case page, but no e-mail was sent: this request was closed as spam ("This wasn\'t me").',
    no_address: () => "Message saved on the case page, but no e-mail was sent: this request has no e-mail address.",
  },
} as const;

/** The Templates view (decision 0033): the desk's saved replies, kept by admins. */
export const templatesText = {
  intro:
    "A reply template is a message the desk writes once and picks when writing to a person from a case. Picking one inserts its text into the message box, with the placeholders filled in from the case; the desk reads and changes it before sending.",
  placeholders: "Placeholders you can use in the text:",
  placeholderList: [
    { code: "{reference}", says: "the case's reference, e.g. CH-7K3Q9M" },
    { code: "{name}", says: "the person's name as they gave it" },
    {
      code: "{next_deadline}",
      says: "the next dated step on the person's case page and its date in India time, or \"no dated step is due\", in the case's language",
    },
  ],
  legalNote:
    "Write only what the desk can stand behind: the case page already gives the person their steps and the rules they rest on.",
  add: "New template",
  addFirst: "Add the first template",
  empty: "No reply templates yet.",
  formNew: "New template",
  formEdit: (title: string) => `Edit "${title}"`,
  title: "Title",
  titleHint: (max: number) =>
    `Shown in the list the desk picks from. Up to ${max} characters, unique within the template's language.`,
  // Decision 0061: a template is written in one language.
  language: "Language",
  languageChoose: "Choose the language",
  languageHint: "The language the text is written in. A case is offered the templates in its own language first.",
  body: "Text",
  bodyHint: (max: number) => `Plain text. Up to ${max.toLocaleString("en-IN")} characters.`,
  save: "Save template",
  cancel: "Cancel",
  created: (title: string) => `Template "${title}" saved.`,
  updated: (title: string) => `Template "${title}" updated.`,
  deletedFallback: (title: string) => `Template "${title}" deleted.`,
  listLabel: "Reply templates, by title",
  changedBy: (name: string, when: string) => `Last changed by ${name}, ${when}`,
  edit: "Edit",
  delete: "Delete",
  confirmDelete: (title: string) =>
    `Delete the template "${title}"? Messages already sent with it keep their text. This cannot be undone.`,
  confirmDeleteButton: "Yes, delete it",
  loading: "Loading the reply templates...",
  adminsOnly: "Only admins keep the reply templates. You can pick them when writing to a person from a case.",
};

/** The desk's inbox (decision 0029). */
export const inboxText = {
  whoseLabel: "Whose cases",
  allCases: "All cases",
  assignedToMe: "Assigned to me",
  emptyMine: (tab: string) => `No cases assigned to you in ${tab} now.`,
  /** After the sidebar's Inbox label: how many cases are new. */
  newCount: (total: number, capped: boolean) => `${total.toLocaleString("en-IN")}${capped ? "+" : ""}`,
  newCountSuffix: " new",
  tabsLabel: "Cases by state",
  filters: "Filters",
  showing: (tab: string) => `Showing: ${tab}`,
  tabCount: (total: number, capped: boolean) => `${total.toLocaleString("en-IN")}${capped ? "+" : ""}`,
  loading: "Loading the inbox...",
  listLabel: (tab: string) => `${tab} cases, most urgent first`,
  empty: (tab: string) => `No cases in ${tab} now.`,
  order:
    "Threats not yet answered first, then money lost in the last 72 hours (newest first), then deadlines missed in the last 24 hours, the nearest deadlines, and the oldest cases. Unread replies lead each group.",
  /** Why a case leads before the legal dates (docs/decisions/0059). */
  firstHours: { threat: "Threatened now", recent_loss: "Money can still be held" },
  /** "lost ₹32,000 · 1 h ago": what the person said they lost and, when they said, how long ago. */
  lost: (amount: string | null, ago: string | null) =>
    `${amount === null ? "money lost" : `lost ${amount}`}${ago === null ? "" : ` · ${ago} ago`}`,
  missed: "missed",
  deadline: (when: string) => `Deadline ${when}`,
  missedDeadline: (when: string) => `Deadline was ${when}`,
  noDeadline: "No deadline",
  waiting: (age: string) => `waiting ${age}`,
  changeStatusLabel: (action: string, reference: string) => `${action}: ${reference}`,
  statusChanged: (reference: string, status: string) => `${reference} is now ${status}.`,
};

/** The detail's first row of buttons (docs/decisions/0036). */
export const quickActionsText = {
  label: "Quick actions",
  moveTo: (action: string, status: string) => `${action}: mark ${status}`,
  assignToMe: "Assign to me",
  yours: "Assigned to you",
  reply: "Write a reply",
  previous: "Previous",
  next: "Next",
  previousLabel: (reference: string) => `Previous case: ${reference}`,
  nextLabel: (reference: string) => `Next case: ${reference}`,
};

/** The keyboard shortcuts, documented on the inbox (docs/decisions/0036). */
export const shortcutsText = {
  heading: "Keyboard shortcuts",
  intro:
    "Single-key shortcuts are off until you turn them on, in this browser. They never act while you are typing in a field.",
  toggle: "Use single-key shortcuts",
  keyColumn: "Key",
  actionColumn: "What it does",
  keys: {
    nextCase: "Next case: in the list, moves to it; in a case, opens it",
    previousCase: "Previous case: in the list, moves to it; in a case, opens it",
    reply: "In a case: write a reply",
    assignToMe: "In a case: assign it to me",
    start: "In a new case: Start (mark In progress)",
    resolve: "In a case: Resolve",
  },
  always: "Always: Escape closes a case; Enter opens the case whose name has the focus.",
};

export const inboxTabLabels: Record<InboxTab, string> = {
  new: "New",
  in_progress: "In progress",
  waiting_for_victim: "Waiting for the victim",
  resolved: "Resolved",
  spam: "Spam",
};

/** The one-click status changes a row offers, by its tab: the next step, never a step back. */
export const inboxActions: Record<InboxTab, readonly { status: SubmissionStatus; label: string }[]> = {
  new: [
    { status: "in_progress", label: "Start" },
    { status: "spam", label: "Spam" },
  ],
  in_progress: [{ status: "resolved", label: "Resolve" }],
  waiting_for_victim: [{ status: "resolved", label: "Resolve" }],
  resolved: [{ status: "in_progress", label: "Reopen" }],
  spam: [{ status: "new", label: "Not spam" }],
};

/** The inbox's row additions and bulk actions (decision 0035). */
export const inboxBulkText = {
  selectCase: (reference: string, name: string) => `Select ${reference}${name ? `, ${name}` : ""}`,
  selectAll: "Select all on this page",
  barLabel: "Bulk actions",
  selected: (count: number) => `${count} selected`,
  statusAction: (label: string) => `${label} selected`,
  markSpam: "Mark as spam",
  assignLabel: "Assign to",
  me: "Me",
  unassigned: "Unassigned",
  assign: "Assign",
  clear: "Clear selection",
  loadingTeam: "Loading the desk members...",
  cases: (count: number) => `${count} ${count === 1 ? "case" : "cases"}`,
  moved: (count: number, status: string) => `${count} ${count === 1 ? "case" : "cases"} moved to ${status}.`,
  assigned: (count: number, name: string) => `${count} ${count === 1 ? "case" : "cases"} assigned to ${name}.`,
  unassignedDone: (count: number) => `${count} ${count === 1 ? "case is" : "cases are"} now unassigned.`,
  assignee: (name: string) => `Assigned to ${name}`,
  possibleDuplicates: (count: number) => `${count} possible ${count === 1 ? "duplicate" : "duplicates"}`,
  /** Beside a case written in another language than English (docs/decisions/0040). */
  writtenIn: (language: string) => `In ${language}`,
};

/** A case's possible duplicates in its detail (decision 0035). */
export const duplicatesText = {
  heading: "Possible duplicates",
  intro:
    "Other requests with the same e-mail or phone, sent within 30 days of this one. Only the desk sees this; each person's case page shows their own request only.",
  loading: "Looking for possible duplicates...",
  none: "No other request with this e-mail or phone within 30 days.",
  markedHeading: "Marked as one case",
  primary: "primary",
  sameEmail: "same e-mail",
  samePhone: "same phone",
  received: (when: string) => `received ${when}`,
  openLabel: (reference: string, name: string) => `Open ${reference}${name ? `, ${name}` : ""}`,
  markAsOne: "Mark as one case",
  markAsOneLabel: (reference: string) => `Mark ${reference} as one case with this one`,
  markAsOneHint: "The newer of the two is resolved and linked to the older, the primary; both get a note.",
  notSamePerson: "Not the same person",
  notSamePersonLabel: (reference: string) => `${reference} is not the same person as this case`,
  notSamePersonHint:
    "Not the same person (a family's one phone, a shared office address): neither case lists the other again.",
  separate: "Separate",
  separateLabel: (reference: string) => `Separate ${reference} from this case`,
  separateHint:
    "Separate: the case that was merged is its own case again, back in progress; both get a note. They are listed as possible duplicates again.",
  differentHeading: "Not the same person",
  markedDifferent: (by: string | null, when: string) =>
    by ? `marked not the same person by ${by}, ${when}` : `marked not the same person, ${when}`,
  undo: "Undo",
  undoLabel: (reference: string) => `Undo: ${reference} may be the same person after all`,
  undoHint: "Undo: the two cases are listed as possible duplicates again, if they still share an e-mail or phone.",
};
