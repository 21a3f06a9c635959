import nodemailer, { type Transporter } from "nodemailer";

// One pooled SMTP connection per instance, from SMTP_URL. Timeouts are short so a hung server
// fails a try (to be retried) well inside the worker's lease, instead of stalling the queue.

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createSmtpSender(smtpUrl: string): MailSender {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  const transporter: Transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        // The worker retries on its own schedule; one try per claim.
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close() {
      transporter.close();
    },
  };
}
