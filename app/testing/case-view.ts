import type { CaseView } from "~/shared/schemas/case";

// A case as the case page's API shows it: a fresh one, nothing added yet. Tests spread it and
// change what they are about.

export const freshCase: CaseView["case"] = {
  reference: "CH-7K3Q9M",
  receivedAt: "2026-11-25T04:30:00.000Z",
  statusText: "Received. Our desk has not opened it yet.",
  sent: [],
  nextSteps: [],
  remembered: false,
  openedFromMail: true,
  firstHour: null,
  replyDueAt: null,
  progress: {
    helplineCalledAt: "",
    helplineAcknowledgement: "",
    portalComplaintFinished: false,
    bankName: "",
    bankToldAt: "",
    bankReference: "",
    bankRepliedOn: "",
    walletIssuer: "",
    coerced: "",
    accountOfOrganisation: "",
    claimedCompensationBefore: "",
    harm: "",
    personIsMinor: "",
  },
  asks: { walletIssuer: false, coerced: false, compensation: false },
  transactions: [],
  transactionsTotalText: "₹0.00",
  utrAsked: null,
  messages: [],
  reminders: {
    offered: true,
    email: "off",
    address: "as•••@example.in",
    push: { offered: false, browsers: 0, publicKey: "" },
    whatsApp: { offered: false, status: "off", number: "" },
    planned: [],
  },
  evidence: {
    files: [],
    limits: { fileMaxBytes: 1024, videoMaxBytes: 2048, filesPerCase: 20, caseMaxBytes: 4096 },
    acceptsUploads: true,
  },
};
