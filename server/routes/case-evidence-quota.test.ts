import { createHash, randomUUID } from "node:crypto";
import { request, type ClientRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { caseApiPaths } from "~/shared/routes";
import { EVIDENCE_NAME_HEADER, EVIDENCE_SHA256_HEADER } from "~/shared/schemas/evidence";
import { openTestCase } from "../testing/case-session";
import { startTestApp, type TestApp } from "../testing/test-app";
import { CASE_COOKIE_NAME } from "../cases/case-cookies";
import { evidenceMessages } from "~/shared/messages/evidence";

// Evidence's space is taken before an upload streams (docs/decisions/0056), through the real
// routes on both databases: uploads at once cannot pass a case's or the site's limit together,
// at most two arrive at once for a case, an upload cut off gives its space back, space left by a
// process that died lapses, each address has a daily budget of bytes, and the quota's last tenth
// is kept for cases that hold little, so that a flood cannot stop a new victim's photo.

const KB = 1024;
const MB = 1024 * KB;

const apps: TestApp[] = [];
/** Uploads held open over a real connection, ended if a test stops before it ends them. */
const connections: ClientRequest[] = [];
afterEach(async () => {
  for (const connection of connections.splice(0)) connection.destroy();
  // The second instances first: the first one's creator drops the database.
  for (const testApp of apps.splice(0).reverse()) await testApp.close();
});

async function appWith(env: Record<string, string>, database?: TestApp["database"]): Promise<TestApp> {
  const testApp = await startTestApp({
    env: { EVIDENCE_UPLOADS_PER_ADDRESS_PER_DAY: "1000", ...env },
    ...(database ? { database } : {}),
  });
  apps.push(testApp);
  return testApp;
}

/** Waits for what the server does after answering or on its own (a connection's end), however busy the machine. */
const eventually = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 15_000, interval: 20 });

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** A PNG's signature and header, made unique, padded to `size`. */
function png(size: number): Buffer {
  const head = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const unique = Buffer.from(randomUUID(), "utf8");
  return Buffer.concat([head, unique, Buffer.alloc(size - head.length - unique.length, 0x2a)]);
}

function upload(testApp: TestApp, cookie: string, bytes: Buffer, address = "127.0.0.1") {
  return testApp.app.inject({
    method: "POST",
    url: caseApiPaths.evidence,
    cookies: { [CASE_COOKIE_NAME]: cookie },
    headers: {
      "content-type": "application/octet-stream",
      [EVIDENCE_NAME_HEADER]: "screenshot.png",
      [EVIDENCE_SHA256_HEADER]: sha256(bytes),
    },
    payload: bytes,
    remoteAddress: address,
  });
}

async function storedBytes(testApp: TestApp, submissionId?: number): Promise<number> {
  let query = testApp.db
    .selectFrom("evidence_files")
    .select((eb) => eb.fn.sum<number | string | null>("byte_size").as("bytes"))
    .where("status", "=", "stored");
  if (submissionId !== undefined) query = query.where("submission_id", "=", submissionId);
  return Number((await query.executeTakeFirstOrThrow()).bytes ?? 0);
}

function filesOf(testApp: TestApp, submissionId: number) {
  return testApp.db
    .selectFrom("evidence_files")
    .select(["status", "byte_size"])
    .where("submission_id", "=", submissionId)
    .execute();
}

function reservationsOf(testApp: TestApp, submissionId: number) {
  return testApp.db.selectFrom("evidence_reservations").selectAll().where("submission_id", "=", submissionId).execute();
}

/** A file the case already holds, written straight to the database: its size is what counts. */
async function alreadyHolds(testApp: TestApp, submissionId: number, bytes: number): Promise<void> {
  const now = new Date().toISOString();
  await testApp.db
    .insertInto("evidence_files")
    .values({
      id: randomUUID(),
      submission_id: submissionId,
      file_name: "statement.pdf",
      byte_size: bytes,
      sha256: "0".repeat(64),
      type: "pdf",
      mime: "application/pdf",
      key_id: "seeded",
      status: "stored",
      created_at: now,
      stored_at: now,
    })
    .execute();
}

interface HeldUpload {
  /** Sends the rest of the file and reads the answer. */
  finish(): Promise<{ status: number; message: string }>;
  /** Closes the connection, as a phone losing its network does. */
  cut(): void;
}

