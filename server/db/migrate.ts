import { Migrator, type Kysely, type Migration } from "kysely";
import type { DatabaseDialect } from "./database";
import { createSubmissionsTable } from "./migrations/0001-create-submissions";
import { createAccountsAndCasework } from "./migrations/0002-create-accounts-and-casework";
import { createAdminSearchAndListIndexes } from "./migrations/0003-admin-search-and-list-indexes";
import { createMailOutbox } from "./migrations/0004-create-mail-outbox";
import { createIdempotencyKeys } from "./migrations/0005-create-idempotency-keys";
import { createRateLimitCounters } from "./migrations/0006-create-rate-limit-counters";
import { addCaseFactsToSubmissions } from "./migrations/0007-add-case-facts-to-submissions";
import { createCaseSecrets } from "./migrations/0008-create-case-secrets";
import { createCaseProgress } from "./migrations/0009-create-case-progress";
import { addCaseMailPurposes } from "./migrations/0010-add-case-mail-purposes";
import { createCaseTransactions } from "./migrations/0011-create-case-transactions";
import { createCaseMessages } from "./migrations/0012-create-case-messages";
import { createEvidence } from "./migrations/0013-create-evidence";
import { addNextDeadline } from "./migrations/0014-add-next-deadline";
import { addCaseworkerRole } from "./migrations/0015-add-caseworker-role";
import { addRetentionNotice } from "./migrations/0016-add-retention-notice";
import { createReplyTemplates } from "./migrations/0017-create-reply-templates";
import { addFirstResponse } from "./migrations/0018-add-first-response";
import { siteConfig } from "~/shared/site-config";
import { addContactKeys } from "./migrations/0019-add-contact-keys";
import { addInboxMineIndexes } from "./migrations/0020-add-inbox-mine-indexes";
import { createDuplicateDismissals } from "./migrations/0021-create-duplicate-dismissals";
import { addSubmissionLanguage } from "./migrations/0022-add-submission-language";
import { createAuditLogReferences } from "./migrations/0023-create-audit-log-references";
import { addAuditLogFilterIndexes } from "./migrations/0024-add-audit-log-filter-indexes";
import { createShownConfirmations } from "./migrations/0025-create-shown-confirmations";
import { hashIdempotencyKeys } from "./migrations/0026-hash-idempotency-keys";
import { addRegimeAnswersToCaseProgress } from "./migrations/0027-add-regime-answers-to-case-progress";
import { addBankReplyToCaseProgress } from "./migrations/0028-add-bank-reply-to-case-progress";
import { giveCaseLinksAnExpiry } from "./migrations/0029-give-case-links-an-expiry";
import { createEvidenceReservations } from "./migrations/0030-create-evidence-reservations";
import { createPasswordResetTokens } from "./migrations/0031-create-password-reset-tokens";
import { addNotMeSecrets } from "./migrations/0032-add-not-me-secrets";
import { addFirstHoursToSubmissions } from "./migrations/0033-add-first-hours-to-submissions";
import { giveReplyTemplatesALanguage } from "./migrations/0034-give-reply-templates-a-language";
import { carryRequestFactsForward } from "./migrations/0035-carry-request-facts-forward";
import { createCaseReminders } from "./migrations/0036-create-case-reminders";
import { helpByKindOfHarm } from "./migrations/0037-help-by-kind-of-harm";
import { createDeskSecondFactors } from "./migrations/0038-create-desk-second-factors";
import { createPushReminders } from "./migrations/0039-create-push-reminders";
import { addSealVersionsAndMailedLinks } from "./migrations/0040-add-seal-versions-and-mailed-links";
import { createWhatsAppReminders } from "./migrations/0041-create-whatsapp-reminders";
import { indexSearchWithTheGroup } from "./migrations/0042-index-search-with-the-group";
import type { Database } from "./schema";

