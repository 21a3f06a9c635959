import { fillIn } from "./fill-in";

/**
 * A next step's English words (shared/case-timeline) in a language, from that language's words
 * keyed by the English (`steps`) and those that carry an amount (`patterns`, with "{amount}" in
 * the amount's place); the English as it is when the language has no words for it. Used by the
 * case page and by the desk's replies in the case's language (docs/decisions/0061).
 */
export function stepWordsIn(steps: Record<string, string>, patterns: Record<string, string>, english: string): string {
  const known = steps[english];
  if (known !== undefined) return known;
  // Words with an amount in them ("You may be able to claim up to ₹21,250"): the amount is kept.
  for (const [pattern, translated] of Object.entries(patterns)) {
    const [before, after] = pattern.split("{amount}");
    if (after === undefined || !english.startsWith(before!) || !english.endsWith(after)) continue;
    const amount = english.slice(before!.length, english.length - after.length);
    if (/^₹[\d,]+$/.test(amount)) return fillIn(translated, { amount });
  }
  return english;
}
