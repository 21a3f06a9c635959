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
  summaryHeading: "In summary",
  whatsappHeading: "Need help with a registration?",
  whatsappText: "Send us a WhatsApp message and we will tell you what applies to your business.",
  whatsappButton: "Chat on WhatsApp",
};
