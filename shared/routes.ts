// Every path of the product, written once. Pages, links, the prerender list,
// the sitemap and the tests all read them from here; which pages there are, in which
// languages, is the table of pages (shared/pages.ts).

/** Scam topic pages, each served at /services/<slug> from one template. */
export const TOPIC_SLUGS = [
  "money-scam",
  "atm-scam",
  "fake-calls",
  "phishing-scam",
  "identity-theft",
  "spam-email",
  "data-theft",
  "malware",
  "theft",
] as const;
export type TopicSlug = (typeof TOPIC_SLUGS)[number];

/** Learning Corner detail pages, each served at /learning/<slug> from one template. */
export const LEARNING_SLUGS = ["manual", "cyber-safety-tips", "cyber-awareness", "daily-digest"] as const;
export type LearningSlug = (typeof LEARNING_SLUGS)[number];

export const paths = {
  home: "/",
  about: "/about-part",
  contact: "/contact",
  services: "/service",
  topic: (slug: TopicSlug) => `/services/${slug}`,
  learningCorner: "/learning-corner",
  learning: (slug: LearningSlug) => `/learning/${slug}`,
  governmentPolicies: "/government-policies",
  postQuery: "/post-query",
  queryForm: "/query-form",
  terms: "/terms",
  privacy: "/privacy-policy",
  faq: "/faq",
  admin: "/admin",
  login: "/login",
  signup: "/signup",
  /** Where a desk member sets a new password with the one-time link an admin made for them. */
  passwordReset: "/reset-password",
} as const;

/** Served as the client app only: never prerendered, never in the sitemap. */
export const APP_ONLY_PATHS = [paths.admin, paths.login, paths.signup, paths.passwordReset] as const;

/** A path no route matches; prerendered once so the server can answer unknown paths with it. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

/** The JSON API the site's forms call. */
export const apiPaths = {
  helpRequests: "/api/help-requests",
  contactMessages: "/api/contact-messages",
  postQueries: "/api/queries",
  health: "/api/health",
} as const;

function withoutTrailingSlash(pathname: string): string {
  return pathname.replace(/(.)\/+$/, "$1");
}

/** The topic a page path belongs to, e.g. "/services/atm-scam" -> "atm-scam". */
export function topicSlugFromPath(pathname: string): TopicSlug | null {
  const path = withoutTrailingSlash(pathname);
  return TOPIC_SLUGS.find((slug) => paths.topic(slug) === path) ?? null;
}

/** The learning page a path belongs to, e.g. "/learning/manual" -> "manual". */
export function learningSlugFromPath(pathname: string): LearningSlug | null {
  const path = withoutTrailingSlash(pathname);
  return LEARNING_SLUGS.find((slug) => paths.learning(slug) === path) ?? null;
}

/** Sign-up, sign-in and the session live under this prefix. */
export const AUTH_API_PREFIX = "/api/auth";

export const authApiPaths = {
  signup: `${AUTH_API_PREFIX}/signup`,
  login: `${AUTH_API_PREFIX}/login`,
  logout: `${AUTH_API_PREFIX}/logout`,
  me: `${AUTH_API_PREFIX}/me`,
  /** A new password with a one-time reset link's token (docs/decisions/0057). */
  passwordReset: `${AUTH_API_PREFIX}/password-reset`,
} as const;

/**
 * Everything under this prefix needs an active desk member's session, and a role the route
 * allows (server/auth/desk-roles.ts), checked in one place.
 */
export const ADMIN_API_PREFIX = "/api/admin";

export const REPORT_SECTIONS = [
  "per-day",
  "by-state",
  "by-topic",
  "by-status",
  "response-times",
  "by-assignee",
] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

