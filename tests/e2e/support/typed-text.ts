import type { Locator, Page } from "playwright-core";
import { casePageText } from "~/app/content/languages/en/case-page";
import { casePage as hindiCasePage } from "~/app/content/languages/hi/case-page";

// What was typed on a case opened from the form's own link, as every browser test opens it, is
// folded under a line until the case is opened from a link mailed to its address
// (docs/decisions/0075). A test of something else opens the folds as a person would: by a tap on
// that line.

const LINES = { en: casePageText.typedByWhoever, hi: hindiCasePage.page.typedByWhoever } as const;

/**
 * Waits for a fold of typed text in `scope`, then taps each one still closed, so what it holds
 * shows. Only for a scope that holds something typed: otherwise there is no fold to wait for.
 */
export async function unfoldTypedText(scope: Locator | Page, language: keyof typeof LINES = "en"): Promise<void> {
  await scope.locator("details > summary").filter({ hasText: LINES[language] }).first().waitFor();
  const closed = scope.locator("details:not([open]) > summary").filter({ hasText: LINES[language] });
  while ((await closed.count()) > 0) await closed.first().click();
}
