import { useEffect, useRef, useState } from "react";
import { fillIn } from "~/app/lib/fill-in";
import type { CaseWords } from "~/app/content/languages/island-words";
import { caseApiPaths } from "~/shared/routes";
import type { CaseView } from "~/shared/schemas/case";
import type { EvidenceFile } from "~/shared/schemas/evidence";
import { EVIDENCE_NAME_HEADER, EVIDENCE_SHA256_HEADER } from "~/shared/schemas/evidence-headers";
import { PAGE_LANGUAGE_HEADER } from "~/shared/routes";
import { postCaseChange } from "./post-json";
import { caseSchemas, prefetchCaseSchemas } from "./case-schemas-on-first-use";
import { say, useCaseWords } from "./case-words";
import { localFormAction } from "./form-action";
import { TypedText } from "./typed-text";
import { caseMessages } from "~/shared/messages/case";
import { evidenceMessages } from "~/shared/messages/evidence";
import { sizeText } from "~/shared/size-text";

// The case page's evidence (server/evidence/): files go up one at a time with a progress bar,
// each with the SHA-256 the browser computed first, which the server checks as it stores the
// bytes. A failed upload keeps its row with a Try again; a file sent by mistake can be removed
// until the desk has downloaded it. The list is the server's; names are only ever React text.

type Shown = CaseView["case"];

/** A file on its way up (or stopped on the way): its own row until it joins the list. */
interface Upload {
  key: number;
  file: File;
  state: "checking" | "sending" | "failed";
  percent: number;
  problem: string | null;
  /** Whether sending it again can work: not for a file refused for what it is. */
  retryable: boolean;
}

const ACCEPT =
  ".jpg,.jpeg,.png,.webp,.heic,.heif,.pdf,.mp3,.m4a,.amr,.ogg,.opus,.wav,.mp4,.txt,.zip,image/*,audio/*,video/mp4,application/pdf,text/plain,application/zip";

async function sha256Hex(file: File): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Sends one file, reporting progress; resolves with the stored file or a message to show. */
function send(
  file: File,
  sha256: string,
  onProgress: (percent: number) => void,
  words: CaseWords,
): Promise<{ file: EvidenceFile } | { problem: string; retryable: boolean; closed?: boolean }> {
  // The schemas the answer is read with (docs/decisions/0084), on their way while the file goes.
  prefetchCaseSchemas();
  return new Promise((resolve) => {
    // XMLHttpRequest, not fetch: only it reports an upload's progress.
    const request = new XMLHttpRequest();
    request.open("POST", caseApiPaths.evidence);
    request.setRequestHeader("content-type", "application/octet-stream");
    request.setRequestHeader("accept", "application/json");
    request.setRequestHeader(EVIDENCE_NAME_HEADER, encodeURIComponent(file.name));
    request.setRequestHeader(EVIDENCE_SHA256_HEADER, sha256);
    request.setRequestHeader(PAGE_LANGUAGE_HEADER, words.code);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    request.onerror = () => resolve({ problem: words.evidence.unreachable, retryable: true });
    request.onload = async () => {
      const json = (() => {
        try {
          return JSON.parse(request.responseText) as unknown;
        } catch {
          return null;
        }
      })();
      if (request.status === 401) {
        return resolve({ problem: say(words, caseMessages.noCaseSession), retryable: false, closed: true });
      }
      const schemas = await caseSchemas().catch(() => null);
      // Not fetched even now: the connection failed after the answer; the row offers Try again.
      if (schemas === null) return resolve({ problem: words.evidence.unreachable, retryable: true });
      const stored = request.status === 201 ? schemas.uploadedFileOf(json) : null;
      if (stored !== null) return resolve({ file: stored });
      const refusal = schemas.refusalOf(json);
      // A file refused for its type, size or the case's limits fails again; a changed hash, a
      // daily cap or a server's trouble may not.
      const retryable = request.status === 422 || request.status === 429 || request.status >= 500;
      resolve({ problem: refusal === null ? words.evidence.unreachable : refusal.message, retryable });
    };
    request.send(file);
  });
}

