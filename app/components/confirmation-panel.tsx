import { useEffect, useRef, useState } from "react";
import Check from "lucide-react/icons/check";
import CircleCheckBig from "lucide-react/icons/circle-check-big";
import Copy from "lucide-react/icons/copy";
import PhoneCall from "lucide-react/icons/phone-call";
import Share2 from "lucide-react/icons/share-2";
import X from "lucide-react/icons/x";
import { confirmationText as englishWords } from "../content/languages/en/confirmation";
import type { ConfirmationWords } from "../content/languages/island-words";
import { goldenHourText } from "../content/languages/en/chrome";
import { fillIn } from "../lib/fill-in";
import { FirstHourAdvice } from "./first-hour-advice";
import { dismissConfirmation, type Confirmation } from "../lib/confirmation";
import { mailCopyLine, shareText, whatsappShareUrl } from "./confirmation-text";
import { HELPLINE } from "~/shared/constants";
import { caseApiPaths } from "~/shared/routes";
import { siteConfig } from "~/shared/site-config";

// The confirmation that stays at the top of the page after a form is accepted, until the visitor
// dismisses it or leaves (docs/decisions/0022). Loaded on demand by ./confirmation-slot.

const COPIED_FOR_MS = 3000;

/**
 * Focus goes to the panel so a keyboard or screen-reader user learns of it; while the Request
 * Help dialog is still open (its 4 s auto-close) the page behind is inert, so it waits for the
 * dialog to close.
 */
function focusWhenFree(panel: HTMLElement): () => void {
  // A panel taller than the screen is scrolled to its top (below the phone's sticky bar, by the
  // page's scroll-padding), where its heading and reference are, not wherever focus would put it.
  const focus = () => {
    panel.focus({ preventScroll: true });
    panel.scrollIntoView({ block: "start" });
  };
  const dialog = document.querySelector("dialog[open]");
  if (!dialog) {
    focus();
    return () => undefined;
  }
  dialog.addEventListener("close", focus, { once: true });
  return () => dialog.removeEventListener("close", focus);
}

