import { siteConfig } from "~/shared/site-config";
import { escapeHtml } from "../mail/html-escape";
import { htmlDocument, type HtmlDocument } from "./client-build";
import { apiMessages } from "~/shared/messages/api";

// What a person's browser gets when a request to a page's address fails: a short HTML page in
// words a person reads, never the API's JSON (docs/decisions/0021-forms-without-scripts.md). It
// holds no script, so the pages' policy covers it.

interface ErrorPageText {
  title: string;
  body: string;
}

const PAGE_TEXT: Record<number, ErrorPageText> = {
  404: { title: "Page Not Found", body: "The page you are looking for doesn't exist." },
  405: {
    title: "This page does not take forms",
    body: "Nothing was sent. Please use the form on the page you came from.",
  },
  413: { title: "The form is too long", body: "Nothing was sent. Please shorten what you wrote and send it again." },
  415: { title: "The form could not be read", body: "Nothing was sent. Please send the form from its page again." },
  429: { title: "Please wait a minute", body: apiMessages.tooManyRequests },
};

const SERVER_ERROR: ErrorPageText = { title: "Something went wrong", body: apiMessages.serverError };
const CLIENT_ERROR: ErrorPageText = {
  title: "The request could not be read",
  body: "Nothing was sent. Please go back and try again.",
};

function pageText(statusCode: number): ErrorPageText {
  return PAGE_TEXT[statusCode] ?? (statusCode >= 500 ? SERVER_ERROR : CLIENT_ERROR);
}

/** The error page for `statusCode`, with a link back to `backTo` (a path of this site) when given. */
export function errorPage(statusCode: number, backTo?: string): HtmlDocument {
  const { title, body } = pageText(statusCode);
  const back =
    backTo !== undefined && backTo !== "/" ? `<p><a href="${escapeHtml(backTo)}">Back to the form</a></p>` : "";
  return htmlDocument(
    Buffer.from(`<!doctype html>
<html lang="en-IN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} | ${escapeHtml(siteConfig.brand)}</title>
<style>body{font:1.05rem/1.5 system-ui,sans-serif;margin:0;color:#1d2939}main{max-width:40rem;margin:3rem auto;padding:0 1rem}a{color:#0b57a4}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>${back}<p><a href="/">Go to the home page</a></p></main></body>
</html>
`),
  );
}
