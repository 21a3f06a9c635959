/**
 * Test files that replace a module (`vi.mock`) or empty the module registry (`vi.resetModules`):
 * each runs with modules of its own. Every other file shares its worker's modules with the files
 * run before it (`isolate: false`), so the server, the content and the schemas are imported once
 * a worker instead of once a file: the unit suite's import time went from 345 s to 34 s
 * (docs/decisions/0097). A file that shares them must leave no change behind (a global, an environment
 * variable, the clock): each restores what it changed. scripts/unit-isolation.test.ts fails when
 * a file that replaces modules is not listed here, under each project that runs it.
 */
export const FILES_WITH_MODULES_OF_THEIR_OWN: Readonly<Record<string, readonly string[]>> = {
  sqlite: ["app/content/rbi-rules-by-date.test.ts"],
  components: ["app/features/case/case-schemas-unavailable.test.tsx"],
  // A server file listed under sqlite is listed here too: the server's tests run on both.
  postgres: [],
};
