import type { PageFormAnswer } from "~/shared/form-answer";
import type { HtmlDocument } from "./client-build";
import type { PageRenderer } from "./page-renderer";

// The pages anyone may ask for, a stranger or a crawler as much as a victim: the case page and
// the letters without a case open, and what the case page says to a form or a code that opens
// nothing (docs/decisions/0073). Their words depend only on the address and the language, so
// each is rendered on its first request by the same renderer as before, and its bytes are
// answered from then on: the same page, for none of the 30 to 110 ms of CPU a render costs.
//
// Only answers from a fixed set may be passed: never anything typed, a reference or a case's
// facts. The set is the pages' paths times their few fixed answers, some dozens of documents.

/** A renderer that renders each (path, answer) once and answers every later request with those bytes. */
export function renderedOnce(renderer: PageRenderer): PageRenderer {
  const documents = new Map<string, Promise<HtmlDocument>>();
  return {
    render(path: string, island: PageFormAnswer | null): Promise<HtmlDocument> {
      const key = `${path} ${JSON.stringify(island)}`;
      let document = documents.get(key);
      if (!document) {
        // Requests arriving while it renders wait for the same render.
        document = renderer.render(path, island);
        // A render that failed is not kept: the next request tries again.
        document.catch(() => documents.delete(key));
        documents.set(key, document);
      }
      return document;
    },
  };
}
