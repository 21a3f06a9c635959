/**
 * A piece of a next step's words, by id (./step-texts.ts): its title, a sentence, a rule version's
 * words or how its date was counted, with the amount it names, if any ("{amount}" in each
 * language's words). Steps carry these ids, so a language's words are keyed by them, never by the
 * English.
 */
export interface StepText {
  id: string;
  amount?: string;
}

/**
 * A step's piece in a language, from that language's words by id. Used by the case page, by the
 * desk's replies in the case's language (docs/decisions/0061) and by the case's one-page summary
 * (docs/decisions/0071). A piece without words is a fault, said at once: no language shows
 * another's words in their place. It imports nothing: the case page's script carries it.
 */
export function stepWordsIn(words: Readonly<Record<string, string>>, text: StepText): string {
  const template = words[text.id];
  if (template === undefined) throw new Error(`No words for the next step's "${text.id}"`);
  return text.amount === undefined ? template : template.replace("{amount}", text.amount);
}
