import { get, type ClientRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminApiPaths } from "~/shared/routes";
import { EXPORT_BATCH_SIZE, SUBMISSION_CSV_HEADER } from "~/server/admin/submission-export";
import { seedSubmissions } from "~/server/testing/store-test-database";
import { referencesKeptApart } from "~/server/audit/audit-log";
import { signInAsAdmin, type AdminSession } from "~/server/testing/admin-session";
import { startTestApp, type TestApp } from "~/server/testing/test-app";
import { apiMessages } from "~/shared/messages/api";

// GET /api/admin/submissions.csv: the list's filter as a streamed, spreadsheet-safe CSV file.

let testApp: TestApp;
let admin: AdminSession;
beforeAll(async () => {
  testApp = await startTestApp();
  admin = await signInAsAdmin(testApp);
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(async () => {
  await testApp.db.deleteFrom("audit_log").execute();
  await testApp.db.deleteFrom("submissions").execute();
});

function exportCsv(query = "") {
  return testApp.app.inject({ method: "GET", url: `${adminApiPaths.submissionsCsv}${query}`, headers: admin.headers });
}

/** RFC 4180 records, the BOM taken off first. */
function records(body: string): string[] {
  expect(body.startsWith("\uFEFF")).toBe(true);
  expect(body.endsWith("\r\n")).toBe(true);
  return body.slice(1, -2).split("\r\n");
}

async function exportAuditEntries() {
  return testApp.db.selectFrom("audit_log").selectAll().where("action", "=", "submissions.exported").execute();
}

describe("the submissions CSV", () => {
  it("is a UTF-8 CSV attachment named after today, starting with the BOM and the header row", async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="cyberhelp-submissions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(records(response.body)).toEqual([SUBMISSION_CSV_HEADER.join(",")]);
    expect(SUBMISSION_CSV_HEADER).toEqual([
      "Reference",
      "Form",
      "Received (India time)",
      "Status",
      "Name",
      "Email",
      "Phone",
      "State",
      "City",
      "Subject",
      "Message",
      "Topic",
      "Sent from",
      "Last changed (India time)",
      "Language",
    ]);
  });

  it("writes each row with CRLF line ends, quoting commas, quotes and line breaks, Hindi intact, and words for the codes", async () => {
    const [reference] = await seedSubmissions(testApp.db, [
      {
        kind: "post_query",
        topic: "atm-scam",
        status: "in_progress",
        name: "रवि कुमार",
        email: "ravi@example.in",
        state: "Delhi",
        subject: 'The "bank" called',
        message: "Lost Rs 50,000\r\nthen more",
        created_at: "2026-01-01T20:00:00.000Z",
      },
    ]);
    const [, row] = records((await exportCsv()).body.replace("\r\nthen", "<CRLF>then"));
    expect(row).toBe(
      [
        reference,
        "Post Query",
        "2026-01-02 01:30:00",
        "In progress",
        "रवि कुमार",
        "ravi@example.in",
        "",
        "Delhi",
        "",
        '"The ""bank"" called"',
        '"Lost Rs 50,000<CRLF>then more"',
        "ATM Scam",
        "",
        "2026-01-02 01:30:00",
        "English",
      ].join(","),
    );
  });

  it("names the language each person wrote in, as the case's detail does, in valid UTF-8", async () => {
    const [hindi] = await seedSubmissions(testApp.db, [
      { name: "सीमा", page: "/hi/query-form", language: "hi", created_at: "2026-01-02T10:00:00.000Z" },
    ]);
    const [english] = await seedSubmissions(testApp.db, [{ language: "en", created_at: "2026-01-01T10:00:00.000Z" }]);
    const response = await exportCsv();
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(response.rawPayload);
    const [header, ...rows] = records(text);
    const languageColumn = header?.split(",").indexOf("Language") ?? -1;
    expect(languageColumn).toBeGreaterThan(0);
    expect(rows.map((row) => [row.split(",")[0], row.split(",")[languageColumn]])).toEqual([
      [hindi, "Hindi (हिन्दी)"],
      [english, "English"],
    ]);
  });

  it.each([
    ["=", '=HYPERLINK("http://x.example")'],
    ["+", "+91 98765 43210"],
    ["-", "-1+1"],
    ["@", "@SUM(1,2)"],
    ["a tab", "\t=1+1"],
    ["a carriage return", "\r=1+1"],
  ])("neutralises a cell starting with %s with a leading apostrophe", async (_start, name) => {
    await seedSubmissions(testApp.db, [{ name, created_at: "2026-01-01T10:00:00.000Z" }]);
    const body = (await exportCsv()).body;
    const nameCell = body.split("\r\n")[1]?.split(",").slice(4).join(",") ?? "";
    expect(nameCell.replace(/^"/, "").startsWith(`'${name.slice(0, 1)}`)).toBe(true);
    expect(body).not.toMatch(/\r\n"?[=+\-@\t\r]/);
  });

  it("exports exactly the filtered rows, newest first, with no paging", async () => {
    const rows = Array.from({ length: 30 }, (_, index) => ({
      kind: index % 3 === 0 ? ("post_query" as const) : ("help_request" as const),
      created_at: `2026-01-${String(index + 1).padStart(2, "0")}T10:00:00.000Z`,
    }));
    const references = await seedSubmissions(testApp.db, rows);
    const expected = references.filter((_, index) => index % 3 === 0).reverse();
    const lines = records((await exportCsv("?kind=post_query&page=1&pageSize=10")).body).slice(1);
    expect(lines.map((line) => line.split(",")[0])).toEqual(expected);
  });

  it("answers HEAD with the headers only, exporting and recording nothing", async () => {
    await seedSubmissions(testApp.db, [{ created_at: "2026-01-01T10:00:00.000Z" }]);
    const response = await testApp.app.inject({
      method: "HEAD",
      url: adminApiPaths.submissionsCsv,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.body).toBe("");
    // An export records itself before its answer starts.
    expect(await exportAuditEntries()).toEqual([]);
  });

  it("does not start when its audit entry cannot be written: a server error, and no row sent", async () => {
    await seedSubmissions(testApp.db, [{ name: "Unrecorded Person", created_at: "2026-01-01T10:00:00.000Z" }]);
    await sql`alter table audit_log rename to audit_log_unavailable`.execute(testApp.db);
    try {
      const response = await exportCsv();
      expect(response.statusCode).toBe(500);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ status: "error", message: apiMessages.serverError });
      expect(response.body).not.toContain("Unrecorded Person");
    } finally {
      await sql`alter table audit_log_unavailable rename to audit_log`.execute(testApp.db);
    }
  });

  it("refuses a bad filter with 400 JSON, exporting nothing", async () => {
    const response = await exportCsv("?status=closed");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: "error",
      message: apiMessages.invalidInput,
      errors: { status: expect.any(String) },
    });
    expect(await exportAuditEntries()).toEqual([]);
  });

  it("is recorded in the audit log with the view, the filter names, the row count and the references sent, never the search words", async () => {
    const [ali, khan] = await seedSubmissions(testApp.db, [
      { kind: "post_query", name: "Farhan Ali", state: "Kerala", created_at: "2026-01-01T10:00:00.000Z" },
      { kind: "post_query", name: "Farhan Khan", state: "Kerala", created_at: "2026-01-02T10:00:00.000Z" },
      { kind: "post_query", name: "Meera Nair", state: "Kerala", created_at: "2026-01-03T10:00:00.000Z" },
    ]);
    await exportCsv("?kind=post_query&state=Kerala&q=farhan");
    const entries = await exportAuditEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor_user_id: admin.user.id });
    expect(JSON.parse(entries[0]?.detail ?? "")).toEqual({
      view: "post_query",
      filters: ["state", "search"],
      rows: 2,
      complete: true,
    });
    expect(await referencesKeptApart(testApp.db, entries[0]!.id)).toEqual([khan, ali]);
    expect(entries[0]?.detail.toLowerCase()).not.toMatch(/farhan|kerala/);
  });
});

