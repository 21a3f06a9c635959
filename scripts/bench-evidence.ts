// Must come first: the modules below read the site config when they load.
import "~/server/cli/define-site-config";
import type { ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { mintCaseSecret } from "~/server/cases/case-secrets";
import { createDatabase } from "~/server/db/database";
import { migrateToLatest } from "~/server/db/migrate";
import { adminApiPaths, caseApiPaths } from "~/shared/routes";
import { EVIDENCE_NAME_HEADER, EVIDENCE_SHA256_HEADER } from "~/shared/schemas/evidence";
import { rssBytes, startBenchServer } from "./bench-admin/start-server";
import { guardRun, runThenExit, stopChild } from "./bench-support/run-guard";
import { createBenchAdminSession } from "./bench-support/bench-admin-account";

// npm run bench:evidence: one 25 MB video up to a case page and down again as the desk, through
// the server as it ships, on SQLite in a temporary folder. Uploads and downloads stream in 64 KiB
// sealed chunks (docs/decisions/0027), so the server's memory must stay flat: its RSS is sampled
// every 50 ms and the growth over the start is checked against the target. Prints the time of
// each; the figures go in docs/performance.md.

const FILE_BYTES = 25 * 1024 * 1024;
const TARGET_RSS_GROWTH_BYTES = 30 * 1024 * 1024;
const RSS_SAMPLE_MS = 50;
const RUN_DEADLINE_MS = 10 * 60 * 1000;

const dataDir = mkdtempSync(join(tmpdir(), "cyberhelp-bench-evidence-"));
/** Inside node_modules (its .cache): the one place outside the source tree where the bundle's packages resolve. */
const bundleDir = fileURLToPath(
  new URL(`../node_modules/.cache/cyberhelp-bench-evidence-${process.pid}/`, import.meta.url),
);
let server: ChildProcess | undefined;

const cleanUp = guardRun(async () => {
  await stopChild(server);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(bundleDir, { recursive: true, force: true });
}, RUN_DEADLINE_MS);

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** One HTTP exchange; the answer's body is hashed as it streams, never held. */
function exchange(
  origin: string,
  options: { method: string; path: string; headers: Record<string, string>; body?: Buffer },
): Promise<{ status: number; bytes: number; sha256: string; text: string }> {
  return new Promise((resolve, reject) => {
    const call = request(`${origin}${options.path}`, { method: options.method, headers: options.headers }, (answer) => {
      const hash = createHash("sha256");
      let bytes = 0;
      let text = "";
      answer.on("data", (piece: Buffer) => {
        hash.update(piece);
        bytes += piece.length;
        if (text.length < 500) text += piece.toString("utf8");
      });
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, bytes, sha256: hash.digest("hex"), text }));
      answer.on("error", reject);
    });
    call.on("error", reject);
    if (options.body) {
      // Sent in 256 KiB writes, as a phone's upload arrives in pieces.
      for (let offset = 0; offset < options.body.length; offset += 256 * 1024) {
        call.write(options.body.subarray(offset, offset + 256 * 1024));
      }
    }
    call.end();
  });
}

