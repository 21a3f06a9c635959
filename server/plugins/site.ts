import { join, sep } from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ADMIN_ACCOUNT_PATH, adminCaseReferenceAt, adminViewAt } from "~/shared/admin-links";
import { paths } from "~/shared/routes";
import type { Kysely } from "kysely";
import { siteConfig } from "~/shared/site-config";
import type { Database } from "../db/schema";
import type { ServerKeys } from "../keys/server-keys";
import {
  htmlDocument,
  loadClientBuild,
  notFoundPageFor,
  type ClientBuild,
  type HtmlDocument,
} from "../site/client-build";
import { robotsTxt, sitemapXml } from "../site/crawler-files";
import { confirmationPage } from "../site/form-pages";
import type { PageRenderer } from "../site/page-renderer";
import { sendPrecompressed } from "../site/precompressed";
import { sendPage } from "../site/send-page";
import { REFERENCE_PATTERN } from "../submissions/reference";
import type { Clock } from "../clock";

// Serves the React Router build: prerendered public pages, the client-only shell for the admin
// and auth pages, the assets, and a real 404 status for anything else.

export interface SitePluginOptions {
  /** The client build directory (build/client); absolute. */
  clientDir: string;
  /** Renders a page with a form's confirmation (docs/decisions/0021-forms-without-scripts.md). */
  pageRenderer?: Promise<PageRenderer | undefined>;
  /** Where a confirmation's one showing is claimed. */
  db: Kysely<Database>;
  /** Opens the sealed cookie that brings a confirmation its case code. */
  serverKeys: ServerKeys;
  clock: Clock;
}

/** File names under /assets/ carry a content hash, so they can be cached forever. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Everything else may change with a deploy: the browser must revalidate before reuse. */
const REVALIDATE = "no-cache";
const HTML = "text/html; charset=utf-8";

const BUILT_IN_NOT_FOUND_PAGE = htmlDocument(
  Buffer.from(
    `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Page Not Found</title></head>
<body><main><h1>Page Not Found</h1><p>The page you are looking for doesn't exist.</p><p><a href="/">Go to the home page</a></p></main></body>
</html>
`,
  ),
);

