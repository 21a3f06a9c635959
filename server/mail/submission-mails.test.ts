import { describe, expect, it } from "vitest";
import { HELPLINE, NEVER_ASK_NOTICE } from "~/shared/constants";
import { escapeHtml } from "./html-escape";
import { adminLinkFor, composeAcknowledgement, composeDeskAlert, type SubmissionForMail } from "./submission-mails";

const submission: SubmissionForMail = {
  reference: "CH-7K3Q9M",
  kind: "help_request",
  name: "Asha <b>Verma</b>",
  email: "asha@example.in",
  phone: "",
  state: "",
  city: "",
  subject: "",
  message: 'Someone took ₹40,000 by UPI. <script>alert("x")</script> & "quotes"',
  topic: "money-scam",
  page: "/services/money-scam",
  language: "en",
  createdAt: "2026-11-21T10:00:00.000Z",
};

describe("desk alert", () => {
  const alert = composeDeskAlert(submission, "desk@example.in");

  it("goes to the desk, with the person's address to reply to", () => {
    expect(alert).toMatchObject({ purpose: "desk_alert", to: "desk@example.in", replyTo: "asha@example.in" });
  });

  it("names the kind and reference in its subject and nothing the visitor typed", () => {
    expect(alert.subject).toBe("New Request Help submission CH-7K3Q9M");
  });

  it("carries every given field, the text and a link to the record in the admin", () => {
    for (const expected of [
      "Reference: CH-7K3Q9M",
      "Name: Asha <b>Verma</b>",
      "Email: asha@example.in",
      "Topic: money-scam",
    ]) {
      expect(alert.text).toContain(expected);
    }
    expect(alert.text).toContain(submission.message);
    expect(alert.text).toContain(adminLinkFor(submission));
    expect(adminLinkFor(submission)).toMatch(/\/admin\/cases\/CH-7K3Q9M$/);
    expect(alert.text).not.toContain("Phone:");
  });

  it("escapes the visitor's text in the HTML part, so it can never become markup", () => {
    expect(alert.html).toContain("Asha &lt;b&gt;Verma&lt;/b&gt;");
    expect(alert.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quotes&quot;");
    expect(alert.html).not.toContain("<script>");
    expect(alert.html).not.toContain("<b>Verma");
  });
});

describe("acknowledgement", () => {
  const ack = composeAcknowledgement(submission);

  it("goes to the person with the reference in the subject", () => {
    expect(ack).toMatchObject({ purpose: "acknowledgement", to: "asha@example.in" });
    expect(ack.subject).toBe("We have received your request (CH-7K3Q9M)");
  });

  it("says what happens next and gives the 1930 and national portal advice", () => {
    expect(ack.text).toContain("Your reference is CH-7K3Q9M");
    expect(ack.text).toContain("submission on 21 November 2026.");
    expect(ack.text).toContain("What happens next");
    expect(ack.text).toContain(`call ${HELPLINE} now`);
    expect(ack.text).toContain("https://cybercrime.gov.in");
    expect(ack.html).toContain('<a href="https://cybercrime.gov.in">');
  });

  it("says plainly, in both parts, what we never ask for", () => {
    expect(ack.text).toContain(NEVER_ASK_NOTICE);
    expect(ack.html).toContain(escapeHtml(NEVER_ASK_NOTICE));
    for (const part of [ack.text, ack.html]) {
      for (const never of ["OTP", "PIN", "password", "fees", "remote-access", "screen-sharing"])
        expect(part).toContain(never);
    }
  });

  it("quotes nothing the visitor typed, so it cannot carry someone else's words to any address typed in", () => {
    const bait: SubmissionForMail = {
      ...submission,
      kind: "post_query",
      name: "Visit http://evil.example/refund to claim",
      phone: "+91 98765 43210",
      state: "Kerala",
      city: "Kochi-bait",
      subject: "Refund-bait subject",
      message: "Call 0000-bait now",
    };
    const mail = composeAcknowledgement(bait);
    for (const typed of [bait.name, "evil.example", bait.phone, bait.city, bait.subject, bait.message]) {
      expect(mail.subject).not.toContain(typed);
      expect(mail.text).not.toContain(typed);
      expect(mail.html).not.toContain(typed);
    }
    expect(mail.text.startsWith("Hello,")).toBe(true);
  });
});
