import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse from "lighthouse";
import { PUBLIC_PATHS } from "~/shared/pages";
import { apiPaths } from "~/shared/routes";
import { guardRun, runThenExit, stopChild } from "./bench-support/run-guard";
import { requireBrowser } from "./find-browser";
import { freePort } from "~/server/testing/free-port";
import { newEvidenceKey } from "~/server/evidence/evidence-crypto";
import { newKey } from "~/server/keys/keyring";

// npm run bench:web: Lighthouse on every public page, as a phone would see it.
//
// Builds the site (which also runs the JavaScript budget check), starts the built server in
// production mode on 127.0.0.1 in a child process, and runs Lighthouse 12 with its default
// (mobile) configuration in Debian's Chromium on each page of shared/routes.ts. Prints one
// row per page and exits non-zero when a page scores below 95 in performance or below 100 in
// accessibility, best practices or SEO. The server, the browser and the temporary
// directories are removed on every way out; the whole run is stopped after 60 minutes.
//
// Each page is audited BENCH_WEB_RUNS times (3 unless told) and its row gives the median of each
// score and timing: one run's performance score moves by several points on a shared machine.
//
// BENCH_WEB_SKIP_BUILD=1 uses the existing build/ (after a fresh `npm run build`).
// BENCH_WEB_PAGES=/faq,/faq,/services/theft audits just those pages, in that order (a page may
// be named more than once, to see how much its score moves between runs).

const CHROMIUM_PATH = requireBrowser();
const SERVER_ENTRY = "build/server/main.js";
const RUN_DEADLINE_MS = 60 * 60 * 1000;
/** Audits of each page; its row is their median. */
const RUNS_PER_PAGE = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
const PAGE_DEADLINE_MS = 120_000;
const targets = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as const;
type Category = keyof typeof targets;
const categories = Object.keys(targets) as Category[];
const pagesToAudit = process.env.BENCH_WEB_PAGES
  ? process.env.BENCH_WEB_PAGES.split(",").map((path) => path.trim())
  : [...PUBLIC_PATHS];

/**
 * Headless as root on a machine without internet: without these Chromium waits on refused
 * connections (updates, sync, field trials) and the runs stall.
 */
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const dataDir = mkdtempSync(join(tmpdir(), "cyberhelp-bench-web-"));
const chromeProfile = mkdtempSync(join(tmpdir(), "cyberhelp-bench-web-chromium-"));
let server: ChildProcess | undefined;
let chrome: LaunchedChrome | undefined;

/** Stops the browser and the server and removes what the run wrote; every way out awaits it. */
const cleanUp = guardRun(async () => {
  try {
    chrome?.kill();
  } catch {
    // Already gone.
  }
  await stopChild(server);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(chromeProfile, { recursive: true, force: true });
}, RUN_DEADLINE_MS);

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

async function startServer(): Promise<string> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run "npm run build" first.`);
  const exitWithParent = fileURLToPath(new URL("./bench-web/exit-with-parent.mjs", import.meta.url));
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", exitWithParent, SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      NODE_ENV: "production",
      EVIDENCE_KEY: newEvidenceKey(),
      SERVER_KEY: newKey(),
      // Measured on whatever contacts the build has; production otherwise refuses the examples.
      ALLOW_PLACEHOLDER_CONTACTS: "1",
      LOG_LEVEL: "warn",
    },
    stdio: ["pipe", "ignore", "inherit"],
  });
  server = child;
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (Date.now() - started < 30_000) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(origin + apiPaths.health)).ok) return origin;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("The server did not answer within 30 s");
}

function loadAverage(): string {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(", ");
}

interface Row {
  path: string;
  scores: Record<Category, number | null>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  failing: string[];
}

async function audit(origin: string, path: string, port: number): Promise<Row> {
  const result = await Promise.race([
    lighthouse(origin + path, { port, output: "json", logLevel: "error", onlyCategories: categories }),
    new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error(`Lighthouse took over ${PAGE_DEADLINE_MS / 1000} s on ${path}`)),
        PAGE_DEADLINE_MS,
      ).unref(),
    ),
  ]);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${path}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    categories.map((category) => {
      const score = lhr.categories[category]?.score;
      return [category, typeof score === "number" ? Math.round(score * 100) : null];
    }),
  ) as Record<Category, number | null>;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits["resource-summary"]?.details as
    { items?: { resourceType: string; transferSize: number }[] } | undefined;
  const scriptBytes = summary?.items?.find((item) => item.resourceType === "script")?.transferSize ?? 0;
  // Every audit that cost a point in a category that must be 100, by title, for the fix.
  const failing = categories
    .filter((category) => category !== "performance")
    .flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${lhr.audits[ref.id]?.title ?? ref.id}`),
    );
  return {
    path,
    scores,
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    scriptBytes,
    failing,
  };
}

