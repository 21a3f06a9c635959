import type { FastifyBaseLogger } from "fastify";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema";
import type { Env } from "../env";
import { endedCountsSweeper, mayAcknowledge } from "./acknowledgement-cap";
import { startMailWorker, type MailWorker, type MailWorkerOptions } from "./mail-worker";
import { queueMails } from "./outbox-store";
import { createSmtpSender, type MailSender } from "./smtp-transport";
import { composeSubmissionMails, type SubmissionForMail } from "./submission-mails";
import { systemClock, type Clock } from "../clock";

// What the rest of the server sees of mail: queue a submission's mails inside its transaction
// (the acknowledgement only while its address is under the cap), then nudge the worker once it
// is committed. Without SMTP_URL there is no worker: mail stays
// queued in the outbox (visible in the admin, and said in the submission's log line), and is
// sent once SMTP is set.

export interface MailService {
  /** False without SMTP_URL: mail is kept and logged, not sent. */
  readonly sending: boolean;
  /** Look for due mail now (after an admin's retry). */
  wake(): void;
  /** Call inside the transaction that stores the submission. */
  queueSubmissionMails(trx: Transaction<Database>, submissionId: number, submission: SubmissionForMail): Promise<void>;
  /** Call after that transaction committed. */
  submissionCommitted(): void;
  start(): void;
  stop(): Promise<void>;
  /** Resolves when the worker has nothing in hand (tests). */
  idle(): Promise<void>;
}

export interface MailServiceOptions {
  db: Kysely<Database>;
  env: Pick<Env, "SMTP_URL" | "MAIL_FROM" | "NOTIFY_EMAIL">;
  log: FastifyBaseLogger;
  /** Tests may replace SMTP or the retry timings. */
  sender?: MailSender;
  policy?: MailWorkerOptions["policy"];
  /** The server's clock; the machine's when a test starts this alone. */
  clock?: Clock;
}

export function createMailService(options: MailServiceOptions): MailService {
  const { db, env, log } = options;
  const { now } = options.clock ?? systemClock;
  const sending = Boolean(options.sender ?? env.SMTP_URL);
  let worker: MailWorker | null = null;
  const sweepEndedCounts = endedCountsSweeper(db, (error) => log.warn({ err: error }, "Sweeping ended counts failed"));

  return {
    sending,

    wake() {
      worker?.wake();
    },

    async queueSubmissionMails(trx, submissionId, submission) {
      const at = now();
      const acknowledge = await mayAcknowledge(trx, submission.email, at);
      await queueMails(trx, submissionId, composeSubmissionMails(submission, env.NOTIFY_EMAIL, { acknowledge }), at);
    },

    submissionCommitted() {
      worker?.wake();
      sweepEndedCounts(now());
    },

    start() {
      if (!sending || worker) return;
      const sender = options.sender ?? createSmtpSender(env.SMTP_URL as string);
      worker = startMailWorker({
        db,
        sender,
        from: env.MAIL_FROM,
        log,
        policy: options.policy,
        clock: options.clock ?? systemClock,
      });
    },

    async stop() {
      await worker?.stop();
      worker = null;
    },

    async idle() {
      await worker?.idle();
    },
  };
}
