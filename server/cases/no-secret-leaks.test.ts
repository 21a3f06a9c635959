import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths, caseApiPaths } from "~/shared/routes";
import { CASE_COOKIE_NAME } from "./case-cookies";
import { FAST_MAIL_POLICY, startSmtpSink, type SmtpSink } from "../testing/smtp-sink";
import { startTestApp, type TestApp } from "../testing/test-app";

// docs/decisions/0025: a case's secrets never rest anywhere in clear. The whole journey runs
// (a form sent, retried with its Idempotency-Key, the acknowledgement mailed, the link opened,
// progress saved, every link revoked, a fresh link mailed), then every table, the database's
// files (SQLite and its WAL) and every log line are searched for every secret the journey saw.

let smtp: SmtpSink;
let server: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestApp({
    env: { SMTP_URL: smtp.url, NOTIFY_EMAIL: "desk@cyberhelp.example" },
    mail: { policy: FAST_MAIL_POLICY },
    logger: { level: "trace", stream: { write: (line: string) => logLines.push(line) } },
  });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/** Every row of every table, as text. */
async function everyTable(): Promise<string> {
  const tables = await server.db.introspection.getTables();
  const dumps: string[] = [];
  for (const table of tables) {
    dumps.push(
      JSON.stringify(
        await server.db
          .selectFrom(table.name as never)
          .selectAll()
          .execute(),
      ),
    );
  }
  return dumps.join("\n");
}

/** The database's files on disk (SQLite: the database, its WAL and shared memory). */
function databaseFiles(): string {
  const dir = server.database.env.DATA_DIR;
  if (!existsSync(dir)) return "";
  return readdirSync(dir)
    .filter((name) => name.endsWith(".sqlite") || name.endsWith("-wal") || name.endsWith("-shm"))
    .map((name) => readFileSync(join(dir, name)).toString("latin1"))
    .join("\n");
}

describe("case secrets at rest", () => {
  it("appear in no table, no database file, no WAL and no log line after the whole journey", async () => {
    const seen: string[] = [];
    const payload = { name: "Kiran Das", email: "kiran@example.in", query: "Money taken by a fake KYC call" };
    const headers = { "idempotency-key": "no-leak-journey-0001" };
    const first = await server.app.inject({ method: "POST", url: apiPaths.helpRequests, headers, payload });
    const retry = await server.app.inject({ method: "POST", url: apiPaths.helpRequests, headers, payload });
    seen.push(first.json<{ caseUrl: string }>().caseUrl.split("#")[1]!);
    // The retry is given the first answer's link again, kept sealed for it, never a new one.
    expect(retry.json<{ caseUrl: string }>().caseUrl).toBe(first.json<{ caseUrl: string }>().caseUrl);

    const mails = await smtp.waitForMail(2);
    const mailed = /\/case#([\w-]{43})/.exec(mails.map((mail) => mail.text ?? "").join("\n"));
    expect(mailed, "the acknowledgement's link").not.toBeNull();
    seen.push(mailed![1]!);

    const opened = await server.app.inject({ method: "POST", url: caseApiPaths.open, payload: { link: seen[0] } });
    const session = opened.cookies.find((cookie) => cookie.name === CASE_COOKIE_NAME)!.value;
    seen.push(session);
    const cookies = { [CASE_COOKIE_NAME]: session };
    expect((await server.app.inject({ method: "GET", url: caseApiPaths.view, cookies })).statusCode).toBe(200);
    await server.app.inject({
      method: "POST",
      url: caseApiPaths.progress,
      cookies,
      payload: { helplineAcknowledgement: "31411250054321", portalComplaintFinished: true },
    });
    await server.app.inject({ method: "POST", url: caseApiPaths.revokeLinks, cookies });

    // "Lost your link?": the fresh link is minted at the send, like the acknowledgement's.
    const reference = first.json<{ reference: string }>().reference;
    await server.app.inject({
      method: "POST",
      url: caseApiPaths.lostLink,
      payload: { reference, email: payload.email },
    });
    const [fresh] = (await smtp.waitForMail(3)).slice(2);
    const freshLink = /\/case#([\w-]{43})/.exec(fresh?.text ?? "");
    expect(freshLink, "the fresh link").not.toBeNull();
    seen.push(freshLink![1]!);

    expect(new Set(seen).size, "every secret is its own").toBe(seen.length);
    const atRest = [await everyTable(), databaseFiles(), logLines.join("\n")].join("\n");
    for (const secret of seen) expect(atRest.includes(secret), `secret ${secret.slice(0, 6)}… at rest`).toBe(false);
    // Nor the Idempotency-Key: with it and a copy of the database, a request could be replayed.
    expect(atRest.includes(headers["idempotency-key"]), "the Idempotency-Key at rest").toBe(false);
  });
});
