import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "~/shared/routes";
import { FAST_MAIL_POLICY, startSmtpSink, type SmtpSink } from "../testing/smtp-sink";
import { startTestApp, type TestApp } from "../testing/test-app";
import { CASE_CODE_MARK, CASE_LINK_MARK, NOT_ME_LINK_MARK } from "./case-link-in-mail";

// The marks the mail worker fills with a fresh case link are expanded only in the mails a case's
// own address is sent. A visitor who types them into a form gets nothing from it: the desk's
// alert shows the characters they typed.

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

describe("case link marks typed into a form", () => {
  it("stay plain text in the desk's alert, and only the acknowledgement carries the case link", async () => {
    const typed = `Please open ${CASE_LINK_MARK} and ${NOT_ME_LINK_MARK}, code ${CASE_CODE_MARK}`;
    const sent = await server.app.inject({
      method: "POST",
      url: apiPaths.helpRequests,
      payload: { name: "Asha", email: "asha.marks@example.in", query: typed },
    });
    expect(sent.statusCode).toBe(201);
    const mails = await smtp.waitForMail(2);
    const alert = mails.find((mail) =>
      smtp.envelopeRecipients[mails.indexOf(mail)]?.includes("desk@cyberhelp.example"),
    );
    const acknowledgement = mails.find((mail) =>
      smtp.envelopeRecipients[mails.indexOf(mail)]?.includes("asha.marks@example.in"),
    );
    expect(alert, "the desk's alert").toBeDefined();
    expect(alert!.text).toContain(typed);
    expect(alert!.text).not.toMatch(/\/case#[\w-]{43}/);
    expect(String(alert!.html)).not.toMatch(/\/case#[\w-]{43}/);
    expect(acknowledgement!.text).toMatch(/\/case#[\w-]{43}/);
    // The only case link handed out is the acknowledgement's (and the form's answer), and the
    // acknowledgement's "This wasn't me" secret beside it.
    const minted = await server.db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "case_secret.minted")
      .execute();
    expect(
      minted
        .map((row) => JSON.parse(String(row.detail)))
        .map(({ kind, channel }) => `${kind} ${channel}`)
        .sort(),
    ).toEqual(["link form_answer", "link mail", "not_me mail"]);
  });
});
