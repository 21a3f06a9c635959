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
}

export interface LegalRule {
  /** Names the rule; rules that replace one another share it and differ in their dates. */
  id: string;
  /** The authority that made the rule. */
  authority: "RBI" | "MHA" | "Parliament";
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
  /** The official page the rule was checked against. */
  source: string;
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

/** "3 working days", "5 calendar days": a window as the pages print it. */
export function windowText(window: RuleWindow): string {
  return `${window.days} ${window.count}`;
}
