import { currentRule, type LegalRule, type RuleId } from "./index";
import type { RuleWindow } from "./rule";

// What every language's words read from a rule, the same in each (app/content/languages/*/
// legal-rules.ts): an amount as the English sentence writes it, a figure the rule states by name,
// its window, and a rule of the same edition. Only the words around them are each language's.

/** "₹50,000": an amount in rupees, grouped the Indian way, as the English sentence writes it. */
export const rupees = (amount: number): string => `₹${amount.toLocaleString("en-IN")}`;

/** A number the rule's data states by name (`figures`, docs/decisions/0086): "24" of `hours`. */
export function ruleFigure(rule: LegalRule, name: string): number {
  const found = rule.figures?.[name];
  if (found === undefined) throw new Error(`Legal rule "${rule.id}" states no figure "${name}"`);
  return found;
}

/** The rule's window; a rule that counts none is a mistake in the words that ask for it. */
export function ruleWindow(rule: LegalRule): RuleWindow {
  if (!rule.window) throw new Error(`Legal rule "${rule.id}" counts no window`);
  return rule.window;
}

/** The version of rule `id` in force on the day `rule` starts: the same edition of a family of rules. */
export function sameEdition(rule: LegalRule, id: RuleId): LegalRule {
  if (!rule.from) throw new Error(`Legal rule "${rule.id}" has no start date`);
  return currentRule(id, new Date(`${rule.from}T12:00:00+05:30`));
}
