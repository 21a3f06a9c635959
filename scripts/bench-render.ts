import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon, { type AutocannonResult } from "autocannon";
import { CASE_PAGE_PATH, apiPaths, caseLetterPath, paths } from "~/shared/routes";
import { cpuMs } from "./bench-api/child-server";
import { percentile } from "./bench-api/load";
import { guardRun, runThenExit, stopChild } from "./bench-support/run-guard";
import { freePort } from "~/server/testing/free-port";
import { newEvidenceKey } from "~/server/evidence/evidence-crypto";
import { newKey } from "~/server/keys/keyring";

// npm run bench:render: how a static page fares while someone floods the case pages.
//
// Starts the built server (build/server/main.js, production settings, a fresh SQLite database)
// on 127.0.0.1 in a child process. A probe in a process of its own asks for a static page (/faq)
// one request at a time, first alone, then while autocannon floods the case page and a letter
// with no cookie (a stranger's or a crawler's requests) from 30 connections, and the table shows
// the static page's p50 and p99 in both, the flood's rate and the server's CPU time per flood
// request (docs/decisions/0073). Bounded in time; the server and its directory are removed on
// every way out.
//
// BENCH_RENDER_SECONDS=5 makes a quick trial (the figures in docs/performance.md are for 15 s).
// BENCH_RENDER_SERVER=<dir>/build/server/main.js measures another build, e.g. an older commit's
// built in a copy of the repository, for the figures before a change.

const SERVER_ENTRY = resolve(process.env.BENCH_RENDER_SERVER ?? "build/server/main.js");
const CONNECTIONS = 30;
const SECONDS = Number(process.env.BENCH_RENDER_SECONDS ?? 15);
const STATIC_PAGE = paths.faq;
const FLOODED = [CASE_PAGE_PATH, caseLetterPath("bank")];
const RUN_DEADLINE_MS = 5 * 60 * 1000;
/** What a browser sends: every page of the flood is answered as a browser would get it. */
const BROWSER_HEADERS = { "accept-encoding": "br, gzip" };

const dataDir = mkdtempSync(join(tmpdir(), "cyberhelp-bench-render-"));
let server: ChildProcess | undefined;
let probe: ChildProcess | undefined;

const cleanUp = guardRun(async () => {
  await stopChild(probe);
  await stopChild(server);
  rmSync(dataDir, { recursive: true, force: true });
}, RUN_DEADLINE_MS);

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
  while (Date.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(origin + apiPaths.health)).ok) return origin;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("The server did not answer within 60 s");
}

/** The static page's answer times over `seconds`, from the probe's own process, sorted. */
function runProbe(origin: string, seconds: number): Promise<Float64Array> {
  const script = fileURLToPath(new URL("./bench-render/static-page-probe.mjs", import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, origin + STATIC_PAGE, String(seconds)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    probe = child;
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => {
      probe = undefined;
      if (code !== 0) return reject(new Error(`The probe exited with ${code}`));
      resolve(Float64Array.from(JSON.parse(output) as number[]).sort());
    });
  });
}

function flood(origin: string, seconds: number): Promise<AutocannonResult> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: origin,
        connections: CONNECTIONS,
        duration: seconds,
        pipelining: 1,
        timeout: 30,
        // Each connection asks for the case page, then the letter, then the case page again.
        requests: FLOODED.map((path) => ({ method: "GET", path, headers: BROWSER_HEADERS })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

function loadAverage(): string {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(", ");
}

function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}

async function main(): Promise<number> {
  console.log(
    `Static page under a flood of case pages: ${STATIC_PAGE} probed one request at a time, alone and while ` +
      `${CONNECTIONS} connections ask for ${FLOODED.join(" and ")} with no cookie, ${SECONDS} s each; ` +
      `Node ${process.version}, ${cpus().length} CPUs`,
  );
  console.log(`  server: ${SERVER_ENTRY}`);
  console.log(`  load average at the start: ${loadAverage()} (other work on the machine slows every figure)`);
  const origin = await startServer();
  // Warm: the first request for each page loads, renders or compresses what later ones reuse.
  for (const path of [STATIC_PAGE, ...FLOODED]) {
    for (let round = 0; round < 3; round += 1) await (await fetch(origin + path, { headers: BROWSER_HEADERS })).text();
  }

  const alone = await runProbe(origin, SECONDS);

  const pid = server?.pid ?? 0;
  const cpuBefore = cpuMs(pid);
  const [flooded, floodResult] = await Promise.all([runProbe(origin, SECONDS), flood(origin, SECONDS)]);
  const serverCpuMs = cpuMs(pid) - cpuBefore;

  const floodAnswers = floodResult.requests.total;
  const rows = [
    [
      "Static page alone",
      ms(percentile(alone, 50)),
      ms(percentile(alone, 99)),
      ms(alone.at(-1) ?? Number.NaN),
      String(alone.length),
    ],
    [
      "Static page under the flood",
      ms(percentile(flooded, 50)),
      ms(percentile(flooded, 99)),
      ms(flooded.at(-1) ?? Number.NaN),
      String(flooded.length),
    ],
  ];
  const header = ["", "p50", "p99", "max", "requests"];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join("  ");
  console.log(`\n${line(header)}`);
  for (const row of rows) console.log(line(row));
  console.log(
    `\nThe flood: ${(floodAnswers / floodResult.duration).toFixed(0)} answers/s ` +
      `(${floodResult["2xx"]} 2xx, ${floodResult.non2xx} other, ${floodResult.errors} errors), ` +
      `p50 ${ms(floodResult.latency.p50)}, p99 ${ms(floodResult.latency.p99)}; ` +
      `server CPU ${(serverCpuMs / Math.max(1, floodAnswers)).toFixed(2)} ms per flood answer (the probe's included).`,
  );
  console.log(`Load average at the end: ${loadAverage()}`);
  return 0;
}

await runThenExit(main, cleanUp);
