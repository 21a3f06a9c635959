import { caseSummaryWords } from "~/shared/case-summary-words";
import { LANGUAGE_CODES, type LanguageCode } from "~/shared/language-codes";
import { localizedPath } from "~/shared/languages";
import { CASE_PAGE_PATH, CASE_SUMMARY_PATH, SUMMARY_LANGUAGE_QUERY } from "~/shared/routes";
import { siteConfig } from "~/shared/site-config";
import { escapeHtml } from "../mail/html-escape";
import { htmlDocument, type HtmlDocument } from "../site/client-build";
import type { CaseSummary } from "./case-summary";

// The case on one page (docs/decisions/0071): a document of its own, not a page of the site, so
// that a phone held up at a bank's counter shows the case from its first line and a printer
// gets one A4 sheet. No script, no header or footer; its one stylesheet is inline (the pages'
// policy allows inline styles, never inline scripts).

const STYLE = `
:root{color-scheme:light;--text:#1d2939;--muted:#475467;--line:#d0d5dd;--link:#0b57a4;--soft:#f2f4f7}
*{box-sizing:border-box}
body{margin:0;color:var(--text);background:#fff;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Devanagari","Nirmala UI",Arial,sans-serif}
main{max-width:52rem;margin:0 auto;padding:16px}
a{color:var(--link)}
a:focus-visible,summary:focus-visible{outline:3px solid #f79009;outline-offset:2px}
.summary__brand{margin:0;color:var(--muted);font-size:.875rem}
h1{margin:0;font-size:1.5rem;line-height:1.25}
.summary__reference{white-space:nowrap}
.summary__as-of{margin:2px 0 0;color:var(--muted);font-size:.875rem}
.summary__hint{margin:12px 0 0;padding:8px 12px;background:var(--soft);border-left:4px solid var(--link)}
.summary__links{display:flex;flex-wrap:wrap;gap:4px 20px;margin:8px 0 0;padding:0;list-style:none}
.summary__links a{display:inline-block;padding:6px 0}
h2{margin:20px 0 6px;padding-bottom:2px;border-bottom:1px solid var(--line);font-size:1.1rem}
dl{margin:0}
.summary__facts{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}
.summary__facts div{display:contents}
dt{font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
ol,ul{margin:0;padding-left:1.25rem}
.summary__timeline{padding:0;list-style:none}
.summary__timeline li{display:grid;grid-template-columns:minmax(12rem,auto) 1fr;gap:0 12px;padding:3px 0;border-bottom:1px solid var(--soft)}
.summary__when{font-weight:600}
table{width:100%;border-collapse:collapse;font-size:.9rem}
th,td{padding:4px 6px;border-bottom:1px solid var(--line);text-align:left;vertical-align:top;overflow-wrap:anywhere}
thead th{background:var(--soft)}
.summary__amount{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
tfoot th,tfoot td{font-weight:700;border-bottom:0}
.summary__steps li{padding:2px 0}
.summary__state{color:var(--muted)}
.summary__files li{padding:3px 0}
.summary__note{margin:0 0 6px;color:var(--muted);font-size:.875rem}
.summary__typed>summary{min-height:44px;padding:10px 0;cursor:pointer;font-weight:600;color:var(--link)}
.summary__hash{display:block;font-family:ui-monospace,"SFMono-Regular",Menlo,Consolas,monospace;font-size:.85rem;word-break:break-all}
@media (max-width:40rem){
  main{padding:12px}
  .summary__timeline li{grid-template-columns:1fr}
  table.summary__transactions thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
  table.summary__transactions,table.summary__transactions tbody,table.summary__transactions tfoot,
  table.summary__transactions tr,table.summary__transactions td,table.summary__transactions th{display:block}
  table.summary__transactions tr{padding:6px 0;border-bottom:1px solid var(--line)}
  table.summary__transactions td,table.summary__transactions th{display:grid;grid-template-columns:8rem 1fr;gap:0 8px;padding:1px 0;border:0;text-align:left}
  table.summary__transactions td::before,table.summary__transactions tfoot th::before{content:attr(data-label);font-weight:600}
  table.summary__transactions tfoot th::before{content:none}
  table.summary__transactions tfoot th{display:block}
  table.summary__transactions .summary__amount{white-space:normal}
  table.summary__transactions td:empty{display:none}
}
@media print{
  @page{size:A4;margin:12mm 12mm 14mm}
  html{font-size:9pt}
  body{line-height:1.35;color:#000}
  main{max-width:none;padding:0}
  .screen-only{display:none!important}
  h1{font-size:14pt}
  h2{margin:9pt 0 3pt;font-size:10.5pt;break-after:avoid}
  table{font-size:.95rem}
  th,td{padding:2pt 4pt}
  tr,li{break-inside:avoid}
  .summary__timeline li{grid-template-columns:15em 1fr;padding:1pt 0}
  .summary__hash{font-size:.9rem}
  a{color:#000;text-decoration:none}
}
`;