export const adminApiPaths = {
  dashboard: `${ADMIN_API_PREFIX}/dashboard`,
  submissions: `${ADMIN_API_PREFIX}/submissions`,
  /** Every kind of submission by tab, most urgent first (docs/decisions/0029). */
  inbox: `${ADMIN_API_PREFIX}/inbox`,
  /** CSV of the list's current filter, streamed. */
  submissionsCsv: `${ADMIN_API_PREFIX}/submissions.csv`,
  submission: (reference: string) => `${ADMIN_API_PREFIX}/submissions/${encodeURIComponent(reference)}`,
  submissionNotes: (reference: string) => `${ADMIN_API_PREFIX}/submissions/${encodeURIComponent(reference)}/notes`,
  /** The desk writes to the person, on their case page (docs/decisions/0026). */
  submissionMessages: (reference: string) =>
    `${ADMIN_API_PREFIX}/submissions/${encodeURIComponent(reference)}/messages`,
  /** One evidence file the person sent, downloaded as an attachment (server/evidence/). */
  submissionEvidence: (reference: string, fileId: string) =>
    `${ADMIN_API_PREFIX}/submissions/${encodeURIComponent(reference)}/evidence/${encodeURIComponent(fileId)}`,
  /** Ends every link to the submission's case page (docs/decisions/0025). */
  submissionCaseLinks: (reference: string) =>
    `${ADMIN_API_PREFIX}/submissions/${encodeURIComponent(reference)}/case-links`,
  /** Undoes a "This wasn't me" closure: the person mailed was the victim after all (docs/decisions/0058). */
  submissionNotMeUndo: (reference: string) =>
    `${ADMIN_API_PREFIX}/submissions/${encodeURIComponent(reference)}/not-me/undo`,
  /** Who a case may be given to, and to whom it is (docs/decisions/0030). */
  submissionAssignee: (reference: string) =>
    `${ADMIN_API_PREFIX}/submissions/${encodeURIComponent(reference)}/assignee`,
  /** The desk reached the person by phone or WhatsApp: a first response (docs/decisions/0034). */
  submissionContacted: (reference: string) =>
    `${ADMIN_API_PREFIX}/submissions/${encodeURIComponent(reference)}/contacted`,
  /** The active desk members, for the assignee's choice. */
  team: `${ADMIN_API_PREFIX}/team`,
  /** The desk's saved replies (docs/decisions/0033): read by every member, changed by admins. */
  replyTemplates: `${ADMIN_API_PREFIX}/reply-templates`,
  replyTemplate: (id: number) => `${ADMIN_API_PREFIX}/reply-templates/${id}`,
  /** A case's possible duplicates, and the cases already one case with it (docs/decisions/0035). */
  submissionDuplicates: (reference: string) =>
    `${ADMIN_API_PREFIX}/submissions/${encodeURIComponent(reference)}/duplicates`,
  /** Marks the case and a possible duplicate as one case. */
  submissionMerge: (reference: string) => `${ADMIN_API_PREFIX}/submissions/${encodeURIComponent(reference)}/merge`,
  /** Marks a possible duplicate as a different person: neither lists the other again. */
  submissionNotDuplicate: (reference: string) =>
    `${ADMIN_API_PREFIX}/submissions/${encodeURIComponent(reference)}/not-duplicate`,
  /** Takes back "Not the same person": the two may be listed as possible duplicates again. */
  submissionNotDuplicateUndo: (reference: string) =>
    `${ADMIN_API_PREFIX}/submissions/${encodeURIComponent(reference)}/not-duplicate/undo`,
  /** Separates two cases marked as one: the newer is its own case again, in progress. */
  submissionSeparate: (reference: string) =>
    `${ADMIN_API_PREFIX}/submissions/${encodeURIComponent(reference)}/separate`,
  /** One status or assignee for many cases at once, all or nothing. */
  submissionsBulk: `${ADMIN_API_PREFIX}/submissions/bulk`,
  users: `${ADMIN_API_PREFIX}/users`,
  userApprove: (id: number) => `${ADMIN_API_PREFIX}/users/${id}/approve`,
  /** Refuses a pending signup: the account and its details are deleted. */
  userReject: (id: number) => `${ADMIN_API_PREFIX}/users/${id}/reject`,
  userDisable: (id: number) => `${ADMIN_API_PREFIX}/users/${id}/disable`,
  /** A one-time link for the member to set a new password, shown once to the admin (docs/decisions/0057). */
  userPasswordResetLink: (id: number) => `${ADMIN_API_PREFIX}/users/${id}/password-reset-link`,
  /** Clears a member's second factor, for a lost phone with no recovery codes left (docs/decisions/0072). */
  userSecondFactor: (id: number) => `${ADMIN_API_PREFIX}/users/${id}/second-factor`,
  /** Whether every desk account must have a second factor (docs/decisions/0072). */
  secondFactorSetting: `${ADMIN_API_PREFIX}/settings/second-factor`,
  /** The signed-in desk member changes their own password. */
  accountPassword: `${ADMIN_API_PREFIX}/account/password`,
  /** The signed-in member's second factor: whether it is on (GET), and turning it off (DELETE). */
  accountSecondFactor: `${ADMIN_API_PREFIX}/account/second-factor`,
  /** A new secret and its QR code, waiting for the first code. */
  accountSecondFactorSetup: `${ADMIN_API_PREFIX}/account/second-factor/setup`,
  /** The first code from the app: turns it on and answers the recovery codes, once. */
  accountSecondFactorConfirm: `${ADMIN_API_PREFIX}/account/second-factor/confirm`,
  /** New recovery codes in place of the old, for a current code. */
  accountRecoveryCodes: `${ADMIN_API_PREFIX}/account/second-factor/recovery-codes`,
  auditLog: `${ADMIN_API_PREFIX}/audit-log`,
  outbox: `${ADMIN_API_PREFIX}/outbox`,
  outboxRetry: (id: number) => `${ADMIN_API_PREFIX}/outbox/${id}/retry`,
  report: `${ADMIN_API_PREFIX}/report`,
  reportCsv: (section: ReportSection) => `${ADMIN_API_PREFIX}/report/${section}.csv`,
  /** The OpenAPI document of the admin API and the documented API, for signed-in admins (docs/decisions/0082). */
  openApi: `${ADMIN_API_PREFIX}/openapi.json`,
} as const;

