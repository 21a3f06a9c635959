import type { Transporter } from "nodemailer";

// One pooled SMTP connection per instance, from SMTP_URL. Timeouts are short so a hung server
// fails a try (to be retried) well inside the worker's lease, instead of stalling the queue.
//
// nodemailer is loaded on the first mail, not at start: a server without SMTP_URL never needs
// it, and loading it costs about 10 MB of memory for the life of the process.

/**
 * An address as nodemailer takes it without parsing: a string would be read as a header
 * ("Name <a@b.c>, d@e.f"), so an odd stored address could name other recipients.
 */
interface MailAddress {
  name: string;
  address: string;
}

export interface MailMessage {
  from: string;
  to: MailAddress;
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html: string;
  /** More header fields: a reminder's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createSmtpSender(smtpUrl: string): MailSender {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  let transporter: Promise<Transporter> | undefined;
  let closed = false;

  function connect(): Promise<Transporter> {
    transporter ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        host: url.hostname,
        port: url.port ? Number(url.port) : secure ? 465 : 587,
        secure,
        auth: url.username
          ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
          : undefined,
        pool: true,
        maxConnections: 2,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    );
    return transporter;
  }

  return {
    async send(message) {
      if (closed) throw new Error("The SMTP sender is closed");
      await (
        await connect()
      ).sendMail({
        from: message.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        // The worker retries on its own schedule; one try per claim.
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close() {
      closed = true;
      // A transporter still loading closes as soon as it exists.
      void transporter?.then(
        (opened) => opened.close(),
        () => undefined,
      );
    },
  };
}