const esc = escapeHtml;

function section(id: string, heading: string, body: string): string {
  return `<section aria-labelledby="${id}"><h2 id="${id}">${esc(heading)}</h2>${body}</section>`;
}

/**
 * What was typed on the case, folded under the line that says who typed it and what we never ask
 * for, until the case has been opened from a link mailed to its own address (docs/decisions/0075).
 */
function typed(summary: CaseSummary, body: string): string {
  if (summary.openedFromMail || body === "") return body;
  const line = caseSummaryWords[summary.language].typedByWhoever;
  return `<details class="summary__typed"><summary>${esc(line)}</summary>${body}</details>`;
}

function facts(rows: [term: string, value: string][]): string {
  const given = rows.filter(([, value]) => value !== "");
  if (given.length === 0) return "";
  return `<dl class="summary__facts">${given.map(([term, value]) => `<div><dt>${esc(term)}</dt><dd>${esc(value)}</dd></div>`).join("")}</dl>`;
}

type TransactionColumn = {
  label: string;
  value: (row: CaseSummary["transactions"][number]) => string;
  amount?: boolean;
};

/** The transactions, with only the columns some transaction has a value in; When and Amount always. */
function transactionsTable(summary: CaseSummary): string {
  const words = caseSummaryWords[summary.language];
  const columns: TransactionColumn[] = [
    { label: words.transactionWhen, value: (row) => row.when },
    { label: words.transactionAmount, value: (row) => row.amount, amount: true },
    { label: words.transactionMethod, value: (row) => row.method },
    { label: words.transactionUtr, value: (row) => row.utr },
    { label: words.transactionTo, value: (row) => row.to },
    { label: words.transactionFrom, value: (row) => row.from },
  ];
  const shown = columns.filter(
    (column, index) => index < 2 || summary.transactions.some((row) => column.value(row) !== ""),
  );
  const cellClass = (amount?: boolean) => (amount ? ' class="summary__amount"' : "");
  const head = shown.map((column) => `<th scope="col"${cellClass(column.amount)}>${esc(column.label)}</th>`);
  const rows = summary.transactions.map(
    (row) =>
      `<tr>${shown
        .map(
          (column) => `<td data-label="${esc(column.label)}"${cellClass(column.amount)}>${esc(column.value(row))}</td>`,
        )
        .join("")}</tr>`,
  );
  const rest = shown.length > 2 ? `<td colspan="${shown.length - 2}"></td>` : "";
  const total = `<tr><th scope="row">${esc(words.transactionsTotal(summary.transactions.length))}</th><td class="summary__amount">${esc(summary.transactionsTotal)}</td>${rest}</tr>`;
  return `<table class="summary__transactions"><thead><tr>${head.join("")}</tr></thead><tbody>${rows.join("")}</tbody><tfoot>${total}</tfoot></table>`;
}

/** The summary's own address in `language` ("/case/summary?language=hi"). */
function summaryIn(language: LanguageCode): string {
  return `${CASE_SUMMARY_PATH}?${SUMMARY_LANGUAGE_QUERY}=${language}`;
}

