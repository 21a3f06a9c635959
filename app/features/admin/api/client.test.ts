import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { adminEndpoints } from "~/shared/admin-endpoints";
import { adminApiPaths } from "~/shared/routes";
import { AdminApiError, callAdmin } from "./client";
import { reportCsvUrl } from "./report";
import { evidenceDownloadUrl, submissionsCsvUrl } from "./submissions";

// The dashboard calls each admin endpoint from its entry in shared/admin-endpoints/: the entry's
// method, its path with the parameters filled in, the query and the body, exactly as the routes
// the server registers from the same entries take them; a refusal stays an AdminApiError.

interface SentRequest {
  url: string;
  method: string | undefined;
  body: string | undefined;
  contentType: string | undefined;
  signal: AbortSignal | undefined;
}

describe("callAdmin", () => {
  let sent: SentRequest[];
  let answer: Response;

  beforeEach(() => {
    sent = [];
    answer = Response.json({ status: "success", message: "Done." });
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      sent.push({
        url,
        method: init.method,
        body: typeof init.body === "string" ? init.body : undefined,
        contentType: headers.get("content-type") ?? undefined,
        signal: init.signal ?? undefined,
      });
      return answer;
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("reads with a GET at the entry's address, the query without its empty values, cancelled by the signal", async () => {
    const signal = new AbortController().signal;
    await callAdmin(adminEndpoints.inbox, { query: { tab: "new", page: 2, assigned: undefined }, signal });
    expect(sent).toEqual([
      { url: `${adminApiPaths.inbox}?tab=new&page=2`, method: "GET", body: undefined, contentType: undefined, signal },
    ]);
  });

  it("sends a change with the entry's method, the path's parameters encoded and the body as JSON", async () => {
    await callAdmin(adminEndpoints.submissionNotes, {
      params: { reference: "CH-7K3Q9M/x" },
      body: { body: "Called." },
    });
    await callAdmin(adminEndpoints.userApprove, { params: { id: 7 }, body: { role: "caseworker" } });
    expect(sent).toEqual([
      {
        url: adminApiPaths.submissionNotes("CH-7K3Q9M/x"),
        method: "POST",
        body: '{"body":"Called."}',
        contentType: "application/json",
        signal: undefined,
      },
      {
        url: adminApiPaths.userApprove(7),
        method: "POST",
        body: '{"role":"caseworker"}',
        contentType: "application/json",
        signal: undefined,
      },
    ]);
  });

  it("sends no body where none is given, and an empty one where asked", async () => {
    await callAdmin(adminEndpoints.submissionErase, { params: { reference: "CH-7K3Q9M" } });
    await callAdmin(adminEndpoints.userReject, { params: { id: 7 }, body: {} });
    expect(sent.map(({ method, url, body, contentType }) => ({ method, url, body, contentType }))).toEqual([
      { method: "DELETE", url: adminApiPaths.submission("CH-7K3Q9M"), body: undefined, contentType: undefined },
      { method: "POST", url: adminApiPaths.userReject(7), body: "{}", contentType: "application/json" },
    ]);
  });

  it("answers the server's answer", async () => {
    answer = Response.json([{ id: 3, name: "Ravi", role: "caseworker" }]);
    expect(await callAdmin(adminEndpoints.team)).toEqual([{ id: 3, name: "Ravi", role: "caseworker" }]);
  });

  it("throws a refusal as an AdminApiError that keeps its reason, its fields and whether it ends the session", async () => {
    answer = Response.json(
      { status: "error", message: "Session expired.", reason: "session_expired" },
      { status: 401 },
    );
    const expired = await callAdmin(adminEndpoints.dashboard).catch((error: unknown) => error);
    expect(expired).toBeInstanceOf(AdminApiError);
    expect(expired).toMatchObject({ status: 401, reason: "session_expired", endsSession: true });

    answer = Response.json(
      { status: "error", message: "Please check the form.", errors: { role: "Please choose Admin or Caseworker." } },
      { status: 400 },
    );
    const invalid = await callAdmin(adminEndpoints.userApprove, { params: { id: 7 }, body: { role: "admin" } }).catch(
      (error: unknown) => error,
    );
    expect(invalid).toMatchObject({
      status: 400,
      fieldErrors: { role: "Please choose Admin or Caseworker." },
      endsSession: false,
    });
  });
});

describe("the download addresses", () => {
  it("are the addresses the server registers the exports and the evidence at", () => {
    expect(evidenceDownloadUrl("CH-7K3Q9M", "f 1")).toBe(adminApiPaths.submissionEvidence("CH-7K3Q9M", "f 1"));
    expect(reportCsvUrl("by-state", 90)).toBe(`${adminApiPaths.reportCsv("by-state")}?days=90`);
    expect(submissionsCsvUrl({ status: "new", q: "", page: 3, pageSize: 50 })).toBe(
      `${adminApiPaths.submissionsCsv}?status=new`,
    );
  });
});
