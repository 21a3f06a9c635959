import { z } from "zod";
import { EXAMPLE_CONTACTS } from "./placeholder-contacts";

// Who we are and how to reach us, read from the environment at build time. Defaults are
// obvious examples; a deployment sets the real values (production refuses the example contacts,
// placeholder-contacts.ts). Build tooling only: the running code reads the result through
// site-config.ts, so Zod never ships to the browser for this.

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
});

export type SiteConfig = z.infer<typeof siteConfigSchema> & {
  /** Digits only with country code, for tel: and chat links. */
  supportPhoneDigits: string;
  whatsappUrl: string;
  telUrl: string;
};

type Env = Record<string, string | undefined>;

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
