import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { detailText, quickActionsText } from "~/app/content/admin";
import { SHORTCUT_KEYS } from "../keyboard-shortcuts";
import { ResponseDue } from "./response-due";
import { LoadState } from "./load-state";
import { DetailBody } from "./submission-detail-body";
import { useSubmissionDetail, type SubmissionDetailProps } from "./use-submission-detail";

/**
 * One submission, whole, in a native modal <dialog> (the page behind is inert, Escape closes it,
 * focus returns to the row that opened it). Its reference is in the URL, so it survives a reload.
 * What it does is ./use-submission-detail.ts; the case itself is ./submission-detail-body.tsx.
 */
export function SubmissionDetail(props: SubmissionDetailProps) {
  const { reference, previous, next, onOpen } = props;
  const { dialogRef, titleRef, titleId, detail, notFound, shortcutsOn, changed, deleted, keyDown, closed, close } =
    useSubmissionDetail(props);

  return (
    <dialog
      ref={dialogRef}
      className="dialog detail-dialog"
      aria-labelledby={titleId}
      onKeyDown={keyDown}
      onClose={closed}
    >
      <div className="dialog__header">
        <div className="dialog__heading">
          <h2 id={titleId} ref={titleRef} className="dialog__title" tabIndex={-1}>
            {detailText.title(reference)}
          </h2>
          {detail.data?.reference === reference ? <ResponseDue times={detail.data} /> : null}
        </div>
        {previous || next ? (
          <nav className="detail-sequence" aria-label={detailText.sequenceLabel}>
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={!previous}
              aria-label={previous ? quickActionsText.previousLabel(previous) : quickActionsText.previous}
              aria-keyshortcuts={shortcutsOn && previous ? SHORTCUT_KEYS.previousCase : undefined}
              onClick={() => previous && onOpen(previous)}
            >
              <ChevronLeft aria-hidden="true" size={18} />
              <span className="detail-sequence__word">{quickActionsText.previous}</span>
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={!next}
              aria-label={next ? quickActionsText.nextLabel(next) : quickActionsText.next}
              aria-keyshortcuts={shortcutsOn && next ? SHORTCUT_KEYS.nextCase : undefined}
              onClick={() => next && onOpen(next)}
            >
              <span className="detail-sequence__word">{quickActionsText.next}</span>
              <ChevronRight aria-hidden="true" size={18} />
            </button>
          </nav>
        ) : null}
        <button type="button" className="dialog__x" aria-label={detailText.close} onClick={close}>
          <X aria-hidden="true" size={22} />
        </button>
      </div>
      {notFound ? (
        <p className="admin-notice">{detailText.notFound}</p>
      ) : detail.data === undefined || detail.data.reference !== reference ? (
        <LoadState
          loading={detail.loading}
          error={detail.error}
          loadingText={detailText.loading}
          onRetry={detail.reload}
        />
      ) : (
        <DetailBody submission={detail.data} dialog={dialogRef} onChanged={changed} onDeleted={deleted} />
      )}
    </dialog>
  );
}
