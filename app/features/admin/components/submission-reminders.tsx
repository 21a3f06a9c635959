import { useId } from "react";
import { deskCaseText } from "~/app/content/desk-case-record";
import type { DeskCaseReminders } from "~/shared/schemas/desk-case-record";
import { formatDateTime } from "../format";
import { ScrollTable } from "./scroll-table";

// The person's reminders of their dates (docs/decisions/0069, 0074, 0076), in their case's
// detail: which channels they asked for and where each stands (for WhatsApp, what became of the
// message asking them to confirm), and every reminder queued with what became of it, so the desk
// can answer "did you remind me?" and see a reminder dropped because its step was done, or not
// delivered and why. The reminders' own words say only a step and its date; nothing here is typed.

const channelName = (channel: string) => deskCaseText.reminderChannels[channel] ?? channel;

function channelState(channel: DeskCaseReminders["channels"][number]): string {
  const at = (instant: string | null) => (instant === null ? "" : formatDateTime(instant));
  switch (channel.status) {
    case "asked": {
      const { confirmation } = channel;
      if (channel.channel !== "whatsapp") return deskCaseText.reminderAsked(at(channel.askedAt));
      const asked = deskCaseText.reminderAskedOnWhatsApp(at(channel.askedAt));
      return confirmation === null
        ? asked
        : `${asked}; ${deskCaseText.whatsAppConfirmation(confirmation.status, confirmation.lastError ?? "")}`;
    }
    case "on":
      return deskCaseText.reminderOn(at(channel.confirmedAt));
    case "off":
      return deskCaseText.reminderOff(at(channel.stoppedAt));
  }
}

function outcome(send: DeskCaseReminders["sends"][number]): React.ReactNode {
  if (send.status === "sent") {
    return send.sentAt === null ? (
      deskCaseText.reminderSent("")
    ) : (
      <time dateTime={send.sentAt}>{deskCaseText.reminderSent(formatDateTime(send.sentAt))}</time>
    );
  }
  if (send.status === "failed") return <strong>{deskCaseText.reminderFailed(send.lastError ?? "")}</strong>;
  return deskCaseText.reminderWaiting;
}

export function SubmissionReminders({ reminders }: { reminders: DeskCaseReminders }) {
  const id = useId();
  return (
    <section className="detail__section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{deskCaseText.remindersHeading}</h3>
      {reminders.channels.length === 0 ? (
        <p className="detail__muted">{deskCaseText.noReminders}</p>
      ) : (
        <>
          <ul className="detail__list">
            {reminders.channels.map((channel) => (
              <li key={channel.channel}>
                {deskCaseText.reminderChannel(channelName(channel.channel), channelState(channel))}
              </li>
            ))}
          </ul>
          {reminders.sends.length === 0 ? (
            <p className="detail__muted">{deskCaseText.noReminderSent}</p>
          ) : (
            <ScrollTable title={deskCaseText.remindersQueued}>
              <table className="admin-table" aria-labelledby={`${id}-heading`}>
                <thead>
                  <tr>
                    <th scope="col">{deskCaseText.reminderQueued}</th>
                    <th scope="col">{deskCaseText.reminderChannelColumn}</th>
                    <th scope="col">{deskCaseText.reminderWhat}</th>
                    <th scope="col">{deskCaseText.reminderOutcome}</th>
                  </tr>
                </thead>
                <tbody>
                  {reminders.sends.map((send) => (
                    <tr key={`${send.channel}|${send.queuedAt}|${send.what}`}>
                      <td>
                        <time dateTime={send.queuedAt}>{formatDateTime(send.queuedAt)}</time>
                      </td>
                      <td>{channelName(send.channel)}</td>
                      <td>{send.what}</td>
                      <td>{outcome(send)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollTable>
          )}
        </>
      )}
    </section>
  );
}
