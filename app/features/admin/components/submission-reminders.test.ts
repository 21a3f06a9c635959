import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { DeskCaseReminders } from "~/shared/schemas/desk-case-record";
import { SubmissionReminders } from "./submission-reminders";

// The case's "Reminders" section at the desk (docs/decisions/0076): WhatsApp named as such,
// while asked what became of the message asking to confirm, and a reminder WhatsApp could not
// deliver said so with WhatsApp's reason, apart from one that was not sent.

/** The section's text as the desk reads it: tags dropped, entities undone. */
function textOf(reminders: DeskCaseReminders): string {
  return renderToStaticMarkup(createElement(SubmissionReminders, { reminders }))
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replace(/\s+/g, " ");
}

const asked = {
  channel: "whatsapp",
  status: "asked" as const,
  askedAt: "2026-12-05T04:30:00.000Z",
  confirmedAt: null,
  stoppedAt: null,
};

describe("the desk's Reminders section", () => {
  it("says WhatsApp waits for the person's tap, and when its message did not reach them, why", () => {
    const failed = textOf({
      channels: [
        {
          ...asked,
          confirmation: {
            status: "failed",
            sentAt: "2026-12-05T04:30:00.000Z",
            lastError: "Not delivered: WhatsApp says 131026 Message undeliverable",
          },
        },
      ],
      sends: [],
    });
    expect(failed).toContain(
      'WhatsApp: asked 5 Dec 2026, 10:00 am; waiting for the person to tap "Yes, remind me" on WhatsApp',
    );
    expect(failed).toContain(
      "the message did not reach them (Not delivered: WhatsApp says 131026 Message undeliverable)",
    );
    const sent = textOf({
      channels: [{ ...asked, confirmation: { status: "sent", sentAt: "2026-12-05T04:30:00.000Z", lastError: null } }],
      sends: [],
    });
    expect(sent).toContain("on WhatsApp; the message was sent");
  });

  it("lists a WhatsApp reminder not delivered apart from one not sent", () => {
    const text = textOf({
      channels: [{ ...asked, status: "on", confirmedAt: "2026-12-05T04:35:00.000Z", confirmation: null }],
      sends: [
        {
          channel: "whatsapp",
          what: "Tell your bank, wallet or card company in writing, due that day",
          queuedAt: "2026-12-07T03:30:00.000Z",
          status: "failed",
          sentAt: "2026-12-07T03:30:00.000Z",
          lastError: "Not delivered: WhatsApp says 131026 Message undeliverable",
        },
        {
          channel: "whatsapp",
          what: "Tell your bank, wallet or card company in writing, due the next day",
          queuedAt: "2026-12-06T12:30:00.000Z",
          status: "failed",
          sentAt: null,
          lastError: "Not sent: reminders were stopped",
        },
      ],
    });
    expect(text).toContain("WhatsApp: on since 5 Dec 2026, 10:05 am");
    expect(text).toContain("Not delivered: WhatsApp says 131026 Message undeliverable");
    expect(text).not.toContain("Not sent: Not delivered");
    expect(text).toContain("Not sent: reminders were stopped");
  });
});
