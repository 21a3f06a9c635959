import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { apiPaths, caseApiPaths } from "~/shared/routes";
import { CASE_LINK_MARK } from "./case-link-in-mail";
import { queueMails } from "./outbox-store";
import { SINK_PASSWORD, SINK_USER, startSmtpSink, type SmtpSink } from "../testing/smtp-sink";
import { startTestApp, type TestApp } from "../testing/test-app";
import { createTestDatabase } from "../testing/test-database";

// The outbox end to end: the real app, a real SMTP server on loopback, real time (short retries).

const FAST_RETRIES = {
  firstRetryDelayMs: 50,
  backoffFactor: 2,
  maxRetryDelayMs: 200,
  maxAttempts: 50,
  leaseMs: 10_000,
  pollIntervalMs: 50,
  batchSize: 10,
};

const DESK = "desk@cyberhelp.example";
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function sink(port?: number): Promise<SmtpSink> {
  const started = await startSmtpSink(port);
  cleanups.push(() => started.close());
  return started;
}

async function app(
  env: Record<string, string | undefined>,
  extra: Parameters<typeof startTestApp>[0] = {},
): Promise<TestApp> {
  const started = await startTestApp({ env: { NOTIFY_EMAIL: DESK, ...env }, mail: { policy: FAST_RETRIES }, ...extra });
  cleanups.push(() => started.close());
  return started;
}

