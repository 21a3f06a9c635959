import type { LegalRule } from "./rule";

// Rules for reporting cybercrime run by the Ministry of Home Affairs' Indian Cyber Crime
// Coordination Centre (I4C): the 1930 helpline and the national portal.

const CHECKED = "2026-11-25";
const PIB_MHA_2024 = "https://pib.gov.in/PressReleasePage.aspx?PRID=2003158";

export const mhaRules = [
  {
    id: "i4c-helpline-1930",
    authority: "MHA",
    instrument: "Citizen Financial Cyber Fraud Reporting and Management System, I4C",
    says: "1930 is the free national helpline for money lost to cyber fraud. Reporting quickly lets the banks and wallets the money went to be asked to hold it before it is moved on.",
    window: null,
    from: null,
    until: null,
    source: PIB_MHA_2024,
    reference: null,
    paragraph: null,
    grade: "A",
    readAt: PIB_MHA_2024,
    checked: CHECKED,
    evidence:
      "MHA's reply of 6 February 2024 (PIB): the system is for immediate reporting of financial frauds, to stop fraudsters siphoning off the money; the toll-free number 1930 helps people lodge online cyber complaints.",
  },
  {
    id: "i4c-portal-complaint",
    authority: "MHA",
    instrument: "National Cyber Crime Reporting Portal, I4C",
    says: "The call to 1930 only starts your complaint. Finish it on cybercrime.gov.in with the acknowledgement number you are given, as soon as you can: the state police act on complaints made on the portal, including registering an FIR, and a complaint left unfinished may go no further.",
    window: null,
    from: null,
    until: null,
    source: PIB_MHA_2024,
    reference: null,
    paragraph: null,
    grade: "A",
    readAt: PIB_MHA_2024,
    checked: CHECKED,
    evidence:
      "MHA's reply of 6 February 2024 (PIB): 1930 gives assistance in lodging online cyber complaints; complaints on cybercrime.gov.in, their conversion into FIRs and further action are handled by the State/UT police. A fixed deadline for completing the complaint after a 1930 call could not be found on an official page on 2026-11-25, so the site states none.",
  },
] as const satisfies readonly LegalRule[];