/**
 * docs/product.md §7's endpoints, answered at their documented paths with their documented
 * payloads, so a client written against that contract keeps working (server/routes/documented-api.ts).
 */
export const documentedApiPaths = {
  helpRequest: "/request_help_form.php",
  contactMessage: "/contact_us_form.php",
  postQuery: "/post_query_form.php",
  adminDashboard: "/admin_dashboard.php",
  adminLogin: "/admin_login.php",
  signup: "/signup.php",
} as const;

/** A victim's private case page: prerendered like a public page, but never in the sitemap. */
export const CASE_PAGE_PATH = "/case";

/**
 * The documents drafted from a case (docs/decisions/0028, 0052): the bank's letter, the police
 * complaint, the portal's text, and for when those fail, the complaint to the RBI Ombudsman and
 * the letter to the Superintendent of Police.
 */
export const LETTER_KINDS = ["bank", "police", "portal", "ombudsman", "superintendent"] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];

/** A document's page: under the case page's path, so the case cookie (Path=/case) opens it. */
export function caseLetterPath(kind: LetterKind): string {
  return `${CASE_PAGE_PATH}/letters/${kind}`;
}

/**
 * The case on one page, to print or show at the bank or the police station (docs/decisions/0071):
 * under the case page's path, so the case cookie (Path=/case) opens it; written by the server.
 */
export const CASE_SUMMARY_PATH = `${CASE_PAGE_PATH}/summary`;

/** The query that chooses the summary's language, else the case's ("?language=en"). */
export const SUMMARY_LANGUAGE_QUERY = "language";

/** The query that chooses a letter's language, whatever the page's ("?letter=en"; decision 0042). */
export const LETTER_LANGUAGE_QUERY = "letter";

/** Where "Lost your link?" sent without scripts lands: the case page, saying a link may be on its way. */
export const LOST_LINK_SENT_PATH = `${CASE_PAGE_PATH}?lost-link=sent`;

/**
 * A case link: the secret rides in the fragment, which no browser sends to a server or in a
 * Referer. `pagePath` is the case page in the case's language (casePagePath in shared/languages.ts).
 */
