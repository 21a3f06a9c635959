// Help by kind of harm (docs/decisions/0070). Money steps follow RBI's and the Home Ministry's
// rules (./next-steps.ts); a victim of sextortion, a "digital arrest", identity theft or a frozen
// account of their own needs other first steps. These steps have no date: no rule gives the
// victim one. Each states a rule (with its source) only where one backs it, and otherwise gives
// practical help that the topic and learning pages already give (docs/content-sources.md).
//
// Every sentence is a constant with an id (./step-texts.ts), so each language gives its words for
// it, sentence for sentence (app/content/languages/hi/harm-steps.ts), and the typecheck finds any
// left untranslated.

/** What the case is about, as the victim says on the case page; "money" keeps the money steps alone. */
export const HARM_KINDS = ["money", "sextortion", "digital_arrest", "identity_theft", "frozen_account"] as const;
export type HarmKind = (typeof HARM_KINDS)[number];

/** Kinds whose steps come before the money steps: what to do at once is not a payment's. */
export const HARM_FIRST: ReadonlySet<HarmKind> = new Set(["sextortion", "digital_arrest", "frozen_account"]);

/** Kinds that are a threat happening now: the desk's inbox puts them first until answered (docs/decisions/0059). */
export const THREAT_HARMS: ReadonlySet<HarmKind> = new Set(["sextortion", "digital_arrest"]);

export type HarmStepId =
  | "minor-tell-adult"
  | "minor-report"
  | "do-not-pay"
  | "remove-pictures"
  | "hang-up"
  | "report-caller"
  | "lock-identity"
  | "check-sims"
  | "remove-fake-profile"
  | "dispute-loans"
  | "ask-bank-why"
  | "write-to-agency";

/** A step of a kind of harm, before the rule it states is looked up for the day. */
export interface HarmStep {
  id: HarmStepId;
  /** Its words: its title, and its sentences before and after the rules' (HARM_STEP_TEXT). */
  text: keyof typeof HARM_STEP_TEXT;
  /**
   * The rules the step states, by id, their sentences after the step's own; the first is the
   * step's source. None where the step gives practical help only.
   */
  ruleIds: string[];
}

export const HARM_STEP_TEXT = {
  minorTellAdult: {
    title: "Tell a parent or another adult you trust, today",
    parts: [
      "You have done nothing wrong by asking for help, and you do not have to deal with this alone.",
      "Do not pay and do not send any more pictures or videos: paying almost always leads to bigger demands.",
      "Do not delete the chats or the account: they are the evidence.",
    ],
  },
  minorReport: {
    title: "Report it in the portal's section for women and children",
    after: ["An adult you trust can make the report for you."],
  },
  doNotPay: {
    title: "Do not pay, and keep the evidence",
    parts: [
      "Paying almost always leads to bigger demands.",
      "Stop replying, but do not delete the chats or the account: take screenshots of the profile, the messages and the demands, then block and report the profile on the platform.",
      "If you wish, warn close contacts that they may get fake messages about you.",
    ],
  },
  removePictures: {
    title: "Ask the platform to take the pictures or videos down",
    after: [
      "Use the platform's report option or write to its grievance officer, and keep a copy of what you sent and the time you sent it.",
    ],
  },
  hangUp: {
    title: "Hang up: nobody is arrested on a video call",
    parts: [
      "Police, the CBI, customs, the ED and courts do not arrest people or collect money over a video call. A real arrest happens in person.",
    ],
    after: ["Do not pay to clear your name, and do not stay on the call."],
  },
  reportCaller: {
    title: "Report the number that called you on Chakshu",
  },
  lockIdentity: {
    title: "Lock what can be misused",
    parts: [
      "Lock your Aadhaar biometrics on myAadhaar (myaadhaar.uidai.gov.in) or the mAadhaar app, and check your Aadhaar authentication history there.",
      "Change the passwords of your e-mail, banking and social media, and turn on two-step verification.",
    ],
  },
  checkSims: {
    title: "Check the SIM cards in your name",
    parts: [
      "Use 'Know Your Mobile Connections' on Sanchar Saathi (sancharsaathi.gov.in) and report any SIM card that is not yours.",
      "If your SIM stopped working suddenly, call your mobile operator from another phone and ask them to block it.",
    ],
  },
  removeFakeProfile: {
    title: "Ask the platform to remove a fake profile in your name",
    after: [
      "Report it with the platform's report option or to its grievance officer, ask friends to report it too, and warn your contacts not to send money.",
    ],
  },
  disputeLoans: {
    title: "Dispute loans or cards that are not yours",
    parts: [
      "Get your credit report from the credit bureaus: each must give you one free full report every calendar year.",
      "Write to the lender and the bureau about any loan or card that is not yours, with your complaint's acknowledgement number, and keep copies.",
    ],
  },
  askBankWhy: {
    title: "Ask your bank in writing why the account is frozen",
    parts: [
      "Ask for the reason, the name of the agency that asked for the freeze (usually a police station, often in another state), its reference (the complaint or case number) and the amount held.",
      "Keep a copy of your letter and of the bank's reply.",
    ],
  },
  writeToAgency: {
    title: "Write to the police station that asked for the freeze",
    parts: [
      "With that reference, write to or visit the police station: explain where the money in your account came from, with proof such as invoices, chats or the details of the sale, and ask what it needs to lift the freeze.",
      "Never pay anyone who offers to unfreeze the account for a fee: deal only with the bank and the police.",
    ],
  },
} as const satisfies Record<string, { title: string; parts?: readonly string[]; after?: readonly string[] }>;

function step(id: HarmStepId, text: keyof typeof HARM_STEP_TEXT, ...ruleIds: string[]): HarmStep {
  return { id, text, ruleIds };
}

/**
 * The steps of a kind of harm, in the order to take them. For sextortion the age comes first: a
 * person under 18 is sent to an adult they trust and to the portal's section for children, where
 * they can report without giving their name. Until the age is given, the steps that are right at
 * any age are shown, and the case page asks it above them.
 */
export function harmSteps(harm: HarmKind | null, personIsMinor: boolean | null): HarmStep[] {
  switch (harm) {
    case "sextortion":
      return personIsMinor === true
        ? [
            step("minor-tell-adult", "minorTellAdult"),
            step("minor-report", "minorReport", "i4c-portal-women-child"),
            step("remove-pictures", "removePictures", "it-rules-intimate-content-24-hours"),
          ]
        : [
            step("do-not-pay", "doNotPay"),
            step("remove-pictures", "removePictures", "it-rules-intimate-content-24-hours"),
          ];
    case "digital_arrest":
      return [
        step("hang-up", "hangUp", "bnss-47-grounds-of-arrest", "bnss-58-arrest-24-hours"),
        step("report-caller", "reportCaller", "dot-chakshu"),
      ];
    case "identity_theft":
      return [
        step("lock-identity", "lockIdentity"),
        step("check-sims", "checkSims"),
        step("remove-fake-profile", "removeFakeProfile", "it-rules-intimate-content-24-hours"),
        step("dispute-loans", "disputeLoans"),
      ];
    case "frozen_account":
      return [step("ask-bank-why", "askBankWhy"), step("write-to-agency", "writeToAgency")];
    default:
      return [];
  }
}
