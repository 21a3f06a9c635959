import type { HarmKind } from "~/shared/case-timeline/harm-steps";
import type { ColumnType, Generated } from "kysely";
import type { TopicSlug } from "~/shared/routes";
import type { MailPurpose, MailStatus, SubmissionKind, SubmissionStatus, UserRole } from "~/shared/schemas/admin";
import type { CONTACT_PREFERENCES, PAID_FROM, PAYMENT_APPROVALS, PAYMENT_METHODS } from "~/shared/schemas/case-facts";

// The tables as the queries see them. Kysely checks every query against this at compile time.

// Kinds and statuses are part of the admin API's contract, so they are defined there.
export type { SubmissionKind, UserRole } from "~/shared/schemas/admin";

/** Text the database fills with '' when an insert leaves it out. */
type TextWithDefault = ColumnType<string, string | undefined, string>;

/** One of a help form's optional choices, '' when none was made. */
type ChoiceWithDefault<Choices extends readonly string[]> = ColumnType<
  Choices[number] | "",
  Choices[number] | "" | undefined,
  Choices[number] | ""
>;

/** Every form the public can send, one row each; see docs/decisions/0002-one-submissions-table.md. */
export interface SubmissionsTable {
  id: Generated<number>;
  /** Shown to the visitor, e.g. CH-7K3Q9M. */
  reference: string;
  kind: SubmissionKind;
  name: string;
  email: string;
  phone: TextWithDefault;
  state: TextWithDefault;
  city: TextWithDefault;
  subject: TextWithDefault;
  /** The help request's query, the contact message or the post query message. */
  message: TextWithDefault;
  topic: TopicSlug | null;
  /** Path of the page the form was sent from. */
  page: TextWithDefault;
  status: ColumnType<SubmissionStatus, SubmissionStatus | undefined, SubmissionStatus>;
  // A help request's optional case facts (docs/decisions/0023).
  contact_preference: ChoiceWithDefault<typeof CONTACT_PREFERENCES>;
  /** When it happened, ISO-8601 UTC; with an unknown time, the start of that day in India. */
  incident_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 when the person did not know the time of day. */
  incident_time_unknown: ColumnType<number, number | undefined, number>;
  payment_approval: ChoiceWithDefault<typeof PAYMENT_APPROVALS>;
  paid_from: ChoiceWithDefault<typeof PAID_FROM>;
  payment_method: ChoiceWithDefault<typeof PAYMENT_METHODS>;
  /** Whole rupees. PostgreSQL's bigint reads as text, so readers convert it. */
  amount_lost: ColumnType<number | string | null, number | null | undefined, number | null>;
  /**
   * The case's next deadline from the legal rules (server/cases/case-deadline.ts), ISO-8601 UTC;
   * null when none runs or the case is closed. The inbox orders by it.
   */
  next_deadline_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 while in progress with the desk's message the last on the case (server/cases/case-messages.ts). */
  waiting_for_victim: ColumnType<number, number | undefined, number>;
  /** The desk member the case is given to (docs/decisions/0030); null when nobody has it. */
  assigned_to: ColumnType<number | null, number | null | undefined, number | null>;
  /** ISO-8601 UTC with milliseconds, the same text on SQLite and PostgreSQL, so it sorts as time. */
  created_at: string;
  updated_at: string;
  /** When the retention job told the person this closed case will be erased (migration 0016). */
  retention_notice_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The status a case had when it was closed as "This wasn't me", for the desk to undo it; null otherwise. */
  status_before_not_me: ColumnType<
    SubmissionStatus | null,
    SubmissionStatus | null | undefined,
    SubmissionStatus | null
  >;
  /** The language of the page the form was sent from, a code of shared/languages.ts (migration 0022). */
  language: ColumnType<string, string | undefined, string>;
  /** When the desk first wrote to the person or recorded a call; null until then (docs/decisions/0034). */
  first_response_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the first response is due: created_at plus the site's target for the case's urgency. */
  response_due_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The address trimmed and lower-cased, null for none (server/submissions/contact-keys.ts, migration 0019). */
  email_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** The phone's digits, an Indian number's last ten; null for none. */
  phone_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** The older case the desk made this one one case with, its primary (docs/decisions/0035); null for none. */
  duplicate_of: ColumnType<number | null, number | null | undefined, number | null>;
  /** 1 when the person answered "Are you being threatened right now?" with yes (migration 0033). */
  threatened_now: ColumnType<number, number | undefined, number>;
  /**
   * The inbox's tier before the legal dates (server/cases/first-hours.ts): 1 a threat, 2 money lost
   * lately; null otherwise, and once the desk has answered.
   */
  first_hours_tier: ColumnType<number | null, number | null | undefined, number | null>;
  /** The case's place in its tier, sorting as text; null with no tier. */
  first_hours_rank: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * 1 when the request's amount became the case's first transaction (migration 0035): from then on
   * the transactions alone count the money, even once that transaction is removed.
   */
  amount_in_transactions: ColumnType<number, number | undefined, number>;
  /**
   * When the case was first opened from a link minted into a mail to its own address (migration
   * 0040, docs/decisions/0075): null until then, and what was typed on it is shown folded.
   */
  opened_from_mail_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export type UserStatus = "pending" | "active" | "disabled";

/** People who may sign in to the admin; see docs/decisions/0005-admin-accounts-and-sessions.md. */
export interface UsersTable {
  id: Generated<number>;
  name: string;
  /** As typed, for display. */
  email: string;
  /** Trimmed, lower-cased; unique. */
  email_normalized: string;
  /** argon2id PHC string. */
  password_hash: string;
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
  status: ColumnType<UserStatus, UserStatus | undefined, UserStatus>;
  created_at: string;
  updated_at: string;
}

interface SessionsTable {
  /** SHA-256 of the opaque token, hex. The token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  /** Absolute expiry. */
  expires_at: string;
}

/** The one-time first-admin setup token, hashed; present only while no user exists. */
interface SetupTokensTable {
  token_hash: string;
  created_at: string;
}

/** A one-time password reset link, hashed (migration 0031, docs/decisions/0057); deleted when used. */
interface PasswordResetTokensTable {
  /** SHA-256 of the link's token, hex. */
  token_hash: string;
  user_id: number;
  /** The admin who made the link; no foreign key, as for the audit log. */
  created_by_user_id: number | null;
  created_at: string;
  expires_at: string;
}

/**
 * A desk account's TOTP secret (migration 0038, docs/decisions/0072), sealed with the server key;
 * enabled_at is null while the setup waits for its first code.
 */
interface DeskSecondFactorsTable {
  user_id: number;
  /** The base32 secret, sealed (server/keys/server-keys.ts, purpose "secondFactor"), bound to the account. */
  secret_sealed: string;
  enabled_at: string | null;
  /** The last 30-second step a code was accepted for; a code of that step or an earlier one is refused. */
  last_used_step: number | null;
  created_at: string;
}

/** A recovery code not used yet: only its HMAC under the server key. */
interface DeskRecoveryCodesTable {
  user_id: number;
  code_mac: string;
  created_at: string;
}

/** Failed logins per address and per account, in a window; shared by every instance. */
interface LoginThrottleTable {
  key: string;
  failures: number;
  window_started_at: string;
  locked_until: string | null;
}

interface AuditLogTable {
  id: Generated<number>;
  actor_user_id: number | null;
  actor_name: string;
  actor_email: string;
  /** e.g. "submission.status_changed"; see server/audit/audit-log.ts. */
  action: string;
  target_type: string | null;
  target_id: string | null;
  /** JSON object text. */
  detail: TextWithDefault;
  created_at: string;
}

/** An audit entry's references, a batch a row (migration 0023, docs/decisions/0044). */
interface AuditLogReferencesTable {
  audit_log_id: number;
  /** 0, 1, 2, ... in the order the references were sent. */
  position: number;
  reference_count: number;
  /** The batch's references, space-separated. */
  reference_list: string;
}

interface SubmissionNotesTable {
  id: Generated<number>;
  submission_id: number;
  author_user_id: number | null;
  author_name: string;
  body: string;
  created_at: string;
}

export type { MailPurpose } from "~/shared/schemas/admin";

/** Mails waiting to be sent, being sent, sent or given up; see docs/decisions/0007-mail-outbox.md. */
export interface MailOutboxTable {
  id: Generated<number>;
  submission_id: number | null;
  purpose: MailPurpose;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The first answer to each Idempotency-Key, kept for a day. */
/** Answers kept for a retry; keys and request hashes only as HMACs under the server key (decision 0049). */
interface IdempotencyKeysTable {
  scope: string;
  key_hash: string;
  server_key_id: string;
  request_hash: string;
  status_code: number;
  response_body: string;
  sealed_case_link: string | null;
  created_at: string;
}

/** No-script confirmations already shown, by their cookie's id (decision 0049). */
interface ShownConfirmationsTable {
  id: string;
  expires_at: string;
}

/** Per-address request counts shared by every instance on one PostgreSQL database. */
interface RateLimitCountersTable {
  key: string;
  count: number;
  window_ends_at: string;
}

type CaseMessageAuthor = "desk" | "victim";

export type CaseSecretKind = "link" | "session" | "device" | "not_me";

/** Secrets that open a case page, hashed; see server/cases/case-secrets.ts. */
interface CaseSecretsTable {
  /** SHA-256 of the secret, hex. The secret itself is never stored. */
  secret_hash: string;
  submission_id: number;
  kind: CaseSecretKind;
  created_at: string;
  /** Every secret is made with one; null only for a link made before migration 0029 gave them all one. */
  expires_at: string | null;
  revoked_at: string | null;
  /**
   * For a link, the purpose of the mail to the case's own address it was minted into (migration
   * 0040); null for one handed out anywhere else, every other kind, and every secret made before.
   */
  mailed_as: ColumnType<MailPurpose | null, MailPurpose | null | undefined, MailPurpose | null>;
}

/** What the victim says on the case page they have done; see server/cases/case-progress.ts. */
interface CaseProgressTable {
  submission_id: number;
  helpline_called_at: string | null;
  helpline_acknowledgement: ColumnType<string, string | undefined, string>;
  portal_complaint_finished: ColumnType<number, number | undefined, number>;
  bank_told_at: string | null;
  bank_reference: ColumnType<string, string | undefined, string>;
  /** "bank", "non_bank" or "" (not answered): who issued the wallet the money went from. */
  wallet_issuer: ColumnType<"" | "bank" | "non_bank", "" | "bank" | "non_bank" | undefined, "" | "bank" | "non_bank">;
  /** "yes", "no" or "": "Were you threatened or forced to pay?" */
  coerced: ColumnType<YesNo, YesNo | undefined, YesNo>;
  /** "yes", "no" or "": whether the account is a company's, firm's, trust's or society's. */
  account_of_organisation: ColumnType<YesNo, YesNo | undefined, YesNo>;
  /** "yes", "no" or "": whether the victim or a joint holder has claimed RBI's compensation for small frauds before. */
  claimed_compensation_before: ColumnType<YesNo, YesNo | undefined, YesNo>;
  /** The day in India (YYYY-MM-DD) the bank last replied to the complaint; null: no reply, or not said. */
  bank_replied_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** The bank, wallet or card company the victim told, as they name it; '' when not given. */
  bank_name: TextWithDefault;
  /** What the case is about (shared/case-timeline/harm-steps.ts HARM_KINDS); '' when not said (migration 0037). */
  harm: ColumnType<"" | HarmKind, "" | HarmKind | undefined, "" | HarmKind>;
  /** "yes", "no" or "": for sextortion, whether the person threatened is under 18. */
  person_is_minor: ColumnType<YesNo, YesNo | undefined, YesNo>;
  updated_at: string;
}

/** A case page's yes-or-no answer, "" when not given. */
type YesNo = "" | "yes" | "no";

/** The transactions a victim lists on their case page; see server/cases/case-transactions.ts. */
interface CaseTransactionsTable {
  id: Generated<number>;
  submission_id: number;
  /** ISO-8601 UTC instant. */
  occurred_at: string;
  /** Whole paise. PostgreSQL's bigint reads as text, so readers convert it. */
  amount_paise: ColumnType<number | string, number, number>;
  utr: TextWithDefault;
  from_account: TextWithDefault;
  to_account: TextWithDefault;
  /** How it was paid, as the help form asks it (upi, card, net_banking, other); '' when not known. */
  payment_method: TextWithDefault;
  /** 1 for the transaction made from the help request's own facts (migration 0035). */
  from_request: ColumnType<number, number | undefined, number>;
  created_at: string;
}

/** Messages between the desk and the victim on the case page; see docs/decisions/0026. */
interface CaseMessagesTable {
  id: Generated<number>;
  submission_id: number;
  author: CaseMessageAuthor;
  /** The desk member who wrote it; null for the victim. No foreign key, as for notes. */
  author_user_id: number | null;
  /** The desk member's name when they wrote; '' for the victim. */
  author_name: ColumnType<string, string | undefined, string>;
  body: string;
  created_at: string;
  /** When the other side first read it. */
  read_at: string | null;
}

/** An evidence file a victim uploaded; its bytes are in evidence_chunks (server/evidence/). */
interface EvidenceFilesTable {
  id: string;
  submission_id: number;
  file_name: string;
  byte_size: ColumnType<number, number | undefined, number>;
  sha256: string;
  type: string;
  mime: string;
  key_id: string;
  /**
   * What the chunks are sealed to (server/evidence/evidence-crypto.ts, migration 0040): 1 for a
   * file stored before, its id alone; 2 also its case, name, type, hash and size.
   */
  seal_version: ColumnType<number, number | undefined, number>;
  chunk_count: ColumnType<number, number | undefined, number>;
  status: ColumnType<"receiving" | "stored", "receiving" | "stored" | undefined, "receiving" | "stored">;
  created_at: string;
  stored_at: string | null;
  downloaded_at: string | null;
}

/** One encrypted chunk of an evidence file: nonce, ciphertext and tag (server/evidence/evidence-crypto.ts). */
interface EvidenceChunksTable {
  file_id: string;
  chunk_index: number;
  sealed: Buffer;
}

/**
 * Space held for an evidence upload still arriving (server/evidence/evidence-quota.ts): from
 * before its first byte until it is stored or given up; swept after `expires_at`.
 */
interface EvidenceReservationsTable {
  file_id: string;
  submission_id: number;
  bytes: number;
  expires_at: string;
}

/** The desk's saved replies (docs/decisions/0033); see server/admin/reply-templates.ts. */
interface ReplyTemplatesTable {
  id: Generated<number>;
  /** The language it is written in (docs/decisions/0061): 'en' or 'hi'; 'en' for those stored before. */
  language: ColumnType<string, string | undefined, string>;
  /** As typed, trimmed. */
  title: string;
  /** The title trimmed, spaces collapsed, lower-cased; unique within its language. */
  title_key: string;
  /** Plain text with its placeholders, filled in by the composer. */
  body: string;
  created_at: string;
  updated_at: string;
  /** Who created it or last changed it; no foreign key, as for notes. */
  updated_by_user_id: number | null;
  updated_by_name: string;
}

/** Small facts the server keeps about itself, by key (migration 0014). */
interface AppSettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

/** Two possible duplicates the desk found to be different people (migration 0021); the smaller id first. */
interface DuplicateDismissalsTable {
  low_id: number;
  high_id: number;
  dismissed_by: number | null;
  created_at: string;
}

/** The channels a case's reminders can go by (docs/decisions/0069, 0074, 0076). */
export type ReminderChannel = "email" | "push" | "whatsapp";

/** A case's consent to reminders on one channel: asked (a confirmation is on its way), on, or off. */
interface CaseReminderConsentsTable {
  submission_id: number;
  channel: ReminderChannel;
  status: "asked" | "on" | "off";
  asked_at: string | null;
  confirmed_at: string | null;
  stopped_at: string | null;
  /** While on, when the reminder worker looks at the case again; null otherwise. */
  next_check_at: string | null;
  updated_at: string;
}

/** A reminder link's token, hashed: the confirmation's or a reminder's "stop" link; deleted when used. */
interface CaseReminderTokensTable {
  /** SHA-256 of the token, hex. The token itself is never stored. */
  token_hash: string;
  submission_id: number;
  /** E-mail's links only: a WhatsApp button's token is kept on its message (whatsapp_outbox). */
  channel: "email";
  purpose: "confirm" | "stop";
  created_at: string;
  expires_at: string;
}

/** Each reminder queued, once: its key is the case, channel, step, due day and slot. */
interface CaseReminderSendsTable {
  submission_id: number;
  channel: ReminderChannel;
  step_id: string;
  /** The step's last day in India (YYYY-MM-DD); for the bank's-time-is-up reminder, the bank's last day. */
  due_on: string;
  slot: "day_before" | "last_day" | "bank_time_up";
  /** The outbox's row that carries it; null for a browser notification (push_outbox names its reminder). */
  mail_id: number | null;
  queued_at: string;
}

/** A browser a case's notifications go to (docs/decisions/0074): its push subscription, as it gave it. */
interface CasePushSubscriptionsTable {
  id: Generated<number>;
  submission_id: number;
  /** The push service's address for this browser: https:, on a known push service. */
  endpoint: string;
  /** The browser's P-256 public key and auth secret (RFC 8291), base64url. */
  p256dh: string;
  auth: string;
  created_at: string;
}

/** One notification to one browser, queued -> sending -> sent or failed, as the mail outbox's mails. */
export interface PushOutboxTable {
  id: Generated<number>;
  submission_id: number;
  /** Null once the browser's subscription has gone. */
  subscription_id: number | null;
  /** The push service's host (fcm.googleapis.com, …), kept for the desk. */
  push_service: string;
  step_id: string;
  due_on: string;
  slot: "day_before" | "last_day" | "bank_time_up";
  /** The notification's only words, in the case's language. */
  title: string;
  /** The page a tap opens: the case page in the case's language. */
  url: string;
  status: Generated<"queued" | "sending" | "sent" | "failed">;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * One WhatsApp template message to one number (docs/decisions/0076): the confirmation or a
 * reminder, queued -> sending -> sent or failed, as the mail outbox's mails; a status "failed"
 * from WhatsApp's webhook marks a sent one failed.
 */
export interface WhatsAppOutboxTable {
  id: Generated<number>;
  submission_id: number;
  kind: "confirm" | "reminder";
  /** A reminder's key; null for the confirmation. */
  step_id: string | null;
  due_on: string | null;
  slot: "day_before" | "last_day" | "bank_time_up" | null;
  /** Country code and digits, as the Cloud API takes a number. */
  recipient: string;
  template: WhatsAppTemplateKey;
  /** The case's language, the template's language on WhatsApp. */
  language: string;
  /** The template's one parameter, the date ("7 January"); null for the confirmation. */
  date_text: string | null;
  status: Generated<"queued" | "sending" | "sent" | "failed">;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  /** WhatsApp's id for the message ("wamid.…"), once it took it. */
  message_id: string | null;
  /** SHA-256 (hex) of the token its button's payload carries; null once used, stopped or not sent. */
  button_token_hash: string | null;
  button_token_expires_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The four templates registered with Meta (docs/deploy.md), by what they say. */
export type WhatsAppTemplateKey = "confirm" | "tomorrow" | "today" | "bank_time_up";

export interface Database {
  submissions: SubmissionsTable;
  users: UsersTable;
  sessions: SessionsTable;
  setup_tokens: SetupTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  desk_second_factors: DeskSecondFactorsTable;
  desk_recovery_codes: DeskRecoveryCodesTable;
  login_throttle: LoginThrottleTable;
  audit_log: AuditLogTable;
  audit_log_references: AuditLogReferencesTable;
  submission_notes: SubmissionNotesTable;
  mail_outbox: MailOutboxTable;
  idempotency_keys: IdempotencyKeysTable;
  shown_confirmations: ShownConfirmationsTable;
  rate_limit_counters: RateLimitCountersTable;
  case_secrets: CaseSecretsTable;
  case_progress: CaseProgressTable;
  case_transactions: CaseTransactionsTable;
  case_messages: CaseMessagesTable;
  evidence_files: EvidenceFilesTable;
  evidence_chunks: EvidenceChunksTable;
  evidence_reservations: EvidenceReservationsTable;
  app_settings: AppSettingsTable;
  reply_templates: ReplyTemplatesTable;
  duplicate_dismissals: DuplicateDismissalsTable;
  case_reminder_consents: CaseReminderConsentsTable;
  case_reminder_tokens: CaseReminderTokensTable;
  case_reminder_sends: CaseReminderSendsTable;
  case_push_subscriptions: CasePushSubscriptionsTable;
  push_outbox: PushOutboxTable;
  whatsapp_outbox: WhatsAppOutboxTable;
}
