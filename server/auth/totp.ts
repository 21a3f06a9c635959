import { randomBytes, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { siteConfig } from "~/shared/site-config";

// RFC 6238 codes for a desk account's second factor (docs/decisions/0072), with the settings
// every authenticator app reads from a QR code: SHA-1, 6 digits, 30-second steps. A code is
// accepted for the current step and one step either side (a phone's clock a little off, a code
// typed as it changed); which step it matched is returned, so the caller can refuse it a second
// time.

const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one. */
const TOTP_WINDOW = 1;
/** 160 bits, RFC 4226's recommended secret length. */
const SECRET_BYTES = 20;

const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: a code read off paper is typed right. 31 characters, so about 5 bits each. */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const RECOVERY_CODE_LENGTH = 10;

function totpFor(secretBase32: string, accountEmail = ""): TOTP {
  return new TOTP({
    issuer: siteConfig.brand,
    label: accountEmail,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new secret, as the base32 text an authenticator app takes when typed in. */
export function newTotpSecret(): string {
  return new Secret({ buffer: randomBytes(SECRET_BYTES).buffer }).base32;
}

/** The otpauth:// address the QR code holds: the site's name, the account's e-mail and the secret. */
export function totpAddress(secretBase32: string, accountEmail: string): string {
  return totpFor(secretBase32, accountEmail).toString();
}

/** The QR code of an otpauth:// address, as an SVG document made on the server (no script in the page). */
export function qrCodeSvg(address: string): Promise<string> {
  return QRCode.toString(address, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}

/** The 30-second step an instant falls in. */
function totpStep(now: Date): number {
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now.getTime() });
}

/** A code as typed, spaces and dashes removed ("123 456" is "123456"). */
export function normalizedCode(code: string): string {
  return code.replace(/[\s-]/g, "").toLowerCase();
}

/** Whether what was typed has the shape of an authenticator's code (rather than a recovery code). */
export function looksLikeTotpCode(code: string): boolean {
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(normalizedCode(code));
}

/**
 * The step a code matches, within one step of `now` and later than `lastUsedStep`, or undefined.
 * A code already used, or one for an earlier step than a code already used, is refused: a code
 * seen over a shoulder or in a log cannot be sent again.
 */
export function matchTotpStep(
  secretBase32: string,
  code: string,
  now: Date,
  lastUsedStep: number | null,
): number | undefined {
  const typed = normalizedCode(code);
  if (!looksLikeTotpCode(typed)) return undefined;
  const delta = totpFor(secretBase32).validate({ token: typed, timestamp: now.getTime(), window: TOTP_WINDOW });
  if (delta === null) return undefined;
  const step = totpStep(now) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? undefined : step;
}

/** New recovery codes, shown once as "abcde-fghjk"; about 49 random bits each. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = Array.from(
      { length: RECOVERY_CODE_LENGTH },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join("");
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}