/** A form's body sending `file` without scripts, as a browser posts it. */
function formBody(file: Buffer): { body: Buffer; headers: Record<string, string> } {
  const boundary = "----cyberhelp-quota-test";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sms.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/**
 * An upload over a real connection of which only the first `sentFirst` bytes are sent until
 * told: the API's by default, or a form's `{ body, headers }` sent without scripts.
 */
async function heldUpload(
  testApp: TestApp,
  cookie: string,
  file: Buffer | { body: Buffer; headers: Record<string, string> },
  sentFirst: number,
): Promise<HeldUpload> {
  if (!testApp.app.server.listening) await testApp.app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = testApp.app.server.address() as AddressInfo;
  const [path, bytes, headers] = Buffer.isBuffer(file)
    ? [
        caseApiPaths.evidence,
        file,
        {
          "content-type": "application/octet-stream",
          [EVIDENCE_NAME_HEADER]: "recording.png",
          [EVIDENCE_SHA256_HEADER]: sha256(file),
        },
      ]
    : [caseApiPaths.evidenceForm, file.body, file.headers];
  let sent: ClientRequest;
  const answer = new Promise<{ status: number; message: string }>((resolve, reject) => {
    sent = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        agent: false,
        headers: { cookie: `${CASE_COOKIE_NAME}=${cookie}`, "content-length": String(bytes.length), ...headers },
      },
      (response) => {
        const pieces: Buffer[] = [];
        response.on("data", (piece: Buffer) => pieces.push(piece));
        response.on("end", () => {
          const text = Buffer.concat(pieces).toString("utf8");
          const json = response.headers["content-type"]?.startsWith("application/json");
          resolve({
            status: response.statusCode ?? 0,
            message: json ? ((JSON.parse(text) as { message?: string }).message ?? "") : "",
          });
        });
        response.on("error", reject);
      },
    );
    sent.on("error", reject);
    connections.push(sent);
    sent.write(bytes.subarray(0, sentFirst));
  });
  answer.catch(() => {
    // Cut off, by the test or after it: only finish() reads the answer.
  });
  return {
    finish() {
      sent.end(bytes.subarray(sentFirst));
      return answer;
    },
    cut() {
      sent.destroy();
    },
  };
}