export function CaseEvidence({
  shown,
  answer,
  onUpdated,
  onClosed,
}: {
  shown: Shown;
  /** The server's answer to a file sent without scripts and refused. */
  answer?: { problem: string };
  onUpdated: (shown: Shown) => void;
  onClosed: (message: string) => void;
}) {
  const words = useCaseWords();
  const text = words.evidence;
  const { files, limits, acceptsUploads } = shown.evidence;
  const limitsText = fillIn(text.limits, {
    fileMax: sizeText(limits.fileMaxBytes),
    videoMax: sizeText(limits.videoMaxBytes),
    files: String(limits.filesPerCase),
    caseMax: sizeText(limits.caseMaxBytes),
  });
  const [live, setLive] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const nextKey = useRef(0);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => setLive(true), []);
  // The latest view, for adding a stored file to it when several uploads finish one after another.
  const latest = useRef(shown);
  latest.current = shown;

  function update(key: number, change: Partial<Upload>) {
    setUploads((all) => all.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));
  }

  async function start(upload: Upload) {
    const maxBytes = upload.file.type === "video/mp4" ? limits.videoMaxBytes : limits.fileMaxBytes;
    if (upload.file.size > Math.max(limits.fileMaxBytes, limits.videoMaxBytes) || upload.file.size > maxBytes) {
      update(upload.key, {
        state: "failed",
        problem: fillIn(text.tooLarge, { size: sizeText(maxBytes) }),
        retryable: false,
      });
      return;
    }
    update(upload.key, { state: "checking", problem: null, percent: 0 });
    let sha256: string;
    try {
      sha256 = await sha256Hex(upload.file);
    } catch {
      update(upload.key, { state: "failed", problem: say(words, evidenceMessages.hashInvalid), retryable: true });
      return;
    }
    update(upload.key, { state: "sending" });
    const outcome = await send(upload.file, sha256, (percent) => update(upload.key, { percent }), words);
    if ("file" in outcome) {
      setUploads((all) => all.filter((other) => other.key !== upload.key));
      const current = latest.current;
      onUpdated({ ...current, evidence: { ...current.evidence, files: [...current.evidence.files, outcome.file] } });
      setNotice(`${outcome.file.name}: ${text.sent}`);
    } else if (outcome.closed) {
      onClosed(outcome.problem);
    } else {
      update(upload.key, { state: "failed", problem: outcome.problem, retryable: outcome.retryable });
    }
  }

  async function chosen(list: FileList | null) {
    if (!list) return;
    setNotice(null);
    const fresh = Array.from(list, (file) => ({
      key: nextKey.current++,
      file,
      state: "checking" as const,
      percent: 0,
      problem: null,
      retryable: true,
    }));
    setUploads((all) => [...all, ...fresh]);
    // One at a time: a slow connection gives each file the whole of it.
    for (const upload of fresh) await start(upload);
  }

  async function remove(file: EvidenceFile) {
    setNotice(null);
    const change = await postCaseChange(caseApiPaths.removeEvidence, { id: file.id }, words);
    if (change.kind === "updated") {
      onUpdated(change.shown);
      setNotice(fillIn(text.removed, { name: file.name }));
      heading.current?.focus();
    } else if (change.kind === "closed") {
      onClosed(say(words, caseMessages.noCaseSession));
    } else {
      setNotice(change.message);
    }
  }

  return (
    <section className="case-evidence" aria-labelledby="case-evidence-heading">
      <h3 id="case-evidence-heading" className="case-page__subheading" ref={heading} tabIndex={-1}>
        {text.heading}
      </h3>
      <p>{text.intro}</p>
      <p className="case-page__note">{text.keepOriginals}</p>
      <p className="case-evidence__warning" role="note">
        {text.intimateWarning}
      </p>

      {files.length === 0 ? (
        <p className="case-page__note">{text.none}</p>
      ) : (
        <TypedText shown={shown}>
          <ul className="case-evidence__files" aria-label={text.listLabel}>
            {files.map((file) => (
              <li key={file.id} className="case-evidence__file">
                <p className="case-evidence__name">{file.name}</p>
                <dl className="case-evidence__facts">
                  <div>
                    <dt>{text.size}</dt>
                    <dd>{file.sizeText}</dd>
                  </div>
                  <div>
                    <dt>{text.received}</dt>
                    <dd>
                      <time dateTime={file.receivedAt}>{file.receivedText}</time>
                    </dd>
                  </div>
                  <div>
                    <dt>{text.fingerprint}</dt>
                    <dd className="case-evidence__hash">{file.sha256}</dd>
                  </div>
                </dl>
                {file.removable ? (
                  live ? (
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={fillIn(text.remove, { name: file.name })}
                      onClick={() => void remove(file)}
                    >
                      {text.removeShort}
                    </button>
                  ) : null
                ) : (
                  <p className="case-page__note">{text.onlyDeskRemoves}</p>
                )}
              </li>
            ))}
          </ul>
        </TypedText>
      )}
      {files.length > 0 ? (
        <p className="case-evidence__all">
          <a href={caseApiPaths.evidenceZip} className="button button--secondary" download>
            {text.downloadAll}
          </a>
          <span className="case-page__note">{text.downloadAllNote}</span>
        </p>
      ) : null}

      {uploads.length > 0 ? (
        <ul className="case-evidence__uploads">
          {uploads.map((upload) => (
            <li key={upload.key} className="case-evidence__upload">
              <p className="case-evidence__name">{upload.file.name}</p>
              {upload.state === "failed" ? (
                <>
                  <p className="field__error" role="alert">
                    {text.failed} {upload.problem}
                  </p>
                  {upload.retryable ? (
                    <button type="button" className="button button--secondary" onClick={() => void start(upload)}>
                      {text.retry}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={fillIn(text.dismiss, { name: upload.file.name })}
                      onClick={() => setUploads((all) => all.filter((other) => other.key !== upload.key))}
                    >
                      {text.dismissShort}
                    </button>
                  )}
                </>
              ) : (
                <>
                  <progress
                    max={100}
                    value={upload.state === "checking" ? undefined : upload.percent}
                    aria-label={upload.file.name}
                  />
                  <p className="case-page__note" role="status">
                    {upload.state === "checking"
                      ? text.checking
                      : fillIn(text.sending, { percent: String(upload.percent) })}
                  </p>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}

      {notice ? (
        <p className="case-page__notice" role="status">
          {notice}
        </p>
      ) : null}

      {!acceptsUploads ? (
        <p className="case-page__note">{text.closed}</p>
      ) : live ? (
        <div className="field">
          <label htmlFor="case-evidence-files" className="field__label">
            {text.choose}
          </label>
          <input
            id="case-evidence-files"
            className="field__control case-evidence__input"
            type="file"
            multiple
            accept={ACCEPT}
            aria-describedby="case-evidence-hint case-evidence-limits"
            onChange={(event) => {
              void chosen(event.currentTarget.files);
              event.currentTarget.value = "";
            }}
          />
          <p id="case-evidence-hint" className="field__hint">
            {text.chooseHint}
          </p>
          <p id="case-evidence-limits" className="field__hint">
            {limitsText}
          </p>
        </div>
      ) : (
        // Before scripts run, or without them: a plain form, one file per send
        // (server/routes/case-page/evidence-form.ts).
        <form
          method="post"
          action={localFormAction(words, caseApiPaths.evidenceForm)}
          encType="multipart/form-data"
          className="form"
        >
          {answer ? (
            <p id="case-evidence-problem" className="field__error" role="alert">
              {answer.problem}
            </p>
          ) : null}
          <div className="field">
            <label htmlFor="case-evidence-file" className="field__label">
              {text.chooseOne}
            </label>
            <input
              id="case-evidence-file"
              className="field__control case-evidence__input"
              type="file"
              name="file"
              accept={ACCEPT}
              aria-describedby={`case-evidence-hint case-evidence-limits${answer ? " case-evidence-problem" : ""}`}
            />
            <p id="case-evidence-hint" className="field__hint">
              {text.chooseHint}
            </p>
            <p id="case-evidence-limits" className="field__hint">
              {limitsText} {text.noScriptsHash}
            </p>
          </div>
          <div className="form__actions">
            <button type="submit" className="button button--primary">
              {text.sendOne}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
