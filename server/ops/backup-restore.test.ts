import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApiPaths, apiPaths, caseApiPaths } from "~/shared/routes";
import { EVIDENCE_NAME_HEADER, EVIDENCE_SHA256_HEADER } from "~/shared/schemas/evidence";
import { createDatabase } from "../db/database";
import { loadEvidenceKeyring, newEvidenceKey } from "../evidence/evidence-crypto";
import { evidenceBytes } from "../evidence/evidence-store";
import { CASE_COOKIE_NAME } from "../cases/case-cookies";
import { signInAsAdmin, type AdminSession } from "../testing/admin-session";
import { openTestCase } from "../testing/case-session";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { startTestApp, type TestApp } from "../testing/test-app";
import { readErasureLog } from "./erasure-log";

// npm run backup and npm run restore (server/cli/backup.ts) on the embedded database: a backup
// taken by its own process while the server keeps taking requests holds every submission
// acknowledged before it began, and every evidence file, readable with the key supplied apart; a
// restore applies the erasures made since, so nobody erased comes back. On PostgreSQL (backed up
// with pg_dump, docs/deploy.md) the backup command refuses, and the erasures are applied again alone.

const run = promisify(execFile);
const TSX = resolve("node_modules/.bin/tsx");
const EVIDENCE_KEY = newEvidenceKey();

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let database: TestDatabase;
let testApp: TestApp;
let desk: AdminSession;
let workDir: string;

beforeAll(async () => {
  database = await createTestDatabase({ migrated: true });
  testApp = await startTestApp({ database, env: { EVIDENCE_KEY } });
  desk = await signInAsAdmin(testApp, { name: "Backup Desk" });
  workDir = mkdtempSync(join(tmpdir(), "cyberhelp-backup-"));
});
afterAll(async () => {
  await testApp.close();
  await database.drop();
  rmSync(workDir, { recursive: true, force: true });
});

/** Runs one of the commands as an operator would, with DATA_DIR and nothing else of the server's. */
function command(args: string[], env: Record<string, string>) {
  return run(TSX, ["server/cli/backup.ts", ...args], {
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "test", ...env },
  });
}

async function helpRequest(index: number): Promise<string | undefined> {
  const response = await testApp.app.inject({
    method: "POST",
    url: apiPaths.helpRequests,
    payload: {
      name: `Person ${index}`,
      email: `person${index}@example.in`,
      query: `Lost money to a fake loan app (${index}).`,
    },
  });
  return response.statusCode === 201 ? response.json<{ reference: string }>().reference : undefined;
}

