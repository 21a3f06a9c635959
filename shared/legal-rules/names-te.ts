import { ruleVersionKey, type LegalRule } from "./rule";

// Each rule version's name in Telugu, by the rule's id and first day in force: one name, which the
// Telugu case page, the Telugu pages and the Telugu letters all cite (docs/decisions/0086), so the
// same RBI circular reads the same wherever it is named. No official Telugu name was found for any
// of them (docs/telugu-glossary.md): each is our translation, with the English name beside it
// where a reader may need to find it.

const LIABILITY_2017 = "కస్టమర్ రక్షణ – అనధికార ఎలక్ట్రానిక్ బ్యాంకింగ్ లావాదేవీలలో కస్టమర్ల బాధ్యతను పరిమితం చేయడం (6 జూలై 2017)";

const PPI_2019 =
  "కస్టమర్ రక్షణ – అధీకృత బ్యాంకేతర సంస్థలు జారీ చేసే ప్రీపెయిడ్ చెల్లింపు సాధనాలలో (PPI) అనధికార ఎలక్ట్రానిక్ చెల్లింపు లావాదేవీలలో కస్టమర్ల బాధ్యతను పరిమితం చేయడం (RBI/2018-19/101, 4 జనవరి 2019)";

const FAILED_TRANSACTIONS =
  "అధీకృత చెల్లింపు వ్యవస్థలలో విఫలమైన లావాదేవీలకు పరిష్కార గడువు (TAT) మరియు కస్టమర్ పరిహారం ఏకరూపీకరణ (RBI/2019-20/67, 20 సెప్టెంబర్ 2019)";

const BNSS = "భారతీయ నాగరిక్ సురక్షా సంహిత, 2023 (BNSS), సెక్షన్";

const DIRECTIONS_2026 =
  "భారతీయ రిజర్వ్ బ్యాంక్ (వాణిజ్య బ్యాంకులు – బాధ్యతాయుత వ్యాపార ప్రవర్తన) మూడవ సవరణ ఆదేశాలు, 2026 (24 జూన్ 2026), మరియు అదే రోజు వెలువడిన స్మాల్ ఫైనాన్స్ బ్యాంకులు, పేమెంట్స్ బ్యాంకులు, లోకల్ ఏరియా బ్యాంకులు, ప్రాంతీయ గ్రామీణ బ్యాంకులు, పట్టణ సహకార బ్యాంకులు మరియు గ్రామీణ సహకార బ్యాంకులకు సంబంధించిన సవరణ ఆదేశాలు";

