import { createContext } from "react";
import type { PageFormAnswer } from "~/shared/form-answer";

/**
 * The server's answer to a form sent without scripts, for the island that holds the form
 * (shared/form-answer.ts). Given by app/entry.server.tsx; null in the prerender and the browser.
 */
export const PageFormAnswerContext = createContext<PageFormAnswer | null>(null);
