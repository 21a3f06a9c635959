import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { mailPolicy } from "~/shared/constants";
import type { Database } from "../db/schema";
import { EMAIL_PATTERN } from "~/shared/schemas/fields";
import { forgetCaseLinks, withFreshCaseLink } from "./case-link-in-mail";
import { forgetReminderTokens } from "../reminders/reminder-consent";
import { staleReminder, withReminderLinks } from "../reminders/reminder-links";
import { claimDueMails, markSent, markUndeliverable, recordFailedAttempt, type MailPolicy } from "./outbox-store";
import type { MailSender } from "./smtp-transport";
import { startPeriodicWork, type PeriodicWorker } from "../outbox/periodic-worker";
import { systemClock, type Clock } from "../clock";

// Sends what the outbox holds. Runs inside every server instance: it wakes when a submission
// queues mail and every pollIntervalMs anyway (for retries, and for mail queued by another
// instance). Claims are per row in the database, so instances never send the same mail twice.

const NOT_ONE_MAILBOX = "Not sent: the recipient is not a single valid address";

/** The forms' e-mail rule: one mailbox, nothing that reads as a name, a list or a header. */
function isOneMailbox(address: string): boolean {
  return EMAIL_PATTERN.test(address);
}

export interface MailWorkerOptions {
  db: Kysely<Database>;
  sender: MailSender;
  from: string;
  log: FastifyBaseLogger;
  policy?: MailPolicy;
  /** The server's clock; the machine's when a test starts this alone. */
  clock?: Clock;
  workerId?: string;
}

/** Wakes to look for due mail; stops after the mail being sent, and closes the connection to the mail server. */
export type MailWorker = PeriodicWorker;

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, sender, from, log } = options;
  const policy = options.policy ?? mailPolicy;
  const { now } = options.clock ?? systemClock;
  const workerId = options.workerId ?? randomUUID();
  async function sendDueMails(stopped: () => boolean): Promise<void> {
    while (!stopped()) {
      const batch = await claimDueMails(db, workerId, now(), policy.batchSize, policy.leaseMs);
      if (batch.length === 0) return;
      for (const mail of batch) {
        if (!isOneMailbox(mail.to_address)) {
          // Stored before the e-mail rule was strict: it could name another mailbox than shown.
          await markUndeliverable(db, mail.id, workerId, NOT_ONE_MAILBOX, now());
          log.error(
            { mailId: mail.id, purpose: mail.purpose },
            "mail not sent: its address is not a single valid address",
          );
          continue;
        }
        let caseSecrets: string[] = [];
        let reminderTokens: string[] = [];
        try {
          // A reminder that waited is sent only if it still should be (docs/decisions/0069).
          const stale = await staleReminder(db, mail, now());
          if (stale !== undefined) {
            await markUndeliverable(db, mail.id, workerId, stale, now());
            log.info({ mailId: mail.id, purpose: mail.purpose, reason: stale }, "reminder not sent");
            continue;
          }
          const withCaseLink = await withFreshCaseLink(db, mail, now());
          caseSecrets = withCaseLink.secrets;
          const filled = await withReminderLinks(db, mail, withCaseLink, now());
          reminderTokens = filled.tokens;
          await sender.send({
            from,
            to: { name: "", address: mail.to_address },
            // The desk can do without a Reply-To; never one that could name another mailbox.
            replyTo:
              mail.reply_to !== null && isOneMailbox(mail.reply_to) ? { name: "", address: mail.reply_to } : undefined,
            subject: mail.subject,
            text: filled.text,
            html: filled.html,
            headers: Object.keys(filled.headers).length > 0 ? filled.headers : undefined,
          });
          await markSent(db, mail.id, workerId, now());
          log.info({ mailId: mail.id, purpose: mail.purpose, attempt: mail.attempts }, "mail sent");
        } catch (error) {
          await forgetCaseLinks(db, caseSecrets, now());
          await forgetReminderTokens(db, reminderTokens);
          const reason = error instanceof Error ? error.message : String(error);
          const outcome = await recordFailedAttempt(db, mail, workerId, reason, now(), policy);
          const entry = { mailId: mail.id, purpose: mail.purpose, attempt: mail.attempts, reason };
          if (outcome === "failed") log.error(entry, "mail failed; giving up after the last try");
          else log.warn(entry, "mail not sent; will try again");
        }
      }
    }
  }

  const worker = startPeriodicWork({
    intervalMs: policy.pollIntervalMs,
    work: sendDueMails,
    onError: (error) => log.error({ err: error }, "mail worker could not read the outbox"),
  });
  return {
    ...worker,
    async stop() {
      await worker.stop();
      sender.close();
    },
  };
}
