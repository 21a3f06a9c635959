// A page whose scripts are late (docs/decisions/0021-forms-without-scripts.md): what the tests hold
// back, and how long they wait for the page to act without them.

/** Every script but the islands' entry and its start file: what a page fetches once painted. */
export const SCRIPTS_AFTER_PAINT = /\/assets\/(?!islands-)[^/]+\.js$/;

/**
 * The page gives its scripts 8 s before it acts without them; on a busy machine its timer can
 * fire seconds late, so the test waits well beyond that (it ends as soon as the page acts).
 */
export const LATE_SCRIPTS_WAIT_MS = 40_000;
export const LATE_SCRIPTS_TEST_MS = 90_000;
