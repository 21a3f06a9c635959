// A legal rule the site states, as dated data: what it says, the window it counts (if any),
// the days it is in force and where it was checked. Content pages read these fields instead of
// repeating the facts, so a changed rule changes every page (decision 0019).

import { dayInIndia, type IsoDate } from "../india-time";

export interface RuleWindow {
  /** How many days the window lasts. */
  days: number;
  /** Whether the days are calendar days or the bank's working days. */
  count: "calendar days" | "working days";
  /** What starts the count, in plain words. */
  from: string;
  /**
   * Whether the day the count starts from is itself the first of the days ("within five calendar
   * days from the date of its occurrence" read as the day of the transaction and the four after
   * it). Where the instrument does not settle it, the site takes the reading that ends the window
   * earliest (decision 0024), and says so beside the date.
   */
  startDayCounts?: boolean;
}

/**
 * How the rule's words were read (docs/content-sources.md, "Grades"):
 * - `A`: on the official page of the instrument itself;
 * - `B`: in a verbatim copy of the official text that names its number and paragraph;
 * - `C`: in a summary or a press report. A grade-C rule never goes on the site (a unit test fails).
 */
export type SourceGrade = "A" | "B" | "C";

export interface LegalRule {
  /** Names the rule; rules that replace one another share it and differ in their dates. */
  id: string;
  /**
   * The authority that made the rule ("DoT": the Department of Telecommunications; "MeitY": the
   * Ministry of Electronics and Information Technology).
   */
  authority: "RBI" | "MHA" | "DoT" | "MeitY" | "Parliament";
  /** The instrument, as the authority names it. */
  instrument: string;
  /** What the rule says, in plain words for the reader. */
  says: string;
  /** The window the rule counts, or null if it counts none. */
  window: RuleWindow | null;
  /** First day in force; null where no start date was verified (in force before any date the site uses). */
  from: IsoDate | null;
  /** Last day in force, or null while it is in force. */
  until: IsoDate | null;
  /** The official page of the instrument: what the site links to, whatever the grade. */
  source: string;
  /** The instrument's official number ("RBI/2026-27/167", "Act No. 46 of 2023"), or null where it has none. */
  reference: string | null;
  /** The paragraph (for an Act its section, for an FAQ its question) whose words the rule states, or null. */
  paragraph: string | null;
  /** How its words were read; see SourceGrade. */
  grade: SourceGrade;
  /** Where its words were read: the official page for grade A, the verbatim copy (its address or its description) for grade B. */
  readAt: string;
  /**
   * Where the instrument's words leave a choice the site had to make (which date a period runs
   * from, say): the reading taken and why. `npm run rules -- --unverified` lists it for review.
   */
  reading?: string;
  /**
   * The numbers its sentence states, by name, with their unit last (`capRupees`, `crossBorderDays`,
   * `lossOverLakh`, `hours`): a translation writes them from here rather than reading them back
   * out of `says`, and a test checks that `says` states each one (docs/decisions/0086).
   */
  figures?: Readonly<Record<string, number>>;
  /** The day it was last checked. */
  checked: IsoDate;
  /** What was read on that day, and what could not be confirmed there. */
  evidence: string;
}

/**
 * The rule with this id in force on the day in India of `instant` (a transaction's or a
 * complaint's time), or undefined if none is. Dates compare as strings: YYYY-MM-DD sorts as it reads.
 */
export function ruleInForce<R extends LegalRule>(rules: readonly R[], id: string, instant: Date): R | undefined {
  const day = dayInIndia(instant);
  return rules.find(
    (rule) => rule.id === id && (rule.from === null || rule.from <= day) && (rule.until === null || day <= rule.until),
  );
}

/** A rule version's key: its id and its first day in force ("rbi-ombudsman-scheme@2026-07-01"). */
export function ruleVersionKey(rule: Pick<LegalRule, "id" | "from">): string {
  return `${rule.id}@${rule.from ?? "always"}`;
}

/** "3 working days", "5 calendar days": a window as the pages print it. */
export function windowText(window: RuleWindow): string {
  // "1 calendar day", not "1 calendar days".
  return `${window.days} ${window.days === 1 ? window.count.replace(/s$/, "") : window.count}`;
}

/**
 * What keeps a rule's source from backing it (docs/content-sources.md, "Grades"), in plain
 * words; empty when nothing does. A grade-C rule never backs a rule; a grade-B one names the
 * instrument's number and the paragraph its words were copied from, so whoever opens the official
 * page can find them; every rule says where its words were read, and for grade A that is a page's
 * https address.
 */
export function ruleSourceProblems(rule: LegalRule): string[] {
  const name = `${rule.id} (from ${rule.from ?? "-"})`;
  const problems: string[] = [];
  if (rule.grade === "C") problems.push(`${name} is grade C: a summary or a press report never backs a rule`);
  if (rule.grade === "B" && !rule.reference?.trim()) {
    problems.push(`${name} is grade B without the instrument's number (reference)`);
  }
  if (rule.grade === "B" && !rule.paragraph?.trim()) {
    problems.push(`${name} is grade B without the paragraph its words were read in`);
  }
  if (!rule.readAt.trim()) problems.push(`${name} does not say where its words were read (readAt)`);
  else if (rule.grade === "A" && !/^https:\/\/\S+$/.test(rule.readAt)) {
    problems.push(`${name} is grade A, so readAt is the official page's https address, not "${rule.readAt}"`);
  }
  if (rule.reading !== undefined && !rule.reading.trim()) problems.push(`${name} has an empty reading`);
  return problems;
}
