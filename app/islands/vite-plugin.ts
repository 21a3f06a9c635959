import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import type { Plugin, Rollup } from "vite";
import type { IslandsManifest } from "./manifest";

// Public pages hydrate as islands (docs/decisions/0012-islands-on-public-pages.md). The browser
// loads one small entry, app/islands/entry.client.tsx, which hydrates each island it finds in
// the page; React Router's own client is left to /login, /signup and /admin.
//
// This plugin names each island after its module's file (import.meta.islandName), adds that
// entry to the client build and tells the prerender which files it
// became: the client build writes ISLANDS_MANIFEST_FILE, and the server build, which runs after
// it, reads the file through the virtual module "virtual:islands-manifest". The prerendered
// page then names the entry and its few static imports; the budget check
// (scripts/web-budget/page-scripts.ts) reads which files each island needs, which the entry
// fetches once the page is painted.

const VIRTUAL_ID = "virtual:islands-manifest";
const RESOLVED_VIRTUAL_ID = `\0${VIRTUAL_ID}`;

/** Outside build/client, so it is never served. */
export const ISLANDS_MANIFEST_FILE = "build/islands-manifest.json";
const ENTRY = "app/islands/entry.client.tsx";
/** One module per island; the file's name is the island's name. */
const ISLAND_MODULE = /\/app\/islands\/modules\/([a-z-]+)\.tsx$/;
/** Replaced by the island module's name, so the name is never typed beside the file's. */
const ISLAND_NAME = /\bimport\.meta\.islandName\b/g;

/** The chunk and every chunk it imports statically, in load order. */
function withStaticImports(fileName: string, bundle: Rollup.OutputBundle): string[] {
  const files: string[] = [];
  const visit = (file: string) => {
    if (files.includes(file)) return;
    files.push(file);
    const output = bundle[file];
    if (output?.type === "chunk") output.imports.forEach(visit);
  };
  visit(fileName);
  return files;
}

/**
 * React and react-dom's client, every page's largest file, with the islands' few lines that
 * call it: one file, shared by the islands' entry and React Router's.
 */
const REACT = /\/node_modules\/(react|react-dom|scheduler)\/|\/app\/islands\/hydrate\.tsx$/;
/**
 * What the islands' entry needs before the first paint besides itself: the wait for that paint
 * (shared with React Router's entry), Vite's helper that preloads a dynamic import's files
 * together, and the constants (how long a held tap waits for the scripts, app/islands/held-actions.ts;
 * the islands read the rest). A few hundred bytes, so the page names nothing larger before its
 * text is painted.
 */
const START = /\/app\/lib\/after-first-paint\.ts$|\/shared\/constants\.ts$|^\0?vite\/preload-helper/;
const HYDRATE = "app/islands/hydrate.tsx";
/**
 * The islands every public page may hold. Rollup adds the modules they import (not already in
 * another group) to the same file, so a page's shell is one file instead of a score of small
 * ones that cost a phone a request each. The forms stay apart: a page without a form does not
 * load them. The entry stays apart too: the admin's code imports the toasts from this file,
 * and would otherwise run the entry, which hydrates islands.
 *
 * Because the modules these islands import are pulled into the file, they import each lucide
 * icon from its own module (`lucide-react/icons/x`), never from the package's index: the index
 * imports every icon, and every icon the site uses anywhere, the admin's too, would land here.
 */
const PUBLIC_SHELL =
  /\/app\/islands\/modules\/(site-header|request-help-dialog|request-help-link|toast-region|accordion|confirmation-slot)\.tsx$/;

export function islands(): Plugin {
  let isBuild = false;
  return {
    name: "cyberhelp:islands",
    configResolved(config) {
      isBuild = config.command === "build";
    },
    outputOptions(options) {
      if (this.environment.name !== "client") return undefined;
      return {
        ...options,
        manualChunks: (id) =>
          REACT.test(id)
            ? "react"
            : START.test(id)
              ? "islands-start"
              : PUBLIC_SHELL.test(id)
                ? "public-shell"
                : undefined,
      };
    },
    buildStart() {
      if (this.environment.name !== "client" || !isBuild) return;
      this.emitFile({ type: "chunk", id: resolve(ENTRY), name: "islands" });
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === "chunk");
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === resolve(ENTRY));
      if (!entry) throw new Error(`The islands entry ${ENTRY} is missing from the client build`);
      const hydrate = chunks.find((chunk) => chunk.moduleIds.includes(resolve(HYDRATE)));
      if (!hydrate) throw new Error(`${HYDRATE} is missing from the client build`);
      const manifest: IslandsManifest = {
        entry: withStaticImports(entry.fileName, bundle),
        hydrate: withStaticImports(hydrate.fileName, bundle),
        islands: {},
      };
      // An island's module is in the chunk that holds it, which Rollup may share with other
      // modules (the public layout imports the header island too).
      for (const chunk of chunks) {
        for (const id of chunk.moduleIds) {
          const name = ISLAND_MODULE.exec(id)?.[1];
          if (name) manifest.islands[name] = withStaticImports(chunk.fileName, bundle);
        }
      }
      mkdirSync(dirname(ISLANDS_MANIFEST_FILE), { recursive: true });
      writeFileSync(ISLANDS_MANIFEST_FILE, JSON.stringify(manifest, null, 1));
    },
    transform(code, id) {
      if (!code.includes("import.meta.islandName")) return undefined;
      const name = ISLAND_MODULE.exec(id.split("?")[0] ?? id)?.[1];
      if (!name) this.error(`import.meta.islandName is known only in app/islands/modules/*.tsx, not in ${id}`);
      return { code: code.replace(ISLAND_NAME, JSON.stringify(name)), map: null };
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_VIRTUAL_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_VIRTUAL_ID) return undefined;
      // Only the prerender (the server build) needs the file names. The dev server, the
      // browser's own code and the tests get null, and pages then hydrate as one app.
      if (!isBuild || this.environment.name === "client") return "export default null;";
      if (!existsSync(ISLANDS_MANIFEST_FILE)) {
        throw new Error(
          `${basename(ISLANDS_MANIFEST_FILE)} is missing: the client build writes it before the server build`,
        );
      }
      return `export default ${readFileSync(ISLANDS_MANIFEST_FILE, "utf8")};`;
    },
  };
}
