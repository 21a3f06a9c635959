import { cpSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import type { Plugin } from "vite";

// React Router builds the route modules for the server too, prerenders the public pages with
// that build and then deletes it (react-router.config.ts: ssr: false). The server still needs it
// for the answers a page cannot have at build time: a form sent without scripts, shown again
// with its messages, or its confirmation (docs/decisions/0021-forms-without-scripts.md). This
// keeps a copy, outside build/client so it is never served as a file.

const PAGE_RENDERER_DIR = "build/page-renderer";

export function keepServerBuild(): Plugin {
  return {
    name: "cyberhelp:keep-server-build",
    apply: "build",
    writeBundle: {
      // Before React Router's own writeBundle, which prerenders and then deletes the directory.
      order: "pre",
      sequential: true,
      handler(options) {
        if (this.environment.name !== "ssr" || !options.dir) return;
        const target = resolve(PAGE_RENDERER_DIR);
        rmSync(target, { recursive: true, force: true });
        cpSync(options.dir, target, { recursive: true });
      },
    },
  };
}