describe.runIf(!onPostgres)("backup and restore of the embedded database", () => {
  it("a backup taken under load restores every acknowledged submission and file, and the erasures made since stay erased", async () => {
    // Before the backup: acknowledged requests, and a case with a file.
    const acknowledged: string[] = [];
    for (let index = 0; index < 20; index++) {
      const reference = await helpRequest(index);
      if (reference) acknowledged.push(reference);
    }
    expect(acknowledged).toHaveLength(20);
    const evidence = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(200 * 1024, 0x41)]);
    const withFile = await openTestCase(testApp);
    const uploaded = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.evidence,
      cookies: { [CASE_COOKIE_NAME]: withFile.cookie },
      headers: {
        "content-type": "application/octet-stream",
        [EVIDENCE_NAME_HEADER]: "statement.pdf",
        [EVIDENCE_SHA256_HEADER]: createHash("sha256").update(evidence).digest("hex"),
      },
      payload: evidence,
    });
    expect(uploaded.statusCode).toBe(201);
    const fileId = uploaded.json<{ file: { id: string } }>().file.id;

    // The backup runs in its own process while this one keeps storing requests.
    const backup = join(workDir, "cyberhelp-backup.sqlite");
    let loading = true;
    let duringBackup = 0;
    const load = (async () => {
      for (let index = 1000; loading; index++) if (await helpRequest(index)) duringBackup++;
    })();
    const { stdout } = await command(["backup", backup], { DATA_DIR: database.env.DATA_DIR });
    loading = false;
    await load;
    expect(stdout).toContain(`Backed up the database to ${backup}`);
    expect(duringBackup).toBeGreaterThan(0);
    expect((statSync(backup).mode & 0o777).toString(8), "only its owner can read the backup").toBe("600");
    expect(readFileSync(backup).includes(Buffer.from(EVIDENCE_KEY.split(":").at(-1)!))).toBe(false);

    // After it: one of the acknowledged requests is erased through the admin.
    const erasedReference = acknowledged[3]!;
    const erased = await testApp.app.inject({
      method: "DELETE",
      url: adminApiPaths.submission(erasedReference),
      headers: desk.headers,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const log = join(database.env.DATA_DIR, "erasures.log");
    expect((await readErasureLog(log)).map((entry) => entry.reference)).toEqual([erasedReference]);

    // Restored into a fresh folder, with the erasure list kept apart from DATA_DIR.
    const keptLog = join(workDir, "erasures.log");
    writeFileSync(keptLog, readFileSync(log));
    const restoredDir = join(workDir, "restored");
    const restored = await command(["restore", backup, "--erasures", keptLog], { DATA_DIR: restoredDir });
    expect(restored.stdout).toContain("erased 1 submission(s) the restored database still held");

    const db = createDatabase({ DATA_DIR: restoredDir });
    try {
      const references = (await db.selectFrom("submissions").select("reference").execute()).map((row) => row.reference);
      for (const reference of acknowledged) {
        if (reference === erasedReference) expect(references).not.toContain(reference);
        else expect(references).toContain(reference);
      }
      // The file opens with the key supplied apart from the backup, byte for byte.
      const keyring = loadEvidenceKeyring({ EVIDENCE_KEY, DATA_DIR: restoredDir }, { warn: () => {} });
      const pieces: Buffer[] = [];
      for await (const piece of evidenceBytes(db, keyring, fileId)) pieces.push(Buffer.from(piece));
      expect(Buffer.concat(pieces).equals(evidence)).toBe(true);
    } finally {
      await db.destroy();
    }
  });

  it("refuses to overwrite: a backup onto an existing file, a restore into a folder that has a database", async () => {
    const existing = join(workDir, "exists.sqlite");
    writeFileSync(existing, "not empty");
    await expect(command(["backup", existing], { DATA_DIR: database.env.DATA_DIR })).rejects.toMatchObject({
      stderr: expect.stringContaining("exists already: a backup never overwrites a file"),
    });
    expect(readFileSync(existing, "utf8")).toBe("not empty");

    const backup = join(workDir, "second-backup.sqlite");
    await command(["backup", backup], { DATA_DIR: database.env.DATA_DIR });
    await expect(command(["restore", backup], { DATA_DIR: database.env.DATA_DIR })).rejects.toMatchObject({
      stderr: expect.stringContaining("restore only into an empty DATA_DIR"),
    });
  });

  it("refuses a file that is not a SQLite database, and a damaged erasure list, with nothing restored", async () => {
    const notABackup = join(workDir, "notes.txt");
    writeFileSync(notABackup, "these are not the droids");
    const target = join(workDir, "never-restored");
    await expect(command(["restore", notABackup], { DATA_DIR: target })).rejects.toMatchObject({
      stderr: expect.stringContaining("is not a SQLite database"),
    });

    const backup = join(workDir, "third-backup.sqlite");
    await command(["backup", backup], { DATA_DIR: database.env.DATA_DIR });
    const badLog = join(workDir, "bad.log");
    writeFileSync(badLog, "2026-11-25T10:00:00.000Z CH-ABC123\nyesterday somebody\n");
    await expect(command(["restore", backup, "--erasures", badLog], { DATA_DIR: target })).rejects.toMatchObject({
      stderr: expect.stringContaining("line 2"),
    });
    expect(() => readFileSync(join(target, "cyberhelp.sqlite"))).toThrow();
  });
});

describe.runIf(onPostgres)("with PostgreSQL", () => {
  it("npm run backup points to pg_dump instead, and changes nothing", async () => {
    const target = join(workDir, "never-written.sqlite");
    await expect(
      command(["backup", target], { DATA_DIR: database.env.DATA_DIR, DATABASE_URL: database.env.DATABASE_URL! }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining("pg_dump") });
    expect(() => readFileSync(target)).toThrow();
  });

  it("npm run erasures:apply erases again the listed references the database still holds, and only those", async () => {
    const kept = await helpRequest(1);
    const listed = await helpRequest(2);
    const log = join(workDir, "erasures-pg.log");
    writeFileSync(log, `2026-11-25T10:00:00.000Z ${listed}\n2026-11-25T10:05:00.000Z CH-ZZZZZZ\n`);
    const { stdout } = await command(["erasures:apply", log], {
      DATA_DIR: database.env.DATA_DIR,
      DATABASE_URL: database.env.DATABASE_URL!,
    });
    expect(stdout).toContain("Read 2 erasure(s)");
    expect(stdout).toContain("erased 1 submission(s)");
    const references = (await testApp.db.selectFrom("submissions").select("reference").execute()).map(
      (row) => row.reference,
    );
    expect(references).toContain(kept);
    expect(references).not.toContain(listed);
  });
});
