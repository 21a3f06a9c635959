import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { caseReminderWords } from "~/shared/case-reminder-words";
import { LANGUAGE_CODES } from "~/shared/language-codes";

// WhatsApp's four templates (docs/decisions/0076) are registered with Meta by hand from
// docs/deploy.md, and the server fills them in by their number of parameters: the guide must give
// the server's words exactly, and the words must be ones Meta approves as written.

const deployGuide = readFileSync("docs/deploy.md", "utf8");
/** Meta's documented limits: a body of at most 1024 characters, a quick-reply button's text of at most 25. */
const BODY_MAX = 1024;
const BUTTON_MAX = 25;

const templates = LANGUAGE_CODES.flatMap((language) =>
  Object.entries(caseReminderWords[language].whatsApp).map(([name, words]) => ({
    language,
    name,
    body: words.body("CyberHelp"),
    button: words.button,
  })),
);

describe("WhatsApp's templates", () => {
  it("are in docs/deploy.md word for word, each with its button, in every language", () => {
    expect(templates).toHaveLength(4 * LANGUAGE_CODES.length);
    for (const template of templates) {
      const where = `${template.language} ${template.name}`;
      expect(deployGuide, where).toContain(`\n    ${template.body}\n`);
      expect(deployGuide, where).toContain(`button "${template.button}":\n\n    ${template.body}\n`);
    }
  });

  it("fit Meta's limits, and take the date alone, never first or last", () => {
    for (const { language, name, body, button } of templates) {
      const where = `${language} ${name}`;
      expect([...body].length, where).toBeLessThanOrEqual(BODY_MAX);
      expect([...button].length, where).toBeLessThanOrEqual(BUTTON_MAX);
      expect(body.match(/\{\{\d+\}\}/g) ?? [], where).toEqual(name === "confirm" ? [] : ["{{1}}"]);
      expect(body, where).not.toMatch(/^\{\{|\}\}$/);
    }
  });
});
