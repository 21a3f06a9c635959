import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { IslandsManifest } from "~/app/islands/manifest";
import { ISLANDS_MANIFEST_FILE } from "~/app/islands/vite-plugin";
import { CHUNK_MODULES_FILE, type ChunkRecord } from "./chunk-modules-plugin";

// What JavaScript a prerendered page loads, read from build/client.
//
// The rule (docs/performance.md, "Public pages"):
// - On load: every script and modulepreload the page's HTML names (external files, and the
//   modules its inline module script imports), the files of each island the page holds (which
//   the islands' entry imports once the page is painted, with React's part of hydrating), and
//   everything those import statically. This is what the visitor's phone fetches and runs
//   before the page is interactive, whether or not it is ever used.
//   Of it, "before paint" is what the HTML names itself and what that imports statically: on a
//   public page only the islands' entry and its small start file.
// - On first use: what those modules import dynamically (e.g. the Request Help form, fetched
//   when the dialog is first opened). Not part of the page's budget, shown beside it. It is an
//   upper bound: the islands' entry can import every island's module, and a page fetches only
//   those of the islands it holds.
// - Inline: the scripts written into the HTML itself (none on a public page that hydrates as
//   islands; React Router writes its context there). They travel inside the HTML document,
//   compressed with it, so they are shown apart and not added to the budget.
// Each file counts its gzip -9 size, once per page.

const CLIENT_DIR = "build/client";

export interface PageScripts {
  path: string;
  /** Asset files (relative to build/client) loaded with the page. */
  onLoad: string[];
  onLoadGzip: number;
  /** gzip -9 size of the files the HTML itself names and what they import statically: fetched before the first paint. */
  beforePaintGzip: number;
  /** Asset files fetched only when a feature is first used. */
  onFirstUse: string[];
  onFirstUseGzip: number;
  /** gzip -9 size of the page's inline scripts, together. */
  inlineGzip: number;
  /** Source modules (app/..., shared/..., node_modules/<package>/...) in every file above. */
  modules: string[];
}

export function prerenderedHtmlFile(path: string): string {
  return join(CLIENT_DIR, path === "/" ? "index.html" : `${path.replace(/^\//, "")}/index.html`);
}

export function readChunkRecords(): Map<string, ChunkRecord> {
  const records = JSON.parse(readFileSync(CHUNK_MODULES_FILE, "utf8")) as ChunkRecord[];
  return new Map(records.map((record) => [record.file, record]));
}

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(CLIENT_DIR, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/** Same-origin JavaScript files the HTML names, as paths relative to build/client. */
function scriptsNamedByHtml(html: string): { files: string[]; inline: string[] } {
  const files = new Set<string>();
  const inline: string[] = [];
  const local = (url: string) => {
    if (url.startsWith("/") && !url.startsWith("//") && url.endsWith(".js")) files.add(url.slice(1));
  };
  for (const link of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = link[0];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href && /\brel="modulepreload"/.test(tag)) local(href);
  }
  for (const script of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = "", body = ""] = script;
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) {
      local(src);
      continue;
    }
    // An island's props (app/islands/island.tsx): data, not a script the browser runs.
    if (/\btype="application\/json"/.test(attributes)) continue;
    inline.push(body);
    if (/\btype="module"/.test(attributes)) {
      for (const imported of body.matchAll(/\bimport\b[^"']*["']([^"']+)["']/g)) local(imported[1] ?? "");
    }
  }
  return { files: [...files], inline };
}

/** The files and everything they import statically. */
function withStaticImports(files: Iterable<string>, chunks: Map<string, ChunkRecord>): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
  };
  for (const file of files) visit(file);
  return seen;
}

export function readIslandsManifest(): IslandsManifest {
  return JSON.parse(readFileSync(ISLANDS_MANIFEST_FILE, "utf8")) as IslandsManifest;
}

/** The files the islands in the page need, React's part of hydrating them included (none without an island). */
function islandFiles(path: string, html: string, islands: IslandsManifest): string[] {
  const names = new Set([...html.matchAll(/\bdata-island="([^"]+)"/g)].map((match) => match[1] ?? ""));
  if (names.size === 0) return [];
  return [
    ...islands.hydrate,
    ...[...names].flatMap((name) => {
      const files = islands.islands[name];
      if (!files)
        throw new Error(`${path}: the page holds an island "${name}" that the build's islands manifest does not name`);
      return files;
    }),
  ];
}

export function pageScripts(path: string, chunks: Map<string, ChunkRecord>, islands: IslandsManifest): PageScripts {
  const html = readFileSync(prerenderedHtmlFile(path), "utf8");
  const named = scriptsNamedByHtml(html);
  const beforePaint = withStaticImports(named.files, chunks);
  const onLoad = withStaticImports([...beforePaint, ...islandFiles(path, html, islands)], chunks);
  const dynamic = [...onLoad].flatMap((file) => chunks.get(file)?.dynamicImports ?? []);
  const onFirstUse = [...withStaticImports(dynamic, chunks)].filter((file) => !onLoad.has(file));
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipSize(file), 0);
  const modules = [...onLoad, ...onFirstUse].flatMap((file) => chunks.get(file)?.modules ?? []);
  return {
    path,
    onLoad: [...onLoad].sort(),
    onLoadGzip: sum(onLoad),
    beforePaintGzip: sum(beforePaint),
    onFirstUse: onFirstUse.sort(),
    onFirstUseGzip: sum(onFirstUse),
    inlineGzip: named.inline.length === 0 ? 0 : gzipSync(named.inline.join("\n"), { level: 9 }).length,
    modules: [...new Set(modules)],
  };
}

export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
