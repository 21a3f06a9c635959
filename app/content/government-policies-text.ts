export const governmentPoliciesText = {
  meta: {
    title: "Government Policies",
    description:
      "What GST registration, FSSAI licence, ISO certification, MSME/NSIC and RERA registration mean for your business in India, with official documents.",
  },
  heading: "Government Policies",
  intro:
    "The registrations and licences a business in India most often needs, in plain words, with the official documents.",
  tocLabel: "Registrations on this page",
  /** Before the official document's title. */
  documentLabel: "Official document:",
  /** The button's visible label: short, so it stays on one line on a phone; its name adds the document's title. */
  pdfButton: "Open the PDF",
  summaryHeading: "In summary",
  whatsappHeading: "Need help with a registration?",
  whatsappText: "Send us a WhatsApp message and we will tell you what applies to your business.",
  whatsappButton: "Chat on WhatsApp",
};