export function caseLinkPath(secret: string, pagePath: string = CASE_PAGE_PATH): string {
  return `${pagePath}#${secret}`;
}

/** The query that makes a case link ask "This wasn't me?" instead of opening the case. */
export const NOT_ME_QUERY = "not-me";

/** The mail's "This wasn't me" link: the case link, asking first. */
export function notMeLinkPath(secret: string, pagePath: string = CASE_PAGE_PATH): string {
  return `${pagePath}?${NOT_ME_QUERY}#${secret}`;
}

/**
 * The case page's API lives under the page's own path, so its cookie can be scoped to both
 * (Path=/case) and is never sent with any other request (docs/decisions/0025).
 */
export const caseApiPaths = {
  /** Exchanges the secret of a case link for the case cookie. */
  open: `${CASE_PAGE_PATH}/api/open`,
  /** The case-code form posted by a browser without scripts: the same exchange, answered with a page. */
  openForm: `${CASE_PAGE_PATH}/open`,
  view: `${CASE_PAGE_PATH}/api/view`,
  /** What the victim says they have done: the next steps follow. */
  progress: `${CASE_PAGE_PATH}/api/progress`,
  /** The same form posted by a browser without scripts, answered with the page. */
  progressForm: `${CASE_PAGE_PATH}/progress`,
  /** "What is this about?" and, for sextortion, the age: the steps follow (docs/decisions/0070). */
  harm: `${CASE_PAGE_PATH}/api/harm`,
  /** The same form posted by a browser without scripts, answered with the page. */
  harmForm: `${CASE_PAGE_PATH}/harm`,
  /** Adds a transaction the victim lists (when, how much, the UTR, both accounts). */
  transactions: `${CASE_PAGE_PATH}/api/transactions`,
  /** The same form posted by a browser without scripts, answered with a redirect to the page. */
  transactionsForm: `${CASE_PAGE_PATH}/transactions`,
  /** The UTR (and where the money went) of the transaction made from the request, asked on the first screen. */
  requestUtr: `${CASE_PAGE_PATH}/api/transactions/request-utr`,
  /** The same form posted by a browser without scripts, answered with a redirect to the page. */
  requestUtrForm: `${CASE_PAGE_PATH}/transactions/request-utr`,
  /** Removes one the victim added by mistake. */
  removeTransaction: `${CASE_PAGE_PATH}/api/transactions/remove`,
  /** Its Remove button posted by a browser without scripts. */
  removeTransactionForm: `${CASE_PAGE_PATH}/transactions/remove`,
  /** The victim's reply to the desk (docs/decisions/0026). */
  messages: `${CASE_PAGE_PATH}/api/messages`,
  /** The same reply posted by a browser without scripts, answered with the page. */
  messagesForm: `${CASE_PAGE_PATH}/messages`,
  /** Ends every link, session and remembered phone of the case. */
  revokeLinks: `${CASE_PAGE_PATH}/api/revoke-links`,
  /** "This wasn't me": closes the case as spam and ends every link to it. */
  notMe: `${CASE_PAGE_PATH}/api/not-me`,
  /** Remembers the case on this phone (opt-in), by a long-lived cookie. */
  remember: `${CASE_PAGE_PATH}/api/remember`,
  /** Forgets it: the phone's cookie is revoked on the server. */
  forget: `${CASE_PAGE_PATH}/api/forget`,
  /** All the case's evidence as one zip with a manifest of names and hashes, for the police (docs/decisions/0068). */
  evidenceZip: `${CASE_PAGE_PATH}/api/evidence.zip`,
  /** The case's dates still to come, as an iCalendar file (docs/decisions/0067). */
  calendar: `${CASE_PAGE_PATH}/api/calendar.ics`,
  /** Ends this browser's session only. */
  close: `${CASE_PAGE_PATH}/api/close`,
  /** An evidence file's bytes, as the body of the request (server/evidence/). */
  evidence: `${CASE_PAGE_PATH}/api/evidence`,
  /** The same upload from a browser without scripts: a multipart form, answered with the page. */
  evidenceForm: `${CASE_PAGE_PATH}/evidence`,
  /** Removes a file the victim sent by mistake, before the desk has downloaded it. */
  removeEvidence: `${CASE_PAGE_PATH}/api/evidence/remove`,
  /** "Remind me before each date" by e-mail, a form posted without scripts: a confirmation goes to the case's address (docs/decisions/0069). */
  remindersForm: `${CASE_PAGE_PATH}/reminders`,
  /** Its "Stop reminders" button, and "Stop browser notifications" (channel=push). */
  remindersStopForm: `${CASE_PAGE_PATH}/reminders/stop`,
  /** "This browser's notifications": the browser's push subscription, once the person allowed them (docs/decisions/0074). */
  pushSubscription: `${CASE_PAGE_PATH}/api/reminders/push`,
  /** "Lost your link?": mails a fresh link to the address on file; one answer whatever was asked. */
  lostLink: `${CASE_PAGE_PATH}/api/lost-link`,
  /** The same form posted by a browser without scripts, answered with a redirect to the page. */
  lostLinkForm: `${CASE_PAGE_PATH}/lost-link`,
} as const;

