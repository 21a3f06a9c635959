import { caseReminderWords, type CaseReminderWords } from "~/shared/case-reminder-words";
import { LANGUAGE_CODES, type LanguageCode } from "~/shared/language-codes";
import { language, localizedPath } from "~/shared/languages";
import { CASE_PAGE_PATH, REMINDER_TOKEN_QUERY } from "~/shared/routes";
import { siteConfig } from "~/shared/site-config";
import { escapeHtml } from "../mail/html-escape";
import { htmlDocument, type HtmlDocument } from "../site/client-build";

// The small pages a reminder mail's links open (docs/decisions/0069): a question with one button,
// whose form posts back to the same address, and the answer. Written by the server with no
// script, so they work on any phone and need nothing of the site's build; in the case's language,
// and a dead link's in every language.

type PageWords = CaseReminderWords["pages"];

interface ReminderPage {
  language: LanguageCode;
  title: (words: PageWords) => string;
  text: (words: PageWords) => string;
  /** The button and where its form posts, for a page that asks. */
  form?: { action: string; token: string; button: (words: PageWords) => string };
}

/** Each language's part of a page: its heading, its sentence, its button and its link to the case page. */
function pagePart({ language, title, text, form }: ReminderPage, headingLevel: "h1" | "h2"): string {
  const words = caseReminderWords[language].pages;
  const button = form
    ? `<form method="post" action="${escapeHtml(`${form.action}?${REMINDER_TOKEN_QUERY}=${encodeURIComponent(form.token)}`)}"><button type="submit">${escapeHtml(form.button(words))}</button></form>`
    : "";
  const casePage = escapeHtml(localizedPath(language, CASE_PAGE_PATH));
  return `<${headingLevel}>${escapeHtml(title(words))}</${headingLevel}><p>${escapeHtml(text(words))}</p>${button}<p><a href="${casePage}">${escapeHtml(words.casePageLink)}</a></p>`;
}

/** A part's `lang`, as its language's entry gives it (shared/languages.ts). */
const htmlLang = (code: LanguageCode) => language(code).lang;

/** A page in one language, or with more parts, each in its own language after the first. */
function page(first: ReminderPage, ...others: ReminderPage[]): HtmlDocument {
  const heading = escapeHtml(first.title(caseReminderWords[first.language].pages));
  const more = others
    .map((part) => `<section lang="${htmlLang(part.language)}">${pagePart(part, "h2")}</section>`)
    .join("");
  return htmlDocument(
    Buffer.from(`<!doctype html>
<html lang="${htmlLang(first.language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><title>${heading} | ${escapeHtml(siteConfig.brand)}</title>
<style>body{font:1.05rem/1.5 system-ui,sans-serif;margin:0;color:#1d2939}main{max-width:40rem;margin:3rem auto;padding:0 1rem}section{margin-top:2rem;padding-top:1rem;border-top:1px solid #d0d5dd}a{color:#0b57a4}button{font:inherit;font-weight:600;padding:.75rem 1.25rem;min-height:44px;border:0;border-radius:6px;background:#0b57a4;color:#fff;cursor:pointer}button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}</style></head>
<body><main><p>${escapeHtml(siteConfig.brand)}</p>${pagePart(first, "h1")}${more}</main></body>
</html>
`),
  );
}

/**
 * A dead link names no case, so its language is not known: the page says it in every language
 * a case can be in, English first, each part marked with its own language.
 */
function inEveryLanguage(part: Omit<ReminderPage, "language">): HtmlDocument {
  const [first, ...others] = LANGUAGE_CODES.map((language) => ({ ...part, language }));
  return page(first!, ...others);
}

export const reminderPages = {
  confirm: (language: LanguageCode, action: string, token: string) =>
    page({
      language,
      title: (words) => words.confirmTitle,
      text: (words) => words.confirmText,
      form: { action, token, button: (words) => words.confirmButton },
    }),
  confirmed: (language: LanguageCode) =>
    page({ language, title: (words) => words.confirmedTitle, text: (words) => words.confirmedText }),
  stop: (language: LanguageCode, action: string, token: string) =>
    page({
      language,
      title: (words) => words.stopTitle,
      text: (words) => words.stopText,
      form: { action, token, button: (words) => words.stopButton },
    }),
  stopped: (language: LanguageCode) =>
    page({ language, title: (words) => words.stoppedTitle, text: (words) => words.stoppedText }),
  deadConfirmLink: () =>
    inEveryLanguage({ title: (words) => words.deadLinkTitle, text: (words) => words.deadConfirmText }),
  deadStopLink: () => inEveryLanguage({ title: (words) => words.deadLinkTitle, text: (words) => words.deadStopText }),
};