export default function ConfirmationPanel({
  confirmation,
  onDismiss = dismissConfirmation,
  words: confirmationText = englishWords,
}: {
  confirmation: Confirmation;
  /** How this confirmation goes away: the server's (a form sent without scripts) is the slot's own. */
  onDismiss?: () => void;
  words?: ConfirmationWords;
}) {
  const panelRef = useRef<HTMLElement>(null);
  const { reference, sentWithoutScripts } = confirmation;
  const mailLine = mailCopyLine(siteConfig.mailConfigured, confirmation.email, confirmationText);
  // The server's confirmation is HTML first: its buttons that need scripts appear once they run.
  const [live, setLive] = useState(sentWithoutScripts === undefined);

  useEffect(() => {
    setLive(true);
    // A form accepted now takes focus to its panel; the server's comes with a new page, read from
    // its top, where the panel is.
    if (sentWithoutScripts === undefined && panelRef.current) return focusWhenFree(panelRef.current);
    return undefined;
  }, [sentWithoutScripts]);

  function dismiss() {
    onDismiss();
    // The focused panel goes away: keep the keyboard in the page rather than at its very start.
    document.getElementById("main")?.focus({ preventScroll: true });
  }

  return (
    <section ref={panelRef} className="confirmation" role="status" aria-labelledby="confirmation-heading" tabIndex={-1}>
      <div className="confirmation__head">
        <CircleCheckBig className="confirmation__icon" aria-hidden="true" size={28} />
        <h2 id="confirmation-heading" className="confirmation__heading">
          {confirmationText.heading}
        </h2>
        {live ? (
          <button
            type="button"
            className="confirmation__dismiss"
            aria-label={confirmationText.dismiss}
            onClick={dismiss}
          >
            <X aria-hidden="true" size={20} />
          </button>
        ) : (
          // Without scripts: the same page without its one-time confirmation ("?" drops the query).
          <a href="?" className="confirmation__dismiss" aria-label={confirmationText.dismiss}>
            <X aria-hidden="true" size={20} />
          </a>
        )}
      </div>
      <div className="confirmation__body">
        <div className="confirmation__reference-block">
          <p className="confirmation__label">{confirmationText.referenceLabel}</p>
          {/* The reference stays the same element when the buttons appear, so nothing reading it loses it. */}
          <ReferenceWithActions reference={reference} live={live} words={confirmationText} />
          <p className="confirmation__keep">
            {confirmationText.keepReference}{" "}
            <a href={siteConfig.telUrl} className="confirmation__phone">
              {siteConfig.supportPhone}
            </a>
            .
          </p>
        </div>
        <div className="confirmation__next">
          {sentWithoutScripts ? <p>{sentWithoutScripts.message}</p> : null}
          {mailLine ? <p>{mailLine}</p> : null}
          {confirmation.firstHour ? (
            <FirstHourAdvice firstHour={confirmation.firstHour} words={confirmationText.firstHour} now={new Date()} />
          ) : null}
          <h3 className="confirmation__subheading">{confirmationText.nextHeading}</h3>
          <p>{replyPromise(confirmationText, confirmation.replyWithinMinutes)}</p>
          {sentWithoutScripts?.caseCode ? (
            <form
              method="post"
              action={sentWithoutScripts.caseOpenAction ?? caseApiPaths.openForm}
              className="confirmation__case"
            >
              <input type="hidden" name="code" value={sentWithoutScripts.caseCode} />
              <button type="submit" className="button button--primary confirmation__case-link">
                {confirmationText.caseLink}
              </button>{" "}
              {confirmationText.caseCodeNote}
              <label className="confirmation__remember-check">
                <input type="checkbox" name="remember" value="yes" />
                <span>
                  {confirmationText.remember}
                  <span className="confirmation__remember-note">{confirmationText.rememberNote}</span>
                </span>
              </label>
            </form>
          ) : null}
          {confirmation.caseUrl ? (
            <p className="confirmation__case">
              <a href={confirmation.caseUrl} className="button button--primary confirmation__case-link">
                {confirmationText.caseLink}
              </a>{" "}
              {confirmationText.caseLinkNote}
            </p>
          ) : null}
          {confirmation.caseUrl ? <RememberThisPhone caseUrl={confirmation.caseUrl} words={confirmationText} /> : null}
          <p className="confirmation__helpline">
            <strong>{confirmationText.helplineLead}</strong>{" "}
            <a href={`tel:${HELPLINE}`} className="confirmation__call">
              <PhoneCall aria-hidden="true" size={16} />
              {confirmationText.helplineCall}
            </a>{" "}
            {confirmationText.helplineReport}{" "}
            <a href={goldenHourText.portalUrl} target="_blank" rel="noopener noreferrer">
              {confirmationText.portalLabel}
              <span className="visually-hidden"> {confirmationText.opensInNewTab}</span>
            </a>
            {/* The words after the address, in the language's own order ("… पर शिकायत दर्ज करें।"). */}
            {confirmationText.helplineReportEnd}
          </p>
        </div>
      </div>
    </section>
  );
}

function ReferenceWithActions({
  reference,
  live,
  words: confirmationText,
}: {
  reference: string;
  live: boolean;
  words: ConfirmationWords;
}) {
  const referenceRef = useRef<HTMLParagraphElement>(null);
  const [copyState, setCopyState] = useState<"idle" | "copied" | "selected">("idle");

  useEffect(() => {
    if (copyState !== "copied") return;
    const timer = setTimeout(() => setCopyState("idle"), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copyState]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(reference);
      setCopyState("copied");
    } catch {
      // No clipboard (a page on plain HTTP) or no permission: select the text for the visitor to copy.
      const node = referenceRef.current;
      if (node) window.getSelection()?.selectAllChildren(node);
      setCopyState("selected");
    }
  }

  const copyLabel =
    copyState === "copied"
      ? confirmationText.copied
      : copyState === "selected"
        ? confirmationText.selected
        : confirmationText.copy;

  return (
    <>
      <p ref={referenceRef} className="confirmation__reference">
        {reference}
      </p>
      {/* Copy and Share need scripts; the server's confirmation shows them once its scripts run. */}
      {live ? (
        <div className="confirmation__actions">
          <button type="button" className="button button--secondary confirmation__action" onClick={() => void copy()}>
            {copyState === "copied" ? <Check aria-hidden="true" size={18} /> : <Copy aria-hidden="true" size={18} />}
            {copyLabel}
          </button>
          <ShareControl
            text={shareText(reference, siteConfig.brand, siteConfig.supportPhone, confirmationText)}
            label={confirmationText.share}
          />
        </div>
      ) : null}
      {copyState === "selected" ? <p className="confirmation__hint">{confirmationText.selectedHint}</p> : null}
    </>
  );
}