async function main(): Promise<number> {
  console.log(`Evidence benchmark: one ${megabytes(FILE_BYTES)} video; Node ${process.version}, ${cpus().length} CPUs`);
  console.log(
    `  load average at the start: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")}`,
  );

  // A case to upload to and an admin to download as, written before the server starts.
  const db = createDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  let caseSecret: string;
  let adminToken: string;
  let reference: string;
  try {
    await migrateToLatest(db, "sqlite");
    const now = new Date();
    reference = "CH-BENCH2";
    const inserted = await db
      .insertInto("submissions")
      .values({
        reference,
        kind: "help_request",
        name: "Bench Victim",
        email: "bench-victim@example.in",
        phone: "",
        state: "",
        city: "",
        subject: "",
        message: "Benchmark case",
        topic: null,
        page: "/query-form",
        status: "new",
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    caseSecret = (await mintCaseSecret(db, inserted.id, "link", now, { channel: "form_answer" })).secret;
    adminToken = await createBenchAdminSession(db, now);
  } finally {
    await db.destroy();
  }

  const started = await startBenchServer(dataDir, bundleDir);
  server = started.child;
  const { origin, pid } = started;
  const opened = await new Promise<string>((resolve, reject) => {
    const body = JSON.stringify({ link: caseSecret });
    const call = request(
      `${origin}${caseApiPaths.open}`,
      { method: "POST", headers: { "content-type": "application/json", "content-length": String(body.length) } },
      (answer) => {
        const cookie = (answer.headers["set-cookie"] ?? []).find((line) => line.startsWith("cyberhelp_case="));
        answer.resume();
        if (cookie) resolve(cookie.split(";")[0]!);
        else reject(new Error(`The case link opened no case (${answer.statusCode})`));
      },
    );
    call.on("error", reject);
    call.end(body);
  });

  // An MP4's ftyp box, then random bytes: nothing compresses or repeats.
  const video = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0]),
    Buffer.from("isomiso2avc1mp41", "ascii"),
    randomBytes(FILE_BYTES - 32),
  ]);
  const sha256 = createHash("sha256").update(video).digest("hex");

  // A small file up and down first, so the code paths are loaded and compiled before the
  // baseline is read: the growth measured is the 25 MB file's, not the first request's.
  const warmUp = Buffer.concat([video.subarray(0, 32), randomBytes(100 * 1024)]);
  const warmed = await exchange(origin, {
    method: "POST",
    path: caseApiPaths.evidence,
    headers: {
      cookie: opened,
      "content-type": "application/octet-stream",
      "content-length": String(warmUp.length),
      [EVIDENCE_NAME_HEADER]: "warm-up.mp4",
      [EVIDENCE_SHA256_HEADER]: createHash("sha256").update(warmUp).digest("hex"),
    },
    body: warmUp,
  });
  if (warmed.status !== 201) throw new Error(`The warm-up upload answered ${warmed.status}: ${warmed.text}`);
  const warmId = (JSON.parse(warmed.text) as { file: { id: string } }).file.id;
  await exchange(origin, {
    method: "GET",
    path: adminApiPaths.submissionEvidence(reference, warmId),
    headers: { authorization: `Bearer ${adminToken}` },
  });

  const startRss = rssBytes(pid);
  let peakRss = startRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssBytes(pid));
  }, RSS_SAMPLE_MS);

  const uploadStart = performance.now();
  const uploaded = await exchange(origin, {
    method: "POST",
    path: caseApiPaths.evidence,
    headers: {
      cookie: opened,
      "content-type": "application/octet-stream",
      "content-length": String(video.length),
      [EVIDENCE_NAME_HEADER]: encodeURIComponent("bench-video.mp4"),
      [EVIDENCE_SHA256_HEADER]: sha256,
    },
    body: video,
  });
  const uploadMs = performance.now() - uploadStart;
  if (uploaded.status !== 201) throw new Error(`The upload answered ${uploaded.status}: ${uploaded.text}`);
  const fileId = (JSON.parse(uploaded.text) as { file: { id: string } }).file.id;

  const downloadStart = performance.now();
  const downloaded = await exchange(origin, {
    method: "GET",
    path: adminApiPaths.submissionEvidence(reference, fileId),
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const downloadMs = performance.now() - downloadStart;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, rssBytes(pid));
  if (downloaded.status !== 200) throw new Error(`The download answered ${downloaded.status}: ${downloaded.text}`);

  const identical = downloaded.sha256 === sha256 && downloaded.bytes === video.length;
  const growth = peakRss - startRss;
  console.log(`  upload: ${(uploadMs / 1000).toFixed(2)} s (${megabytes(video.length / (uploadMs / 1000))}/s)`);
  console.log(`  download: ${(downloadMs / 1000).toFixed(2)} s (${megabytes(video.length / (downloadMs / 1000))}/s)`);
  console.log(`  bytes identical after the round trip: ${identical ? "yes" : "NO"}`);
  console.log(
    `  server RSS: ${megabytes(startRss)} after a 100 KB warm-up, peak ${megabytes(peakRss)}: growth ${megabytes(growth)} (target under ${megabytes(TARGET_RSS_GROWTH_BYTES)})`,
  );
  const met = identical && growth < TARGET_RSS_GROWTH_BYTES;
  console.log(met ? "All targets met." : "A target was missed.");
  return met ? 0 : 1;
}

await runThenExit(main, cleanUp);
