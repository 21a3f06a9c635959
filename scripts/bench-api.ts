// Must come first: the modules below read the site config when they load.
import "~/server/cli/define-site-config";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sqliteFilePath } from "~/server/db/database";
import { cpuMs, rssBytes, startChild, type ChildServer } from "./bench-api/child-server";
import { bundle, guardRun, runThenExit } from "./bench-support/run-guard";
import { HELP_REQUESTS_PATH, percentile, runLoad, type Acknowledgements, type LoadRun } from "./bench-api/load";
import { checkStored, type StoredCheck } from "./bench-api/stored-check";
import { newEvidenceKey } from "~/server/evidence/evidence-crypto";
import { newKey } from "~/server/keys/keyring";

// npm run bench:api: the form API under load, beside a minimal baseline, in one run.
//
// Starts the real server (production settings, its own fresh SQLite database) and the baseline
// of scripts/bench-api/baseline-server.ts (node:http + one better-sqlite3 insert, the same
// durability settings) as child processes on 127.0.0.1, and sends each of them help requests
// from 10 and then from 50 connections with autocannon: a warm-up each, then at each level
// timed runs in turns (server, baseline, server, baseline), so that the machine's other work falls
// on both alike, and the server's figure is a ratio to the baseline's at the same level. Then it
// checks every acknowledged submission is in the database under the reference answered, reads
// the server's RSS from /proc, prints a table with PASS/FAIL against the issue's targets and
// exits non-zero if one is missed. Beside each figure it prints the CPU time each target and the
// load generator spent per request (from /proc and process.cpuUsage), since on a machine with
// few CPUs that, not the wall clock, is what decides how far a target can go. The temporary
// directory, the bundles and the child processes are removed on every way out, and the whole
// run is bounded in time.
//
// BENCH_API_SECONDS=5 npm run bench:api makes a quick trial (the figures are for 20 s runs).

/** Each run's connections, in turn: "10,50" measures both, each server run beside a baseline run. */
const CONNECTION_LEVELS = (process.env.BENCH_API_CONNECTIONS ?? "10,50").split(",").map(Number);
/** The level the p99 target is for: the busiest. */
const P99_CONNECTIONS = Math.max(...CONNECTION_LEVELS);
const RUN_SECONDS = Number(process.env.BENCH_API_SECONDS ?? 20);
const WARM_UP_SECONDS = Math.min(5, RUN_SECONDS);
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 2);
/** Far above what the runs send from their one address, so no answer is a 429. */
const RATE_LIMIT_PER_MINUTE = "10000000";
/** What the production default is (README): a line per request answered, and one per submission stored. */
const LOG_LEVEL = "info";
const RUN_DEADLINE_MS = 10 * 60 * 1000;
/**
 * BENCH_API_CPU_PROFILE=<dir>: the server writes a V8 CPU profile of the whole run there when it
 * stops (`node --cpu-prof`); `npm run bench:profile -- <file>` lists its top frames.
 */
const CPU_PROFILE_DIR = process.env.BENCH_API_CPU_PROFILE ?? "";

const targets = {
  ratio: 0.8,
  p99Ms: 25,
  rssBytes: 150 * 1024 * 1024,
};

const workDir = mkdtempSync(join(tmpdir(), "cyberhelp-bench-api-"));
/** Inside node_modules (its .cache), the one place outside the source tree from which the bundles' packages resolve. */
const bundleDir = fileURLToPath(new URL(`../node_modules/.cache/cyberhelp-bench-api-${process.pid}/`, import.meta.url));
const children: ChildServer[] = [];

const cleanUp = guardRun(async () => {
  await Promise.all(children.map((child) => child.stop()));
  rmSync(workDir, { recursive: true, force: true });
  rmSync(bundleDir, { recursive: true, force: true });
}, RUN_DEADLINE_MS);

function loadAverage(): string {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(", ");
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}

/** A timed run with the CPU time the target and the load generator (this process) spent on it. */
interface MeasuredRun extends LoadRun {
  connections: number;
  targetCpuMs: number;
  loadGeneratorCpuMs: number;
}

