import { getJson, sendJson, withQuery } from "./client";
import { adminApiPaths } from "~/shared/routes";
import type { BulkAction, ContactChannel, SubmissionListQuery, SubmissionStatus } from "~/shared/schemas/admin";
import type { SuccessMessage } from "~/shared/schemas/api-responses";
import type {
  AssigneeReply,
  BulkActionReply,
  ContactRecorded,
  PossibleDuplicates,
  DeskMessageSent,
  SubmissionDetail,
  SubmissionList,
  SubmissionNote,
  TeamMember,
} from "~/shared/schemas/admin-replies";

/** GET /api/admin/submissions: one page of the list, filtered, searched and sorted by the server. */
export function fetchSubmissions(params: Partial<SubmissionListQuery>, signal?: AbortSignal): Promise<SubmissionList> {
  return getJson<SubmissionList>(withQuery(adminApiPaths.submissions, { ...params }), signal);
}

/** Where the CSV of the same filter downloads from (every page, no paging). */
export function submissionsCsvUrl(params: Partial<SubmissionListQuery>): string {
  const { page: _page, pageSize: _pageSize, ...filter } = params;
  return withQuery(adminApiPaths.submissionsCsv, filter);
}

export function fetchSubmission(reference: string, signal?: AbortSignal): Promise<SubmissionDetail> {
  return getJson<SubmissionDetail>(adminApiPaths.submission(reference), signal);
}

export function updateSubmissionStatus(reference: string, status: SubmissionStatus): Promise<unknown> {
  return sendJson("PATCH", adminApiPaths.submission(reference), { status });
}

/** Erasure: the submission and its notes are gone for good. */
export function deleteSubmission(reference: string): Promise<unknown> {
  return sendJson("DELETE", adminApiPaths.submission(reference));
}

/** Stops every link to the submission's case page; the answer says so. */
export function revokeCaseLinks(reference: string): Promise<unknown> {
  return sendJson("DELETE", adminApiPaths.submissionCaseLinks(reference));
}

/** Reopens a case closed as "This wasn't me" with the status it had (docs/decisions/0058). */
export function undoNotMe(reference: string): Promise<unknown> {
  return sendJson("POST", adminApiPaths.submissionNotMeUndo(reference));
}

export function addSubmissionNote(reference: string, body: string): Promise<SubmissionNote> {
  return sendJson<SubmissionNote>("POST", adminApiPaths.submissionNotes(reference), { body });
}

/** Writes to the person on their case page; the answer says whether a notice e-mail was queued. */
export function sendDeskMessage(reference: string, body: string): Promise<DeskMessageSent> {
  return sendJson<DeskMessageSent>("POST", adminApiPaths.submissionMessages(reference), { body });
}

/** The active desk members a case can be given to. */
export function fetchTeam(signal?: AbortSignal): Promise<TeamMember[]> {
  return getJson<TeamMember[]>(adminApiPaths.team, signal);
}

/** Gives the case to a desk member, or to nobody (null). */
export function assignSubmission(reference: string, userId: number | null): Promise<AssigneeReply> {
  return sendJson<AssigneeReply>("PUT", adminApiPaths.submissionAssignee(reference), { userId });
}

/** The desk reached the person by phone or WhatsApp: kept as a note, and a first response if the case had none. */
export function recordDeskContact(
  reference: string,
  contact: { channel: ContactChannel; note: string },
): Promise<ContactRecorded> {
  return sendJson<ContactRecorded>("POST", adminApiPaths.submissionContacted(reference), contact);
}

/** A case's possible duplicates, and the cases already one case with it (docs/decisions/0035). */
export function fetchPossibleDuplicates(reference: string, signal?: AbortSignal): Promise<PossibleDuplicates> {
  return getJson<PossibleDuplicates>(adminApiPaths.submissionDuplicates(reference), signal);
}

/** Marks the case and a possible duplicate as one case; the answer says which is the primary. */
export function markAsOneCase(reference: string, other: string): Promise<SuccessMessage> {
  return sendJson<SuccessMessage>("POST", adminApiPaths.submissionMerge(reference), { with: other });
}

/** Marks a possible duplicate as a different person: neither case lists the other again. */
export function markAsDifferentPeople(reference: string, other: string): Promise<SuccessMessage> {
  return sendJson<SuccessMessage>("POST", adminApiPaths.submissionNotDuplicate(reference), { with: other });
}

/** Separates two cases marked as one: the one that was merged is its own case again, in progress. */
export function separateCases(reference: string, other: string): Promise<SuccessMessage> {
  return sendJson<SuccessMessage>("POST", adminApiPaths.submissionSeparate(reference), { with: other });
}

/** Takes back "Not the same person": the two may be listed as possible duplicates again. */
export function undoDifferentPeople(reference: string, other: string): Promise<SuccessMessage> {
  return sendJson<SuccessMessage>("POST", adminApiPaths.submissionNotDuplicateUndo(reference), { with: other });
}

/** One status or assignee for many cases: all of them change, or none. */
export function applyBulkAction(references: string[], action: BulkAction): Promise<BulkActionReply> {
  return sendJson<BulkActionReply>("POST", adminApiPaths.submissionsBulk, { references, action });
}
