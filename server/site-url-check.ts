// What a production server says at start about the address it tells people (SITE_URL): links in
// mails, the one-click unsubscribe of reminders (RFC 8058 asks mail programs to offer it only for
// https: addresses) and browser notifications (service workers run only on https: pages) all
// need the site's https: address. Behind a proxy on one's own machine (loopback) any will do.

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** A warning for a production server whose SITE_URL is not https:, or null when all is well. */
export function siteUrlWarning(siteUrl: string, nodeEnv: string): string | null {
  if (nodeEnv !== "production") return null;
  const url = new URL(siteUrl);
  if (url.protocol === "https:" || LOOPBACK_HOSTS.has(url.hostname)) return null;
  return (
    `SITE_URL is ${url.origin}, not https: case links in mails would travel in clear, mail programs ` +
    "offer a reminder's one-click unsubscribe only for https: addresses (RFC 8058), and browsers " +
    "allow notifications only on https: pages. Set SITE_URL to the site's https: address."
  );
}
