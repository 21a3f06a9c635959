import { useId } from "react";
import { columnText } from "~/app/content/admin";
import { orDash } from "../format";
import { SubmissionNotes } from "./submission-notes";
import { SubmissionMessages } from "./submission-messages";
import { replyValuesFor } from "../reply-values";
import { DeleteSubmission } from "./delete-submission";
import { SubmissionAssignee } from "./submission-assignee";
import { SubmissionDuplicates } from "./submission-duplicates";
import { isAdmin, useDeskMember } from "../desk-member";
import { RevokeCaseLinks } from "./revoke-case-links";
import { UndoNotMe } from "./undo-not-me";
import { SubmissionEvidence } from "./submission-evidence";
import { SubmissionReminders } from "./submission-reminders";
import { SubmissionNotifications } from "./submission-notifications";
import { CaseGlance, SubmissionProgress, SubmissionTransactions } from "./submission-case-record";
import { DeskContact } from "./desk-contact";
import { DetailQuickActions } from "./detail-quick-actions";
import { SubmissionFacts } from "./submission-facts";
import { SubmissionMails } from "./submission-mails";
import { StatusForm } from "./submission-status-form";
import type { SubmissionDetail as Detail } from "~/shared/schemas/admin-replies";

/** An open case, section by section, once its record has been read. */
export function DetailBody({
  submission,
  dialog,
  onChanged,
  onDeleted,
}: {
  submission: Detail;
  dialog: React.RefObject<HTMLDialogElement | null>;
  onChanged: () => void;
  onDeleted: () => void;
}) {
  const member = useDeskMember();
  const replyBoxId = useId();
  const textTitle = submission.kind === "contact_message" ? columnText.message : columnText.query;
  // A help request has a case page; another kind shows its record only if the person used it.
  const showCaseRecord =
    submission.kind === "help_request" || submission.transactions.length > 0 || submission.progress !== null;
  return (
    <div className="detail">
      <DetailQuickActions submission={submission} replyBoxId={replyBoxId} scope={dialog} onChanged={onChanged} />
      <CaseGlance submission={submission} />
      <SubmissionFacts submission={submission} />
      <section className="detail__section" aria-label={textTitle}>
        <h3>{textTitle}</h3>
        {/* The person's own words, as text: white-space keeps their line breaks. */}
        <p className="detail__text">{orDash(submission.message)}</p>
      </section>
      {showCaseRecord ? (
        <>
          <SubmissionTransactions
            transactions={submission.transactions}
            totalPaise={submission.transactionsTotalPaise}
          />
          <SubmissionProgress progress={submission.progress} />
        </>
      ) : null}
      <SubmissionMessages
        key={submission.reference}
        reference={submission.reference}
        email={submission.email}
        caseLanguage={submission.language}
        replyValues={replyValuesFor(submission)}
        messages={submission.messages}
        replyBoxId={replyBoxId}
        onSent={onChanged}
      />
      <DeskContact reference={submission.reference} onRecorded={onChanged} />
      <SubmissionEvidence reference={submission.reference} files={submission.evidence} />
      <SubmissionReminders reminders={submission.reminders} />
      <SubmissionMails mails={submission.mails} />
      <SubmissionNotifications notifications={submission.notifications} />
      {submission.closedAsNotMe ? <UndoNotMe reference={submission.reference} onUndone={onChanged} /> : null}
      <StatusForm submission={submission} onSaved={onChanged} />
      <SubmissionAssignee reference={submission.reference} assignee={submission.assignee} onSaved={onChanged} />
      <SubmissionDuplicates reference={submission.reference} onMerged={onChanged} />
      <SubmissionNotes reference={submission.reference} notes={submission.notes} onAdded={onChanged} />
      <RevokeCaseLinks reference={submission.reference} />
      {isAdmin(member) ? <DeleteSubmission reference={submission.reference} onDeleted={onDeleted} /> : null}
    </div>
  );
}