/** CPU time a request: a tenth of a ms is too coarse to compare. */
function cpuMsText(value: number): string {
  return `${value.toFixed(2)} ms`;
}

function pooled(runs: readonly MeasuredRun[]): {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** CPU time per acknowledged request, in ms. */
  targetCpuMs: number;
  loadGeneratorCpuMs: number;
  /** CPUs kept busy on average, the target's and the load generator's. */
  busyCpus: number;
} {
  const times = new Float64Array(runs.reduce((sum, run) => sum + run.times.length, 0));
  let offset = 0;
  for (const run of runs) {
    times.set(run.times, offset);
    offset += run.times.length;
  }
  times.sort();
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const acknowledged = runs.reduce((sum, run) => sum + run.acknowledgedCount, 0);
  const targetCpuMs = runs.reduce((sum, run) => sum + run.targetCpuMs, 0);
  const loadGeneratorCpuMs = runs.reduce((sum, run) => sum + run.loadGeneratorCpuMs, 0);
  return {
    requestsPerSecond: acknowledged / seconds,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    targetCpuMs: targetCpuMs / acknowledged,
    loadGeneratorCpuMs: loadGeneratorCpuMs / acknowledged,
    busyCpus: (targetCpuMs + loadGeneratorCpuMs) / (seconds * 1000),
  };
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd();
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

async function main(): Promise<number> {
  console.log(
    `Form API benchmark: POST ${HELP_REQUESTS_PATH}, ${CONNECTION_LEVELS.join(" and ")} connections, ${ROUNDS} x ${RUN_SECONDS} s per target and level ` +
      `after a ${WARM_UP_SECONDS} s warm-up; Node ${process.version}, ${cpus().length} CPUs`,
  );
  console.log(`  load average at the start: ${loadAverage()} (other work on the machine slows every figure)`);

  const serverFile = await bundle(
    fileURLToPath(new URL("./bench-admin/server-entry.ts", import.meta.url)),
    bundleDir,
    "server",
  );
  const baselineFile = await bundle(
    fileURLToPath(new URL("./bench-api/baseline-server.ts", import.meta.url)),
    bundleDir,
    "baseline",
  );
  const serverDataDir = join(workDir, "server");
  const baselineDataDir = join(workDir, "baseline");

  const server = await startChild(
    "server",
    serverFile,
    {
      NODE_ENV: "production",
      EVIDENCE_KEY: newEvidenceKey(),
      SERVER_KEY: newKey(),
      DATA_DIR: serverDataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      LOG_LEVEL,
      FORM_RATE_LIMIT_PER_MINUTE: RATE_LIMIT_PER_MINUTE,
    },
    CPU_PROFILE_DIR === "" ? [] : ["--cpu-prof", "--cpu-prof-dir", CPU_PROFILE_DIR],
  );
  children.push(server);
  const baseline = await startChild("baseline", baselineFile, { NODE_ENV: "production", DATA_DIR: baselineDataDir });
  children.push(baseline);
  console.log(
    `  server:   pid ${server.pid}, RSS after start ${megabytes(rssBytes(server.pid))}, LOG_LEVEL=${LOG_LEVEL}`,
  );
  console.log(`  baseline: pid ${baseline.pid}, RSS after start ${megabytes(rssBytes(baseline.pid))}\n`);

  const acknowledged = new Map<ChildServer, Acknowledgements>([
    [server, new Map()],
    [baseline, new Map()],
  ]);
  const load = async (target: ChildServer, connections: number, seconds: number, tag: string): Promise<MeasuredRun> => {
    const targetCpuBefore = cpuMs(target.pid);
    const ownCpuBefore = process.cpuUsage();
    const run = await runLoad({
      target: target.name,
      origin: target.origin,
      connections,
      seconds,
      tag,
      acknowledged: acknowledged.get(target) as Acknowledgements,
    });
    const ownCpu = process.cpuUsage(ownCpuBefore);
    return {
      ...run,
      connections,
      targetCpuMs: cpuMs(target.pid) - targetCpuBefore,
      loadGeneratorCpuMs: (ownCpu.user + ownCpu.system) / 1000,
    };
  };

  const warmUps = [
    await load(server, P99_CONNECTIONS, WARM_UP_SECONDS, "ws"),
    await load(baseline, P99_CONNECTIONS, WARM_UP_SECONDS, "wb"),
  ];
  const measured: MeasuredRun[] = [];
  for (const connections of CONNECTION_LEVELS) {
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [target, letter] of [
        [server, "s"],
        [baseline, "b"],
      ] as const) {
        const run = await load(target, connections, RUN_SECONDS, `${letter}${connections}c${round}x`);
        measured.push(run);
        console.log(
          `  ${target.name.padEnd(8)} ${String(connections).padStart(3)} connections, run ${round}: ${run.requestsPerSecond.toFixed(0)} req/s, p50 ${ms(run.p50Ms)}, ` +
            `p99 ${ms(run.p99Ms)}, non-2xx ${run.non2xx}, errors ${run.errors}, CPU ${cpuMsText(run.targetCpuMs / run.acknowledgedCount)} ` +
            `a request (load generator ${cpuMsText(run.loadGeneratorCpuMs / run.acknowledgedCount)}) (load average ${loadAverage()})`,
        );
      }
    }
  }
  const serverRss = rssBytes(server.pid);
  const baselineRss = rssBytes(baseline.pid);
  const serverLogLines = server.logLines();
  await Promise.all(children.map((child) => child.stop()));

  const serverCheck = checkStored(sqliteFilePath(serverDataDir), acknowledged.get(server) as Acknowledgements, true);
  const baselineCheck = checkStored(
    join(baselineDataDir, "baseline.sqlite"),
    acknowledged.get(baseline) as Acknowledgements,
    false,
  );

  // ---- The table: one pair of rows per level of connections ----
  const runsOf = (target: string, connections: number) =>
    measured.filter((run) => run.target === target && run.connections === connections);
  const levels = CONNECTION_LEVELS.map((connections) => {
    const serverPooled = pooled(runsOf("server", connections));
    const baselinePooled = pooled(runsOf("baseline", connections));
    return {
      connections,
      serverPooled,
      baselinePooled,
      ratio: serverPooled.requestsPerSecond / baselinePooled.requestsPerSecond,
    };
  });
  const worstP99 = Math.max(...runsOf("server", P99_CONNECTIONS).map((run) => run.p99Ms));
  const everyRun = (target: string) => [...warmUps, ...measured].filter((run) => run.target === target);
  const total = (runs: LoadRun[], count: (run: LoadRun) => number) => runs.reduce((sum, run) => sum + count(run), 0);
  const everyServerRun = everyRun("server");
  const serverNon2xx = total(everyServerRun, (run) => run.non2xx);
  const serverErrors = total(everyServerRun, (run) => run.errors);
  const statusCodes = everyServerRun.flatMap((run) =>
    Object.entries(run.statusCodes).map(([code, count]) => `${count} x ${code}`),
  );

  console.log("");
  const stored = (check: StoredCheck) =>
    `${check.stored} / ${check.acknowledged}${check.missing > 0 ? ` (${check.missing} missing)` : ""}`;
  const row = (name: string, figures: ReturnType<typeof pooled>, ratio: string) => [
    name,
    figures.requestsPerSecond.toFixed(0),
    ms(figures.p50Ms),
    ms(figures.p99Ms),
    ratio,
    cpuMsText(figures.targetCpuMs),
    cpuMsText(figures.loadGeneratorCpuMs),
    figures.busyCpus.toFixed(2),
  ];
  printTable(
    ["", "req/s", "p50", "p99", "ratio", "CPU / req", "load gen CPU / req", "CPUs busy"],
    levels.flatMap((level) => [
      row(`server, ${level.connections} connections`, level.serverPooled, level.ratio.toFixed(2)),
      row(`baseline, ${level.connections} connections`, level.baselinePooled, "1.00"),
    ]),
  );
  console.log("");
  printTable(
    ["", "non-2xx", "errors", "stored / acknowledged", "RSS after"],
    [
      ["server", String(serverNon2xx), String(serverErrors), stored(serverCheck), megabytes(serverRss)],
      [
        "baseline",
        String(total(everyRun("baseline"), (run) => run.non2xx)),
        String(total(everyRun("baseline"), (run) => run.errors)),
        stored(baselineCheck),
        megabytes(baselineRss),
      ],
    ],
  );
  console.log(
    `(req/s, p50 and p99 over the ${ROUNDS} timed runs of each target at each level; non-2xx, errors and stored / acknowledged over every run, the warm-ups too.` +
      ` Server: ${serverCheck.mails} mails queued, ${serverCheck.idempotencyRecords} Idempotency-Key answers, ` +
      `${serverLogLines} log lines.)`,
  );
  console.log(
    "(CPU / req: the target's CPU time, all its threads, per acknowledged request; load gen: this process's, autocannon's;" +
      ` CPUs busy: both together, of the machine's ${cpus().length}, on average over the timed runs.)`,
  );
  if (statusCodes.length > 0) console.log(`Server's non-2xx answers: ${statusCodes.join(", ")}`);
  // What the ratio target asks of the server on this machine, from the baseline just measured at
  // the busiest level: the event loop's time per request, and the CPU per request if both CPUs could be used.
  const busiest = levels.find((level) => level.connections === P99_CONNECTIONS)!;
  const neededRequestsPerSecond = targets.ratio * busiest.baselinePooled.requestsPerSecond;
  const allCpusMs = (cpus().length * 1000) / neededRequestsPerSecond - busiest.serverPooled.loadGeneratorCpuMs;
  console.log(
    `The ratio target at ${P99_CONNECTIONS} connections: ${neededRequestsPerSecond.toFixed(0)} req/s, i.e. ${cpuMsText(1000 / neededRequestsPerSecond)} of one thread a request, ` +
      `or at most ${cpuMsText(allCpusMs)} of CPU a request with every CPU the load generator leaves (the server used ${cpuMsText(busiest.serverPooled.targetCpuMs)}).`,
  );
  console.log("");

  const casework =
    serverCheck.mails === 2 * serverCheck.stored && serverCheck.idempotencyRecords === serverCheck.stored;
  const checks: [string, string, boolean][] = [
    ...levels.map((level): [string, string, boolean] => [
      `throughput at ${level.connections} connections, ratio to the baseline >= ${targets.ratio}`,
      level.ratio.toFixed(2),
      level.ratio >= targets.ratio,
    ]),
    [
      `p99 < ${targets.p99Ms} ms at ${P99_CONNECTIONS} connections (worst timed run)`,
      ms(worstP99),
      worstP99 < targets.p99Ms,
    ],
    [
      "no non-2xx answer, no error",
      `${serverNon2xx} non-2xx, ${serverErrors} errors`,
      serverNon2xx === 0 && serverErrors === 0,
    ],
    [
      "every acknowledged submission stored, under its reference",
      stored(serverCheck),
      serverCheck.missing === 0 && serverCheck.acknowledged > 0,
    ],
    [
      "two mails and an Idempotency-Key answer with each",
      `${serverCheck.mails} mails, ${serverCheck.idempotencyRecords} keys`,
      casework,
    ],
    [`server RSS after the run < ${megabytes(targets.rssBytes)}`, megabytes(serverRss), serverRss < targets.rssBytes],
  ];
  const width = Math.max(...checks.map(([label]) => label.length));
  const valueWidth = Math.max(...checks.map(([, value]) => value.length));
  for (const [label, value, pass] of checks)
    console.log(`${label.padEnd(width)}  ${value.padEnd(valueWidth)}  ${pass ? "PASS" : "FAIL"}`);

  console.log(`\nLoad average at the end: ${loadAverage()}`);
  const failed = checks.filter(([, , pass]) => !pass).length;
  console.log(failed === 0 ? "Every target met." : `${failed} target(s) missed.`);
  return failed === 0 ? 0 : 1;
}

await runThenExit(main, cleanUp);
