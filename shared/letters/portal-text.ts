import { formatIndiaDate, formatIndiaDateTime } from "../india-time";
import { legalRules } from "../legal-rules";
import { ruleInForce, type LegalRule } from "../legal-rules/rule";
import { citationsOf, reportsMade, type LetterFacts, type PortalText } from "./case-letter";

// The incident description for the complaint on cybercrime.gov.in, as plain text to paste: when,
// what happened, the transactions, where the money went and what has been reported already, each
// fact on its own line so that the police reading it find them. The portal's own length limit
// could not be checked on an official page, so the page counts characters and claims no limit.

export function portalText(facts: LetterFacts, now: Date, rules: readonly LegalRule[] = legalRules): PortalText {
  const lines: string[] = [];
  if (facts.happenedAt) {
    lines.push(
      `When: ${facts.timeUnknown ? `${formatIndiaDate(facts.happenedAt)} (time not known)` : formatIndiaDateTime(facts.happenedAt)}.`,
    );
  }
  lines.push(`What happened: ${facts.account}`);

  if (facts.paymentApproval !== "no_money_lost" && facts.transactions.length > 0) {
    lines.push("", "Transactions:");
    facts.transactions.forEach((item, index) => {
      const parts = [`${index + 1}. ${item.occurredAtText}: ${item.amountText}`];
      if (item.fromAccount !== "") parts.push(`from ${item.fromAccount}`);
      if (item.toAccount !== "") parts.push(`to ${item.toAccount}`);
      if (item.utr !== "") parts.push(`UTR / transaction ID ${item.utr}`);
      lines.push(`${parts.join(", ")}.`);
    });
    lines.push(`Total: ${facts.transactionsTotalText}.`);
    const receivers = [...new Set(facts.transactions.map((item) => item.toAccount).filter((to) => to !== ""))];
    if (receivers.length > 0) lines.push(`The money went to: ${receivers.join("; ")}.`);
  } else if (facts.paymentApproval !== "no_money_lost" && facts.amountLostText) {
    lines.push("", `Amount lost: ${facts.amountLostText}.`);
  }

  const reports = reportsMade(facts, formatIndiaDateTime);
  if (reports.length > 0) lines.push("", ...reports);
  if (facts.evidence.length > 0) {
    lines.push("", `Evidence I can upload: ${facts.evidence.map((file) => file.name).join("; ")}.`);
  }

  const portal = ruleInForce(rules, "i4c-portal-complaint", now);
  return { kind: "portal", text: lines.join("\n"), citations: citationsOf(portal ? [portal] : []) };
}