// The server ships as one esbuild bundle, so migrations are listed in code rather than read
// from a folder. Names sort in the order they must run; never rename or edit a released one.
function migrations(dialect: DatabaseDialect): Record<string, Migration> {
  return {
    "0001-create-submissions": createSubmissionsTable(dialect),
    "0002-create-accounts-and-casework": createAccountsAndCasework(dialect),
    "0003-admin-search-and-list-indexes": createAdminSearchAndListIndexes(dialect),
    "0004-create-mail-outbox": createMailOutbox(dialect),
    "0005-create-idempotency-keys": createIdempotencyKeys(),
    "0006-create-rate-limit-counters": createRateLimitCounters(dialect),
    "0007-add-case-facts-to-submissions": addCaseFactsToSubmissions(dialect),
    "0008-create-case-secrets": createCaseSecrets(),
    "0009-create-case-progress": createCaseProgress(),
    "0010-add-case-mail-purposes": addCaseMailPurposes(dialect),
    "0011-create-case-transactions": createCaseTransactions(dialect),
    "0012-create-case-messages": createCaseMessages(dialect),
    "0013-create-evidence": createEvidence(dialect),
    "0014-add-next-deadline": addNextDeadline(dialect),
    "0015-add-caseworker-role": addCaseworkerRole(dialect),
    "0016-add-retention-notice": addRetentionNotice(),
    "0017-create-reply-templates": createReplyTemplates(dialect),
    "0018-add-first-response": addFirstResponse(dialect, siteConfig.responseTargets),
    "0019-add-contact-keys": addContactKeys(),
    "0020-add-inbox-mine-indexes": addInboxMineIndexes(),
    "0021-create-duplicate-dismissals": createDuplicateDismissals(),
    "0022-add-submission-language": addSubmissionLanguage(),
    "0023-create-audit-log-references": createAuditLogReferences(),
    "0024-add-audit-log-filter-indexes": addAuditLogFilterIndexes(),
    "0025-create-shown-confirmations": createShownConfirmations(),
    "0026-hash-idempotency-keys": hashIdempotencyKeys(),
    "0027-add-regime-answers-to-case-progress": addRegimeAnswersToCaseProgress(),
    "0028-add-bank-reply-to-case-progress": addBankReplyToCaseProgress(),
    "0029-give-case-links-an-expiry": giveCaseLinksAnExpiry(),
    "0030-create-evidence-reservations": createEvidenceReservations(),
    "0031-create-password-reset-tokens": createPasswordResetTokens(),
    "0032-add-not-me-secrets": addNotMeSecrets(dialect),
    "0033-add-first-hours-to-submissions": addFirstHoursToSubmissions(),
    "0034-give-reply-templates-a-language": giveReplyTemplatesALanguage(dialect),
    "0035-carry-request-facts-forward": carryRequestFactsForward(),
    "0036-create-case-reminders": createCaseReminders(dialect),
    "0037-help-by-kind-of-harm": helpByKindOfHarm(),
    "0038-create-desk-second-factors": createDeskSecondFactors(),
    "0039-create-push-reminders": createPushReminders(dialect),
    "0040-add-seal-versions-and-mailed-links": addSealVersionsAndMailedLinks(),
    "0041-create-whatsapp-reminders": createWhatsAppReminders(dialect),
    "0042-index-search-with-the-group": indexSearchWithTheGroup(dialect),
  };
}

/** Brings the schema up to the named migration: for tests of a migration on a database that predates it. */
export async function migrateUpTo(db: Kysely<Database>, dialect: DatabaseDialect, name: string): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(dialect) } });
  const { error } = await migrator.migrateTo(name);
  if (error) throw new Error(`Database migration to ${name} failed`, { cause: error });
}

/** Brings the schema up to date; throws (and so stops the start) if any migration fails. */
export async function migrateToLatest(db: Kysely<Database>, dialect: DatabaseDialect): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(dialect) },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === "Error");
    const which = failed ? ` ${failed.migrationName}` : "";
    throw new Error(`Database migration${which} failed`, { cause: error });
  }
  return results.filter((result) => result.status === "Success").map((result) => result.migrationName);
}
