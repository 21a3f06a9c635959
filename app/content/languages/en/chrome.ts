import { HELPLINE } from "~/shared/constants";
import { siteConfig } from "~/shared/site-config";

// Words of the shared parts: header, footer, forms, call-outs, the 404 page.

export const headerText = {
  homeLinkLabel: `${siteConfig.brand} home`,
  menuButton: "Menu",
  mainNavLabel: "Main",
  outboundNavLabel: "Follow and chat with us",
  home: "Home",
  about: "About Us",
  services: "Services",
  allServices: "Our Services",
  governmentPolicies: "Government Policies",
  learningCorner: "Learning Corner",
  contact: "Contact Us",
  postQueries: "Post Queries",
  requestHelp: "Request Help",
  /** The door back to a case, on every page (docs/decisions/0063). */
  yourCase: "Your case",
  showSubmenu: (label: string) => `Show ${label} menu`,
  facebook: "Facebook",
  instagram: "Instagram",
  whatsapp: "WhatsApp",
  chatOnWhatsApp: "Chat with us on WhatsApp",
  available: "Support available 24/7",
};

export const footerText = {
  about: `${siteConfig.brand} gives legal support to people and businesses in India hit by cyber fraud: complaints, evidence, the national cybercrime portal and legal action.`,
  quickLinks: "Quick Links",
  servicesHeading: "Our Services",
  contactHeading: "Contact",
  addressLabel: "Address",
  phoneLabel: "Phone",
  emailLabel: "E-mail",
  followUs: "Follow us",
  copyright: (year: number) => `© ${year} ${siteConfig.brand}. All rights reserved.`,
  legalNavLabel: "Legal",
  privacy: "Privacy Policy",
  terms: "Terms of Service",
  faq: "FAQ",
  helplineNote: `Cyber fraud? Call the national helpline ${HELPLINE} or report at cybercrime.gov.in`,
};

export const goldenHourText = {
  heading: "Lost money in the last 24 hours?",
  body: `Call ${HELPLINE} now and report on the national cybercrime portal. The sooner you report, the better the chance that your bank can hold the money.`,
  callLabel: `Call ${HELPLINE}`,
  portalLabel: "Report at cybercrime.gov.in",
  portalUrl: "https://cybercrime.gov.in",
};

/** The bar kept at the foot of the screen on phones (docs/decisions/0020). */
export const emergencyBarText = {
  label: "Emergency help",
  call: `Lost money? Call ${HELPLINE}`,
  report: "Report online",
  /** Said to screen readers after "Report online": where the link goes. */
  reportWhere: "at the National Cyber Crime Reporting Portal",
  getHelp: "Get help",
};

export const privacyNoticeText = {
  before: "We use the details you enter here only to answer your request. See our",
  link: "Privacy Policy",
  after: ".",
};

export const formText = {
  /** Never seen by people: the honeypot's label, for the bots that read labels. */
  honeypotLabel: "Website (leave this empty)",
  name: "Name",
  fullName: "Full name",
  email: "Email",
  phone: "Phone",
  state: "State",
  chooseState: "Select your state",
  states: "States",
  unionTerritories: "Union territories",
  city: "City",
  subject: "Subject",
  message: "Message",
  query: "Query",
  optional: "(optional)",
  submit: "Submit",
  sending: "Sending…",
  close: "Close",
  closeDialog: "Close dialog",
  reset: "Reset",
  submitYourQuery: "Submit Your Query",
  sendMessage: "Send Message",
};

export const requestHelpText = {
  openButton: "Request Help",
  dialogTitle: "Request Help - Query Form",
  intro: "Tell us what happened. Our team answers 24/7.",
  /** While the dialog's form is still on its way (a slow connection). */
  loadingForm: "Loading the form…",
  /** When the form could not be fetched: said beside the SPEC's error toast. */
  formUnavailableOffline:
    "You seem to be offline. The form will open here by itself when you are connected. If you lost money, call 1930 now.",
  formUnavailable: "The form could not be loaded. If you lost money, call 1930 now, then try again.",
  tryAgain: "Try again",
  formOnItsOwnPage: "Open the form on its own page",
};

export const queryFormPageText = {
  metaTitle: "Request Help",
  metaDescription:
    "Ask for help after a cyber fraud: tell us what happened and our legal support team will contact you. Available 24/7 across India.",
  heading: "Request Help",
  // The desk's own promise (FIRST_REPLY_WITHIN), the same the confirmation repeats.
  intro: `Tell us what happened. A member of our team will contact you within ${siteConfig.firstReplyWithin}.`,
};

export const toastText = {
  regionLabel: "Notifications",
  dismiss: "Dismiss notification",
};

export const notFoundText = {
  metaTitle: "Page Not Found",
  heading: "Page Not Found",
  body: "The page you are looking for doesn't exist.",
  homeLink: "Go to the home page",
  helpLink: "Request help",
};

export const breadcrumbText = {
  label: "Breadcrumb",
  home: "Home",
};

export const commonText = {
  readMore: "Read More",
  faqHeading: "Frequently Asked Questions",
  skipToContent: "Skip to main content",
  lastUpdated: "Last updated:",
  lastReviewed: "Last reviewed:",
  opensInNewTab: "(opens in a new tab)",
};

export const errorText = {
  heading: "Something went wrong",
  body: "Please reload the page. If it keeps happening, call or write to us.",
  loading: "Loading…",
};
