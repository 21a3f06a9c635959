import { z } from "zod";
import { EXAMPLE_CONTACTS } from "./placeholder-contacts";

// Who we are and how to reach us, read from the environment at build time. Defaults are
// obvious examples; a deployment sets the real values (production refuses the example contacts,
// placeholder-contacts.ts). Build tooling only: the running code reads the result through
// site-config.ts, so Zod never ships to the browser for this.

type Env = Record<string, string | undefined>;

/** A count from 1 to 999, "working " or not, and hours or days. */
const FIRST_REPLY_WITHIN = /^([1-9]\d{0,2}) (working )?(hour|day)s?$/;

/** "1 working days" reads "1 working day"; "4 working hour" reads "4 working hours". */
function singularWhenOne(promise: string): string {
  const [, count = "", working = "", unit = ""] = FIRST_REPLY_WITHIN.exec(promise) ?? [];
  return `${count} ${working}${unit}${count === "1" ? "" : "s"}`;
}

/** A response target: a whole number of minutes or hours, e.g. "45 minutes", "1 hour", "24 hours". */
const RESPONSE_TARGET = /^([1-9]\d{0,3}) (minute|hour)s?$/;

/** Minutes of a target as written, or the text itself when it does not read as one (the schema then refuses it). */
function targetMinutes(text: string | undefined): number | string | undefined {
  const value = text?.trim();
  if (!value) return undefined;
  const [, count, unit] = RESPONSE_TARGET.exec(value) ?? [];
  if (count === undefined) return value;
  return Number(count) * (unit === "hour" ? 60 : 1);
}

const targetError = 'must read like "45 minutes", "1 hour" or "24 hours"';

/** From 5 minutes to 7 days. */
function responseTarget(variable: string, defaultMinutes: number) {
  return z
    .number({ error: `${variable} ${targetError}` })
    .int()
    .min(5, `${variable} must be at least 5 minutes`)
    .max(7 * 24 * 60, `${variable} must be at most 168 hours`)
    .default(defaultMinutes);
}

/** MAIL_CONFIGURED says it outright; without it, mail is configured when SMTP_URL is. */
function isMailConfigured(env: Env): boolean | string {
  if (env.MAIL_CONFIGURED === undefined || env.MAIL_CONFIGURED === "") return Boolean(env.SMTP_URL?.trim());
  if (env.MAIL_CONFIGURED === "1") return true;
  if (env.MAIL_CONFIGURED === "0") return false;
  return env.MAIL_CONFIGURED;
}

const siteConfigSchema = z.object({
  brand: z.string().min(1).default("CyberHelp"),
  /** Shown to people, e.g. "+91 00000 00000". */
  supportPhone: z.string().min(4).default(EXAMPLE_CONTACTS.supportPhone),
  supportEmail: z.email().default(EXAMPLE_CONTACTS.supportEmail),
  grievanceEmail: z.email().default(EXAMPLE_CONTACTS.grievanceEmail),
  addressLines: z.array(z.string().min(1)).min(1).default(["Sector 62", "Noida, Uttar Pradesh 201309", "India"]),
  facebookUrl: z.url().default("https://www.facebook.com/login/"),
  instagramUrl: z.url().default("https://www.instagram.com/accounts/login/"),
  siteUrl: z.url().default("http://localhost:3000"),
  /**
   * Whether the server can send mail, so the confirmation may say a copy is on its way
   * (docs/decisions/0022). MAIL_CONFIGURED=1 or 0; unset follows whether SMTP_URL is set.
   */
  mailConfigured: z.boolean({ error: "MAIL_CONFIGURED must be 1 or 0" }),
  /** The desk's first-reply promise, e.g. "4 working hours" or "1 working day" (FIRST_REPLY_WITHIN).
   * /query-form and the confirmation both state it. */
  firstReplyWithin: z
    .string()
    .regex(FIRST_REPLY_WITHIN, 'must read like "4 working hours", "1 working day" or "24 hours"')
    .default("24 hours")
    .transform(singularWhenOne),
  /**
   * Days after its last change that a case closed as resolved or spam is erased (RETENTION_DAYS;
   * server/ops/retention.ts); null, the default, erases nothing by time. A build setting, so the
   * Privacy Policy states the period the server applies. At least 60: the person is told 30 days before.
   */
  retentionDays: z.coerce
    .number({ error: "RETENTION_DAYS must be a whole number of days" })
    .int("RETENTION_DAYS must be a whole number of days")
    .min(60, "RETENTION_DAYS must be at least 60: the person is told 30 days before")
    .max(36_500)
    .nullable()
    .default(null),
  /**
   * The desk's targets for a first response to a case, in minutes (docs/decisions/0034): one for
   * a case that arrives inside a legal deadline (RESPONSE_TARGET_DEADLINE, default 1 hour), one
   * for any other (RESPONSE_TARGET_OTHER, default 24 hours). A case in a deadline never waits
   * longer than any other.
   */
  responseTargets: z
    .object({
      insideDeadlineMinutes: responseTarget("RESPONSE_TARGET_DEADLINE", 60),
      otherMinutes: responseTarget("RESPONSE_TARGET_OTHER", 24 * 60),
    })
    .refine((targets) => targets.insideDeadlineMinutes <= targets.otherMinutes, {
      error: "RESPONSE_TARGET_DEADLINE must not be longer than RESPONSE_TARGET_OTHER",
    }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema> & {
  /** Digits only with country code, for tel: and chat links. */
  supportPhoneDigits: string;
  whatsappUrl: string;
  telUrl: string;
};

/** Reads the site config from environment variables; a bad value is a clear error. */
export function loadSiteConfig(env: Env): SiteConfig {
  const parsed = siteConfigSchema.safeParse({
    brand: env.SITE_BRAND || undefined,
    supportPhone: env.SUPPORT_PHONE || undefined,
    supportEmail: env.SUPPORT_EMAIL || undefined,
    grievanceEmail: env.GRIEVANCE_EMAIL || undefined,
    addressLines: env.SITE_ADDRESS ? env.SITE_ADDRESS.split("|").map((line) => line.trim()) : undefined,
    facebookUrl: env.FACEBOOK_URL || undefined,
    instagramUrl: env.INSTAGRAM_URL || undefined,
    siteUrl: env.SITE_URL ? env.SITE_URL.replace(/\/+$/, "") : undefined,
    mailConfigured: isMailConfigured(env),
    firstReplyWithin: env.FIRST_REPLY_WITHIN?.trim() || undefined,
    retentionDays: env.RETENTION_DAYS?.trim() || undefined,
    responseTargets: {
      insideDeadlineMinutes: targetMinutes(env.RESPONSE_TARGET_DEADLINE),
      otherMinutes: targetMinutes(env.RESPONSE_TARGET_OTHER),
    },
  });
  if (!parsed.success) {
    throw new Error(`Invalid site configuration:\n${z.prettifyError(parsed.error)}`);
  }
  const config = parsed.data;
  const supportPhoneDigits = config.supportPhone.replace(/\D/g, "");
  return {
    ...config,
    supportPhoneDigits,
    whatsappUrl: `https://wa.me/${supportPhoneDigits}`,
    telUrl: `tel:+${supportPhoneDigits}`,
  };
}
