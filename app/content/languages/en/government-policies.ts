import { siteConfig } from "~/shared/site-config";
import type { PolicyContent } from "~/app/content/types";

// The Government Policies page (/government-policies). Ids match the menu anchors in ./navigation.ts (policyMenuItems).
// Each PDF is an official document of the authority concerned; sources in docs/content-sources.md.

export const governmentPolicies: PolicyContent[] = [
  {
    id: "gst-registration",
    title: "GST Registration",
    paragraphs: [
      "Goods and Services Tax (GST) is the single indirect tax on the supply of goods and services across India, in force since 1 July 2017. GST registration gives a business a 15-digit GST Identification Number (GSTIN), which it shows on its invoices and uses to collect tax and file returns.",
      "Registration becomes compulsory once your aggregate turnover in a financial year crosses the threshold: ₹40 lakh for businesses that supply only goods and ₹20 lakh for businesses that supply services, subject to the state. The limit is ₹10 lakh in Manipur, Mizoram, Nagaland and Tripura, and in Arunachal Pradesh, Meghalaya, Sikkim, Telangana, Uttarakhand and Puducherry the ₹20 lakh limit applies to goods as well. The ₹40 lakh limit also does not apply to suppliers of some goods, such as ice cream, pan masala or tobacco; the notification below and its later amendments list them. Some businesses must register whatever their turnover, for example those selling goods to other states, casual taxable persons and e-commerce operators.",
      "Apply online on the official GST portal, www.gst.gov.in, with the PAN of the business, Aadhaar authentication and proof of the place of business; there is no government fee. The rules give the officer seven working days to decide, or thirty days where a physical check is needed. Registration lets you charge GST, claim credit for the GST you pay on purchases, and sell to businesses and marketplaces that ask for a GSTIN. Beware of look-alike websites and callers who demand money to register you or threaten to cancel your GSTIN.",
    ],
    pdf: {
      title: "Notification No. 10/2019–Central Tax: the ₹40 lakh limit",
      url: "https://gstcouncil.gov.in/sites/default/files/2024-05/notfctn-10-central-tax-english-2019.pdf",
    },
  },
  {
    id: "fssai-licence",
    title: "FSSAI Licence",
    paragraphs: [
      "The Food Safety and Standards Authority of India (FSSAI) is the national food regulator, set up under the Food Safety and Standards Act, 2006 under the Ministry of Health and Family Welfare. Every food business in India, from a tea stall or home kitchen to a factory, importer or online seller, must hold an FSSAI registration or licence. Its 14-digit number must appear on food packaging, and the certificate must be displayed at the premises.",
      "There are three types. Basic registration is for petty and small food businesses such as small shops, hawkers and home-based sellers. A State licence is for medium-sized businesses. A Central licence is for large manufacturers, importers and exporters, certain specified kinds of business, and the head office of a business operating in more than one state. Which one you need depends on turnover, production capacity and the kind of business; FSSAI sets these limits in its licensing regulations and revises them from time to time, so check the current limits on the official portal before you apply.",
      "Apply online on FSSAI's Food Safety Compliance System (FoSCoS), foscos.fssai.gov.in, with identity and address proof and details of the premises and food products; licences also need documents such as a layout plan and a food safety management plan, and may involve an inspection. A valid registration or licence lets you sell legally, builds customer trust and is needed to sell through food delivery and e-commerce platforms. Running a food business without one is an offence under the FSS Act.",
    ],
    pdf: {
      title: "FSS (Licensing and Registration of Food Businesses) Regulations, 2011",
      url: "https://www.fssai.gov.in/upload/uploadfiles/files/Compendium_Licensing_Regulations_04_08_2021.pdf",
    },
  },
  {
    id: "iso-certification",
    title: "ISO Certification",
    paragraphs: [
      "ISO certification means an independent certification body has audited your business and found that it meets an international standard of the International Organization for Standardization (ISO), such as ISO 9001 for quality management, ISO 14001 for environmental management, ISO 45001 for health and safety at work, ISO 22000 for food safety or ISO/IEC 27001 for information security. ISO writes the standards but does not issue certificates itself. In India, the Bureau of Indian Standards (BIS), the national standards body under the BIS Act, 2016, adopts many of them as Indian Standards, such as IS/ISO 9001.",
      "ISO certification is voluntary: it is not a licence to do business. Companies take it when customers, export buyers or tenders ask for it, or to run their work more consistently. It is different from BIS product certification (the ISI mark), which is compulsory for products covered by a government Quality Control Order.",
      "To get certified, put the standard into practice, run an internal audit and a management review, then ask a certification body to audit you; certificates are usually valid for three years with yearly surveillance audits. BIS itself certifies management systems such as IS/ISO 9001, and the National Accreditation Board for Certification Bodies (NABCB) of the Quality Council of India accredits certification bodies. Check that the body is accredited before you pay: 'instant' ISO certificates sold online without an audit are worthless.",
    ],
    pdf: {
      title: "Bureau of Indian Standards Act, 2016",
      url: "https://www.bis.gov.in/wp-content/uploads/2020/12/BIS-Act-2016.pdf",
    },
  },
  {
    id: "msme-nsic-registration",
    title: "MSME/NSIC Registration",
    paragraphs: [
      "MSME registration, called Udyam Registration since 1 July 2020, records a business as a micro, small or medium enterprise under the Micro, Small and Medium Enterprises Development Act, 2006. The category depends on both investment in plant and machinery or equipment and annual turnover. From 1 April 2025 the limits are: micro, up to ₹2.5 crore investment and ₹10 crore turnover; small, up to ₹25 crore and ₹100 crore; medium, up to ₹125 crore and ₹500 crore.",
      "Any manufacturing or service enterprise within these limits can register, whether a proprietorship, partnership, LLP, company, co-operative or other form. Registration is free, online and paperless on the official Udyam portal, udyamregistration.gov.in, using the Aadhaar number of the proprietor, partner or authorised signatory; PAN and GST details are taken from government records. Beware of look-alike websites that charge a fee for the same thing.",
      "Registered micro and small enterprises are protected against late payment: a buyer must pay within the agreed time, which cannot exceed 45 days, or owe compound interest at three times the RBI bank rate, and complaints can be filed on the MSME Samadhaan portal. Under the Public Procurement Policy for Micro and Small Enterprises, central ministries and public sector undertakings aim to buy at least 25% of their purchases from MSEs, with free tender documents and no earnest money deposit. The National Small Industries Corporation (NSIC), under the Ministry of MSME, registers MSEs for government purchases under its Single Point Registration Scheme and offers marketing, raw material and finance support.",
    ],
    pdf: {
      title: "MSME Development Act, 2006",
      url: "https://msme.gov.in/sites/default/files/MSMED2006act.pdf",
    },
  },
  {
    id: "rera-registration",
    title: "RERA Registration",
    paragraphs: [
      "The Real Estate (Regulation and Development) Act, 2016, known as RERA, protects people who buy flats, houses and plots. It requires every state and union territory to have a Real Estate Regulatory Authority, and it has been fully in force since 1 May 2017. Each authority runs a website where anyone can check a project's registration, approvals, plans and progress.",
      "A promoter must register a real estate project with the state authority before advertising, marketing, booking or selling any unit in it. The main exemption is for projects on land of 500 square metres or less, or with eight apartments or fewer including all phases, and a state may lower these limits. Real estate agents who sell units in registered projects must register too.",
      "Registration is done online on the state RERA website with the project's approvals, land title, plans and completion timeline. The promoter must then quote the RERA registration number in every advertisement, keep 70% of the money collected from buyers in a separate bank account used only for the land and construction cost of that project, and deliver on time or, if the buyer chooses to withdraw, refund the money with interest. Buyers can complain to the authority, and checking the registration number on the official RERA website is the simplest protection against property fraud.",
    ],
    pdf: {
      title: "Real Estate (Regulation and Development) Act, 2016",
      url: "https://rera.mohua.gov.in/images/pdf_folder/Real_Estate_Act_2016(2).pdf",
    },
  },
];

export const governmentPoliciesSummary = `The right registration keeps a business legal, opens the door to loans, tenders and online marketplaces, and lets customers check who they are dealing with. Fraudsters exploit this too, with look-alike registration websites, 'instant' certificates and calls threatening to cancel a GST number or licence, so always use the official portals. ${siteConfig.brand} can guide you on what applies to your business, and help you act if you have been cheated along the way.`;

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