describe("a large export", () => {
  const rowCount = EXPORT_BATCH_SIZE * 3 + 7;

  beforeEach(async () => {
    const start = Date.parse("2025-01-01T00:00:00.000Z");
    const rows = Array.from({ length: rowCount }, (_, index) => ({
      name: `Person ${index}`,
      // Long enough (about 15 MB in all) that the export cannot fit in the sockets' buffers.
      message: "x".repeat(5000),
      // Pairs of rows share a time, so batch edges fall between equal times too.
      created_at: new Date(start + Math.floor(index / 2) * 60_000).toISOString(),
    }));
    for (let offset = 0; offset < rows.length; offset += 500)
      await seedSubmissions(testApp.db, rows.slice(offset, offset + 500));
  }, 60_000); // 15 MB through the search index: seconds on a quiet machine, more on a busy one

  let origin: string | undefined;
  async function listen(): Promise<string> {
    if (!origin) {
      await testApp.app.listen({ host: "127.0.0.1", port: 0 });
      origin = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
    }
    return origin;
  }

  /** A plain HTTP GET on its own connection (no pool that could keep a socket open after the test). */
  async function download(path: string): Promise<IncomingMessage & { request: ClientRequest }> {
    const url = `${await listen()}${path}`;
    return new Promise((resolve, reject) => {
      const request = get(url, { headers: admin.headers, agent: false }, (response) =>
        resolve(Object.assign(response, { request })),
      );
      request.on("error", reject);
    });
  }

  it("is streamed in chunks, every row exactly once", async () => {
    const response = await download(adminApiPaths.submissionsCsv);
    expect(response.headers["transfer-encoding"]).toBe("chunked");
    expect(response.headers["content-length"]).toBeUndefined();
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    expect(chunks.length).toBeGreaterThan(1);
    const lines = records(Buffer.concat(chunks).toString("utf8")).slice(1);
    expect(lines).toHaveLength(rowCount);
    expect(new Set(lines.map((line) => line.split(",")[0])).size).toBe(rowCount);
    const [entry] = await exportAuditEntries();
    expect(JSON.parse(entry?.detail ?? "")).toMatchObject({ rows: rowCount, complete: true });
  });

  it("names every row it sent in the audit log, in the order sent, a batch a row and never in one list", async () => {
    const response = await download(adminApiPaths.submissionsCsv);
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    const sent = records(Buffer.concat(chunks).toString("utf8"))
      .slice(1)
      .map((line) => line.split(",")[0]);
    const [entry] = await exportAuditEntries();
    expect(JSON.parse(entry?.detail ?? "")).not.toHaveProperty("references");
    expect(await referencesKeptApart(testApp.db, entry!.id)).toEqual(sent);
    const stored = await testApp.db
      .selectFrom("audit_log_references")
      .select(["position", "reference_count"])
      .where("audit_log_id", "=", entry!.id)
      .orderBy("position")
      .execute();
    expect(stored).toEqual([
      { position: 0, reference_count: EXPORT_BATCH_SIZE },
      { position: 1, reference_count: EXPORT_BATCH_SIZE },
      { position: 2, reference_count: EXPORT_BATCH_SIZE },
      { position: 3, reference_count: 7 },
    ]);
  });

  it("names each row in the audit log before the row is sent, so an export cut short is on record", async () => {
    const response = await download(adminApiPaths.submissionsCsv);
    try {
      // Read until a few rows have begun to arrive, then stop reading, with the download still open.
      const rowStart = /(?:^|\r\n)(CH-[0-9A-Z]{6}),/g;
      const text = await new Promise<string>((resolve) => {
        let sofar = "";
        const onData = (chunk: Buffer) => {
          sofar += chunk.toString("utf8");
          if ((sofar.match(rowStart) ?? []).length < 5) return;
          response.off("data", onData);
          response.pause();
          resolve(sofar);
        };
        response.on("data", onData);
      });
      const receivedReferences = [...text.matchAll(rowStart)].map((match) => match[1]);

      const [entry] = await exportAuditEntries();
      const detail = JSON.parse(entry?.detail ?? "");
      expect(detail.complete).toBe(false);
      const recorded = await referencesKeptApart(testApp.db, entry!.id);
      expect(recorded.slice(0, receivedReferences.length)).toEqual(receivedReferences);
      expect(detail.rows).toBe(recorded.length);
    } finally {
      response.request.destroy();
    }
  });

  it("stops reading the database when the client goes away, and records a partial export", async () => {
    const response = await download(adminApiPaths.submissionsCsv);
    await new Promise((resolve) => response.once("data", resolve));
    response.request.destroy();
    await expect.poll(async () => (await exportAuditEntries()).length, { timeout: 5_000 }).toBe(1);
    const [entry] = await exportAuditEntries();
    const detail = JSON.parse(entry?.detail ?? "");
    expect(detail.complete).toBe(false);
    expect(detail.rows).toBeLessThan(rowCount);
    expect(await referencesKeptApart(testApp.db, entry!.id)).toHaveLength(detail.rows);
  });
});
