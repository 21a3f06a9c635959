import type { LegalRule } from "./rule";

// Sections of the Bharatiya Nagarik Suraksha Sanhita, 2023 (in force from 1 July 2024, in place
// of the Code of Criminal Procedure) that the police letter cites.

const CHECKED = "2026-11-25";

/** The Sanhita on India Code, the Government of India's repository of central Acts. */
const BNSS = "https://www.indiacode.nic.in/handle/123456789/20099";

export const bnssRules = [
  {
    id: "bnss-173-information",
    authority: "Parliament",
    instrument: "Bharatiya Nagarik Suraksha Sanhita, 2023, section 173(1)",
    says: "Information about a cognizable offence can be given to the officer in charge of any police station, whatever the area where the offence was committed, orally or electronically; information given electronically is taken on record once the person giving it signs it within three days. The informant or the victim gets a copy of what is recorded, free of cost.",
    window: null,
    from: "2024-07-01",
    until: null,
    source: BNSS,
    reference: "Act No. 46 of 2023",
    paragraph: "section 173(1) and (2)",
    grade: "B",
    readAt:
      "Bare-act reprints that carry the Act's own wording (aaptaxlaw.com, bnsbareact.org, law.emunshi.ai), and a public legal-facts registry quoting the Gazette text (https://egazette.gov.in/WriteReadData/2023/250884.pdf); India Code's page could not be opened",
    checked: CHECKED,
    evidence:
      'Section 173 as listed in docs/content-sources.md: information "irrespective of the area where the offence is committed", orally or by electronic communication, electronic information signed within three days, a free copy to the informant or victim. Sub-section (4), on what the informant may do when the officer refuses to record the information, could be read only in unofficial copies on 2026-11-25, so the letters do not cite it.',
  },
] as const satisfies readonly LegalRule[];