describe("evidence space taken before an upload streams", () => {
  it("fourteen uploads at once to one case store no more than the case may hold", async () => {
    const testApp = await appWith({
      EVIDENCE_FILE_MAX_BYTES: String(64 * KB),
      EVIDENCE_CASE_MAX_BYTES: String(100 * KB),
    });
    const { submissionId, cookie } = await openTestCase(testApp);
    const answers = await Promise.all(Array.from({ length: 14 }, () => upload(testApp, cookie, png(30 * KB))));

    expect(await storedBytes(testApp, submissionId)).toBeLessThanOrEqual(100 * KB);
    expect(answers.filter((answer) => answer.statusCode === 201).length).toBeGreaterThan(0);
    for (const answer of answers.filter((each) => each.statusCode !== 201)) {
      expect([evidenceMessages.twoAtOnce, evidenceMessages.caseFull(100 * KB)]).toContain(answer.json().message);
    }
    expect(await reservationsOf(testApp, submissionId)).toEqual([]);
    expect((await filesOf(testApp, submissionId)).every((file) => file.status === "stored")).toBe(true);
  });

  it("two uploads at once that each fit the case but not together: one is stored, the other is refused as the case is full", async () => {
    const testApp = await appWith({
      EVIDENCE_FILE_MAX_BYTES: String(64 * KB),
      EVIDENCE_CASE_MAX_BYTES: String(50 * KB),
    });
    const { submissionId, cookie } = await openTestCase(testApp);
    const answers = await Promise.all([upload(testApp, cookie, png(30 * KB)), upload(testApp, cookie, png(30 * KB))]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 413]);
    expect(answers.find((answer) => answer.statusCode === 413)!.json().message).toBe(
      evidenceMessages.caseFull(50 * KB),
    );
    expect(await storedBytes(testApp, submissionId)).toBe(30 * KB);
  });

  it("fourteen uploads at once to fourteen cases store no more than the site quota, on PostgreSQL through two instances", async () => {
    const env = { EVIDENCE_FILE_MAX_BYTES: String(64 * KB), EVIDENCE_STORAGE_QUOTA_BYTES: String(100 * KB) };
    const first = await appWith(env);
    // Instances share a PostgreSQL database; a SQLite file has one server (two here, on one
    // thread, would each wait for the other's write lock while holding the thread).
    const second = first.database.dialect === "postgres" ? await appWith(env, first.database) : first;
    const cases = await Promise.all(Array.from({ length: 14 }, () => openTestCase(first)));
    const answers = await Promise.all(
      cases.map(({ cookie }, index) => upload(index % 2 === 0 ? first : second, cookie, png(30 * KB))),
    );

    expect(await storedBytes(first)).toBeLessThanOrEqual(100 * KB);
    // Three files fit; every other upload is told the storage is full.
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    for (const answer of answers.filter((each) => each.statusCode !== 201)) {
      expect(answer.statusCode).toBe(507);
      expect(answer.json().message).toBe(evidenceMessages.storageFull);
    }
  });

  it("a third upload to a case while two are still arriving is refused, and nothing of it is stored", async () => {
    const testApp = await appWith({
      EVIDENCE_FILE_MAX_BYTES: String(300 * KB),
      EVIDENCE_CASE_MAX_BYTES: String(1 * MB),
    });
    const { submissionId, cookie } = await openTestCase(testApp);
    const held = [
      await heldUpload(testApp, cookie, png(200 * KB), 100 * KB),
      await heldUpload(testApp, cookie, png(200 * KB), 100 * KB),
    ];
    // Both have begun to arrive: their first chunks are in.
    await eventually(async () => expect(await filesOf(testApp, submissionId)).toHaveLength(2));

    const third = await upload(testApp, cookie, png(5 * KB));
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(evidenceMessages.twoAtOnce);
    expect((await filesOf(testApp, submissionId)).map((file) => file.status)).toEqual(["receiving", "receiving"]);
    // Their space is held for longer than the server lets a request take (30 minutes).
    for (const reservation of await reservationsOf(testApp, submissionId)) {
      expect(Date.parse(reservation.expires_at)).toBeGreaterThan(Date.now() + 30 * 60_000);
    }

    expect((await Promise.all(held.map((each) => each.finish()))).map((answer) => answer.status)).toEqual([201, 201]);
    expect((await upload(testApp, cookie, png(5 * KB))).statusCode).toBe(201);
    expect(await storedBytes(testApp, submissionId)).toBe(405 * KB);
  });

  it("an upload cut off by the client gives its space and its bytes of the day back", async () => {
    const testApp = await appWith({
      EVIDENCE_FILE_MAX_BYTES: String(256 * KB),
      EVIDENCE_CASE_MAX_BYTES: String(300 * KB),
      EVIDENCE_BYTES_PER_ADDRESS_PER_DAY: String(300 * KB),
    });
    const { submissionId, cookie } = await openTestCase(testApp);
    const cutOff = await heldUpload(testApp, cookie, png(250 * KB), 100 * KB);
    await eventually(async () => expect(await reservationsOf(testApp, submissionId)).toHaveLength(1));
    await eventually(async () => expect(await filesOf(testApp, submissionId)).toHaveLength(1));

    cutOff.cut();
    await eventually(async () => expect(await reservationsOf(testApp, submissionId)).toEqual([]));
    await eventually(async () => expect(await filesOf(testApp, submissionId)).toEqual([]));

    // Held still, the 250 KB would leave no room in the case nor in the address's 300 KB a day.
    const again = await upload(testApp, cookie, png(250 * KB));
    expect(again.statusCode).toBe(201);
    expect(await storedBytes(testApp, submissionId)).toBe(250 * KB);
  });

  it("a file sent without scripts holds no more than its form's length, and gives its space back when cut off", async () => {
    const testApp = await appWith({
      EVIDENCE_FILE_MAX_BYTES: String(256 * KB),
      EVIDENCE_VIDEO_MAX_BYTES: String(1 * MB),
      EVIDENCE_CASE_MAX_BYTES: String(500 * KB),
    });
    const { submissionId, cookie } = await openTestCase(testApp);
    const form = formBody(png(200 * KB));
    const cutOff = await heldUpload(testApp, cookie, form, 100 * KB);
    await eventually(async () => expect(await filesOf(testApp, submissionId)).toHaveLength(1));
    // Not the 1 MB a video may be: the form's length, the file and a few lines around it.
    expect((await reservationsOf(testApp, submissionId)).map((reservation) => reservation.bytes)).toEqual([
      form.body.length,
    ]);

    cutOff.cut();
    await eventually(async () => expect(await reservationsOf(testApp, submissionId)).toEqual([]));
    await eventually(async () => expect(await filesOf(testApp, submissionId)).toEqual([]));
    const sent = await heldUpload(testApp, cookie, formBody(png(200 * KB)), 0);
    expect((await sent.finish()).status).toBe(303);
    expect(await storedBytes(testApp, submissionId)).toBe(200 * KB);
    expect(await reservationsOf(testApp, submissionId)).toEqual([]);
  });

  it("space held by an upload whose process died lapses at its expiry, with its half-received file", async () => {
    const testApp = await appWith({
      EVIDENCE_FILE_MAX_BYTES: String(64 * KB),
      EVIDENCE_CASE_MAX_BYTES: String(100 * KB),
    });
    const lapsed = await openTestCase(testApp);
    const live = await openTestCase(testApp);
    const deadFile = randomUUID();
    const past = new Date(Date.now() - 1000).toISOString();
    await testApp.db
      .insertInto("evidence_reservations")
      .values([
        { file_id: deadFile, submission_id: lapsed.submissionId, bytes: 100 * KB, expires_at: past },
        {
          file_id: randomUUID(),
          submission_id: live.submissionId,
          bytes: 100 * KB,
          expires_at: new Date(Date.now() + 60 * 60_000).toISOString(),
        },
      ])
      .execute();
    await testApp.db
      .insertInto("evidence_files")
      .values({
        id: deadFile,
        submission_id: lapsed.submissionId,
        file_name: "half.png",
        sha256: "",
        type: "png",
        mime: "image/png",
        key_id: "seeded",
        created_at: new Date().toISOString(),
      })
      .execute();

    const refused = await upload(testApp, live.cookie, png(50 * KB));
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(evidenceMessages.caseFull(100 * KB));

    expect((await upload(testApp, lapsed.cookie, png(50 * KB))).statusCode).toBe(201);
    expect(await reservationsOf(testApp, lapsed.submissionId)).toEqual([]);
    expect(await filesOf(testApp, lapsed.submissionId)).toEqual([{ status: "stored", byte_size: 50 * KB }]);
  });

  it("an address has a daily budget of bytes: past it the address is refused, another is not, an IPv6 /64 is one address, and a refused file costs nothing", async () => {
    const testApp = await appWith({
      EVIDENCE_FILE_MAX_BYTES: String(64 * KB),
      EVIDENCE_BYTES_PER_ADDRESS_PER_DAY: String(100 * KB),
    });
    const { cookie } = await openTestCase(testApp);
    const other = await openTestCase(testApp);
    const sendFrom = (address: string, to = cookie) => upload(testApp, to, png(30 * KB), address);

    for (let sent = 0; sent < 3; sent++) expect((await sendFrom("203.0.113.9")).statusCode).toBe(201);
    // The budget is the address's, whatever the case.
    const over = await sendFrom("203.0.113.9", other.cookie);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(evidenceMessages.dailyBytes);
    expect((await sendFrom("198.51.100.4", other.cookie)).statusCode).toBe(201);

    for (const address of ["2001:db8:1:2::1", "2001:db8:1:2::2", "2001:db8:1:2:aaaa::3"]) {
      expect((await sendFrom(address, other.cookie)).statusCode).toBe(201);
    }
    expect((await sendFrom("2001:db8:1:2:ffff::9", other.cookie)).statusCode).toBe(429);
    expect((await sendFrom("2001:db8:1:3::1", other.cookie)).statusCode).toBe(201);

    // Files refused for what they are give their bytes back: the budget is still whole.
    const page = Buffer.concat([Buffer.from("<html><script>alert(1)</script>"), Buffer.alloc(30 * KB, 0x20)]);
    for (let sent = 0; sent < 5; sent++) {
      const refused = await testApp.app.inject({
        method: "POST",
        url: caseApiPaths.evidence,
        cookies: { [CASE_COOKIE_NAME]: other.cookie },
        headers: {
          "content-type": "application/octet-stream",
          [EVIDENCE_NAME_HEADER]: "chat.txt",
          [EVIDENCE_SHA256_HEADER]: sha256(page),
        },
        payload: page,
        remoteAddress: "192.0.2.77",
      });
      expect(refused.statusCode).toBe(415);
    }
    for (let sent = 0; sent < 3; sent++) expect((await sendFrom("192.0.2.77", other.cookie)).statusCode).toBe(201);
  });

  it("with the site quota 90% full, a case holding over 10 MB is refused while a new case can store a 5 MB photo", async () => {
    const testApp = await appWith({ EVIDENCE_STORAGE_QUOTA_BYTES: String(100 * MB) });
    const large = await openTestCase(testApp);
    const growing = await openTestCase(testApp);
    const others = await openTestCase(testApp);
    await alreadyHolds(testApp, large.submissionId, 11 * MB);
    await alreadyHolds(testApp, growing.submissionId, 6 * MB);
    await alreadyHolds(testApp, others.submissionId, 74 * MB);
    expect(await storedBytes(testApp)).toBe(91 * MB);

    const refused = await upload(testApp, large.cookie, png(1 * MB));
    expect(refused.statusCode).toBe(507);
    expect(refused.json().message).toBe(evidenceMessages.storageReserved);
    // Under 10 MB now, but not with the photo.
    expect((await upload(testApp, growing.cookie, png(5 * MB))).json().message).toBe(evidenceMessages.storageReserved);

    const newCase = await openTestCase(testApp);
    const photo = png(5 * MB);
    const stored = await upload(testApp, newCase.cookie, photo);
    expect(stored.statusCode).toBe(201);
    expect(stored.json().file).toMatchObject({ bytes: photo.length, sha256: sha256(photo) });
  });

  it("a flood from 20 addresses cannot stop a new case from uploading a 5 MB photo (sizes scaled down: KB for MB)", async () => {
    // Today's limits at a thousandth, but for a quota the flood could fill twice over.
    const quota = 1500 * KB;
    const testApp = await appWith({
      EVIDENCE_FILE_MAX_BYTES: String(10 * KB),
      EVIDENCE_VIDEO_MAX_BYTES: String(25 * KB),
      EVIDENCE_CASE_MAX_BYTES: String(50 * KB),
      EVIDENCE_FILES_PER_CASE: "20",
      EVIDENCE_UPLOADS_PER_ADDRESS_PER_DAY: "60",
      EVIDENCE_BYTES_PER_ADDRESS_PER_DAY: String(100 * KB),
      EVIDENCE_RESERVED_FOR_CASES_UNDER_BYTES: String(10 * KB),
      EVIDENCE_STORAGE_QUOTA_BYTES: String(quota),
    });

    /** One address sends 5 KB files until refused for good, opening a new case whenever one is refused. */
    async function flood(address: string): Promise<void> {
      let { cookie } = await openTestCase(testApp);
      let casesOpened = 1;
      for (;;) {
        const answer = await upload(testApp, cookie, png(5 * KB), address);
        if (answer.statusCode === 201) continue;
        const message = answer.json<{ message: string }>().message;
        const anotherCaseMightDo =
          message === evidenceMessages.caseFull(50 * KB) || message === evidenceMessages.storageReserved;
        if (!anotherCaseMightDo || casesOpened === 8) return;
        ({ cookie } = await openTestCase(testApp));
        casesOpened += 1;
      }
    }
    await Promise.all(Array.from({ length: 20 }, (_, index) => flood(`203.0.113.${index + 1}`)));

    // The flood reached the quota's last tenth, and no further than the quota.
    const flooded = await storedBytes(testApp);
    expect(flooded).toBeGreaterThan(quota * 0.9);
    expect(flooded).toBeLessThanOrEqual(quota);

    const victim = await openTestCase(testApp);
    const photo = await upload(testApp, victim.cookie, png(5 * KB), "192.0.2.50");
    expect(photo.statusCode).toBe(201);
  }, 120_000);
});