export async function sitePlugin(app: FastifyInstance, options: SitePluginOptions): Promise<void> {
  const build = loadClientBuild(options.clientDir);
  const renderer = await options.pageRenderer;
  const { now } = options.clock;
  if (build.pages.size === 0) {
    app.log.warn({ clientDir: options.clientDir }, "no prerendered pages found: every page will answer 404");
  }
  const assetsDir = join(options.clientDir, "assets") + sep;

  await app.register(fastifyCompress, { encodings: ["br", "gzip"] });
  await app.register(fastifyStatic, {
    root: options.clientDir,
    // Only reply.sendFile for paths found in the build index; the routing below is ours.
    serve: false,
    cacheControl: false,
    dotfiles: "ignore",
    index: false,
    // Called with Node's raw response, before the file is streamed.
    setHeaders: (response, filePath) => {
      response.setHeader("cache-control", filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      // React Router's turbo-stream data files; text, so they get compressed like the pages.
      if (filePath.endsWith(".data")) response.setHeader("content-type", "text/x-script; charset=utf-8");
    },
  });

  const robots = robotsTxt(siteConfig.siteUrl);
  const sitemap = sitemapXml(siteConfig.siteUrl);
  app.get("/robots.txt", (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", REVALIDATE).send(robots),
  );
  app.get("/sitemap.xml", (_request, reply) =>
    reply.type("application/xml; charset=utf-8").header("cache-control", REVALIDATE).send(sitemap),
  );

  app.get("/*", async (request, reply) => {
    // A form sent without scripts was accepted: its page shows the confirmation, once.
    const path = request.url.split("?", 1)[0] ?? "/";
    const confirmed = await confirmationPage(renderer, options.db, options.serverKeys, request, reply, path, now());
    if (confirmed) return sendPage(reply, confirmed, 200);
    return serveSitePath(build, request, reply);
  });
}

function serveSitePath(
  build: ClientBuild,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply | Promise<FastifyReply> {
  const [rawPath = "/", query] = splitUrl(request.url);
  const path = decodePath(rawPath);
  if (path === null) return sendHtml(request, reply, notFoundPage(build, "/"), 404);
  // Unknown API paths get the API's JSON 404, not a web page.
  if (path === "/api" || path.startsWith("/api/")) {
    reply.callNotFound();
    return reply;
  }

  const file = build.files.get(path);
  if (file !== undefined) return reply.sendFile(file);

  const page = build.htmlFiles.get(path) ?? build.pages.get(path);
  if (page) return sendHtml(request, reply, page, 200);

  // One URL per page: /faq/ is sent to /faq, keeping any query string.
  if (path.length > 1 && path.endsWith("/")) {
    const canonical = path.replace(/\/+$/, "") || "/";
    if (build.pages.has(canonical) || isAppOnlyPath(canonical)) {
      return reply.redirect(redirectLocation(canonical, query), 308);
    }
  }

  if (isAppOnlyPath(path) && build.spaFallback) return sendHtml(request, reply, build.spaFallback, 200);

  return sendHtml(request, reply, notFoundPage(build, path), 404);
}

function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  document: HtmlDocument,
  status: number,
): FastifyReply | Promise<FastifyReply> {
  reply
    .type(HTML)
    .header("cache-control", REVALIDATE)
    .header("content-security-policy", document.contentSecurityPolicy);
  if (status === 200) {
    reply.header("etag", document.etag);
    if (request.headers["if-none-match"]?.includes(document.etag)) return reply.code(304).send();
  }
  // Compressed once per encoding, not per request (server/site/precompressed.ts).
  return sendPrecompressed(request, reply.code(status), document);
}

function notFoundPage(build: ClientBuild, path: string): HtmlDocument {
  return notFoundPageFor(build, path) ?? BUILT_IN_NOT_FOUND_PAGE;
}

/**
 * The client app's addresses: the login, signup and password reset pages, and the admin's (its
 * views, the member's account page and a case by a well-formed reference, docs/decisions/0043).
 * Any other path under /admin is not found.
 */
function isAppOnlyPath(path: string): boolean {
  if (path === paths.login || path === paths.signup || path === paths.passwordReset) return true;
  if (path === ADMIN_ACCOUNT_PATH || adminViewAt(path) !== null) return true;
  const reference = adminCaseReferenceAt(path);
  return reference !== null && REFERENCE_PATTERN.test(reference.toUpperCase());
}

function splitUrl(url: string): [string, string | undefined] {
  const queryStart = url.indexOf("?");
  return queryStart === -1 ? [url, undefined] : [url.slice(0, queryStart), url.slice(queryStart + 1)];
}

/**
 * The Location of a redirect to `path` (decoded), on this site only: each segment percent-encoded
 * (so a decoded "?", "#", line break or non-ASCII character cannot end the path, split the header
 * or make Node refuse it), and one leading slash, so "//host" cannot send the visitor elsewhere.
 */
function redirectLocation(path: string, query: string | undefined): string {
  const encodedPath = path.split("/").map(percentEncode).join("/").replace(/^\/+/, "/");
  // The query is passed on as sent, with anything outside printable ASCII encoded.
  return query === undefined ? encodedPath : `${encodedPath}?${query.replace(/[^\x21-\x7e]/gu, utf8PercentEncoded)}`;
}

function percentEncode(segment: string): string {
  return segment.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@]/gu, utf8PercentEncoded);
}

/** Never throws, unlike encodeURIComponent on a lone surrogate. */
function utf8PercentEncoded(character: string): string {
  return [...Buffer.from(character, "utf8")]
    .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`)
    .join("");
}

function decodePath(rawPath: string): string | null {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return null;
  }
}