/** Under load Chromium's trace is now and then incomplete (NO_NAVSTART): such a page is run again, once. */
async function auditWithRetry(origin: string, path: string, port: number): Promise<Row> {
  try {
    return await audit(origin, path, port);
  } catch (error) {
    console.log(`  (${path}: ${error instanceof Error ? error.message.split("\n")[0] : error}; running it again)`);
    return audit(origin, path, port);
  }
}

/** The middle value (the lower middle of an even count). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

/**
 * A page audited RUNS_PER_PAGE times: each score and timing is the median of the runs; an audit
 * short of 100 is named with how many runs it failed in.
 */
async function auditMedian(origin: string, path: string, port: number): Promise<Row> {
  const runs: Row[] = [];
  for (let run = 0; run < RUNS_PER_PAGE; run++) runs.push(await auditWithRetry(origin, path, port));
  const scores = Object.fromEntries(
    categories.map((category) => {
      const values = runs.flatMap((run) => (run.scores[category] === null ? [] : [run.scores[category]]));
      return [category, values.length === 0 ? null : median(values)];
    }),
  ) as Record<Category, number | null>;
  const failing = [...new Set(runs.flatMap((run) => run.failing))].map((audit) => {
    const count = runs.filter((run) => run.failing.includes(audit)).length;
    return runs.length === 1 ? audit : `${audit} (${count} of ${runs.length} runs)`;
  });
  return {
    path,
    scores,
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    scriptBytes: median(runs.map((run) => run.scriptBytes)),
    failing,
  };
}

function passes(row: Row): boolean {
  return categories.every((category) => (row.scores[category] ?? 0) >= targets[category]);
}

async function main(): Promise<number> {
  console.log(
    `Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, mobile default config; Node ${process.version}`,
  );
  if (process.env.BENCH_WEB_SKIP_BUILD !== "1") await run("npm", ["run", "build", "--silent"]);
  const origin = await startServer();
  chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    userDataDir: chromeProfile,
    logLevel: "error",
    // Its own Ctrl-C handler would exit before our cleanup removes the temporary directories.
    handleSIGINT: false,
  });
  console.log(`\nServer ${origin}; Chromium on port ${chrome.port}; load average at the start: ${loadAverage()}`);
  console.log(
    `(Performance is simulated on a throttled phone, but the machine's other work still moves it: each row is the median of ${RUNS_PER_PAGE} runs.)\n`,
  );

  const header = ["Page", "Perf", "A11y", "BP", "SEO", "LCP", "TBT", "CLS", "JS", "Verdict"];
  const widths = [Math.max(...pagesToAudit.map((path) => path.length)), 4, 4, 4, 4, 8, 7, 5, 8, 7];
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join("  ");
  console.log(line(header));
  const rows: Row[] = [];
  for (const path of pagesToAudit) {
    const row = await auditMedian(origin, path, chrome.port);
    rows.push(row);
    const score = (category: Category) => String(row.scores[category] ?? "-");
    console.log(
      line([
        path,
        score("performance"),
        score("accessibility"),
        score("best-practices"),
        score("seo"),
        `${(row.lcpMs / 1000).toFixed(2)} s`,
        `${Math.round(row.tbtMs)} ms`,
        row.cls.toFixed(3),
        `${(row.scriptBytes / 1024).toFixed(1)} KB`,
        passes(row) ? "PASS" : "FAIL",
      ]),
    );
  }

  const failing = [...new Set(rows.flatMap((row) => row.failing.map((audit) => `${audit} (${row.path})`)))];
  if (failing.length > 0) console.log(`\nAudits short of 100:\n  ${failing.join("\n  ")}`);
  console.log(`\nJS: script bytes as transferred (the server compresses them), from Lighthouse's resource summary.`);
  console.log(`Load average at the end: ${loadAverage()}`);
  const failed = rows.filter((row) => !passes(row));
  console.log(
    failed.length === 0
      ? `Every page at or above ${targets.performance} performance and 100 in accessibility, best practices and SEO.`
      : `${failed.length} page(s) below target: ${failed.map((row) => row.path).join(", ")}`,
  );
  return failed.length === 0 ? 0 : 1;
}

await runThenExit(main, cleanUp);
