import { readFileSync } from "node:fs";
import { expect } from "vitest";
import type { Locator, Page } from "playwright-core";
import { CHUNK_MODULES_FILE, type ChunkRecord } from "~/scripts/web-budget/chunk-modules-plugin";
import { fieldValues, fillFields, openPage } from "./form-page";
import { uniqueEmail } from "./submissions-db";

// The Request Help form as a person meets it, in its three homes (the header's modal, /query-form
// and the topic pages): what the tests that store a request and the tests that never reach the
// database both need.

export const API = "/api/help-requests";
export const API_GLOB = "**/api/help-requests";
export const DIALOG_NAME = "Request Help - Query Form";
export const LABELS = ["Name", "Email", "Query"];

export const REQUIRED = {
  Name: "Please fill out the Name field.",
  Email: "Please fill out the Email field.",
  Query: "Please fill out the Query field.",
} as const;
export const INVALID_EMAIL = "Please enter a valid email address.";

/** The topic pages whose own form is Request Help, with the form's title. */
export const TOPIC_FORMS = [
  ["money-scam", "Query Resolve Form"],
  ["theft", "Report a Theft"],
] as const;

interface HelpValues {
  Name: string;
  Email: string;
  Query: string;
}

/** A complete request with an address no other test uses. */
export function helpRequest(label: string): HelpValues {
  return { Name: "Asha Verma", Email: uniqueEmail(label), Query: `Rs 20,000 went from my account by UPI (${label}).` };
}

export function fillHelpForm(form: Locator, values: Partial<HelpValues>): Promise<void> {
  return fillFields(form, values as Record<string, string>);
}

export function helpFormValues(form: Locator): Promise<Record<string, string>> {
  return fieldValues(form, LABELS);
}

export function submit(form: Locator): Promise<void> {
  return form.getByRole("button", { name: "Submit", exact: true }).click();
}

/** Clicks the header's Request Help button and returns the dialog it opens, once its form is in. */
export async function openModal(page: Page): Promise<Locator> {
  const dialog = await openModalAtOnce(page);
  await dialog.getByRole("textbox", { name: "Name" }).waitFor();
  return dialog;
}

/** Clicks the header's Request Help button and returns the dialog as soon as it is open. */
export async function openModalAtOnce(page: Page): Promise<Locator> {
  await page.getByRole("banner").getByRole("link", { name: "Request Help" }).click();
  const dialog = page.getByRole("dialog", { name: DIALOG_NAME });
  await dialog.waitFor();
  return dialog;
}

/** The form on /query-form. */
export function queryForm(page: Page): Locator {
  return page.getByRole("region", { name: DIALOG_NAME });
}

/** The topic page of `slug`, and how to open it and find its form titled `title`. */
export function topicPage(slug: string, title: string): { path: string; openTopicForm(page: Page): Promise<Locator> } {
  const path = `/services/${slug}`;
  return {
    path,
    async openTopicForm(page: Page): Promise<Locator> {
      await openPage(page, path);
      return page.getByRole("region", { name: title });
    },
  };
}

/** The built files that hold the form's schema or Zod, as paths the browser asks for. */
export function schemaFiles(): string[] {
  const chunks = JSON.parse(readFileSync(CHUNK_MODULES_FILE, "utf8")) as ChunkRecord[];
  const files = chunks
    .filter((chunk) =>
      chunk.modules.some((name) => name === "shared/schemas/help-request.ts" || name.startsWith("node_modules/zod/")),
    )
    .map((chunk) => `/${chunk.file}`);
  expect(files).not.toEqual([]);
  return files;
}
