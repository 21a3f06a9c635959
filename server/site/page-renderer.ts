import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { PageFormAnswer } from "~/shared/form-answer";
import { htmlDocument, type HtmlDocument } from "./client-build";

// Renders a public page at request time with the same route modules and entry the prerender
// used (the server build React Router made, kept by scripts/page-renderer/keep-server-build-plugin.ts),
// for the answers no prerendered page can hold: a form sent without scripts shown again with its
// messages, or its confirmation (docs/decisions/0021-forms-without-scripts.md). The page gets
// the policy of a prerendered one, computed the same way (client-build.ts's htmlDocument).

export interface PageRenderer {
  /** The page at `path`, holding `formAnswer` in the island it names (or as prerendered, with null). */
  render(path: string, formAnswer: PageFormAnswer | null): Promise<HtmlDocument>;
}

/** The renderer over the server build in `dir` (build/page-renderer); undefined without a build. */
export async function loadPageRenderer(dir: string): Promise<PageRenderer | undefined> {
  const entry = `${dir}/index.js`;
  if (!existsSync(entry)) return undefined;
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  return {
    async render(path, formAnswer) {
      // The origin is never read: the page's links are paths.
      const response = await handle(new Request(new URL(path, "http://localhost")), {
        formAnswer: formAnswer ?? undefined,
      });
      if (response.status !== 200) throw new Error(`Rendering ${path} answered ${response.status}`);
      return htmlDocument(Buffer.from(await response.arrayBuffer()));
    },
  };
}
