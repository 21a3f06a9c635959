// WhatsApp reminders go through the WhatsApp Business Platform's Cloud API, as pre-approved
// template messages (docs/decisions/0076). They are off unless every setting below is given:
// half a configuration is refused at start rather than sending confirmations whose answers no
// webhook can hear.

/** The Cloud API's address, with the Graph API version the requests are written for. */
export const WHATSAPP_GRAPH_URL = "https://graph.facebook.com/v21.0";

/** The pre-approved templates, each registered in every language of the site (English "en", Hindi "hi", Bengali "bn", Tamil "ta", Marathi "mr", Telugu "te") under one name. */
export interface WhatsAppTemplateNames {
  /** Asks the number's owner to confirm, with the quick-reply button "Yes, remind me". */
  confirm: string;
  /** "A date on your case is tomorrow ({{1}})", with the quick-reply button "Stop reminders". */
  tomorrow: string;
  /** "A date on your case is today ({{1}})", with the quick-reply button "Stop reminders". */
  today: string;
  /** "What you can do now on your case", with the quick-reply button "Stop reminders". */
  bankTimeUp: string;
}

export interface WhatsAppConfig {
  /** A system user's access token with whatsapp_business_messaging. */
  token: string;
  /** The business phone number's id (not the number). */
  phoneNumberId: string;
  /** The Meta app's secret: every webhook call is signed with it (X-Hub-Signature-256). */
  appSecret: string;
  /** The token chosen when the webhook was registered, which Meta's verification request repeats. */
  verifyToken: string;
  templates: WhatsAppTemplateNames;
  /** The Cloud API's address: WHATSAPP_GRAPH_URL, or a local one in the tests. */
  apiUrl: string;
}

const SETTINGS = {
  token: "WHATSAPP_TOKEN",
  phoneNumberId: "WHATSAPP_PHONE_NUMBER_ID",
  appSecret: "WHATSAPP_APP_SECRET",
  verifyToken: "WHATSAPP_VERIFY_TOKEN",
  confirm: "WHATSAPP_TEMPLATE_CONFIRM",
  tomorrow: "WHATSAPP_TEMPLATE_TOMORROW",
  today: "WHATSAPP_TEMPLATE_TODAY",
  bankTimeUp: "WHATSAPP_TEMPLATE_BANK_TIME_UP",
} as const;

/** Only for the tests' local stand-in for the Cloud API; production refuses it. */
const TEST_API_URL = "WHATSAPP_TEST_API_URL";

/**
 * WhatsApp's settings from the environment: null when none is given (WhatsApp stays off), the
 * settings when all are, and an error naming what is missing when only some are.
 */
export function whatsAppConfigFrom(source: Record<string, string | undefined>): WhatsAppConfig | null {
  const value = (name: string) => source[name]?.trim() ?? "";
  const names = Object.values(SETTINGS);
  const given = names.filter((name) => value(name) !== "");
  if (given.length === 0) {
    if (value(TEST_API_URL) !== "") throw new Error(`${TEST_API_URL} is set but WhatsApp is not configured.`);
    return null;
  }
  const missing = names.filter((name) => value(name) === "");
  if (missing.length > 0) {
    throw new Error(
      `WhatsApp is half configured: ${missing.join(", ")} must be set too, or none of ${names.join(", ")}.`,
    );
  }
  if (value("WHATSAPP_APP_SECRET").length < 16)
    throw new Error("WHATSAPP_APP_SECRET looks too short to be a Meta app secret.");
  if (value("WHATSAPP_VERIFY_TOKEN").length < 24) {
    throw new Error(
      "WHATSAPP_VERIFY_TOKEN must be at least 24 characters: anyone who guesses it can point the webhook elsewhere.",
    );
  }
  const testUrl = value(TEST_API_URL);
  if (testUrl !== "") {
    if (source.NODE_ENV === "production")
      throw new Error(`${TEST_API_URL} is for the tests only; production refuses it.`);
    if (!/^http:\/\/127\.0\.0\.1:\d+(\/|$)/.test(testUrl))
      throw new Error(`${TEST_API_URL} must be a loopback address.`);
  }
  return {
    token: value(SETTINGS.token),
    phoneNumberId: value(SETTINGS.phoneNumberId),
    appSecret: value(SETTINGS.appSecret),
    verifyToken: value(SETTINGS.verifyToken),
    templates: {
      confirm: value(SETTINGS.confirm),
      tomorrow: value(SETTINGS.tomorrow),
      today: value(SETTINGS.today),
      bankTimeUp: value(SETTINGS.bankTimeUp),
    },
    apiUrl: testUrl === "" ? WHATSAPP_GRAPH_URL : testUrl.replace(/\/$/, ""),
  };
}

/**
 * The number a case was sent with, as the Cloud API takes it (country code and digits, no "+"),
 * or null when it is not a full international number. The forms store Indian numbers as +91 and
 * ten digits (shared/schemas/case-facts.ts).
 */
export function whatsAppRecipient(phone: string): string | null {
  const match = /^\+([1-9]\d{7,14})$/.exec(phone.replace(/[\s-]/g, ""));
  return match ? match[1]! : null;
}
