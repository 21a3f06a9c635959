// SPEC.md section 9: business constants, limits and timings. Code and tests read them here.

export const limits = {
  postQuerySubjectMax: 100,
  postQueryMessageMax: 500,
  postQueryMessageRows: 5,
  recentSubmissions: 5,
  faqPageEntries: 10,
  faqItemsPerTopicPage: 3,
  // Beyond SPEC.md: upper bounds so no field can carry an unbounded payload.
  nameMax: 100,
  emailMax: 254,
  phoneMax: 20,
  cityMax: 100,
  subjectMax: 200,
  longTextMax: 5000,
  pagePathMax: 200,
  /** Largest JSON body the submission API accepts, in bytes. */
  bodyLimitBytes: 32 * 1024,
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
} as const;

export const layout = {
  /** At this width and wider, dropdowns open on hover. */
  desktopBreakpointPx: 769,
  chartHeightPx: 300,
  learningBannerHeight: "45vh",
} as const;

export const stats = {
  happyClients: 234,
  casesSuccess: 221,
  recovered: 220,
  casesDone: 198,
} as const;

export const HELPLINE = "1930";
export const COPYRIGHT_YEAR = 2025;
export const SESSION_TOKEN_STORAGE_KEY = "token";
