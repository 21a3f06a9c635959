// What `npm run rules` prints (scripts/rules.ts): the legal rules in force on a day, each with its
// instrument, paragraph, window and grade, or the rules not yet read on their official page, with
// the page to open. Pure functions of the arguments and the rules, so a unit test proves them.
import { startOfIndiaDay, type IsoDate } from "~/shared/india-time";
import { ruleInForce, type LegalRule, type RuleWindow, type SourceGrade } from "~/shared/legal-rules/rule";

export const RULES_USAGE = "npm run rules -- [--on YYYY-MM-DD] [--json] [--unverified]";

/** What a run of `npm run rules` was asked for. */
type RulesRequest =
  { kind: "in-force"; on: IsoDate; json: boolean } | { kind: "unverified"; json: boolean } | { kind: "help" };

/** Whether `text` is a real calendar day written YYYY-MM-DD (not 2027-02-30). */
function isCalendarDay(text: string): text is IsoDate {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * Reads the command line (the words after `--`): `--on YYYY-MM-DD` (or `--on=YYYY-MM-DD`) picks
 * the day, `today` by default; `--json` prints JSON; `--unverified` lists the rules of every date
 * not yet read on their official page. Anything else is an error, in one line.
 */
export function parseRulesArgs(args: readonly string[], today: IsoDate): RulesRequest | { error: string } {
  let on: string | undefined;
  let json = false;
  let unverified = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--help" || arg === "-h") return { kind: "help" };
    else if (arg === "--json") json = true;
    else if (arg === "--unverified") unverified = true;
    else if (arg === "--on" || arg.startsWith("--on=")) {
      if (on !== undefined) return { error: "--on is given twice: give one day" };
      const value = arg === "--on" ? args[++i] : arg.slice("--on=".length);
      if (value === undefined || value === "" || value.startsWith("--")) {
        return { error: "--on needs a day, written YYYY-MM-DD (e.g. --on 2027-01-02)" };
      }
      on = value;
    } else return { error: `Unknown option "${arg}". Use: ${RULES_USAGE}` };
  }
  if (on !== undefined && !isCalendarDay(on)) {
    return { error: `"${on}" is not a calendar day: give --on as YYYY-MM-DD (e.g. --on 2027-01-02)` };
  }
  if (unverified) {
    if (on !== undefined) return { error: "--unverified lists the rules of every date: leave out --on" };
    return { kind: "unverified", json };
  }
  return { kind: "in-force", on: on ?? today, json };
}

/**
 * The rules in force on `day` in India, one edition an id (from ≤ day ≤ until, as `ruleInForce`
 * chooses for a transaction that day), in the order of `rules`.
 */
export function rulesInForceOn<R extends LegalRule>(rules: readonly R[], day: IsoDate): R[] {
  const instant = startOfIndiaDay(day);
  const ids = [...new Set(rules.map((rule) => rule.id))];
  return ids.flatMap((id) => ruleInForce(rules, id, instant) ?? []);
}

/** The rules of every date not yet read on their official page: grade B (and C, which a test refuses). */
export function unverifiedRules<R extends LegalRule>(rules: readonly R[]): R[] {
  return rules.filter((rule) => rule.grade !== "A");
}

const GRADE_MEANING: Record<SourceGrade, string> = {
  A: "read on the official page",
  B: "read in a verbatim copy of the official text, not yet on the official page",
  C: "read only in a summary: it may not back a rule",
};

function windowLine(window: RuleWindow | null): string {
  if (!window) return "none";
  const startDay =
    window.startDayCounts === undefined
      ? "whether the start day counts is not set"
      : window.startDayCounts
        ? "the start day counts as the first"
        : "the start day does not count";
  return `${window.days} ${window.count} from ${window.from}; ${startDay}`;
}

function datesLine(rule: LegalRule): string {
  return `${rule.from ?? "(no start date: before any date the site uses)"} to ${rule.until ?? "(no end date)"}`;
}

/** A rule as `--json` prints it: every field the text shows, nulls where a field is empty. */
function ruleJson(rule: LegalRule) {
  return {
    id: rule.id,
    authority: rule.authority,
    instrument: rule.instrument,
    reference: rule.reference,
    paragraph: rule.paragraph,
    window: rule.window && { ...rule.window, startDayCounts: rule.window.startDayCounts ?? null },
    from: rule.from,
    until: rule.until,
    grade: rule.grade,
    source: rule.source,
    readAt: rule.readAt,
    reading: rule.reading ?? null,
    checked: rule.checked,
  };
}

function field(label: string, value: string): string {
  return `  ${label.padEnd(11)} ${value}`;
}

function inForceText(rules: readonly LegalRule[], on: IsoDate): string {
  const inForce = rulesInForceOn(rules, on);
  const lines = [`${inForce.length} legal rules in force on ${on} (a day in India):`];
  for (const rule of inForce) {
    lines.push(
      "",
      rule.id,
      field("instrument", rule.instrument),
      field("reference", rule.reference ?? "(none)"),
      field("paragraph", rule.paragraph ?? "(none named)"),
      field("window", windowLine(rule.window)),
      field("in force", datesLine(rule)),
      field("grade", `${rule.grade}, ${GRADE_MEANING[rule.grade]}`),
      field("read at", rule.readAt),
      field("checked", rule.checked),
    );
    if (rule.reading) lines.push(field("reading", rule.reading));
  }
  const unread = inForce.filter((rule) => rule.grade !== "A").length;
  if (unread > 0) {
    lines.push(
      "",
      `${unread} of them not yet read on the official page: npm run rules -- --unverified lists the pages to open.`,
    );
  }
  return lines.join("\n");
}

function unverifiedText(rules: readonly LegalRule[]): string {
  const unread = unverifiedRules(rules);
  if (unread.length === 0) return "Every legal rule was read on its official page (grade A).";
  // One block an official page: the rules read in the same copy of the same instrument together.
  const groups = new Map<string, LegalRule[]>();
  for (const rule of unread) {
    const key = [rule.source, rule.instrument, rule.reference, rule.readAt].join("\n");
    groups.set(key, [...(groups.get(key) ?? []), rule]);
  }
  const lines = [
    `${unread.length} legal rules not yet read on their official page; ${groups.size} official pages to open.`,
    "For each, open the official page, check the rule's words (shared/legal-rules) against the paragraph named,",
    "then set its grade to A and readAt to that page; where they differ, correct the rule first.",
  ];
  for (const group of groups.values()) {
    const first = group[0]!;
    lines.push(
      "",
      `Open: ${first.source}`,
      field("instrument", first.instrument),
      field("reference", first.reference ?? "(none)"),
      field("read at", first.readAt),
      "  rules:",
    );
    for (const rule of group) {
      lines.push(
        `    ${rule.id}, ${datesLine(rule)}, grade ${rule.grade}: ${rule.paragraph ?? "(no paragraph named)"}`,
      );
      if (rule.reading) lines.push(`      reading taken: ${rule.reading}`);
    }
  }
  return lines.join("\n");
}

/** What `npm run rules` prints for `request`, from `rules`. */
export function rulesReport(request: Exclude<RulesRequest, { kind: "help" }>, rules: readonly LegalRule[]): string {
  if (request.kind === "unverified") {
    return request.json
      ? JSON.stringify({ unverified: unverifiedRules(rules).map(ruleJson) }, null, 2)
      : unverifiedText(rules);
  }
  return request.json
    ? JSON.stringify({ on: request.on, rules: rulesInForceOn(rules, request.on).map(ruleJson) }, null, 2)
    : inForceText(rules, request.on);
}
