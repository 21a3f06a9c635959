import { adminEndpoints } from "~/shared/admin-endpoints";
import type { BulkAction, ContactChannel, SubmissionListQuery, SubmissionStatus } from "~/shared/schemas/admin";
import { adminEndpointUrl, callAdmin } from "./client";

/** GET /api/admin/submissions: one page of the list, filtered, searched and sorted by the server. */
export function fetchSubmissions(query: Partial<SubmissionListQuery>, signal?: AbortSignal) {
  return callAdmin(adminEndpoints.submissions, { query, signal });
}

/** Where the CSV of the same filter downloads from (every page, no paging). */
export function submissionsCsvUrl(query: Partial<SubmissionListQuery>): string {
  const { page: _page, pageSize: _pageSize, ...filter } = query;
  return adminEndpointUrl(adminEndpoints.submissionsCsv, { query: filter });
}

export function fetchSubmission(reference: string, signal?: AbortSignal) {
  return callAdmin(adminEndpoints.submission, { params: { reference }, signal });
}

/** Where one evidence file the person sent downloads from, as an attachment. */
export function evidenceDownloadUrl(reference: string, fileId: string): string {
  return adminEndpointUrl(adminEndpoints.submissionEvidence, { params: { reference, fileId } });
}

export function updateSubmissionStatus(reference: string, status: SubmissionStatus) {
  return callAdmin(adminEndpoints.submissionStatus, { params: { reference }, body: { status } });
}

/** Erasure: the submission and its notes are gone for good. */
export function deleteSubmission(reference: string) {
  return callAdmin(adminEndpoints.submissionErase, { params: { reference } });
}

/** Stops every link to the submission's case page; the answer says so. */
export function revokeCaseLinks(reference: string) {
  return callAdmin(adminEndpoints.submissionCaseLinks, { params: { reference } });
}

/** Reopens a case closed as "This wasn't me" with the status it had (docs/decisions/0058). */
export function undoNotMe(reference: string) {
  return callAdmin(adminEndpoints.submissionNotMeUndo, { params: { reference } });
}

export function addSubmissionNote(reference: string, body: string) {
  return callAdmin(adminEndpoints.submissionNotes, { params: { reference }, body: { body } });
}

/** Writes to the person on their case page; the answer says whether a notice e-mail was queued. */
export function sendDeskMessage(reference: string, body: string) {
  return callAdmin(adminEndpoints.submissionMessages, { params: { reference }, body: { body } });
}

/** The active desk members a case can be given to. */
export function fetchTeam(signal?: AbortSignal) {
  return callAdmin(adminEndpoints.team, { signal });
}

/** Gives the case to a desk member, or to nobody (null). */
export function assignSubmission(reference: string, userId: number | null) {
  return callAdmin(adminEndpoints.submissionAssignee, { params: { reference }, body: { userId } });
}

/** The desk reached the person by phone or WhatsApp: kept as a note, and a first response if the case had none. */
export function recordDeskContact(reference: string, contact: { channel: ContactChannel; note: string }) {
  return callAdmin(adminEndpoints.submissionContacted, { params: { reference }, body: contact });
}

/** A case's possible duplicates, and the cases already one case with it (docs/decisions/0035). */
export function fetchPossibleDuplicates(reference: string, signal?: AbortSignal) {
  return callAdmin(adminEndpoints.submissionDuplicates, { params: { reference }, signal });
}

/** Marks the case and a possible duplicate as one case; the answer says which is the primary. */
export function markAsOneCase(reference: string, other: string) {
  return callAdmin(adminEndpoints.submissionMerge, { params: { reference }, body: { with: other } });
}

/** Marks a possible duplicate as a different person: neither case lists the other again. */
export function markAsDifferentPeople(reference: string, other: string) {
  return callAdmin(adminEndpoints.submissionNotDuplicate, { params: { reference }, body: { with: other } });
}

/** Separates two cases marked as one: the one that was merged is its own case again, in progress. */
export function separateCases(reference: string, other: string) {
  return callAdmin(adminEndpoints.submissionSeparate, { params: { reference }, body: { with: other } });
}

/** Takes back "Not the same person": the two may be listed as possible duplicates again. */
export function undoDifferentPeople(reference: string, other: string) {
  return callAdmin(adminEndpoints.submissionNotDuplicateUndo, { params: { reference }, body: { with: other } });
}

/** One status or assignee for many cases: all of them change, or none. */
export function applyBulkAction(references: string[], action: BulkAction) {
  return callAdmin(adminEndpoints.submissionsBulk, { body: { references, action } });
}
