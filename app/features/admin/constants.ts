// The dashboard's own timings and sizes (docs/product.md gives none for these).

/** How long a toast about an admin action (saved, added, deleted) stays. */
export const ADMIN_TOAST_MS = 4000;

/** Table cells cut long text here; the detail view shows it whole. */
export const TABLE_TEXT_MAX = 80;

/** The detail's first lines cut the person's words here, to fit a phone's first screen; the sections below show them whole. */
export const GLANCE_TEXT_MAX = 120;

/** The attribute that marks a case's link in a list, so closing the case can give it the focus back. */
export const CASE_OPENER_ATTRIBUTE = "data-case-opener";