async function sendHelpRequest(server: TestApp, name = "Asha Verma", email = "asha@example.in") {
  const response = await server.app.inject({
    method: "POST",
    url: apiPaths.helpRequests,
    headers: { "content-type": "application/json" },
    payload: {
      name,
      email,
      query: "₹40,000 taken by UPI <b>today</b>",
      page: "/services/money-scam",
      topic: "money-scam",
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ reference: string }>().reference;
}

function outbox(server: TestApp) {
  return server.db.selectFrom("mail_outbox").selectAll().orderBy("id").execute();
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met in time: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A port with nothing listening: SMTP is down. */
async function closedPort(): Promise<number> {
  const probe = await startSmtpSink();
  await probe.close();
  return probe.port;
}

describe("mail for every accepted submission", () => {
  it("delivers the desk alert and the acknowledgement, with the submission's details", async () => {
    const smtp = await sink();
    const server = await app({ SMTP_URL: smtp.url });
    const reference = await sendHelpRequest(server);

    const mails = await smtp.waitForMail(2);
    const alert = mails.find((mail) => mail.subject?.startsWith("New Request Help"));
    const ack = mails.find((mail) => mail.subject?.startsWith("We have received"));
    expect(alert?.to).toMatchObject({ text: DESK });
    expect(alert?.replyTo).toMatchObject({ text: "asha@example.in" });
    expect(alert?.text).toContain(`Reference: ${reference}`);
    expect(alert?.text).toContain("₹40,000 taken by UPI <b>today</b>");
    expect(alert?.html).toContain("₹40,000 taken by UPI &lt;b&gt;today&lt;/b&gt;");
    expect(ack?.to).toMatchObject({ text: "asha@example.in" });
    expect(ack?.subject).toBe(`We have received your request (${reference})`);
    expect(ack?.text).toContain("1930");

    const rows = await eventually(
      () => outbox(server),
      (rows) => rows.every((row) => row.status === "sent"),
    );
    expect(rows.map((row) => [row.purpose, row.status, row.attempts])).toEqual([
      ["desk_alert", "sent", 1],
      ["acknowledgement", "sent", 1],
    ]);
  });

  it("the acknowledgement as sent carries a fresh case link that opens the case; the outbox keeps only the marks", async () => {
    const smtp = await sink();
    const server = await app({ SMTP_URL: smtp.url });
    const reference = await sendHelpRequest(server);
    const mails = await smtp.waitForMail(2);
    const ack = mails.find((mail) => mail.subject?.startsWith("We have received"));
    const link = /\/case#([\w-]{43})/.exec(ack?.text ?? "");
    expect(link, "a case link in the text").not.toBeNull();
    const secret = link![1]!;
    expect(ack?.text).toContain(`case code on`);
    expect(ack?.text).toContain(`: ${secret})`);
    expect(ack?.html).toContain(`<a href="`);
    // "This wasn't me" has a secret of its own (docs/decisions/0058).
    expect(ack?.text).toMatch(/\/case\?not-me#[\w-]{43}/);
    expect(ack?.text).not.toContain(`/case?not-me#${secret}`);

    const opened = await server.app.inject({ method: "POST", url: caseApiPaths.open, payload: { link: secret } });
    expect(opened.json()).toEqual({ status: "success", reference });

    await eventually(
      () => outbox(server),
      (rows) => rows.every((row) => row.status === "sent"),
    );
    const stored = JSON.stringify(await outbox(server));
    expect(stored).not.toContain(secret);
    expect(stored).toContain(CASE_LINK_MARK);
  });

  it("keeps a line break in a name out of the mail headers", async () => {
    const smtp = await sink();
    const server = await app({ SMTP_URL: smtp.url });
    // The form schema trims but allows inner line breaks in a name; the subject never carries it.
    await sendHelpRequest(server, "Asha\r\nBcc: attacker@example.com");
    const mails = await smtp.waitForMail(2);
    for (const mail of mails) {
      expect(mail.bcc).toBeUndefined();
      expect(mail.headers.has("bcc")).toBe(false);
    }
    expect(smtp.received).toHaveLength(2);
  });

  it("sends to exactly the stored address, and never to one hidden in an address stored before the e-mail rule", async () => {
    const smtp = await sink();
    const server = await app({ SMTP_URL: smtp.url });
    await sendHelpRequest(server, "Siobhan O'Brien", "o'brien+tag@example.co.in");
    await smtp.waitForMail(2);
    const recipientsBySubject = new Map(
      smtp.received.map((mail, index) => [mail.subject, smtp.envelopeRecipients[index]]),
    );
    expect(
      [...recipientsBySubject.entries()].find(([subject]) => subject?.startsWith("We have received"))?.[1],
    ).toEqual(["o'brien+tag@example.co.in"]);
    expect(
      [...recipientsBySubject.entries()].find(([subject]) => subject?.startsWith("New Request Help"))?.[1],
    ).toEqual([DESK]);

    // Rows the old rule let in: a display name, and a list.
    const legacy = ["Asha <attacker@evil.example>", "asha@example.in,attacker@evil.example"].map((to) => ({
      purpose: "acknowledgement" as const,
      to,
      replyTo: null,
      subject: "Stored before the rule",
      text: "text",
      html: "<p>html</p>",
    }));
    await queueMails(server.db, null, legacy, new Date());
    const rows = await eventually(
      () => outbox(server),
      (rows) => rows.filter((row) => row.subject === "Stored before the rule").every((row) => row.status === "failed"),
    );
    expect(rows.filter((row) => row.status === "failed").map((row) => [row.attempts, row.last_error])).toEqual([
      [1, expect.stringContaining("not a single valid address")],
      [1, expect.stringContaining("not a single valid address")],
    ]);
    expect(smtp.envelopeRecipients.flat().filter((recipient) => recipient.includes("evil.example"))).toEqual([]);
  });

  it("accepts submissions during an SMTP outage and delivers them when SMTP returns", async () => {
    const port = await closedPort();
    const server = await app({ SMTP_URL: `smtp://${SINK_USER}:${SINK_PASSWORD}@127.0.0.1:${port}` });
    const reference = await sendHelpRequest(server);

    const failing = await eventually(
      () => outbox(server),
      (rows) => rows.every((row) => row.attempts >= 2),
    );
    expect(failing.every((row) => row.status !== "sent" && row.last_error)).toBe(true);

    const smtp = await sink(port);
    const mails = await smtp.waitForMail(2);
    expect(mails.map((mail) => mail.subject).join(" ")).toContain(reference);
    await eventually(
      () => outbox(server),
      (rows) => rows.every((row) => row.status === "sent"),
    );
  });

  it("without SMTP_URL keeps the mails queued, logs them, and the submission succeeds", async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const server = await app({ SMTP_URL: undefined }, { logger: { level: "info", stream: logStream } });
    const reference = await sendHelpRequest(server);
    const rows = await outbox(server);
    expect(rows.map((row) => [row.purpose, row.status])).toEqual([
      ["desk_alert", "queued"],
      ["acknowledgement", "queued"],
    ]);
    expect(lines.some((line) => line.includes("mail kept in the outbox") && line.includes(reference))).toBe(true);
  });

  it("sends after a restart what was queued before it", async () => {
    const database = await createTestDatabase({ migrated: true });
    cleanups.push(() => database.drop());
    const first = await startTestApp({ database, env: { NOTIFY_EMAIL: DESK } });
    const reference = await sendHelpRequest(first);
    await first.close();

    const smtp = await sink();
    const second = await app({ SMTP_URL: smtp.url }, { database });
    const mails = await smtp.waitForMail(2);
    expect(mails.every((mail) => mail.subject?.includes(reference))).toBe(true);
    await eventually(
      () => outbox(second),
      (rows) => rows.every((row) => row.status === "sent"),
    );
  });

  it("two instances on one database send each mail exactly once", async () => {
    const smtp = await sink();
    const database = await createTestDatabase({ migrated: true });
    cleanups.push(() => database.drop());
    // Queue 20 submissions' mails with no SMTP, then let two instances race for them.
    const queueing = await startTestApp({ database, env: { NOTIFY_EMAIL: DESK } });
    const references = [];
    // An address each: one address gets a few acknowledgements at most (acknowledgementCap).
    for (let i = 0; i < 20; i++)
      references.push(await sendHelpRequest(queueing, `Person ${i}`, `person${i}@example.in`));
    await queueing.close();

    const one = await app({ SMTP_URL: smtp.url }, { database });
    const two = await app({ SMTP_URL: smtp.url }, { database });
    await smtp.waitForMail(40);
    await eventually(
      () => outbox(one),
      (rows) => rows.every((row) => row.status === "sent"),
    );
    await new Promise((resolve) => setTimeout(resolve, 300)); // time for a duplicate to show up, if any
    const subjects = smtp.received.map((mail) => `${mail.to && "text" in mail.to ? mail.to.text : ""} ${mail.subject}`);
    expect(subjects).toHaveLength(40);
    expect(new Set(subjects).size).toBe(40);
    expect((await outbox(two)).every((row) => row.attempts === 1)).toBe(true);
  });
});
