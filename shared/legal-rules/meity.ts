import type { LegalRule } from "./rule";

// Rules of the Ministry of Electronics and Information Technology (MeitY) the case page states:
// what a platform must do when a person complains of intimate pictures or of being impersonated.
// The pages already name the rule in their lists of laws (the Identity Theft page); the case
// page's steps for sextortion and identity theft (shared/case-timeline/harm-steps.ts) state it.
//
// meity.gov.in's copy of the Rules could not be opened from where the site is built: the rule was
// read in a verbatim reprint that gives its rule and clause (grade B; `npm run rules --
// --unverified` lists it with the page to open).

/** Read for the case page's help by kind of harm. */
const READ_2026_12_06 = "2026-12-06";

/** MeitY's site, which publishes the Rules as amended: what the step links to. */
const MEITY = "https://www.meity.gov.in";

export const meityRules = [
  {
    id: "it-rules-intimate-content-24-hours",
    authority: "MeitY",
    instrument:
      "Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021, rule 3(2)(b)",
    says: "When you, or someone on your behalf, complain to a platform about content that shows your private areas or nudity, shows you in a sexual act, or impersonates you, including morphed pictures of you, the platform must take all reasonable steps to remove it or block access to it within 24 hours of receiving the complaint.",
    window: null,
    from: null,
    until: null,
    source: MEITY,
    reference: "G.S.R. 139(E), 25 February 2021",
    paragraph: "rule 3(2)(b)",
    grade: "B",
    readAt:
      'The rule reprinted word for word under its number on itlaw.in (https://itlaw.in/rule-3-2-grievance-redressal-mechanism-of-intermediary), and the opening of MeitY\'s text of the Rules "updated as on 6.4.2023" in a copy on scribd.com; meity.gov.in could not be opened',
    checked: READ_2026_12_06,
    evidence:
      "Rule 3(2)(b) as reprinted: \"The intermediary shall, within twenty-four hours from the receipt of a complaint made by an individual or any person on his behalf under this sub-rule, in relation to any content which is prima facie in the nature of any material which exposes the private area of such individual, shows such individual in full or partial nudity or shows or depicts such individual in any sexual act or conduct, or is in the nature of impersonation in an electronic form, including artificially morphed images of such individual, take all reasonable and practicable measures to remove or disable access to such content which is hosted, stored, published or transmitted by it\". Clause (c) asks the platform for a way to receive such complaints. The 24 hours are the platform's time, not a deadline of the victim's: the site dates nothing from them.",
  },
] as const satisfies readonly LegalRule[];
