import { limits } from "../constants";

// What the admin API answers the desk (server/routes/admin/, the work done in server/admin/):
// refusals of a request and what was done, shown in the dashboard's notices and beside its forms,
// in English, as the whole admin is.

/** Reading the admin's query strings and bodies (server/routes/admin/parse-admin-input.ts). */
export const adminInputMessages = {
  noSuchDay: "Please send a date that exists.",
  toBeforeFrom: "The end date is before the start date.",
} as const;

/** A status or an assignee for many cases at once (docs/decisions/0035, POST /api/admin/submissions/bulk). */
export const bulkActionMessages = {
  noCases: "Please choose at least one case.",
  tooMany: `Please choose at most ${limits.bulkActionMax} cases at a time.`,
  repeated: "Each case may be named only once.",
  reference: "Please send each case's reference as text.",
  action: "Please choose a status, or an assignee (a desk member's id, or null for nobody).",
} as const;

/** The audit log's filters (GET /api/admin/audit-log). */
export const auditQueryMessages = {
  kind: "Please send one of the kinds of action the audit log offers.",
  actor: "Please send a desk member's account number.",
  reference: "Please send a case reference such as CH-7K3Q9M.",
} as const;

/** Giving a case to a desk member or to nobody (docs/decisions/0030, server/admin/assignment.ts). */
export const assignmentMessages = {
  notAssignable: "Choose an active member of the desk, or nobody.",
} as const;

/** Marking possible duplicates as one case, separating them, or as different people (docs/decisions/0035). */
export const duplicateMessages = {
  sameCase: "A case cannot be marked as one case with itself.",
  notPossibleDuplicate: (other: string) =>
    `${other} is not a possible duplicate of this case: it needs the same e-mail or phone, sent within ${limits.duplicateWindowDays} days.`,
  alreadyOne: (one: string, other: string) => `${one} and ${other} are already one case.`,
  alreadyMerged: (reference: string, primary: string) =>
    `${reference} is already one case with ${primary}. Open ${primary} to mark other cases as one with it.`,
  isPrimary: (reference: string) =>
    `${reference} already has newer cases marked as one with it, so it cannot be merged into an older one.`,
  merged: (duplicate: string, primary: string) => `${duplicate} is now one case with ${primary}, and resolved.`,
  dismissed: (one: string, other: string) =>
    `${one} and ${other} are marked as different people: neither lists the other as a possible duplicate.`,
  noteOnDuplicate: (primary: string) =>
    `Marked as one case with ${primary}: this request was merged into ${primary}, the primary, and resolved.`,
  noteOnPrimary: (duplicate: string) => `${duplicate} was marked as one case with this one and merged into it.`,
  otherThanItself: "Please name another case than this one.",
  notOne: (one: string, other: string) =>
    `${one} and ${other} are not marked as one case, so there is nothing to separate.`,
  notOneWithEachOther: (one: string, other: string, primary: string) =>
    `${one} and ${other} are each marked as one case with ${primary}, not with each other. Open ${primary} to separate either from it.`,
  separated: (separated: string, primary: string) =>
    `${separated} is separated from ${primary}: it is its own case again, and in progress.`,
  noteOnSeparated: (primary: string) =>
    `Separated from ${primary}: this request is its own case again, and back in progress.`,
  noteOnPrimarySeparated: (separated: string) => `${separated} was separated from this case: it is its own case again.`,
  notDifferentPeople: (one: string, other: string) =>
    `${one} and ${other} are not marked as different people, so there is nothing to take back.`,
  differentPeopleUndone: (one: string, other: string) =>
    `${one} and ${other} are no longer marked as different people: each may list the other as a possible duplicate again.`,
} as const;

/** One case's actions in its detail: deleting it, ending its links, undoing "This wasn't me", its evidence. */
export const submissionMessages = {
  deleted: "Submission deleted.",
  caseLinksRevoked: (reference: string) => `Every link to the case page of ${reference} has stopped working.`,
  notMeUndone: (reference: string, status: string) =>
    `${reference} is open again, as "${status}". No link was sent: the victim can ask for one with "Lost your link?" on the case page.`,
  notClosedAsNotMe: (reference: string) =>
    `${reference} is not closed as "This wasn't me" any more, so there is nothing to undo. Reload the case.`,
  evidenceDamaged:
    "This file failed its integrity check, so it was not sent: its stored copy does not match what was received. Tell the site's engineers.",
} as const;

/** The desk's saved replies (docs/decisions/0033). */
export const replyTemplateMessages = {
  deleted: (title: string) => `The template "${title}" was deleted.`,
} as const;

/** The Users view: approving, rejecting and disabling accounts, and a password reset link (docs/decisions/0057). */
export const userMessages = {
  cannotDisableSelf: "You cannot disable your own account. Ask another admin to do it.",
  cannotChangeOwnRole: "You cannot change your own role. Ask another admin to do it.",
  onlyPendingRejected: "Only a signup waiting for approval can be rejected. Disable an account instead.",
  rejected: (name: string) => `The signup of ${name} was rejected and deleted.`,
  resetOwnPassword: "Change your own password under Your account.",
  resetOnlyActive: "Only an active account can be given a reset link. Approve it first.",
  resetLinkMade: (name: string) =>
    `Give this link to ${name} yourself, by phone or in person. It works once, for 24 hours, and is not shown again.`,
} as const;

/** The outbox view: trying a failed mail again. */
export const outboxMessages = {
  notFailed: "Only a failed mail can be tried again.",
} as const;
