import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

// A real SMTP server on loopback that keeps what it receives, for the mail tests.

export const SINK_USER = "desk";
export const SINK_PASSWORD = "sink-password";

export interface SmtpSink {
  port: number;
  /** SMTP_URL with the sink's credentials. */
  url: string;
  received: ParsedMail[];
  /** Each received mail's envelope recipients (RCPT TO), in the order of `received`. */
  envelopeRecipients: string[][];
  /** Resolves once `count` mails have arrived; rejects after `timeoutMs`. */
  waitForMail(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const envelopeRecipients: string[][] = [];
  const server = new SMTPServer({
    logger: false,
    // The app's pooled connection stays open; closing the sink should not wait for it.
    closeTimeout: 200,
    disabledCommands: ["STARTTLS"],
    // Loopback only, so plain-text AUTH is fine here; it proves the URL's credentials are used.
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === SINK_USER && auth.password === SINK_PASSWORD) callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((recipient) => recipient.address);
      simpleParser(stream).then(
        (mail) => {
          envelopeRecipients.push(recipients);
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const boundPort = typeof address === "object" && address ? address.port : port;
  return {
    port: boundPort,
    url: `smtp://${SINK_USER}:${SINK_PASSWORD}@127.0.0.1:${boundPort}`,
    received,
    envelopeRecipients,
    async waitForMail(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Mail worker timings for tests that wait for mail to arrive at the sink: polled and retried at once. */
export const FAST_MAIL_POLICY = {
  firstRetryDelayMs: 50,
  backoffFactor: 2,
  maxRetryDelayMs: 200,
  maxAttempts: 5,
  leaseMs: 10_000,
  pollIntervalMs: 50,
  batchSize: 10,
};