/**
 * The case page's sections a form sent without scripts brings the browser back to, as the
 * address's fragment ("/case?saved=transaction#transactions"). A case link's secret also rides in
 * the fragment; these words are far shorter than any secret, so the page never takes one for it
 * (isCaseSectionFragment).
 */
export const caseSections = {
  transactions: "transactions",
  messages: "messages",
  reminders: "reminders",
} as const;

export function isCaseSectionFragment(fragment: string): boolean {
  return (Object.values(caseSections) as string[]).includes(fragment);
}

/**
 * The links of reminder mails (docs/decisions/0069), outside the case page's path: they need no
 * case cookie. The token rides in the query, which the request log never writes down; a GET
 * shows a page with a button and changes nothing, its POST acts. The stop link is also the mail's
 * List-Unsubscribe address, for a mail program's one-click POST (RFC 8058).
 */
export const reminderLinkPaths = {
  confirm: "/reminders/confirm",
  stop: "/unsubscribe",
} as const;
export const REMINDER_TOKEN_QUERY = "token";

/**
 * The service worker of browser notifications (docs/decisions/0074), and the scope it is
 * registered for: a scope that holds no page, so the worker never stands between a page and
 * the server.
 */
export const PUSH_WORKER_PATH = "/push-worker.js";
export const PUSH_WORKER_SCOPE = "/push-worker/";

/**
 * Where WhatsApp's webhook calls (docs/decisions/0076): Meta's verification (GET) and its signed
 * events (POST), the taps on our messages' buttons and their statuses. Only there while WhatsApp
 * is configured.
 */
export const WHATSAPP_WEBHOOK_PATH = "/webhooks/whatsapp";

/** The query that says what a form sent without scripts saved, for the page to say so where it lands. */
export const CASE_SAVED_QUERY = "saved";
export type CaseSavedKind =
  | "transaction"
  | "transaction-removed"
  | "message"
  | "reminders-asked"
  | "reminders-already-asked"
  | "reminders-stopped"
  | "reminders-push-stopped"
  | "reminders-whatsapp-asked"
  | "reminders-whatsapp-already-asked"
  | "reminders-whatsapp-stopped";

/** Where a form sent without scripts lands once saved: its own section, which then says so. */
export function caseSavedPath(pagePath: string, saved: CaseSavedKind): string {
  const section = saved.startsWith("reminders")
    ? caseSections.reminders
    : saved === "message"
      ? caseSections.messages
      : caseSections.transactions;
  return `${pagePath}?${CASE_SAVED_QUERY}=${saved}#${section}`;
}

/**
 * The header the case page sends with every call to its API: the page's language (a code of
 * shared/language-codes.ts), which the answers' words and dates are in (docs/decisions/0041).
 */
export const PAGE_LANGUAGE_HEADER = "x-page-language";
