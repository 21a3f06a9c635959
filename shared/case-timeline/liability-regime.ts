// Which of RBI's rules on a customer's liability a transaction falls under: decided by the
// transaction's date, whether the victim authorised it, and who holds the money (a bank, a
// co-operative bank or a wallet company that is not a bank). The case page's next steps and the
// letter to the bank read the same answer, so they never cite different rules (decision 0028).

import { legalRules } from "../legal-rules";
import { ruleInForce, type LegalRule } from "../legal-rules/rule";

/** The help forms' answer to "did you make the payment yourself, or was money taken without your approval?" (shared/schemas/case-facts.ts). */
export type PaymentApproval = "taken_without_approval" | "paid_myself" | "no_money_lost" | "not_sure";

/** The help forms' "paid from" (shared/schemas/case-facts.ts). */
export type PaidFrom = "bank_account" | "cooperative_bank" | "card" | "wallet" | "other";

/**
 * Whose liability rules a transaction falls under: RBI has one set for banks (and the cards they
 * issue), one for co-operative banks and one for wallets issued by non-banks. "Other" and not
 * said are taken as a bank, the case of most victims, and the page names the rule it used.
 */
export type Institution = "bank" | "cooperative bank" | "wallet";

export function institutionOf(paidFrom: PaidFrom | null | undefined): Institution {
  if (paidFrom === "cooperative_bank") return "cooperative bank";
  if (paidFrom === "wallet") return "wallet";
  return "bank";
}

export type WindowedRule = LegalRule & { window: NonNullable<LegalRule["window"]> };

function hasWindow(rule: LegalRule | undefined): rule is WindowedRule {
  return rule?.window != null;
}

/**
 * - `banks-2017`: RBI's 2017 circular for banks, with its windows;
 * - `wallet`: RBI's 2019 circular for non-bank wallets (a credit window, no reporting window we could check);
 * - `cooperative`: RBI's circular for co-operative banks, whose windows we could not check;
 * - `directions-2027`: RBI's revised directions, whose terms we could not read yet;
 * - `none`: no RBI liability rule can be stated: a payment the victim made, not sure, or no date.
 */
export type LiabilityRegime =
  | {
      kind: "banks-2017";
      bankFault: LegalRule;
      zeroLiability: WindowedRule;
      limited: WindowedRule | undefined;
      negligence: LegalRule | undefined;
      credit: WindowedRule | undefined;
      resolution: WindowedRule | undefined;
    }
  | { kind: "wallet"; rule: LegalRule; credit: WindowedRule | undefined }
  | { kind: "cooperative"; rule: LegalRule }
  | { kind: "directions-2027"; rule: LegalRule }
  | { kind: "none" };

/** The regime of a transaction made at `transactionAt` (null when the date is not known). */
export function liabilityRegime(
  transactionAt: Date | null,
  paymentApproval: PaymentApproval | null,
  paidFrom: PaidFrom | null | undefined,
  rules: readonly LegalRule[] = legalRules,
): LiabilityRegime {
  if (transactionAt === null) return { kind: "none" };
  const find = (id: string) => ruleInForce(rules, id, transactionAt);
  // From its first day, RBI's revised directions cover payments made after being deceived as well,
  // so they are named for any loss; their terms are not stated until they are read (rules/rbi.ts).
  const directions = find("rbi-fraud-directions-2027");
  if (directions && paymentApproval !== "no_money_lost") return { kind: "directions-2027", rule: directions };
  if (paymentApproval !== "taken_without_approval") return { kind: "none" };

  const institution = institutionOf(paidFrom);
  if (institution === "wallet") {
    const rule = find("rbi-liability-non-bank-wallets");
    const credit = find("rbi-liability-non-bank-wallets-credit");
    return rule ? { kind: "wallet", rule, credit: hasWindow(credit) ? credit : undefined } : { kind: "none" };
  }
  if (institution === "cooperative bank") {
    const rule = find("rbi-liability-cooperative-banks");
    return rule ? { kind: "cooperative", rule } : { kind: "none" };
  }
  const zeroLiability = find("rbi-liability-third-party");
  const bankFault = find("rbi-liability-bank-fault");
  if (!hasWindow(zeroLiability) || !bankFault) return { kind: "none" };
  const limited = find("rbi-liability-limited");
  const credit = find("rbi-liability-shadow-credit");
  const resolution = find("rbi-liability-resolution");
  return {
    kind: "banks-2017",
    bankFault,
    zeroLiability,
    limited: hasWindow(limited) ? limited : undefined,
    negligence: find("rbi-liability-customer-negligence"),
    credit: hasWindow(credit) ? credit : undefined,
    resolution: hasWindow(resolution) ? resolution : undefined,
  };
}
