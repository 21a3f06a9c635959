/**
 * A next step's English words (./next-steps.ts) in a language, from that language's words keyed
 * by the English (`steps`) and those that carry an amount (`patterns`, with "{amount}" in the
 * amount's place); the English as it is when the language has no words for it. Used by the case
 * page, by the desk's replies in the case's language (docs/decisions/0061) and by the case's
 * one-page summary (docs/decisions/0071). It imports nothing: the case page's script carries it.
 */
export function stepWordsIn(steps: Record<string, string>, patterns: Record<string, string>, english: string): string {
  const known = steps[english];
  if (known !== undefined) return known;
  // Words with an amount in them ("You may be able to claim up to ₹21,250"): the amount is kept.
  for (const [pattern, translated] of Object.entries(patterns)) {
    const [before, after] = pattern.split("{amount}");
    if (after === undefined || !english.startsWith(before!) || !english.endsWith(after)) continue;
    const amount = english.slice(before!.length, english.length - after.length);
    if (/^₹[\d,]+$/.test(amount)) return translated.replace("{amount}", amount);
  }
  return english;
}
