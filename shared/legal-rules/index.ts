import { bnssRules } from "./bnss";
import { mhaRules } from "./mha";
import { rbiRules } from "./rbi";
import { ruleInForce, windowText, type LegalRule } from "./rule";

export { ruleInForce } from "./rule";
export type { LegalRule } from "./rule";

/** Every legal rule the site states. */
export const legalRules = [...rbiRules, ...mhaRules, ...bnssRules] as const;

type RuleId = (typeof legalRules)[number]["id"];

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

/** A rule's window as the pages print it ("3 working days"); throws for a rule without one. */
export function ruleWindow(rule: LegalRule): string {
  if (!rule.window) throw new Error(`Legal rule "${rule.id}" counts no window`);
  return windowText(rule.window);
}
