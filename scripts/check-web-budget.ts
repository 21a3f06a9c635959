import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { PRIVATE_PAGE_PATHS, PUBLIC_PATHS } from "~/shared/pages";
import { NOT_FOUND_PRERENDER_PATHS, TRANSLATED_PRIVATE_PATHS, TRANSLATED_PUBLIC_PATHS } from "~/shared/languages";
import { CHUNK_MODULES_FILE } from "./web-budget/chunk-modules-plugin";
import {
  kilobytes,
  pageScripts,
  prerenderedHtmlFile,
  readChunkRecords,
  readIslandsManifest,
} from "./web-budget/page-scripts";

// Run by `npm run build` after the client is built: the JavaScript each prerendered public
// page loads, against the budget, and neither admin code nor React Router on any of them; and
// the server's password checker in no file of the browser's at all.
// Prints one row per page and exits non-zero when a page is over budget, names more than the
// islands' entry in its HTML, or loads either. What counts is written
// in scripts/web-budget/page-scripts.ts and docs/performance.md.

/** The most JavaScript a public page may load, gzip (the target). */
const TARGET_BYTES = 110 * 1024;
/**
 * The budgets the build enforces. A page whose HTML holds a form also loads react-hook-form
 * and the Zod schemas, and may use the whole target; a page without one stays near what it
 * loads now (the largest plus a small margin), so that growth fails the build long before the
 * target does.
 */
const BUDGET_BYTES = { withForm: TARGET_BYTES, withoutForm: 81 * 1024 };
/**
 * What a public page may name in its HTML (fetched before its first paint). The islands' entry
 * imports React and the islands' code once the page is painted (decision 0012); 1.8 KB now.
 * A larger figure means something heavy is imported statically again, and Lighthouse charges
 * its download to the first paint.
 */
const BEFORE_PAINT_BYTES = 4 * 1024;

/**
 * Public pages hydrate as islands, without React Router's client
 * (docs/decisions/0012-islands-on-public-pages.md); a page that loads it has lost that.
 */
function isReactRouter(module: string): boolean {
  return module.startsWith("node_modules/react-router/");
}

/** Source modules that belong to the admin; none may load on a public page. */
function adminOnlyModules(): (module: string) => boolean {
  const require = createRequire(import.meta.url);
  const recharts = JSON.parse(readFileSync(require.resolve("recharts/package.json"), "utf8")) as {
    dependencies?: Record<string, string>;
  };
  // Recharts and the packages it brings (Redux Toolkit, d3 through victory-vendor, ...).
  const packages = ["recharts", ...Object.keys(recharts.dependencies ?? {})];
  const prefixes = [
    "app/routes/admin/",
    "app/features/admin/",
    "app/content/admin.ts",
    // The table of admin endpoints, and with it every admin schema (docs/decisions/0082).
    "shared/admin-endpoints/",
    ...packages.map((name) => `node_modules/${name}/`),
  ];
  return (module) => prefixes.some((prefix) => module.startsWith(prefix));
}

/**
 * Packages only the server may load, on no page at all: the password strength check's word
 * lists (docs/decisions/0057), megabytes that would give nothing but the server's answer.
 */
function isServerOnly(module: string): boolean {
  return module.startsWith("node_modules/@zxcvbn-ts/");
}

function main(): number {
  if (!existsSync(CHUNK_MODULES_FILE)) {
    console.error(`${CHUNK_MODULES_FILE} is missing: run react-router build first.`);
    return 1;
  }
  const chunks = readChunkRecords();
  const serverOnlyFiles = [...chunks.values()].filter((chunk) => chunk.modules.some(isServerOnly));
  if (serverOnlyFiles.length > 0) {
    console.error(
      `The browser's files hold the server's password checker: ${serverOnlyFiles.map((chunk) => chunk.file).join(", ")}`,
    );
    return 1;
  }
  const islands = readIslandsManifest();
  const isAdminOnly = adminOnlyModules();
  // Every language's pages, each against the same budget.
  const pages = [
    ...PUBLIC_PATHS,
    ...TRANSLATED_PUBLIC_PATHS,
    ...PRIVATE_PAGE_PATHS,
    ...TRANSLATED_PRIVATE_PATHS,
    ...NOT_FOUND_PRERENDER_PATHS,
  ].map((path) => pageScripts(path, chunks, islands));

  const rows = pages.map((page) => {
    // The case's private pages are tools the victim works in (the case page, the letters to edit,
    // print and copy), not pages to read: they have the forms' budget whatever their shell holds.
    const hasForm =
      /<form\b/.test(readFileSync(prerenderedHtmlFile(page.path), "utf8")) ||
      PRIVATE_PAGE_PATHS.includes(page.path) ||
      TRANSLATED_PRIVATE_PATHS.includes(page.path);
    const budget = hasForm ? BUDGET_BYTES.withForm : BUDGET_BYTES.withoutForm;
    const admin = page.modules.filter(isAdminOnly);
    const router = page.modules.filter(isReactRouter);
    const problems = [
      ...(page.onLoadGzip > budget ? [`over the budget of ${kilobytes(budget)}`] : []),
      ...(page.beforePaintGzip > BEFORE_PAINT_BYTES
        ? [
            `${kilobytes(page.beforePaintGzip)} before the first paint, over ${kilobytes(BEFORE_PAINT_BYTES)}: the HTML names more than the islands' entry`,
          ]
        : []),
      ...(admin.length > 0 ? [`admin code: ${admin.slice(0, 3).join(", ")}${admin.length > 3 ? ", ..." : ""}`] : []),
      ...(router.length > 0 ? ["loads React Router: the page no longer hydrates as islands"] : []),
    ];
    return { page, hasForm, problems };
  });

  const header = ["Page", "Form or tool", "On load", "Files", "Before paint", "On first use", "Inline", "Verdict"];
  const table = rows.map(({ page, hasForm, problems }) => [
    page.path,
    hasForm ? "yes" : "no",
    kilobytes(page.onLoadGzip),
    String(page.onLoad.length),
    kilobytes(page.beforePaintGzip),
    page.onFirstUseGzip > 0 ? kilobytes(page.onFirstUseGzip) : "-",
    kilobytes(page.inlineGzip),
    problems.length === 0 ? "PASS" : `FAIL (${problems.join("; ")})`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...table.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 || column === cells.length - 1
          ? cell.padEnd(widths[column] ?? 0)
          : cell.padStart(widths[column] ?? 0),
      )
      .join("  ")
      .trimEnd();
  console.log("\nJavaScript each public page loads (gzip -9 of each file, summed):");
  console.log(line(header));
  for (const row of table) console.log(line(row));

  for (const withForm of [true, false]) {
    const kind = rows.filter((row) => row.hasForm === withForm);
    if (kind.length === 0) continue;
    const largest = Math.max(...kind.map((row) => row.page.onLoadGzip));
    const budget = withForm ? BUDGET_BYTES.withForm : BUDGET_BYTES.withoutForm;
    console.log(
      `Largest ${withForm ? "page with a form, or case tool" : "page without a form"}: ${kilobytes(largest)}; budget ${kilobytes(budget)}; ` +
        `target ${kilobytes(TARGET_BYTES)}` +
        (largest > TARGET_BYTES ? ` (${kilobytes(largest - TARGET_BYTES)} over: see docs/performance.md)` : ""),
    );
  }
  const failed = rows.filter((row) => row.problems.length > 0);
  if (failed.length > 0) {
    console.error(
      `${failed.length} public page(s) failed the JavaScript budget, load more than the islands' entry before the first paint, load admin code or load React Router.`,
    );
    return 1;
  }
  return 0;
}

process.exit(main());
