// docs/product.md §9: business constants, limits and timings. Code and tests read them here.

export const limits = {
  postQuerySubjectMax: 100,
  postQueryMessageMax: 500,
  postQueryMessageRows: 5,
  recentSubmissions: 5,
  faqPageEntries: 10,
  faqItemsPerTopicPage: 3,
  // Beyond docs/product.md: upper bounds so no field can carry an unbounded payload.
  nameMax: 100,
  emailMax: 254,
  phoneMax: 20,
  cityMax: 100,
  subjectMax: 200,
  longTextMax: 5000,
  pagePathMax: 200,
  /** docs/decisions/0005: length is what makes a password strong; no composition rules. */
  passwordMin: 8,
  passwordMax: 128,
  noteMax: 5000,
  /** A reply template's title, unique without regard to case (docs/decisions/0033). */
  replyTemplateTitleMax: 80,
  /**
   * A reply template's body: below a message's 4,000 characters (CASE_MESSAGE_MAX), so filling in
   * the placeholders leaves room for the desk to add a few lines before sending.
   */
  replyTemplateBodyMax: 3000,
  /** The few words kept with "Contacted by phone / WhatsApp" (docs/decisions/0034). */
  contactNoteMax: 500,
  adminSearchMax: 200,
  adminPageSizes: [10, 25, 50, 100],
  adminDefaultPageSize: 25,
  /** Lists count matches up to this many, then say "10,000+": an exact count of a million costs too much. */
  adminCountCap: 10_000,
  reportWindowsDays: [30, 90],
  /** Largest JSON body the submission API accepts, in bytes. */
  bodyLimitBytes: 32 * 1024,
  /** docs/decisions/0035: requests with one contact key this many days apart are possible duplicates. */
  duplicateWindowDays: 30,
  /** docs/decisions/0035: the most cases one bulk action changes, in one transaction. */
  bulkActionMax: 100,
} as const;

export const timings = {
  helpModalToastMs: 4000,
  topicPageToastMs: 3000,
  postQueryToastMs: 4000,
  adminLoginToastMs: 1500,
  contactToastMs: 4000,
  helpModalAutoCloseMs: 4000,
  dropdownCloseDelayMs: 200,
  sessionRedirectMs: 2000,
  loginRedirectMs: 1600,
  /**
   * Beyond docs/product.md: how long a tap or a form held until the page's scripts are live waits
   * for them before it takes the path that needs none (docs/decisions/0021-forms-without-scripts.md).
   */
  heldActionFallbackMs: 8000,
} as const;

export const layout = {
  /** From this width the admin leaves its phone layout, and the emergency bar gives way to the header. */
  desktopBreakpointPx: 769,
  /**
   * docs/decisions/0020 and 0081: from this width the header's whole menu sits in the one row and
   * its dropdowns float and open on hover; below it the menu is behind the Menu button and its
   * dropdowns open by their arrow.
   */
  fullNavBreakpointPx: 1200,
  chartHeightPx: 300,
  learningBannerHeight: "45vh",
} as const;

export const stats = {
  happyClients: 234,
  casesSuccess: 221,
  recovered: 220,
  casesDone: 198,
} as const;

/** docs/decisions/0005: the session's lifetimes and the login throttle. */
export const sessionPolicy = {
  idleTimeoutMs: 30 * 60 * 1000,
  absoluteLifetimeMs: 8 * 60 * 60 * 1000,
  /** last_seen_at is written at most this often, so reading a page is not a write every time. */
  touchIntervalMs: 60 * 1000,
  throttleWindowMs: 15 * 60 * 1000,
  lockoutMs: 15 * 60 * 1000,
  maxFailuresPerAccount: 5,
  maxFailuresPerAddress: 20,
} as const;

/** docs/decisions/0007: how the mail outbox retries. Tries at about 0 s, 5 s, 20 s, 1 min, 3 min, then every 5 min. */
export const mailPolicy = {
  firstRetryDelayMs: 5_000,
  backoffFactor: 3,
  maxRetryDelayMs: 5 * 60 * 1000,
  /** After this many failed tries (about half an hour) a mail is marked failed and shown so in the admin. */
  maxAttempts: 10,
  /** A worker that claimed a mail and died releases it after this long. */
  leaseMs: 60_000,
  pollIntervalMs: 2_000,
  batchSize: 10,
} as const;

/**
 * docs/decisions/0015: anyone can type anyone's address into a form, so one address gets at
 * most `perAddress` acknowledgements in a window of `windowMs` that starts with the first of
 * them (addresses compared case-insensitively). Submissions over it are stored and the desk is
 * alerted; only the acknowledgement is left out.
 */
export const acknowledgementCap = {
  perAddress: 3,
  windowMs: 24 * 60 * 60 * 1000,
} as const;

/**
 * docs/decisions/0015: said in every mail to a visitor, in the text and the HTML part, so a
 * fraudster posing as us (or quoting our mail) is easy to tell apart.
 */
export const NEVER_ASK_NOTICE =
  'We will never ask you for an OTP, PIN or password, for fees or any payment to "release" your money, or to install a remote-access or screen-sharing app (such as AnyDesk or TeamViewer). Anyone who does is not us.';

// What one case may hold or send, here rather than beside their schemas because the messages
// that refuse more name them (shared/messages/).

/** A case lists at most this many transactions: more than any one fraud's trail, few enough to read on a phone. */
export const CASE_TRANSACTIONS_MAX = 50;

/** How many replies a case may send in a day, counted per case. */
export const caseReplyCap = { perCase: 30, windowMs: 24 * 60 * 60 * 1000 } as const;

/** The most browsers one case's notifications go to (docs/decisions/0074). */
export const PUSH_BROWSERS_PER_CASE = 5;

export const HELPLINE = "1930";
export const COPYRIGHT_YEAR = 2025;
