import type { LegalRule } from "./rule";

// Sections of the Bharatiya Nagarik Suraksha Sanhita, 2023 (in force from 1 July 2024, in place
// of the Code of Criminal Procedure) that the police letter cites and the pages state: giving
// information to the police, what to do when a station refuses to record it, and the rights of a
// person arrested.
//
// India Code's page of the Act could not be opened from where the site is built. Every section
// here was read in a verbatim copy that names it (grade B; `npm run rules -- --unverified` lists
// them with the page to open).

const CHECKED = "2026-11-25";

/** Read in the legal dossier of December 2026. */
const READ_2026_12 = "2026-12-05";

/** The day the Sanhita came into force. */
const IN_FORCE = "2024-07-01";

/** Some bare-act sites carry the Bill's wording in places, not the Act's: said of each rule read on one of them. */
const BILL_WARNING =
  "Some bare-act sites (law4u.in, apnilaw.com, myjudix.com) reproduce the Bill's wording in places, where provisos name sections of the Bharatiya Nyaya Sanhita by the Bill's numbers; the sentence stated here rests on no such proviso, but open India Code before relying on it.";

/** The Sanhita on India Code, the Government of India's repository of central Acts. */
const BNSS = "https://www.indiacode.nic.in/handle/123456789/20099";

export const bnssRules = [
  {
    id: "bnss-173-information",
    authority: "Parliament",
    instrument: "Bharatiya Nagarik Suraksha Sanhita, 2023, section 173(1)",
    says: "Information about a cognizable offence can be given to the officer in charge of any police station, whatever the area where the offence was committed, orally or electronically; information given electronically is taken on record once the person giving it signs it within three days. The informant or the victim gets a copy of what is recorded, free of cost.",
    window: null,
    from: IN_FORCE,
    until: null,
    source: BNSS,
    reference: "Act No. 46 of 2023",
    paragraph: "section 173(1) and (2)",
    grade: "B",
    readAt:
      "Bare-act reprints that carry the Act's own wording (aaptaxlaw.com, bnsbareact.org, law.emunshi.ai), and a public legal-facts registry quoting the Gazette text (https://egazette.gov.in/WriteReadData/2023/250884.pdf); India Code's page could not be opened",
    checked: CHECKED,
    evidence:
      'Section 173 as listed in docs/content-sources.md: information "irrespective of the area where the offence is committed", orally or by electronic communication, electronic information signed within three days, a free copy to the informant or victim. Sub-section (4), on what the informant may do when the officer refuses to record the information, is its own rule (`bnss-173-refusal`, read in a verbatim copy on 2026-12-05), cited by the letter to the Superintendent of Police.',
  },
  {
    id: "bnss-173-preliminary-enquiry",
    authority: "Parliament",
    instrument: "Bharatiya Nagarik Suraksha Sanhita, 2023, section 173(3)",
    says: "For an offence punishable with three years or more but less than seven years in prison, the police may, with the permission of an officer not below the rank of Deputy Superintendent of Police, first hold a preliminary enquiry of up to 14 days to see whether there is a case, or go straight to investigating it.",
    window: null,
    figures: { enquiryDays: 14 },
    from: IN_FORCE,
    until: null,
    source: BNSS,
    reference: "Act No. 46 of 2023",
    paragraph: "section 173(3)",
    grade: "B",
    readAt:
      "LiveLaw's article on the Supreme Court's judgment in Imran Pratapgadhi v. State of Gujarat, which quotes the sub-section word for word (https://livelaw.in/articles/supreme-court-judgment-imran-pratapgadhi-vs-state-of-gujarat-explains-preliminary-inquiry-section-173-bnss-287964); India Code's page could not be opened",
    checked: READ_2026_12,
    evidence:
      "Section 173(3) as quoted: on information of a cognizable offence \"made punishable for three years or more but less than seven years, the officer in charge of the police station may with the prior permission from an officer not below the rank of Deputy Superintendent of Police, considering the nature and gravity of the offence, (i) proceed to conduct preliminary enquiry to ascertain whether there exists a prima facie case for proceeding in the matter within a period of fourteen days; or (ii) proceed with investigation when there exists a prima facie case\". Which offences of a cyber fraud fall in that band is not stated: it is a reading of each offence's punishment, not a source's words.",
  },
  {
    id: "bnss-173-refusal",
    authority: "Parliament",
    instrument: "Bharatiya Nagarik Suraksha Sanhita, 2023, section 173(4)",
    says: "If a police station refuses to record your complaint, you can write it down and send it by post to the Superintendent of Police of the area, who must investigate it, or have a police officer investigate it, if it shows a cognizable offence.",
    window: null,
    from: IN_FORCE,
    until: null,
    source: BNSS,
    reference: "Act No. 46 of 2023",
    paragraph: "section 173(4)",
    grade: "B",
    readAt:
      "A public legal-facts registry quoting the Gazette text of the Act (https://egazette.gov.in/WriteReadData/2023/250884.pdf) word for word; India Code's page could not be opened",
    checked: READ_2026_12,
    evidence:
      'Section 173(4) as quoted from the Gazette text: a person aggrieved by a "refusal on the part of an officer in charge of a police station to record the information" "may send the substance of such information, in writing and by post, to the Superintendent of Police concerned", who investigates the case or directs an investigation by an officer subordinate to him. What follows when he does not (an application to the Magistrate) is stated from section 175(3), `bnss-175-magistrate`; the words of 173(4) on it were read only in summaries. A High Court judgment reported in the press holds that this route is for a refusal to record, not for a reasoned decision on the merits; it is not stated.',
  },
  {
    id: "bnss-175-magistrate",
    authority: "Parliament",
    instrument: "Bharatiya Nagarik Suraksha Sanhita, 2023, section 175(3)",
    says: "After writing to the Superintendent of Police, you can apply to a Magistrate, with an affidavit (a sworn statement) supporting your application. The Magistrate can order the police to investigate, after any inquiry the Magistrate thinks necessary and after hearing the police officer.",
    window: null,
    from: IN_FORCE,
    until: null,
    source: BNSS,
    reference: "Act No. 46 of 2023",
    paragraph: "section 175(3)",
    grade: "B",
    readAt: "The bare-act reprint of section 175 on apnilaw.com; India Code's page could not be opened",
    checked: READ_2026_12,
    evidence: `Section 175(3) as reprinted: a Magistrate empowered under section 210 may order such an investigation "after considering the application supported by an affidavit made under sub-section (4) of section 173, and after making such inquiry as he thinks necessary and submission made in this regard by the police officer". ${BILL_WARNING}`,
  },
  {
    id: "bnss-47-grounds-of-arrest",
    authority: "Parliament",
    instrument: "Bharatiya Nagarik Suraksha Sanhita, 2023, section 47",
    says: "A police officer who arrests you without a warrant must at once tell you the full details of the offence you are arrested for, or the other grounds for the arrest. If the offence is bailable, the officer must also tell you that you are entitled to be released on bail.",
    window: null,
    from: IN_FORCE,
    until: null,
    source: BNSS,
    reference: "Act No. 46 of 2023",
    paragraph: "section 47(1) and (2)",
    grade: "B",
    readAt:
      "Bare-act reprints of section 47 on law.emunshi.ai (https://law.emunshi.ai/bnss/47), which carries the Act's wording, and on apnilaw.com; India Code's page could not be opened",
    checked: READ_2026_12,
    evidence: `Section 47 as reprinted: "(1) Every police officer or other person arresting any person without warrant shall forthwith communicate to him full particulars of the offence for which he is arrested or other grounds for such arrest. (2) Where a police officer arrests without warrant any person other than a person accused of a non-bailable offence, he shall inform the person arrested that he is entitled to be released on bail". The right to be told the grounds is also in Article 22(1) of the Constitution. Until December 2026 docs/content-sources.md cited section 58 for the grounds; it is section 47. ${BILL_WARNING}`,
  },
  {
    id: "bnss-58-arrest-24-hours",
    authority: "Parliament",
    instrument: "Bharatiya Nagarik Suraksha Sanhita, 2023, section 58",
    says: "After an arrest without a warrant, the police cannot keep you for more than 24 hours without a Magistrate's order, not counting the time needed for the journey to the Magistrate's court.",
    window: null,
    figures: { hours: 24 },
    from: IN_FORCE,
    until: null,
    source: BNSS,
    reference: "Act No. 46 of 2023",
    paragraph: "section 58",
    grade: "B",
    readAt:
      "The bare-act reprint of section 58 on apnilaw.com, with a Hindi reprint of the section that agrees; India Code's page could not be opened",
    checked: READ_2026_12,
    evidence: `Section 58 as reprinted: no police officer shall detain in custody a person arrested without warrant for longer than is reasonable, "and such period shall not, in the absence of a special order of a Magistrate under section 187, exceed twenty-four hours exclusive of the time necessary for the journey from the place of arrest to the Magistrate's Court, whether having jurisdiction or not". Being produced before a Magistrate within 24 hours is also in Article 22(2) of the Constitution. ${BILL_WARNING}`,
  },
] as const satisfies readonly LegalRule[];
