import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import ConfirmationPanel from "./components/confirmation-panel";
import { ServerConfirmationPanel } from "./components/confirmation-slot";
import { PageFormAnswerContext } from "./lib/form-answer";
import type { PageFormAnswer } from "~/shared/form-answer";

// Renders a page on the server: at build time for the prerender, and at run time for the
// answer to a form sent without scripts (docs/decisions/0021-forms-without-scripts.md), which
// the server passes in the load context. The whole page is rendered before anything is sent
// (onAllReady), so no streaming script is written into it: the pages' Content-Security-Policy
// allows no inline script it has not hashed.

const RENDER_TIMEOUT_MS = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const formAnswer = (loadContext as { formAnswer?: PageFormAnswer } | undefined)?.formAnswer ?? null;
  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      <PageFormAnswerContext value={formAnswer}>
        <ServerConfirmationPanel value={ConfirmationPanel}>
          <ServerRouter context={routerContext} url={request.url} />
        </ServerConfirmationPanel>
      </PageFormAnswerContext>,
      {
        // React would otherwise move a Suspense boundary that comes after the first 12.8 KB of
        // the page out of place, to be put back by an inline script: never, here.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          clearTimeout(timeout);
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, RENDER_TIMEOUT_MS);
  });
}
