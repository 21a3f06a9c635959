import type { Locator, Page } from "playwright-core";
import { openPage } from "./form-page";
import { uniqueEmail } from "./submissions-db";

// Contact Us, the home page's Get in Touch and Post Query as a person meets them: what the tests
// that store a message and the tests that never reach the database both need.

export async function openForm(page: Page, path: string, heading: string): Promise<Locator> {
  await openPage(page, path);
  return page.getByRole("region", { name: heading });
}

export const CONTACT_LABELS = ["Name", "Email", "Subject", "Message"];

export function openContactForm(page: Page): Promise<Locator> {
  return openForm(page, "/contact", "Interested in discussing?");
}

export function contactMessage(label: string): Record<string, string> {
  return {
    Name: "Meera Iyer",
    Email: uniqueEmail(label),
    Subject: "Aadhaar misuse",
    Message: `Someone took a loan in my name (${label}).`,
  };
}

export const POST_QUERY_LABELS = [
  "Full name",
  "Email",
  "Phone (optional)",
  "State",
  "City (optional)",
  "Subject",
  "Message (optional)",
];

export function openPostQuery(page: Page): Promise<Locator> {
  return openForm(page, "/post-query", "Interested in discussing your legal concern?");
}

export function postQuery(label: string): Record<string, string> {
  return {
    "Full name": "Sunita Rao",
    Email: uniqueEmail(label),
    "Phone (optional)": "+91 91234 56789",
    State: "Kerala",
    "City (optional)": "Kochi",
    Subject: "Fake KYC call emptied my account",
    "Message (optional)": `A caller posing as my bank asked for an OTP (${label}).`,
  };
}

export function submitQuery(form: Locator): Promise<void> {
  return form.getByRole("button", { name: "Submit Your Query" }).click();
}
