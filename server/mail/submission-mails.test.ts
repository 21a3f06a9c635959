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

describe("desk alert's money facts", () => {
  // Received Sun 6 Dec 2026, 11:20 am in India; paid that morning at 9:15, India time.
  const paid: SubmissionForMail = {
    ...submission,
    createdAt: "2026-12-06T05:50:00.000Z",
    caseFacts: {
      incident_at: "2026-12-06T03:45:00.000Z",
      incident_time_unknown: 0,
      payment_approval: "taken_without_approval",
      paid_from: "bank_account",
      payment_method: "upi",
      amount_lost: 800_000,
    },
  };
  const reportedLine = (facts: Partial<SubmissionForMail["caseFacts"]>, createdAt = paid.createdAt) =>
    composeDeskAlert({ ...paid, createdAt, caseFacts: { ...paid.caseFacts, ...facts } }, "desk@example.in")
      .text.split("\n")
      .find((line) => line.startsWith("Reported"));

  it("says when it was received on India's clock, not as a UTC timestamp", () => {
    const alert = composeDeskAlert(paid, "desk@example.in");
    expect(alert.text).toContain("Received: Sun, 6 Dec 2026, 11:20 am IST");
    expect(alert.html).toContain("<td>Sun, 6 Dec 2026, 11:20 am IST</td>");
    for (const part of [alert.text, alert.html]) expect(part).not.toContain("2026-12-06T05:50");
  });

  it("gives the amount in Indian grouping, the payment's day and time in India and how it was paid, in words", () => {
    const alert = composeDeskAlert(paid, "desk@example.in");
    for (const expected of [
      "When it happened: Sun, 6 Dec 2026, 9:15 am IST",
      "Amount lost: ₹8,00,000",
      "Payment: Money was taken without my approval",
      "Paid from: Bank account",
      "Paid how: UPI",
    ]) {
      expect(alert.text).toContain(expected);
    }
    expect(alert.html).toContain("<td>₹8,00,000</td>");
    expect(alert.html).toContain("<td>Money was taken without my approval</td>");
  });

  it("says how long after the payment it was reported, counted to the request's arrival, never to now", () => {
    const alert = composeDeskAlert(paid, "desk@example.in");
    expect(alert.text.split("\n").slice(0, 2)).toEqual([
      "A new Request Help submission has arrived.",
      "Reported 2 hours 5 minutes after the payment.",
    ]);
    expect(alert.html).toContain("<p><strong>Reported 2 hours 5 minutes after the payment.</strong></p>");
    expect(alert.text).not.toContain("ago");
  });

  it("words the delay in its two largest units, singular where one", () => {
    expect(reportedLine({}, "2026-12-06T04:30:00.000Z")).toBe("Reported 45 minutes after the payment.");
    expect(reportedLine({}, "2026-12-06T03:46:30.000Z")).toBe("Reported 1 minute after the payment.");
    expect(reportedLine({}, "2026-12-06T03:45:20.000Z")).toBe("Reported less than a minute after the payment.");
    expect(reportedLine({}, "2026-12-06T04:45:00.000Z")).toBe("Reported 1 hour after the payment.");
    expect(reportedLine({}, "2026-12-09T07:50:00.000Z")).toBe("Reported 3 days 4 hours after the payment.");
  });

  it("says the day alone, marked time not known, and no delay, when the person did not know the time", () => {
    const alert = composeDeskAlert(
      { ...paid, caseFacts: { ...paid.caseFacts, incident_at: "2026-12-05T18:30:00.000Z", incident_time_unknown: 1 } },
      "desk@example.in",
    );
    expect(alert.text).toContain("When it happened: Sun, 6 Dec 2026 (time not known)");
    expect(alert.text).not.toContain("Reported");
    expect(alert.html).not.toContain("Reported");
  });

  it("says the delay after it happened, not after a payment, when no money was lost", () => {
    expect(reportedLine({ payment_approval: "no_money_lost", amount_lost: null })).toBe(
      "Reported 2 hours 5 minutes after it happened.",
    );
  });

  it("leaves out every money fact the person did not give", () => {
    const alert = composeDeskAlert(
      {
        ...paid,
        caseFacts: { incident_at: null, payment_approval: "", paid_from: "", payment_method: "", amount_lost: null },
      },
      "desk@example.in",
    );
    for (const part of [alert.text, alert.html]) {
      for (const left of ["When it happened", "Amount lost", "Payment", "Paid from", "Paid how", "Reported"]) {
        expect(part).not.toContain(left);
      }
    }
    // A submission with no facts at all (a contact message) is the same.
    expect(composeDeskAlert(submission, "desk@example.in").text).not.toMatch(/Amount lost|When it happened|Reported/);
  });

  it("says first, after when it came in, that the person is being threatened right now, and nothing when they did not say so", () => {
    const threatened = composeDeskAlert(
      { ...paid, caseFacts: { ...paid.caseFacts, threatened_now: 1 } },
      "d@example.in",
    );
    expect(threatened.text).toContain("Threatened now: Yes, the person is being threatened right now");
    expect(threatened.text.indexOf("Threatened now")).toBeLessThan(threatened.text.indexOf("Amount lost"));
    expect(composeDeskAlert(paid, "d@example.in").text).not.toContain("Threatened");
  });

  it("keeps the money out of the subject, which carries only our words and the reference", () => {
    expect(composeDeskAlert(paid, "desk@example.in").subject).toBe("New Request Help submission CH-7K3Q9M");
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