const ruleNamesTe: Record<string, string> = {
  "rbi-liability-bank-fault@2017-07-06": LIABILITY_2017,
  "rbi-liability-third-party@2017-07-06": LIABILITY_2017,
  "rbi-liability-limited@2017-07-06": LIABILITY_2017,
  "rbi-liability-customer-negligence@2017-07-06": LIABILITY_2017,
  "rbi-liability-shadow-credit@2017-07-06": LIABILITY_2017,
  "rbi-liability-resolution@2017-07-06": LIABILITY_2017,
  "rbi-liability-under-review@2026-03-06": "డిజిటల్ లావాదేవీలలో కస్టమర్ బాధ్యతను పరిమితం చేసే విధానం సమీక్షపై సవరణ ఆదేశాల ముసాయిదా",
  "rbi-liability-cooperative-banks@2017-12-14":
    "కస్టమర్ రక్షణ – అనధికార ఎలక్ట్రానిక్ బ్యాంకింగ్ లావాదేవీలలో సహకార బ్యాంకుల కస్టమర్ల బాధ్యతను పరిమితం చేయడం (RBI/2017-18/109, 14 డిసెంబర్ 2017)",
  "rbi-liability-non-bank-wallets@2019-03-01": PPI_2019,
  "rbi-liability-non-bank-wallets-credit@2019-03-01": PPI_2019,
  "rbi-fraud-directions-2027@2027-01-01": DIRECTIONS_2026,
  "rbi-liability-bank-fault@2027-01-01": DIRECTIONS_2026,
  "rbi-liability-third-party@2027-01-01": DIRECTIONS_2026,
  "rbi-liability-customer-negligence@2027-01-01": DIRECTIONS_2026,
  "rbi-complaint-acknowledgement@2027-01-01": DIRECTIONS_2026,
  "rbi-liability-resolution@2027-01-01": DIRECTIONS_2026,
  "rbi-bank-burden-of-proof@2027-01-01": DIRECTIONS_2026,
  "rbi-shadow-reversal-credit-card@2027-01-01": DIRECTIONS_2026,
  "rbi-small-fraud-compensation@2027-01-01": DIRECTIONS_2026,
  "rbi-failed-atm-withdrawal@2019-10-15": FAILED_TRANSACTIONS,
  "rbi-failed-upi-imps-transfer@2019-10-15": FAILED_TRANSACTIONS,
  "rbi-ombudsman-scheme@2021-11-12":
    "రిజర్వ్ బ్యాంక్ సమీకృత అంబుడ్స్‌మన్ పథకం, 2021 (Reserve Bank – Integrated Ombudsman Scheme, 2021)",
  "rbi-ombudsman-scheme@2026-07-01":
    "రిజర్వ్ బ్యాంక్ సమీకృత అంబుడ్స్‌మన్ పథకం, 2026 (Reserve Bank – Integrated Ombudsman Scheme, 2026)",
  "i4c-helpline-1930@always":
    "పౌరుల ఆర్థిక సైబర్ మోసాల ఫిర్యాదు మరియు నిర్వహణ వ్యవస్థ (Citizen Financial Cyber Fraud Reporting and Management System), భారత సైబర్ నేరాల సమన్వయ కేంద్రం (I4C)",
  "i4c-portal-complaint@always": "జాతీయ సైబర్ నేరాల ఫిర్యాదు పోర్టల్, భారత సైబర్ నేరాల సమన్వయ కేంద్రం (I4C)",
  "i4c-portal-women-child@always":
    "జాతీయ సైబర్ నేరాల ఫిర్యాదు పోర్టల్, భారత సైబర్ నేరాల సమన్వయ కేంద్రం (I4C): మహిళలు మరియు పిల్లలకు సంబంధించిన సైబర్ నేరాల విభాగం",
  "mha-money-restoration@always":
    "డబ్బు తిరిగి ఇచ్చే పోర్టల్ (Money Restoration Portal; జాతీయ సైబర్ నేరాల ఫిర్యాదు పోర్టల్‌లోని డబ్బు తిరిగి ఇచ్చే విభాగం), భారత సైబర్ నేరాల సమన్వయ కేంద్రం (I4C), కేంద్ర హోం మంత్రిత్వ శాఖ",
  "mha-e-zero-fir@2025-05-19":
    "ఇ-జీరో FIR, భారత సైబర్ నేరాల సమన్వయ కేంద్రం (I4C) మరియు ఢిల్లీ పోలీస్: కేంద్ర హోం మంత్రిత్వ శాఖ పత్రికా ప్రకటన, తేదీ: 19 మే 2025",
  "dot-chakshu@always":
    "చక్షు (Chakshu; అనుమానాస్పద మోసపూరిత కాల్స్, మెసేజ్‌ల గురించి ఫిర్యాదు), సంచార్ సాథీ (Sanchar Saathi) పోర్టల్, టెలికమ్యూనికేషన్ల శాఖ (DoT)",
  "it-rules-intimate-content-24-hours@always":
    "సమాచార సాంకేతిక (మధ్యవర్తి సంస్థలకు మార్గదర్శకాలు మరియు డిజిటల్ మీడియా నైతిక నియమావళి) నియమాలు, 2021 (Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021), నియమం 3(2)(b)",
  "bnss-173-information@2024-07-01": `${BNSS} 173(1)`,
  "bnss-173-preliminary-enquiry@2024-07-01": `${BNSS} 173(3)`,
  "bnss-173-refusal@2024-07-01": `${BNSS} 173(4)`,
  "bnss-175-magistrate@2024-07-01": `${BNSS} 175(3)`,
  "bnss-47-grounds-of-arrest@2024-07-01": `${BNSS} 47`,
  "bnss-58-arrest-24-hours@2024-07-01": `${BNSS} 58`,
};

/** A rule version's name in Telugu, or undefined when it has none yet. */
export function ruleNameTe(rule: LegalRule): string | undefined {
  return ruleNamesTe[ruleVersionKey(rule)];
}
