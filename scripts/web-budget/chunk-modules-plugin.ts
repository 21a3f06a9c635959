import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import type { Plugin } from "vite";

/** Where the client build's chunk list is written: outside build/client, so it is never served. */
export const CHUNK_MODULES_FILE = "build/chunk-modules.json";

/** A chunk of the client build: its file, the modules in it, what it imports. */
export interface ChunkRecord {
  file: string;
  modules: string[];
  imports: string[];
  dynamicImports: string[];
}

/** A module's id as `app/...`, `shared/...` or `node_modules/<package>/...`, wherever the install lives. */
function moduleName(root: string, id: string): string {
  const path = id.replace(/^\0/, "").replaceAll("\\", "/");
  const inPackage = path.lastIndexOf("/node_modules/");
  return inPackage === -1 ? relative(root, path).replaceAll("\\", "/") : path.slice(inPackage + 1);
}

/**
 * Writes which source modules each client chunk holds, so the budget check
 * (scripts/check-web-budget.ts) can tell what a page loads by what it is made of, not by
 * the chunk names Rollup happens to choose.
 */
export function chunkModulesReport(): Plugin {
  return {
    name: "cyberhelp:chunk-modules",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const root = process.cwd();
      const chunks: ChunkRecord[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks.push({
          file: output.fileName,
          modules: Object.keys(output.modules).map((id) => moduleName(root, id)),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
        });
      }
      mkdirSync(dirname(CHUNK_MODULES_FILE), { recursive: true });
      writeFileSync(CHUNK_MODULES_FILE, JSON.stringify(chunks, null, 1));
    },
  };
}
