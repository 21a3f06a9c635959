import { currentRule, type LegalRule } from "~/shared/legal-rules";
import { ruleVersionKey } from "~/shared/legal-rules/rule";

// How every language other than English reads the legal rules (decisions 0037, 0093): its words
// for each rule version, keyed "<id>@<first day in force>", its names for the instruments
// (shared/legal-rules/names-*.ts, the letters' too) and how it says a window. Each language's
// legal-rules.ts holds only those; the lookups, and the errors that name what is missing, are here.

type RuleId = Parameters<typeof currentRule>[0];

/** A rule version in a language: its instrument's name, what it says, and its window with what starts it. */
export interface RuleInLanguage {
  instrument: string;
  says: string;
  /** The window as the language words it ("" for a rule that counts none); its form is the language's own. */
  window: string;
  /** What starts the window, as the language words it ("" where its words give none). */
  from: string;
}

/** A rule version's words in a language: what it says, built from the rule's own values, and what starts its window. */
export interface RuleWords {
  says: (rule: LegalRule) => string;
  from?: string;
}

/** What a language gives for its rules. */
interface LanguageRules<Words extends RuleWords> {
  /** "Hindi": named in the errors. */
  englishName: string;
  /** "hi": its folder and its names' file, named in the errors. */
  code: string;
  /** Its words for each rule version, by `ruleVersionKey`. */
  words: Record<string, Words>;
  /** Its name for the instrument a rule version rests on (shared/legal-rules/names-<code>.ts). */
  nameOf: (rule: LegalRule) => string | undefined;
  /** Its words for a rule's window, for a rule that counts one. */
  windowOf: (rule: LegalRule, words: Words) => string;
}

/**
 * A language's lookups: the rule in force on a day, one version of a rule (undefined without
 * words for it), and one version the page cannot do without (an error naming what is missing).
 */
export function rulesIn<Words extends RuleWords>(
  language: LanguageRules<Words>,
): {
  rule: (id: RuleId, day?: Date) => RuleInLanguage;
  ruleVersion: (rule: LegalRule) => RuleInLanguage | undefined;
  requiredVersion: (rule: LegalRule) => RuleInLanguage;
} {
  const missingWords = (rule: LegalRule) =>
    new Error(
      `No ${language.englishName} words for legal rule "${rule.id}" in force from ${rule.from}: add them to app/content/languages/${language.code}/legal-rules.ts`,
    );

  function inLanguage(rule: LegalRule, words: Words): RuleInLanguage {
    const instrument = language.nameOf(rule);
    if (!instrument) {
      throw new Error(
        `No ${language.englishName} name for legal rule "${ruleVersionKey(rule)}": add it to shared/legal-rules/names-${language.code}.ts`,
      );
    }
    return {
      instrument,
      says: words.says(rule),
      window: rule.window ? language.windowOf(rule, words) : "",
      from: words.from ?? "",
    };
  }

  function requiredVersion(rule: LegalRule): RuleInLanguage {
    const words = language.words[ruleVersionKey(rule)];
    if (!words) throw missingWords(rule);
    return inLanguage(rule, words);
  }

  return {
    rule: (id, day = new Date()) => requiredVersion(currentRule(id, day)),
    ruleVersion(rule) {
      const words = language.words[ruleVersionKey(rule)];
      return words ? inLanguage(rule, words) : undefined;
    },
    requiredVersion,
  };
}
