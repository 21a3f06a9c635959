import { createHash } from "node:crypto";

// The Content-Security-Policy. Scripts run only from our own origin, plus the inline scripts
// React Router writes into each prerendered page (its context and the module loader), allowed
// by their SHA-256 hashes, so no 'unsafe-inline' is needed for scripts and an injected script
// cannot run. Styles allow 'unsafe-inline': prerendered pages carry style attributes (a banner's
// height), and a style cannot run code.

const BASE_DIRECTIVES: Record<string, string[]> = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "manifest-src": ["'self'"],
  // The service worker of browser notifications (docs/decisions/0074), from our own origin only.
  "worker-src": ["'self'"],
  "form-action": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'none'"],
  "frame-ancestors": ["'none'"],
};

/** For responses that are not our HTML pages (the API, files): nothing may run or frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

export function contentSecurityPolicy(inlineScriptHashes: readonly string[] = []): string {
  const directives = { ...BASE_DIRECTIVES, "script-src": [...BASE_DIRECTIVES["script-src"]!, ...inlineScriptHashes] };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * 'sha256-…' sources for every inline <script> (one without src) in an HTML document. A data
 * block (`type="application/json"`, an island's props) is never run, so it needs none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", body = ""] = match;
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*"application\/json"/i.test(attributes) || body.length === 0)
      continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
