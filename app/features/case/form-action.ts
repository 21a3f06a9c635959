import type { CaseWords } from "~/app/content/languages/island-words";
import { CASE_PAGE_PATH } from "~/shared/routes";

/**
 * Where a case page form posts without scripts: under the page's own language prefix
 * ("/hi/case/progress"), so the server answers it with the page in that language.
 */
export function localFormAction(words: CaseWords, path: string): string {
  const prefix = words.casePagePath.slice(0, words.casePagePath.length - CASE_PAGE_PATH.length);
  return `${prefix}${path}`;
}
