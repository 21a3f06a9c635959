import type { Kysely } from "kysely";
import { LANGUAGE_CODES, type LanguageCode } from "~/shared/language-codes";
import type { LetterFacts } from "~/shared/letters";
import type { Database } from "../db/schema";
import { listEvidence } from "../evidence/evidence-store";
import { caseFactsOf } from "./case-deadline";
import { caseTransactionsView } from "./case-transactions";
import { amountLostText } from "./case-facts-text";
import { storedCase } from "./case-view";

// The facts a case's letters are drafted from (shared/letters, decision 0028): the same stored
// request and progress the case page reads, with the transactions and the evidence, and the
// language the person asked for help in (the letters' default language, decision 0042).

export async function caseLetterFacts(
  db: Kysely<Database>,
  submissionId: number,
): Promise<(LetterFacts & { language: LanguageCode }) | undefined> {
  const stored = await storedCase(db, submissionId);
  if (!stored) return undefined;
  const { row, progress } = stored;
  const facts = caseFactsOf(row, progress);
  return {
    language: LANGUAGE_CODES.find((code) => code === row.language) ?? "en",
    reference: row.reference,
    name: row.name,
    email: row.email,
    phone: row.phone,
    city: row.city,
    state: row.state,
    account: row.message,
    happenedAt: facts.happenedAt,
    timeUnknown: Boolean(row.incident_time_unknown),
    paymentApproval: facts.paymentApproval,
    paidFrom: facts.paidFrom ?? null,
    walletIssuer: facts.walletIssuer ?? null,
    coerced: facts.coerced ?? null,
    // Once the form's amount became a transaction, the transactions alone say the money, even
    // after the victim removed it (docs/decisions/0066).
    amountLostText: row.amount_in_transactions === 1 ? null : amountLostText(row.amount_lost),
    helplineCalledAt: facts.calledHelplineAt ?? null,
    helplineAcknowledgement: progress?.helpline_acknowledgement ?? "",
    portalComplaintFinished: facts.portalComplaintFinished ?? false,
    bankToldAt: facts.toldBankAt ?? null,
    bankReference: progress?.bank_reference ?? "",
    bankName: progress?.bank_name ?? "",
    bankRepliedOn: facts.bankRepliedOn ?? null,
    ...(await caseTransactionsView(db, submissionId)),
    evidence: await listEvidence(db, submissionId),
  };
}
