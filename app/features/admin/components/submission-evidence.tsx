import { useId } from "react";
import { evidenceText } from "~/app/content/admin";
import type { DeskEvidenceFile } from "~/shared/schemas/evidence";
import { evidenceDownloadUrl } from "../api/submissions";

// The evidence the person sent (server/evidence/), as the desk sees it: each file's name, size,
// time received and SHA-256, and a download that the browser saves as an attachment (each one
// is in the audit log). Never shown inline: a file is the person's, not a page of ours. The
// download is named by the type read from its bytes; the name it was sent with is shown beside
// it as text, its invisible characters written out, and isolated so a right-to-left name cannot
// reorder what follows it (docs/decisions/0054).

export function SubmissionEvidence({ reference, files }: { reference: string; files: DeskEvidenceFile[] }) {
  const id = useId();
  return (
    <section className="detail__section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{evidenceText.heading}</h3>
      {files.length === 0 ? (
        <p>{evidenceText.none}</p>
      ) : (
        <ul className="detail__evidence">
          {files.map((file) => (
            <li key={file.id}>
              <a href={evidenceDownloadUrl(reference, file.id)} download={file.downloadName}>
                {evidenceText.download(file.downloadName)}
              </a>{" "}
              <span>
                ({file.sizeText}, {evidenceText.received} {file.receivedText})
              </span>
              <span className="detail__sent-name">
                {evidenceText.sentAs} <bdi>{file.shownName}</bdi>
              </span>
              {file.openInViewer ? <strong className="detail__viewer-note">{evidenceText.openInViewer}</strong> : null}
              <code className="detail__hash">
                {evidenceText.sha256} {file.sha256}
              </code>
            </li>
          ))}
        </ul>
      )}
      <p className="detail__hint">{evidenceText.intimateProcedure}</p>
    </section>
  );
}