/** The phone's share sheet (Web Share API) where there is one; a WhatsApp link elsewhere. */
function ShareControl({ text, label }: { text: string; label: string }) {
  const whatsapp = whatsappShareUrl(text);
  const content = (
    <>
      <Share2 aria-hidden="true" size={18} />
      {label}
    </>
  );
  if (typeof navigator.share !== "function") {
    return (
      <a
        className="button button--secondary confirmation__action"
        href={whatsapp}
        target="_blank"
        rel="noopener noreferrer"
      >
        {content}
      </a>
    );
  }
  return (
    <button
      type="button"
      className="button button--secondary confirmation__action"
      onClick={() => {
        navigator.share({ text }).catch((error: unknown) => {
          // Closing the share sheet is a choice, not a failure; anything else falls back to WhatsApp.
          if (!(error instanceof DOMException && error.name === "AbortError"))
            window.open(whatsapp, "_blank", "noopener");
        });
      }}
    >
      {content}
    </button>
  );
}

/**
 * "…will reply within 1 hour": the case's own response target when the server gave it (never a
 * shorter time than the desk aims for), else the site's configured promise, filled in already in
 * another language's words (app/content/languages/form-language.ts).
 */
function replyPromise(words: ConfirmationWords, replyWithinMinutes: number | undefined): string {
  if (replyWithinMinutes === undefined) {
    return fillIn(words.nextSteps, { firstReplyWithin: siteConfig.firstReplyWithin });
  }
  const within =
    replyWithinMinutes % 60 !== 0
      ? fillIn(words.replyWithin.minutes, { count: String(replyWithinMinutes) })
      : replyWithinMinutes === 60
        ? words.replyWithin.hour
        : fillIn(words.replyWithin.hours, { count: String(replyWithinMinutes / 60) });
  return fillIn(words.nextStepsWithin ?? words.nextSteps, { firstReplyWithin: within });
}

/**
 * "Remember my case on this phone", offered while the case link is surely in hand: the link's
 * code opens a session and remembers the phone in one call (docs/decisions/0063).
 */
function RememberThisPhone({ caseUrl, words }: { caseUrl: string; words: ConfirmationWords }) {
  const [state, setState] = useState<"offered" | "saving" | "remembered" | "failed">("offered");

  async function remember() {
    setState("saving");
    try {
      const response = await fetch(caseApiPaths.open, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ link: caseUrl.slice(caseUrl.indexOf("#") + 1), remember: true }),
      });
      setState(response.ok ? "remembered" : "failed");
    } catch {
      setState("failed");
    }
  }

  if (state === "remembered") return <p className="confirmation__remember">{words.remembered}</p>;
  return (
    <div className="confirmation__remember">
      <button
        type="button"
        className="button button--secondary"
        aria-describedby="confirmation-remember-note"
        disabled={state === "saving"}
        onClick={() => void remember()}
      >
        {words.remember}
      </button>
      <p id="confirmation-remember-note" className="confirmation__remember-note">
        {words.rememberNote}
      </p>
      {state === "failed" ? <p className="confirmation__remember-failed">{words.rememberFailed}</p> : null}
    </div>
  );
}
