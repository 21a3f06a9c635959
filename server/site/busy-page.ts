import type { LanguageCode } from "~/shared/language-codes";
import { busyPageWords } from "~/shared/busy-page-words";
import { siteConfig } from "~/shared/site-config";
import { escapeHtml } from "../mail/html-escape";
import { htmlDocument, type HtmlDocument } from "./client-build";

// The page answered with 429 when an address has had its minute's allowance of rendered pages
// (docs/decisions/0073). A plain document made from a few strings, never a render: the point is
// to spend nothing on a flood. No script, one inline style, so the pages' policy covers it.
//
// A form refused here saved nothing, so nothing typed may be lost: the page shows each value
// that was sent and holds them in a form to the same address, and "Send again" sends them as
// they were. A file cannot be held this way: the page says to choose it again.

/** What the refused request was: a page asked for, a form sent (its action and fields), or a file sent. */
export type RefusedRequest =
  | { kind: "page"; url: string }
  | { kind: "form"; action: string; fields: readonly (readonly [name: string, value: string])[] }
  | { kind: "file"; backTo: string };

const STYLE =
  "body{font:1.05rem/1.5 system-ui,sans-serif;margin:0;color:#1d2939}main{max-width:40rem;margin:2rem auto;padding:0 1rem}" +
  "a{color:#0b57a4}a:focus-visible,button:focus-visible{outline:3px solid #f79009;outline-offset:2px}" +
  ".typed{margin:0;padding:0;list-style:none}.typed li{margin:0 0 8px;padding:8px 12px;background:#f2f4f7;white-space:pre-wrap;overflow-wrap:anywhere}" +
  "button{font:inherit;min-height:44px;padding:8px 20px;border:0;border-radius:6px;background:#0b57a4;color:#fff;cursor:pointer}";

function refusedBody(language: LanguageCode, refused: RefusedRequest): string {
  const words = busyPageWords[language];
  const esc = escapeHtml;
  switch (refused.kind) {
    case "page":
      return `<p>${esc(words.openAgainHint)}</p><p><a href="${esc(refused.url)}">${esc(words.openAgain)}</a></p>`;
    case "file":
      return `<p>${esc(words.fileNotSent)}</p><p><a href="${esc(refused.backTo)}">${esc(words.backToCase)}</a></p>`;
    case "form": {
      const shown = refused.fields.filter(([, value]) => value.trim() !== "");
      const typed =
        shown.length === 0
          ? ""
          : `<h2>${esc(words.typedHeading)}</h2><ul class="typed">${shown.map(([, value]) => `<li>${esc(value)}</li>`).join("")}</ul>`;
      const hidden = refused.fields
        .map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`)
        .join("");
      return (
        `<p>${esc(words.notSavedHint)}</p>${typed}` +
        `<form method="post" action="${esc(refused.action)}">${hidden}<p><button type="submit">${esc(words.sendAgain)}</button></p></form>`
      );
    }
  }
}

/** The page that says to wait a minute, in `language`, keeping what the refused request carried. */
export function busyPage(language: LanguageCode, refused: RefusedRequest): HtmlDocument {
  const words = busyPageWords[language];
  return htmlDocument(
    Buffer.from(`<!doctype html>
<html lang="${escapeHtml(words.lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(words.title)} | ${escapeHtml(siteConfig.brand)}</title>
<style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(words.lead)}</p>${refusedBody(language, refused)}</main></body>
</html>
`),
  );
}