export function caseSummaryPage(summary: CaseSummary): HtmlDocument {
  const words = caseSummaryWords[summary.language];
  const brand = siteConfig.brand;
  const other = LANGUAGE_CODES.filter((code) => code !== summary.language).map(
    (code) =>
      `<li><a href="${esc(summaryIn(code))}" lang="${caseSummaryWords[code].lang}" hreflang="${code}">${esc(caseSummaryWords[code].readInThisLanguage)}</a></li>`,
  );
  const parts = [
    section(
      "summary-person",
      words.personHeading,
      typed(
        summary,
        facts([
          [words.name, summary.person.name],
          [words.phone, summary.person.phone],
          [words.email, summary.person.email],
          [words.whatHappened, summary.whatHappened],
        ]),
      ),
    ),
    section(
      "summary-timeline",
      words.timelineHeading,
      typed(
        summary,
        `<ol class="summary__timeline">${summary.timeline
          .map((event) => {
            const when =
              event.at === null
                ? esc(event.when)
                : `<time datetime="${event.at.toISOString()}">${esc(event.when)}</time>`;
            return `<li><span class="summary__when">${when}</span><span>${esc(event.what)}</span></li>`;
          })
          .join("")}</ol>`,
      ),
    ),
    summary.transactions.length === 0
      ? ""
      : section("summary-transactions", words.transactionsHeading, typed(summary, transactionsTable(summary))),
    summary.nextSteps.length === 0
      ? ""
      : section(
          "summary-next",
          words.nextHeading,
          `<ul class="summary__steps">${summary.nextSteps
            .map(
              (step) =>
                `<li><strong>${esc(words.by)} ${esc(step.due)}</strong>: ${esc(step.title)} <span class="summary__state">(${esc(step.state)})</span></li>`,
            )
            .join("")}</ul>`,
        ),
    summary.evidence.length === 0
      ? ""
      : section(
          "summary-evidence",
          words.evidenceHeading,
          `<p class="summary__note">${esc(words.evidenceIntro)}</p>${typed(
            summary,
            `<ol class="summary__files">${summary.evidence
              .map(
                (file) =>
                  `<li><strong>${esc(file.name)}</strong> · ${esc(words.size)} ${esc(file.size)} · ${esc(words.received)} ${esc(file.received)}<code class="summary__hash">SHA-256 ${esc(file.sha256)}</code></li>`,
              )
              .join("")}</ol>`,
          )}`,
        ),
  ];
  return page(
    words.lang,
    words.title(summary.reference, brand),
    `<header>
<p class="summary__brand">${esc(brand)} · ${esc(siteConfig.siteUrl.replace(/^https?:\/\//, ""))}</p>
<h1>${esc(words.heading)} <span class="summary__reference">${esc(summary.reference)}</span></h1>
<p class="summary__as-of">${esc(words.asOf(summary.asOf))}</p>
<p class="summary__hint screen-only">${esc(words.printHint)}</p>
<ul class="summary__links screen-only"><li><a href="${esc(localizedPath(summary.language, CASE_PAGE_PATH))}">${esc(words.backToCase)}</a></li>${other.join("")}</ul>
</header>
${parts.join("\n")}`,
  );
}

/** What the summary's address shows without the case open: to open the case first, and the way there. */
export function caseSummaryClosedPage(language: LanguageCode): HtmlDocument {
  const words = caseSummaryWords[language];
  return page(
    words.lang,
    `${words.closedTitle} | ${siteConfig.brand}`,
    `<h1>${esc(words.closedTitle)}</h1><p>${esc(words.closedText)}</p><p><a href="${esc(localizedPath(language, CASE_PAGE_PATH))}">${esc(words.closedLink)}</a></p>`,
  );
}

function page(lang: string, title: string, body: string): HtmlDocument {
  return htmlDocument(
    Buffer.from(`<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer">
<title>${esc(title)}</title>
<style>${STYLE}</style></head>
<body><main>
${body}
</main></body>
</html>
`),
  );
}
