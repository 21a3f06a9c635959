import { createHash } from "node:crypto";
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths, caseApiPaths } from "~/shared/routes";
import { EVIDENCE_NAME_HEADER, EVIDENCE_SHA256_HEADER } from "~/shared/schemas/evidence";
import { openTestCase } from "../testing/case-session";
import { startTestApp, type TestApp } from "../testing/test-app";
import { CASE_COOKIE_NAME } from "../cases/case-cookies";
import { SLOW_BODY_LIMITS } from "./slow-bodies";

// Trickled bodies end their connection; a slow but steady upload does not. The limits are
// shortened here (a second, not a minute) so the tests prove the rules without waiting minutes.

let server: TestApp;
let port: number;
const limits = {
  ...SLOW_BODY_LIMITS,
  bodyDeadlineMs: 1_000,
  evidence: { minimumBytes: 8 * 1024, windowMs: 1_000 },
};

beforeAll(async () => {
  server = await startTestApp({ slowBodies: limits });
  await server.app.listen({ host: "127.0.0.1", port: 0 });
  port = (server.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await server?.close();
});

/**
 * Sends a request's head, then its body in pieces `everyMs` apart; resolves with what the server
 * answered (its status line) or "closed" when it ended the connection first.
 */
function sendInPieces(head: string, pieces: Buffer[], everyMs: number): Promise<{ answer: string; sent: number }> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearTimeout(timer);
      resolve({ answer: answer.split("\r\n")[0] || "closed", sent });
    };
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("close", finish);
    socket.on("error", () => undefined);
    socket.write(head);
    const next = () => {
      if (socket.destroyed) return;
      const piece = pieces[sent];
      if (piece === undefined) return;
      socket.write(piece);
      sent += 1;
      // The socket stays open for the answer: a client that half-closes it has its request
      // dropped by Node's server. "Connection: close" has the server end it once answered.
      if (sent < pieces.length) timer = setTimeout(next, everyMs);
    };
    next();
  });
}

const storedCount = async () => (await server.db.selectFrom("submissions").select("id").execute()).length;

describe("slow bodies", () => {
  it("the server gives a whole request 30 minutes and an idle connection 30 s", () => {
    expect(server.app.server.requestTimeout).toBe(limits.requestTimeoutMs);
    expect(SLOW_BODY_LIMITS.requestTimeoutMs).toBe(30 * 60_000);
    expect(server.app.server.timeout).toBe(SLOW_BODY_LIMITS.idleConnectionMs);
    expect(SLOW_BODY_LIMITS.idleConnectionMs).toBe(30_000);
    expect(SLOW_BODY_LIMITS.bodyDeadlineMs).toBe(60_000);
    expect(SLOW_BODY_LIMITS.evidence).toEqual({ minimumBytes: 120 * 1024, windowMs: 60_000 });
  });

  it("a form's body trickled past its deadline ends the connection, and nothing is stored", async () => {
    const before = await storedCount();
    const body = Buffer.from(JSON.stringify({ name: "Asha", email: "asha.slow@example.in", query: "UPI fraud" }));
    const head = `POST ${apiPaths.helpRequests} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
    // A byte every 100 ms: the body would take 6 s, its deadline is 1 s.
    const pieces = [...body].map((byte) => Buffer.from([byte]));
    const { answer, sent } = await sendInPieces(head, pieces, 100);
    expect(answer).toBe("closed");
    expect(sent).toBeLessThan(pieces.length);
    expect(await storedCount()).toBe(before);
  });

  it("the same form sent at once is taken", async () => {
    const body = Buffer.from(JSON.stringify({ name: "Asha", email: "asha.fast@example.in", query: "UPI fraud" }));
    const head = `POST ${apiPaths.helpRequests} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
    const { answer } = await sendInPieces(head, [body], 0);
    expect(answer).toBe("HTTP/1.1 201 Created");
  });

  async function evidenceHead(bytes: Buffer): Promise<string> {
    const { cookie } = await openTestCase(server);
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    return [
      `POST ${caseApiPaths.evidence} HTTP/1.1`,
      "Host: 127.0.0.1",
      `Cookie: ${CASE_COOKIE_NAME}=${cookie}`,
      "Content-Type: application/octet-stream",
      `Content-Length: ${bytes.length}`,
      `${EVIDENCE_NAME_HEADER}: statement.pdf`,
      `${EVIDENCE_SHA256_HEADER}: ${sha256}`,
      "Connection: close",
      "",
      "",
    ].join("\r\n");
  }

  const pdf = (size: number) => Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(size - 9, 0x41)]);
  const split = (bytes: Buffer, size: number) =>
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));

  it("evidence sent slowly but steadily, for longer than a form's deadline, is stored", async () => {
    // 96 KB at 16 KB every 250 ms (64 KB/s): 1.5 s, past the 1 s deadline, above 8 KB a second.
    const bytes = pdf(96 * 1024);
    const { answer } = await sendInPieces(await evidenceHead(bytes), split(bytes, 16 * 1024), 250);
    expect(answer).toBe("HTTP/1.1 201 Created");
  });

  it("evidence trickled below its least rate ends the connection, and no file is stored", async () => {
    const before = await server.db.selectFrom("evidence_files").select("id").execute();
    // 64 KB at 1 KB every 250 ms (4 KB/s), under the 8 KB a second the test allows.
    const bytes = pdf(64 * 1024);
    const { answer, sent } = await sendInPieces(await evidenceHead(bytes), split(bytes, 1024), 250);
    expect(answer).toBe("closed");
    expect(sent).toBeLessThan(64);
    expect(await server.db.selectFrom("evidence_files").select("id").execute()).toHaveLength(before.length);
  });
});
