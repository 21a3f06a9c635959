// CSV as RFC 4180 describes it, for the admin's exports. Written by hand: the rules fit in a
// few lines, and a spreadsheet-safe encoder is the whole point of this file.

/**
 * Excel reads a CSV without a byte order mark in the machine's legacy code page, which turns
 * Hindi (and any non-Latin) names into mojibake. The BOM makes it read UTF-8.
 */
export const CSV_BOM = "\uFEFF";

/** RFC 4180 ends every record, the last one included, with CRLF. */
const CSV_LINE_END = "\r\n";

export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

/**
 * A spreadsheet runs a cell starting with one of these as a formula (CWE-1236): text a victim
 * typed into a form must never become =HYPERLINK(...) on the desk's machine. The full-width
 * signs (＝ ＋ － ＠) count too, as some spreadsheets normalise them to ASCII; so do spaces and
 * quotes before a sign, which some trim on import. A leading tab or carriage return always does.
 */
const FORMULA_START = /^(?:[\t\r]|[\s"]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/u;

/** Characters that force a field into quotes. */
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: neutralised against formula injection, then quoted (quotes doubled) when needed. */
export function csvField(value: string | number | null | undefined): string {
  // A number we computed (a count) is data, never a formula; only text is neutralised.
  if (typeof value === "number") return String(value);
  let text = value ?? "";
  // OWASP's advice: a leading apostrophe makes the spreadsheet show the cell as text.
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, line end included. */
export function csvRecord(values: readonly (string | number | null | undefined)[]): string {
  let record = "";
  for (let index = 0; index < values.length; index++) {
    record += (index === 0 ? "" : ",") + csvField(values[index]);
  }
  return record + CSV_LINE_END;
}

/** `attachment; filename="<name>"`; names are built from safe characters only, so no escaping is needed. */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${fileName}"`;
}
