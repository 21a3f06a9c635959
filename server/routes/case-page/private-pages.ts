import type { FastifyReply, FastifyRequest } from "fastify";
import type { PageFormAnswer } from "~/shared/form-answer";
import type { LanguageCode } from "~/shared/languages";
import type { RenderAllowance } from "~/server/plugins/rate-limits";
import { busyPage, type RefusedRequest } from "~/server/site/busy-page";
import { errorPage } from "~/server/site/error-page";
import type { PageRenderer } from "~/server/site/page-renderer";
import { renderedOnce } from "~/server/site/rendered-once";
import { sendKeptPage, sendPage } from "~/server/site/send-page";

// How the case's pages are sent: the case page and the letters, private, rendered per request
// when they show a case, and rendered once when they show none (docs/decisions/0073).

export type PrivatePages = ReturnType<typeof privatePages>;

export function privatePages(renderer: PageRenderer | undefined, renderAllowance: RenderAllowance) {
  // The pages anyone may ask for, with no case open: rendered once each, then answered from their
  // bytes (docs/decisions/0073). Only fixed answers reach it, never anything typed or a case's.
  const forAnyone = renderer && renderedOnce(renderer);

  /**
   * A private page: the case page or a letter, with what the island needs. Rendered for this
   * request when it shows a case; with `sameForAnyone`, a page with no case in it, answered
   * from the bytes of its first render.
   */
  async function sendPrivatePage(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    island: PageFormAnswer | null,
    status: number,
    sameForAnyone: boolean,
  ) {
    // The address alone says that someone asked for help: no Referer, no search engine.
    reply.header("referrer-policy", "no-referrer").header("x-robots-tag", "noindex");
    if (!renderer || !forAnyone) {
      reply.log.error(`no page renderer in the build: ${path} cannot be shown`);
      return sendPage(reply, errorPage(500, path), 500);
    }
    if (sameForAnyone) return sendKeptPage(request, reply, await forAnyone.render(path, island), status);
    return sendPage(reply, await renderer.render(path, island), status);
  }

  /**
   * Whether this address has had its minute's allowance of rendered pages; if so the page that
   * says to wait a minute has been sent (429), in `language`, with what the request carried.
   * Asked only before a page would be rendered for this request, never for a page for anyone.
   */
  async function refusedForNow(
    request: FastifyRequest,
    reply: FastifyReply,
    language: LanguageCode,
    refused: RefusedRequest,
  ): Promise<boolean> {
    const allowance = await renderAllowance(request);
    if (allowance.allowed) return false;
    reply
      .header("retry-after", String(allowance.retryAfterSeconds))
      .header("referrer-policy", "no-referrer")
      .header("x-robots-tag", "noindex");
    sendPage(reply, busyPage(language, refused), 429);
    return true;
  }

  return { sendPrivatePage, refusedForNow };
}
