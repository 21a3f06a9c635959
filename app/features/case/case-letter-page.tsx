import { memo, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { fillIn } from "~/app/lib/fill-in";
import type { LetterPageWords } from "~/app/lib/letter-page-words";
import type { FormAnswer } from "~/shared/form-answer";
import { formatDay } from "~/shared/india-time";
import type { LanguageCode } from "~/shared/language-codes";
import type { CaseDocument, CaseLetter, LetterBlock } from "~/shared/letters/case-letter";
import type { LetterLabels } from "~/shared/letters/words";
import { LETTER_LANGUAGE_QUERY, type LetterKind } from "~/shared/routes";

// A document drafted from the victim's case (docs/decisions/0028). The letters are one editable
// region, so they can be changed before printing with or without scripts (contenteditable is
// HTML); the portal's text is a text field to copy. Edits are kept in this tab's sessionStorage,
// keyed by the drafted document, so a reload keeps them and a changed case drafts afresh.
// The page's words come as props in the page's language; the document, and the labels printed
// with it, in the language chosen for it by a plain link (decision 0042).

type LetterAnswer = Extract<FormAnswer, { outcome: "letter" }>;

/** A short, stable fingerprint of the drafted document: edits saved for another draft are not restored. */
function fingerprint(document: CaseDocument): string {
  const json = JSON.stringify(document);
  let hash = 0;
  for (let index = 0; index < json.length; index++) hash = (Math.imul(hash, 31) + json.charCodeAt(index)) | 0;
  return (hash >>> 0).toString(36);
}

function editsKey(reference: string, kind: LetterKind, document: CaseDocument): string {
  return `cyberhelp:letter:${reference}:${kind}:${fingerprint(document)}`;
}

function readEdits(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function keepEdits(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Storage full or refused (private mode): the edits stay on the screen, only a reload loses them.
  }
}

export function CaseLetterPage({
  kind,
  words,
  answer,
}: {
  kind: LetterKind;
  words: LetterPageWords;
  answer?: FormAnswer;
}) {
  const letter = answer?.outcome === "letter" ? (answer as LetterAnswer) : undefined;
  if (!letter?.document || letter.reference === null) return <NoCase words={words} />;
  const { document, reference, language, labels } = letter;
  const documentLang = words.languages.find((entry) => entry.code === language)?.lang ?? words.lang;
  const storageKey = editsKey(reference, kind, document);
  return (
    <div className="letter-page">
      <section className="letter-page__how screen-only" aria-labelledby="letter-how-heading">
        <p className="letter-page__case">
          <a href={words.casePath}>← {words.backToCase}</a> · {fillIn(words.caseReference, { reference })}
        </p>
        <h2 id="letter-how-heading" className="letter-page__heading">
          {words.howToHeading}
        </h2>
        <ol className="letter-page__steps">
          {words.howTo.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {kind === "police" ? (
          <p className="letter-page__note">
            {words.policeRefuses} <a href={words.superintendentHref}>{words.superintendentLink}</a>
          </p>
        ) : null}
      </section>
      <LanguageChoice
        label={document.kind === "portal" ? words.textIn : words.letterIn}
        languages={words.languages}
        current={language}
      />
      {document.kind === "portal" ? (
        <PortalDocument
          key={storageKey}
          text={document.text}
          label={words.documentLabel}
          lang={documentLang}
          words={words}
          storageKey={storageKey}
        />
      ) : (
        <LetterDocument
          key={storageKey}
          letter={document}
          labels={labels}
          lang={documentLang}
          label={words.documentLabel}
          words={words}
          storageKey={storageKey}
        />
      )}
      <section className="letter-page__sources screen-only" aria-labelledby="letter-sources-heading">
        <h2 id="letter-sources-heading" className="letter-page__heading">
          {words.sourcesHeading}
        </h2>
        {document.citations.length === 0 ? (
          <p>{words.noSources}</p>
        ) : (
          <ul>
            {document.citations.map((citation) => (
              <li key={citation.source + citation.instrument}>
                <a href={citation.source} target="_blank" rel="noopener noreferrer" lang={documentLang}>
                  {citation.instrument}
                </a>{" "}
                ({fillIn(words.checked, { date: formatDay(words.dates, citation.checked) })})
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/**
 * "Letter in: English / हिन्दी": links that draft the document again in another language, the
 * page staying in its own. Plain links, so the choice works without scripts and lives in the address alone.
 */
function LanguageChoice({
  label,
  languages,
  current,
}: {
  label: string;
  languages: LetterPageWords["languages"];
  current: LanguageCode;
}) {
  return (
    <p className="letter-page__language screen-only">
      <span>{label}</span>{" "}
      {languages.map((entry, index) => (
        <span key={entry.code}>
          {index > 0 ? " / " : null}
          {entry.code === current ? (
            <strong lang={entry.lang} aria-current="true">
              {entry.name}
            </strong>
          ) : (
            <a href={`?${LETTER_LANGUAGE_QUERY}=${entry.code}`} lang={entry.lang} hrefLang={entry.lang}>
              {entry.name}
            </a>
          )}
        </span>
      ))}
    </p>
  );
}

function NoCase({ words }: { words: LetterPageWords }) {
  return (
    <section className="form-card" aria-labelledby="letter-no-case">
      <h2 id="letter-no-case" className="form-card__title">
        {words.openCase}
      </h2>
      <p>{words.noCase}</p>
      <p>
        <a className="button button--primary" href={words.casePath}>
          {words.openCase}
        </a>
      </p>
    </section>
  );
}

/** Text with its [blanks] marked, so the victim sees what is left to fill in, on screen and on paper. */
function WithBlanks({ text: content }: { text: string }) {
  const parts = content.split(/(\[[^\]]+\])/);
  return (
    <>
      {parts.map((part, index) =>
        /^\[[^\]]+\]$/.test(part) ? (
          <mark key={index} className="letter__blank">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}

function Lines({ lines, className }: { lines: string[]; className: string }) {
  return (
    <p className={className}>
      {lines.map((line, index) => (
        <span key={index} className="letter__line">
          {line === "" ? "\u00a0" : <WithBlanks text={line} />}
        </span>
      ))}
    </p>
  );
}

function Block({ block, letter, text }: { block: LetterBlock; letter: CaseLetter; text: LetterLabels }): ReactNode {
  if (block.kind === "paragraph")
    return (
      <p>
        <WithBlanks text={block.text} />
      </p>
    );
  if (block.kind === "requests")
    return (
      <ol className="letter__requests">
        {block.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
    );
  if (block.kind === "transactions")
    return (
      <WideTable label={text.transactionsCaption}>
        <table className="letter__table">
          <caption>{text.transactionsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{text.when}</th>
              <th scope="col">{text.amount}</th>
              <th scope="col">{text.utr}</th>
              <th scope="col">{text.from}</th>
              <th scope="col">{text.to}</th>
            </tr>
          </thead>
          <tbody>
            {letter.transactions.map((item) => (
              <tr key={item.id}>
                <td>{item.occurredAtText}</td>
                <td className="letter__amount">{item.amountText}</td>
                <td>{item.utr || text.notGiven}</td>
                <td>{item.fromAccount || text.notGiven}</td>
                <td>{item.toAccount || text.notGiven}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{text.total}</th>
              <td className="letter__amount">{letter.transactionsTotalText}</td>
              <td colSpan={3} />
            </tr>
          </tfoot>
        </table>
      </WideTable>
    );
  return (
    <WideTable label={text.evidenceCaption}>
      <table className="letter__table letter__table--evidence">
        <caption>{text.evidenceCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.fileName}</th>
            <th scope="col" className="letter__nowrap">
              {text.fileSize}
            </th>
            <th scope="col">{text.fileReceived}</th>
            <th scope="col">{text.fileSha256}</th>
          </tr>
        </thead>
        <tbody>
          {letter.evidence.map((file) => (
            <tr key={file.id}>
              <td>{file.name}</td>
              <td className="letter__nowrap">{file.sizeText}</td>
              <td>{file.receivedText}</td>
              <td className="letter__hash">{file.sha256}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </WideTable>
  );
}

/**
 * A table as wide as a sheet of A4: on a phone it scrolls sideways inside the letter rather than
 * squeezing its columns a few letters wide, and is a named, focusable region so a keyboard can scroll it.
 */
function WideTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="letter__table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/**
 * The letter's text, rendered once. Memoised on the draft alone: once the victim edits it, the
 * browser owns its contents, and React must not render over them. "Start again" remounts it.
 */
const LetterBody = memo(function LetterBody({
  letter,
  labels: text,
  lang,
  label,
}: {
  letter: CaseLetter;
  labels: LetterLabels;
  lang: string;
  label: string;
}) {
  return (
    <div
      className="letter"
      contentEditable
      suppressContentEditableWarning
      role="textbox"
      aria-multiline="true"
      aria-label={label}
      spellCheck
      lang={lang}
    >
      <Lines lines={letter.sender} className="letter__sender" />
      <p className="letter__date">
        {text.date} {letter.date}
      </p>
      <Lines lines={letter.recipient} className="letter__recipient" />
      <p className="letter__subject">
        <strong>
          {text.subject} {letter.subject}
        </strong>
      </p>
      <p>{letter.salutation}</p>
      {letter.blocks.map((block, index) => (
        <Block key={index} block={block} letter={letter} text={text} />
      ))}
      <Lines lines={letter.closing} className="letter__closing" />
    </div>
  );
});

function LetterDocument({
  letter,
  labels,
  lang,
  label,
  words: text,
  storageKey,
}: {
  letter: CaseLetter;
  labels: LetterLabels;
  lang: string;
  label: string;
  words: LetterPageWords;
  storageKey: string;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState(0);
  const [edited, setEdited] = useState(false);
  const [scripts, setScripts] = useState(false);

  useEffect(() => {
    setScripts(true);
    const saved = readEdits(storageKey);
    const body = holder.current?.querySelector<HTMLElement>(".letter");
    if (saved !== null && body) {
      // The victim's own edits, from this tab's storage, put back as they left them.
      body.innerHTML = saved;
      setEdited(true);
    }
  }, [storageKey, draft]);

  function keep() {
    const body = holder.current?.querySelector<HTMLElement>(".letter");
    if (!body) return;
    keepEdits(storageKey, body.innerHTML);
    setEdited(true);
  }

  function startAgain() {
    keepEdits(storageKey, null);
    setEdited(false);
    setDraft((count) => count + 1);
  }

  return (
    <>
      <div className="letter-page__tools screen-only">
        {scripts ? (
          <button type="button" className="button button--primary" onClick={() => window.print()}>
            {text.print}
          </button>
        ) : (
          <p>{text.printWithoutScripts}</p>
        )}
        {edited ? (
          <>
            <button type="button" className="button button--secondary" onClick={startAgain}>
              {text.startAgain}
            </button>
            <p className="letter-page__kept">{text.keptEdits}</p>
          </>
        ) : null}
      </div>
      <div ref={holder} className="letter-sheet" onInput={keep}>
        <LetterBody key={draft} letter={letter} labels={labels} lang={lang} label={label} />
      </div>
    </>
  );
}

function PortalDocument({
  text: drafted,
  label,
  lang,
  words: text,
  storageKey,
}: {
  text: string;
  label: string;
  lang: string;
  words: LetterPageWords;
  storageKey: string;
}) {
  const [value, setValue] = useState(drafted);
  const [scripts, setScripts] = useState(false);
  const [copyState, setCopyState] = useState<"idle" | "copied" | "failed">("idle");
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  useEffect(() => {
    setScripts(true);
    const saved = readEdits(storageKey);
    if (saved !== null) setValue(saved);
  }, [storageKey]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopyState("copied");
    } catch {
      field.current?.select();
      setCopyState("failed");
    }
  }

  return (
    <div className="letter-page__portal">
      <label htmlFor={`${id}-text`} className="letter-page__label">
        {label}
      </label>
      <textarea
        ref={field}
        id={`${id}-text`}
        className="letter-page__text"
        value={value}
        rows={16}
        aria-describedby={`${id}-count`}
        spellCheck
        lang={lang}
        onChange={(event) => {
          setValue(event.target.value);
          setCopyState("idle");
          keepEdits(storageKey, event.target.value === drafted ? null : event.target.value);
        }}
      />
      <p id={`${id}-count`} className="letter-page__count">
        {fillIn(value.length === 1 ? text.characterOne : text.characterMany, {
          count: value.length.toLocaleString("en-IN"),
        })}
      </p>
      <div className="letter-page__tools">
        {scripts ? (
          <button type="button" className="button button--primary" onClick={() => void copy()}>
            {text.copy}
          </button>
        ) : null}
        {scripts && value !== drafted ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setValue(drafted);
              keepEdits(storageKey, null);
            }}
          >
            {text.startAgain}
          </button>
        ) : null}
      </div>
      <p className="letter-page__copied" role="status">
        {copyState === "copied" ? text.copied : copyState === "failed" ? text.copyFailed : ""}
      </p>
    </div>
  );
}
