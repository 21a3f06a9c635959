import { bnssRules } from "./bnss";
import { dotRules } from "./dot";
import { meityRules } from "./meity";
import { mhaRules } from "./mha";
import { rbiRules } from "./rbi";
import { ruleInForce, windowText, type LegalRule } from "./rule";
import { startOfIndiaDay, type IsoDate } from "../india-time";

export { ruleInForce } from "./rule";
export type { LegalRule } from "./rule";

/** Every legal rule the site states. */
export const legalRules = [...rbiRules, ...mhaRules, ...dotRules, ...meityRules, ...bnssRules] as const;

/** The id of a rule the site states. */
export type RuleId = (typeof legalRules)[number]["id"];

/**
 * The rule with this id in force on `day` (India time; today by default). Pages are prerendered,
 * so they state the rules in force on the day of the build. Throws if none is, so a build with a
 * lapsed rule fails instead of printing it.
 */
export function currentRule(id: RuleId, day: Date = new Date()): LegalRule {
  const rule = ruleInForce<LegalRule>(legalRules, id, day);
  if (!rule) throw new Error(`No legal rule "${id}" is in force on ${day.toISOString()}`);
  return rule;
}

/**
 * The edition of rule `id` in force on `day`, a calendar day in India (YYYY-MM-DD). A page that
 * states two editions side by side ("for payments before 1 January 2027", "from 1 January 2027")
 * reads each on a day of its own, so what it prints does not depend on the day it is built.
 * Throws if none is in force that day.
 */
export function ruleEdition(id: RuleId, day: IsoDate): LegalRule {
  return currentRule(id, startOfIndiaDay(day));
}

/** Every edition of rule `id`, the earliest first (an edition in force from no verified date comes first). */
export function ruleEditions(id: RuleId): LegalRule[] {
  const editions: LegalRule[] = legalRules.filter((rule) => rule.id === id);
  return editions.sort((a, b) => (a.from ?? "").localeCompare(b.from ?? ""));
}

/** A rule's window as the pages print it ("3 working days"); throws for a rule without one. */
export function ruleWindow(rule: LegalRule): string {
  if (!rule.window) throw new Error(`Legal rule "${rule.id}" counts no window`);
  return windowText(rule.window);
}
