import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { NOT_FOUND_PRERENDER_PATH } from "~/shared/routes";
import { LANGUAGES, languageOfPath, localizedPath, type LanguageCode } from "~/shared/languages";
import { contentSecurityPolicy, inlineScriptHashes } from "./content-security-policy";

// What React Router's build wrote to build/client, indexed once at start-up. Requests are
// answered by looking a path up in these maps, never by joining it onto a directory, so no
// URL can reach a file outside the build (or a dotfile inside it).

export interface HtmlDocument {
  body: Buffer;
  /** Lets a browser revalidate a no-cache page without downloading it again. */
  etag: string;
  /** This page's policy: its own inline scripts are allowed by hash, nothing else inline. */
  contentSecurityPolicy: string;
}

export interface ClientBuild {
  /** URL path -> path relative to the client dir, for every non-HTML file (assets, .data, icons). */
  files: Map<string, string>;
  /** URL path -> document, for every HTML file, kept in memory (there are a few dozen). */
  htmlFiles: Map<string, HtmlDocument>;
  /** Page path -> its prerendered document: "/" is index.html, "/faq" is faq/index.html. */
  pages: Map<string, HtmlDocument>;
  /** The prerendered /404 page, answered with status 404. */
  notFoundPage: HtmlDocument | undefined;
  /** Each other language's 404 page (/hi/404), answered for unknown paths under its prefix. */
  notFoundPages: Map<LanguageCode, HtmlDocument>;
  /** The client-only shell for /admin, /login and /signup. */
  spaFallback: HtmlDocument | undefined;
}

const SPA_FALLBACK_FILE = "__spa-fallback.html";
const PAGE_FILE = "index.html";

export function loadClientBuild(clientDir: string): ClientBuild {
  const build: ClientBuild = {
    files: new Map(),
    htmlFiles: new Map(),
    pages: new Map(),
    notFoundPage: undefined,
    notFoundPages: new Map(),
    spaFallback: undefined,
  };
  if (!existsSync(clientDir)) return build;

  for (const relativePath of regularFiles(clientDir)) {
    const urlPath = `/${relativePath}`;
    if (!relativePath.endsWith(".html")) {
      build.files.set(urlPath, relativePath);
      continue;
    }
    const document = htmlDocument(readFileSync(join(clientDir, relativePath)));
    build.htmlFiles.set(urlPath, document);
    if (relativePath === SPA_FALLBACK_FILE) build.spaFallback = document;
    if (posix.basename(relativePath) !== PAGE_FILE) continue;
    const directory = posix.dirname(relativePath);
    const pagePath = directory === "." ? "/" : `/${directory}`;
    const language = LANGUAGES.find(({ code }) => pagePath === localizedPath(code, NOT_FOUND_PRERENDER_PATH));
    if (pagePath === NOT_FOUND_PRERENDER_PATH) build.notFoundPage = document;
    else if (language) build.notFoundPages.set(language.code, document);
    else build.pages.set(pagePath, document);
  }
  return build;
}

export function htmlDocument(body: Buffer): HtmlDocument {
  return {
    body,
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    contentSecurityPolicy: contentSecurityPolicy(inlineScriptHashes(body.toString("utf8"))),
  };
}

/** Relative POSIX paths of the regular files under dir; dotfiles, dot-directories and symlinks are skipped. */
function* regularFiles(dir: string, prefix = ""): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const relativePath = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* regularFiles(join(dir, entry.name), relativePath);
    else if (entry.isFile()) yield relativePath;
  }
}

/** The 404 page for a path: in the language of its prefix when that language has one, else English's. */
export function notFoundPageFor(build: ClientBuild, path: string): HtmlDocument | undefined {
  return build.notFoundPages.get(languageOfPath(path).code) ?? build.notFoundPage;
}
