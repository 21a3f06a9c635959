import { z } from "zod";
import { siteConfig } from "~/shared/site-config";

// The environment the server reads once at start-up. A bad value stops the start with a
// message naming the variable, instead of surfacing later as a confusing runtime error.

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** Unset and blank both mean "use the default", as shells and .env files make blank values easy. */
const blankAsUnset = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** Fastify's trustProxy option from TRUST_PROXY's text. */
function parseTrustProxy(value: string): boolean | string[] {
  if (value === "true") return true;
  if (value === "false") return false;
  return value.split(",").map((address) => address.trim());
}

/** A WhatsApp template's name as Meta takes it: lower-case letters, digits and underscores. */
const templateName = z.string().regex(/^[a-z0-9_]{1,512}$/, "must be a template's name: a-z, 0-9 and _ only");

const envSchema = z.object({
  PORT: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(65_535).default(3000)),
  HOST: z.preprocess(blankAsUnset, z.string().default("0.0.0.0")),
  /** Where the SQLite file lives; relative paths are taken from the working directory. */
  DATA_DIR: z.preprocess(blankAsUnset, z.string().default("./data")),
  /**
   * The list of erased references a restore applies again (server/ops/erasure-log.ts). Keep it
   * where the backups are kept, not only in DATA_DIR; by default DATA_DIR/erasures.log.
   */
  ERASURE_LOG: z.preprocess(blankAsUnset, z.string().optional()),
  /** Serves GET /metrics (Prometheus) to a scraper sending it as a Bearer token; without it there is no /metrics. */
  METRICS_TOKEN: z.preprocess(blankAsUnset, z.string().min(24, "must be at least 24 characters").optional()),
  /** When set, PostgreSQL is used instead of the embedded SQLite file. */
  DATABASE_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// or postgresql:// connection URL")
      .optional(),
  ),
  /**
   * Where mail goes out: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://...:465.
   * Unset: mails are logged and kept in the outbox, and nothing fails.
   */
  SMTP_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^smtps?:\/\/\S+$/, "must be an smtp:// or smtps:// URL")
      .optional(),
  ),
  /** The sender of every mail, e.g. "CyberHelp <no-reply@example.in>". */
  MAIL_FROM: z.preprocess(blankAsUnset, z.string().default(`${siteConfig.brand} <no-reply@cyberhelp.example>`)),
  /** The desk's address, alerted of every accepted submission. */
  NOTIFY_EMAIL: z.preprocess(blankAsUnset, z.email().default(siteConfig.supportEmail)),
  /**
   * Whether X-Forwarded-For/-Proto/-Host are believed: they decide the client address the login
   * throttle counts and whether the session cookie is Secure. Off by default, as anyone can send
   * them. Behind a reverse proxy set the proxy's addresses/CIDRs, comma-separated
   * ("10.0.0.1,10.0.1.0/24"), or "true" to trust whoever sends them (only if nothing else can connect).
   */
  TRUST_PROXY: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^(true|false|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, "must be true, false or proxy addresses")
      .default("false")
      .transform(parseTrustProxy),
  ),
  /** Form submissions a minute from one address, all form endpoints together (/api and .php). */
  FORM_RATE_LIMIT_PER_MINUTE: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(10)),
  /**
   * Pages rendered for one address a minute (a case page, a letter, the summary, a case form sent
   * without scripts), all together (docs/decisions/0073). Generous: many victims can share a
   * mobile network's address; pages for anyone are answered from kept bytes and not counted.
   */
  RENDER_RATE_LIMIT_PER_MINUTE: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(120)),
  /** Login attempts a minute from one address, on each instance (on top of the shared login throttle). */
  LOGIN_RATE_LIMIT_PER_MINUTE: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(10)),
  /**
   * The key evidence files are encrypted with (server/evidence/evidence-crypto.ts): one or more
   * comma-separated "<id>:<base64 of 32 bytes>", the first for new files. Required in
   * production; elsewhere a development key is kept in DATA_DIR/evidence.key.
   */
  EVIDENCE_KEY: z.preprocess(blankAsUnset, z.string().optional()),
  /**
   * The key the server seals and signs with (server/keys/server-keys.ts): a no-script
   * confirmation's case code, Idempotency-Keys and the case link a replay returns. The same
   * format and rotation as EVIDENCE_KEY, and a key of its own. Required in production; elsewhere
   * a development key is kept in DATA_DIR/server.key.
   */
  SERVER_KEY: z.preprocess(blankAsUnset, z.string().optional()),
  /** The most one evidence file may hold, and a video (MP4). */
  EVIDENCE_FILE_MAX_BYTES: z.preprocess(
    blankAsUnset,
    z.coerce
      .number()
      .int()
      .min(1)
      .default(10 * 1024 * 1024),
  ),
  EVIDENCE_VIDEO_MAX_BYTES: z.preprocess(
    blankAsUnset,
    z.coerce
      .number()
      .int()
      .min(1)
      .default(25 * 1024 * 1024),
  ),
  /** How many files, and how many bytes in all, one case may hold. */
  EVIDENCE_FILES_PER_CASE: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(20)),
  EVIDENCE_CASE_MAX_BYTES: z.preprocess(
    blankAsUnset,
    z.coerce
      .number()
      .int()
      .min(1)
      .default(100 * 1024 * 1024),
  ),
  /** Uploads a day from one address, whatever the case. */
  EVIDENCE_UPLOADS_PER_ADDRESS_PER_DAY: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(60)),
  /**
   * Bytes a day from one address (an IPv6 address by its /64), whatever the case, counted from
   * when an upload starts; a file refused or cut off gives its bytes back (docs/decisions/0056).
   */
  EVIDENCE_BYTES_PER_ADDRESS_PER_DAY: z.preprocess(
    blankAsUnset,
    z.coerce
      .number()
      .int()
      .min(1)
      // Counted in an integer column: well under PostgreSQL's 2^31 with a file on top.
      .max(1024 * 1024 * 1024)
      .default(200 * 1024 * 1024),
  ),
  /** The space all evidence together may take; the admin warns as it fills. */
  EVIDENCE_STORAGE_QUOTA_BYTES: z.preprocess(
    blankAsUnset,
    z.coerce
      .number()
      .int()
      .min(1)
      .default(20 * 1024 * 1024 * 1024),
  ),
  /**
   * The last 10% of the quota takes a file only for a case that, with it, holds less than this,
   * and from one address less than this a day: a new victim can always send a photo.
   */
  EVIDENCE_RESERVED_FOR_CASES_UNDER_BYTES: z.preprocess(
    blankAsUnset,
    z.coerce
      .number()
      .int()
      .min(1)
      .max(1024 * 1024 * 1024)
      .default(10 * 1024 * 1024),
  ),
  /**
   * The VAPID key pair browser notifications are sent with (RFC 8292; docs/decisions/0074), as
   * `npx web-push generate-vapid-keys` prints them, and the contact the push services are given
   * (mailto: or https:). All three or none: production without them offers no notifications;
   * elsewhere a development pair is kept in DATA_DIR/vapid.json.
   */
  VAPID_PUBLIC_KEY: z.preprocess(blankAsUnset, z.string().optional()),
  VAPID_PRIVATE_KEY: z.preprocess(blankAsUnset, z.string().optional()),
  VAPID_SUBJECT: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "must be a mailto: address or an https:// URL")
      .optional(),
  ),
  /**
   * 1 serves, at the notifications' service worker's address, a worker that unregisters itself
   * (and so ends the browsers' subscriptions): for a bad worker that reached browsers.
   */
  PUSH_WORKER_RETIRED: z.preprocess(
    blankAsUnset,
    z.enum(["0", "1"], { error: "must be 1 (serve the worker that unregisters itself) or 0" }).optional(),
  ),
  /**
   * Tests only, refused in production: 1 lets notifications go to http:// endpoints on the
   * loopback address, where a test listens, besides the known push services.
   */
  PUSH_ALLOW_LOOPBACK_ENDPOINTS: z.preprocess(
    blankAsUnset,
    z.enum(["0", "1"], { error: "must be 1 (tests only) or 0" }).optional(),
  ),
  /**
   * WhatsApp reminders through the WhatsApp Business Platform's Cloud API (docs/decisions/0076):
   * all eight or none, checked together by server/reminders/whatsapp/whatsapp-config.ts. The
   * access token, the business number's id, the app's secret (webhook signatures), the webhook's
   * verify token, and the names the four templates were registered under.
   */
  WHATSAPP_TOKEN: z.preprocess(blankAsUnset, z.string().optional()),
  WHATSAPP_PHONE_NUMBER_ID: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^\d{1,30}$/, "must be the phone number's id, digits only")
      .optional(),
  ),
  WHATSAPP_APP_SECRET: z.preprocess(blankAsUnset, z.string().optional()),
  WHATSAPP_VERIFY_TOKEN: z.preprocess(blankAsUnset, z.string().optional()),
  WHATSAPP_TEMPLATE_CONFIRM: z.preprocess(blankAsUnset, templateName.optional()),
  WHATSAPP_TEMPLATE_TOMORROW: z.preprocess(blankAsUnset, templateName.optional()),
  WHATSAPP_TEMPLATE_TODAY: z.preprocess(blankAsUnset, templateName.optional()),
  WHATSAPP_TEMPLATE_BANK_TIME_UP: z.preprocess(blankAsUnset, templateName.optional()),
  /** Tests only, refused in production: a local stand-in for the Cloud API, on 127.0.0.1. */
  WHATSAPP_TEST_API_URL: z.preprocess(blankAsUnset, z.string().optional()),
  LOG_LEVEL: z.preprocess(blankAsUnset, z.enum(LOG_LEVELS).default("info")),
  NODE_ENV: z.preprocess(blankAsUnset, z.enum(["development", "production", "test"]).default("development")),
  /** 1 lets production serve the example contacts (docs/decisions/0018-no-example-contacts-in-production.md). */
  ALLOW_PLACEHOLDER_CONTACTS: z.preprocess(
    blankAsUnset,
    z.enum(["0", "1"], { error: "must be 1 (serve the example contacts anyway) or 0" }).optional(),
  ),
});

export type Env = z.output<typeof envSchema>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment variables:\n${problems.join("\n")}`);
  }
  return parsed.data;
}
