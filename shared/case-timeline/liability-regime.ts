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

/** The case page's "Who issued the wallet?": the form's "wallet" cannot tell a bank's wallet from a non-bank company's. */
export type WalletIssuer = "bank" | "non_bank";

/**
 * What, besides the transaction's date, decides the regime: how the money went, from where, and
 * the case page's answers that RBI's 2027 directions turn on.
 */
export interface RegimeFacts {
  paymentApproval: PaymentApproval | null;
  paidFrom?: PaidFrom | null;
  /** Who issued the wallet, when the money went from one; null when not said (taken as a non-bank company, the 2019 rules). */
  walletIssuer?: WalletIssuer | null;
  /** "Were you threatened or forced to pay?": a payment approved under coercion is within the 2027 directions. */
  coerced?: boolean | null;
}

/**
 * Whose liability rules a transaction falls under: RBI has one set for banks (and the cards they
 * issue), one for co-operative banks and one for wallets issued by non-banks. "Other" and not
 * said are taken as a bank, the case of most victims, and the page names the rule it used.
 */
export type Institution = "bank" | "cooperative bank" | "wallet";

export function institutionOf(paidFrom: PaidFrom | null | undefined, walletIssuer?: WalletIssuer | null): Institution {
  if (paidFrom === "cooperative_bank") return "cooperative bank";
  // A bank's own wallet is a bank's payment instrument: its bank's rules apply.
  if (paidFrom === "wallet") return walletIssuer === "bank" ? "bank" : "wallet";
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
 * - `directions-2027`: RBI's directions of 24 June 2026, for transactions at any bank from 1 January 2027;
 * - `directions-2027-not-covered`: a payment at a bank from that day that the victim chose to make
 *   after being deceived, not under threat: the directions may not cover it, so no window is stated;
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
  | {
      kind: "directions-2027";
      /** What the directions cover and at which banks. */
      scope: LegalRule;
      bankFault: LegalRule;
      /** Zero liability for a third party's breach reported within 5 calendar days of the transaction. */
      zeroLiability: WindowedRule;
      negligence: LegalRule | undefined;
      acknowledgement: LegalRule | undefined;
      resolution: WindowedRule | undefined;
      burdenOfProof: LegalRule | undefined;
      /** The shadow reversal, for a credit card only. */
      creditCardReversal: WindowedRule | undefined;
      /** The compensation for small frauds, while it runs (paragraph 76U). */
      compensation: WindowedRule | undefined;
    }
  | { kind: "directions-2027-not-covered"; scope: LegalRule }
  | { kind: "none" };

/** The regime of a transaction made at `transactionAt` (null when the date is not known). */
export function liabilityRegime(
  transactionAt: Date | null,
  facts: RegimeFacts,
  rules: readonly LegalRule[] = legalRules,
): LiabilityRegime {
  if (transactionAt === null) return { kind: "none" };
  const { paymentApproval } = facts;
  if (paymentApproval === "no_money_lost") return { kind: "none" };
  const find = (id: string) => ruleInForce(rules, id, transactionAt);
  const windowed = (id: string) => {
    const rule = find(id);
    return hasWindow(rule) ? rule : undefined;
  };
  const institution = institutionOf(facts.paidFrom, facts.walletIssuer);

  // From 1 January 2027 every kind of bank, co-operative banks included, is under the directions
  // (their paragraph 3(2)); wallets of companies that are not banks keep the 2019 circular.
  const scope = institution === "wallet" ? undefined : find("rbi-fraud-directions-2027");
  if (scope) {
    // Covered: details obtained by fraud or a transaction not authorised (the form's "taken
    // without approval"), and a payment approved under coercion. A willing payment after plain
    // deception may not be; "not sure" is given the dates, as being early never hurts.
    const covered = paymentApproval !== "paid_myself" || facts.coerced === true;
    const zeroLiability = windowed("rbi-liability-third-party");
    const bankFault = find("rbi-liability-bank-fault");
    if (!covered) return { kind: "directions-2027-not-covered", scope };
    if (!zeroLiability || !bankFault) return { kind: "none" };
    return {
      kind: "directions-2027",
      scope,
      bankFault,
      zeroLiability,
      negligence: find("rbi-liability-customer-negligence"),
      acknowledgement: find("rbi-complaint-acknowledgement"),
      resolution: windowed("rbi-liability-resolution"),
      burdenOfProof: find("rbi-bank-burden-of-proof"),
      creditCardReversal: windowed("rbi-shadow-reversal-credit-card"),
      compensation: windowed("rbi-small-fraud-compensation"),
    };
  }

  if (paymentApproval !== "taken_without_approval") return { kind: "none" };
  if (institution === "wallet") {
    const rule = find("rbi-liability-non-bank-wallets");
    return rule
      ? { kind: "wallet", rule, credit: windowed("rbi-liability-non-bank-wallets-credit") }
      : { kind: "none" };
  }
  if (institution === "cooperative bank") {
    const rule = find("rbi-liability-cooperative-banks");
    return rule ? { kind: "cooperative", rule } : { kind: "none" };
  }
  const zeroLiability = windowed("rbi-liability-third-party");
  const bankFault = find("rbi-liability-bank-fault");
  if (!zeroLiability || !bankFault) return { kind: "none" };
  return {
    kind: "banks-2017",
    bankFault,
    zeroLiability,
    limited: windowed("rbi-liability-limited"),
    negligence: find("rbi-liability-customer-negligence"),
    credit: windowed("rbi-liability-shadow-credit"),
    resolution: windowed("rbi-liability-resolution"),
  };
}
