import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths, caseApiPaths } from "~/shared/routes";
import { CASE_COOKIE_NAME, CASE_DEVICE_COOKIE_NAME } from "./case-cookies";
import { FAST_MAIL_POLICY, startSmtpSink, type SmtpSink } from "../testing/smtp-sink";
import { startTestApp, type TestApp } from "../testing/test-app";

// Every secret that opens a case is in the audit log as it is minted (docs/decisions/0049):
// which kind (a link, a session, a remembered phone) and where it was handed out, under the
// case's reference and never with the secret itself.

let smtp: SmtpSink;
let server: TestApp;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestApp({
    env: { SMTP_URL: smtp.url, NOTIFY_EMAIL: "desk@cyberhelp.example" },
    mail: { policy: FAST_MAIL_POLICY },
  });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

async function mintsOf(reference: string) {
  const rows = await server.db
    .selectFrom("audit_log")
    .select(["actor_name", "target_type", "detail"])
    .where("action", "=", "case_secret.minted")
    .where("target_id", "=", reference)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ actor: row.actor_name, target: row.target_type, ...JSON.parse(row.detail) }));
}

describe("the audit log of case secrets handed out", () => {
  it("records the form's answer, the acknowledgement at its send, a link opened, a phone remembered and its return", async () => {
    const payload = { name: "Farah Khan", email: "farah@example.in", query: "A loan app threatens my family" };
    const sent = await server.app.inject({ method: "POST", url: apiPaths.helpRequests, payload });
    const { reference, caseUrl } = sent.json<{ reference: string; caseUrl: string }>();
    const link = caseUrl.split("#")[1]!;
    await smtp.waitForMail(2);
    const opened = await server.app.inject({ method: "POST", url: caseApiPaths.open, payload: { link } });
    const session = opened.cookies.find((cookie) => cookie.name === CASE_COOKIE_NAME)!.value;
    const remember = await server.app.inject({
      method: "POST",
      url: caseApiPaths.remember,
      cookies: { [CASE_COOKIE_NAME]: session },
    });
    const device = remember.cookies.find((cookie) => cookie.name === CASE_DEVICE_COOKIE_NAME)!.value;
    // The session has ended on this phone; the remembered phone opens a fresh one.
    const back = await server.app.inject({
      method: "GET",
      url: caseApiPaths.view,
      cookies: { [CASE_DEVICE_COOKIE_NAME]: device },
    });
    expect(back.statusCode).toBe(200);

    const mints = await mintsOf(reference);

    const site = { actor: "CyberHelp", target: "submission" };
    expect(mints).toEqual(
      expect.arrayContaining([
        { ...site, kind: "link", channel: "form_answer" },
        { ...site, kind: "link", channel: "mail", mail: "acknowledgement" },
        // The acknowledgement's own "This wasn't me" secret (docs/decisions/0058).
        { ...site, kind: "not_me", channel: "mail", mail: "acknowledgement" },
        { ...site, kind: "session", channel: "link_opened" },
        { ...site, kind: "device", channel: "case_page" },
        { ...site, kind: "session", channel: "remembered_phone" },
      ]),
    );
    expect(mints).toHaveLength(6);
    const everything = JSON.stringify(await server.db.selectFrom("audit_log").selectAll().execute());
    for (const secret of [link, session, device]) expect(everything).not.toContain(secret);
  });
});
