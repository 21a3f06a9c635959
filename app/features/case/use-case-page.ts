import { useEffect, useState } from "react";
import { caseApiPaths, isCaseSectionFragment, NOT_ME_QUERY } from "~/shared/routes";
import type { FormAnswer } from "~/shared/form-answer";
import type { CaseView } from "~/shared/schemas/case";
import { caseApiHeaders, postJson, serverMessageOf } from "./post-json";
import { caseSchemas, prefetchCaseSchemas } from "./case-schemas-on-first-use";
import { useCaseWords } from "./case-words";
import { forgetRememberedCase } from "./remembered-cases";
import { forgetWaitingSends } from "./use-waiting-send";

// What the victim's private case page is showing, and the requests that change it
// (docs/decisions/0025). The link's secret arrives in the URL fragment, which no server sees; it
// is exchanged once for the case cookie and then removed from the address bar, so it is not left
// on the screen. The browser's history may still hold the link as it was opened, which is why a
// link opens the case for 30 days only (decision 0055). What each state looks like is
// ./case-page.tsx's.

type Shown = CaseView["case"];
type CaseAnswer = Extract<FormAnswer, { outcome: "case" }>;

export type CasePageState =
  | { name: "loading" }
  | ({ name: "shown"; shown: Shown } & Partial<Omit<CaseAnswer, "outcome" | "shown">>)
  | { name: "closed"; message: string | null; lostLink?: Extract<FormAnswer, { outcome: "lost-link" }> }
  /** Opened from the mail's "This wasn't me" link: asks before doing anything. */
  | { name: "notMe"; secret: string }
  | { name: "unreachable" };

/** The state the server rendered the page in: the case its cookie opens, or the case-code form. */
function initialState(answer: FormAnswer | undefined): CasePageState {
  if (answer?.outcome === "case") {
    return {
      name: "shown",
      shown: answer.shown,
      progress: answer.progress,
      transactions: answer.transactions,
      requestUtr: answer.requestUtr,
      harm: answer.harm,
      reply: answer.reply,
      evidence: answer.evidence,
      reminders: answer.reminders,
    };
  }
  if (answer?.outcome === "invalid") return { name: "closed", message: answer.errors.code ?? null };
  if (answer?.outcome === "lost-link") return { name: "closed", message: null, lostLink: answer };
  return { name: "closed", message: null };
}

export function useCasePage(answer: FormAnswer | undefined) {
  const words = useCaseWords();
  const text = words.page;
  // Prerendered, the page is the case-code form, so that it works before its scripts run (or
  // without them); the server renders it with the case when the request carries the case
  // cookie. In the browser it turns at once to the case the link or cookie opens.
  const [state, setState] = useState<CasePageState>(() => initialState(answer));

  async function load(): Promise<void> {
    setState({ name: "loading" });
    try {
      prefetchCaseSchemas();
      const response = await fetch(caseApiPaths.view, { headers: caseApiHeaders(words.code) });
      const json = response.ok ? ((await response.json().catch(() => null)) as unknown) : null;
      // A failure to fetch the schemas throws: the page says it could not reach the server.
      const shown = json === null ? null : (await caseSchemas()).caseOf(json);
      if (shown !== null) setState({ name: "shown", shown });
      else setState({ name: "closed", message: null });
    } catch {
      setState({ name: "unreachable" });
    }
  }

  /** Opens the case a secret (link or code) opens and shows it; else the reason it opened nothing. */
  async function open(secret: string): Promise<string | null> {
    try {
      const response = await postJson(caseApiPaths.open, { link: secret }, words.code);
      const answer = (await response.json().catch(() => null)) as unknown;
      const schemas = await caseSchemas().catch(() => null);
      if (!response.ok || schemas === null || !schemas.isCaseOpened(answer)) {
        return schemas?.serverMessageOf(answer) ?? text.unreachable;
      }
      await load();
      return null;
    } catch {
      setState({ name: "unreachable" });
      return null;
    }
  }

  useEffect(() => {
    /** Exchanges the secret in the address (if any) for the case cookie; the address keeps no trace of it. */
    function openFromAddress(): boolean {
      const secret = window.location.hash.slice(1);
      // "#transactions", where a form sent without scripts brought the browser back, is a place on the page.
      if (secret === "" || isCaseSectionFragment(secret)) return false;
      const askNotMe = new URLSearchParams(window.location.search).has(NOT_ME_QUERY);
      window.history.replaceState(null, "", words.casePagePath);
      if (askNotMe) {
        setState({ name: "notMe", secret });
        return true;
      }
      setState({ name: "loading" });
      void open(secret).then((problem) => {
        if (problem !== null) setState({ name: "closed", message: problem });
      });
      return true;
    }
    // Already shown by the server, or refused there: nothing to fetch. The built site's server
    // answers a request whose cookie opens a case with the case itself, so the prerendered page
    // (no answer) went to a browser with no case open, and asking would only log a 401 in its
    // console. Only the development server, which renders every page without the cookie, asks.
    if (!openFromAddress() && answer === undefined && import.meta.env.DEV) void load();
    // A case link opened in this same tab while the page is open changes only the fragment.
    const onHashChange = () => void openFromAddress();
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
    // Runs once, on the page's first render in the browser.
  }, []);

  /** "This wasn't me": the server is told, and the page says what it did. */
  async function sayNotMe(secret: string): Promise<void> {
    try {
      const response = await postJson(caseApiPaths.notMe, { link: secret }, words.code);
      setState({ name: "closed", message: (await serverMessageOf(response)) ?? text.unreachable });
    } catch {
      setState({ name: "unreachable" });
    }
  }

  /** It was them after all: the link opens the case, if it is one that can. */
  function openAfterNotMe(secret: string): void {
    setState({ name: "loading" });
    // The acknowledgement's "This wasn't me" link opens nothing (docs/decisions/0058); one from
    // a mail sent before it had its own is the case link, and opens the case.
    void open(secret).then((problem) => {
      if (problem !== null) setState({ name: "closed", message: text.notMeWasMe });
    });
  }

  /** Closes the case on this phone, or revokes its links (`url` says which). */
  async function end(url: string, shown: Shown): Promise<void> {
    // Closed or revoked, the phone no longer lists the case either, nor keeps what waited to go to it.
    forgetRememberedCase(shown.reference);
    forgetWaitingSends(shown.reference);
    try {
      const response = await postJson(url, {}, words.code);
      showClosed((await serverMessageOf(response)) ?? (response.ok ? text.closed : text.unreachable));
    } catch {
      showClosed(text.unreachable);
    }
  }

  /** A change the case's forms made: the case as it is now. */
  function showUpdated(shown: Shown): void {
    setState({ name: "shown", shown });
  }

  /** The case cookie opens nothing any more: the case-code form, with why. */
  function showClosed(message: string): void {
    setState({ name: "closed", message });
  }

  return { state, load, open, sayNotMe, openAfterNotMe, end, showUpdated, showClosed };
}
