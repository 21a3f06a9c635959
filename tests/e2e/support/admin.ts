import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { expect, inject } from "vitest";
import type { APIRequestContext, BrowserContext, Page } from "playwright-core";
import { waitForHydration } from "./form-page";
import { uniqueEmail } from "./submissions-db";
import { adminCaseReferenceAt } from "~/shared/admin-links";
import { apiPaths, authApiPaths, paths } from "~/shared/routes";
import type { SubmissionKind } from "~/shared/schemas/admin";

// What the admin tests need: accounts made the way an operator makes them (the CLI, against the
// server's own database), a signed-in browser, and submissions sent through the public API.

export interface Account {
  name: string;
  email: string;
  password: string;
}

/**
 * Four letters no password below can hold (it has only "pass-" and hex digits), so a password is
 * never refused for containing its account's name (docs/decisions/0057).
 */
function nameSuffix(): string {
  const letters = "ghjkmnqrtvwxyz";
  return Array.from(randomBytes(4), (byte) => letters[byte % letters.length]).join("");
}

/** A new account's details; the e-mail is used by no other test. */
export function newAccount(label: string): Account {
  return { name: `${label} ${nameSuffix()}`, email: uniqueEmail(label), password: `pass-${randomUUID()}` };
}

/**
 * `npm run admin:create`'s script, with the password on standard input as an operator types it,
 * against the browser tests' server's database unless given another.
 */
export async function createAdmin(
  label = "admin",
  databaseEnv: Record<string, string> = inject("databaseEnv"),
): Promise<Account> {
  const account = newAccount(label);
  // Node with tsx's loader runs the same script as `npm run admin:create`; npx in front of it costs
  // a second npm process, which took ten seconds of a busy machine's time per account.
  const script = ["--import", "tsx", "server/cli/admin-create.ts"];
  const child = spawn(process.execPath, [...script, "--name", account.name, "--email", account.email], {
    env: { ...process.env, ...databaseEnv, LOG_LEVEL: "warn" },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  child.stdin.end(`${account.password}\n`);
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  if (code !== 0) throw new Error(`admin-create exited with ${code}: ${output}`);
  return account;
}

/** Signs the browser context in through the API (the session cookie lands in the context). */
export async function signIn(context: BrowserContext | Page, account: Account): Promise<void> {
  const response = await context.request.post(authApiPaths.login, {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens /admin (with an optional query string) and waits for the greeting. */
/** Opens an admin address (a view's or a case's: shared/admin-links.ts) as the signed-in account. */
export async function openAdmin(page: Page, account: Account, address: string = paths.admin): Promise<void> {
  await page.goto(address);
  await waitForHydration(page);
  await page.getByText(`Hello, ${account.name}`, { exact: true }).waitFor();
}

type SeedFields = Partial<
  Record<"name" | "email" | "phone" | "state" | "city" | "subject" | "message" | "topic", string>
>;

const seedPaths: Record<SubmissionKind, string> = {
  help_request: apiPaths.helpRequests,
  contact_message: apiPaths.contactMessages,
  post_query: apiPaths.postQueries,
};

/** Sends a submission through the public API, as a visitor's form would, and returns its reference. */
export async function seedSubmission(
  request: APIRequestContext,
  kind: SubmissionKind,
  fields: SeedFields = {},
): Promise<string> {
  const name = fields.name ?? "Meera Iyer";
  const email = fields.email ?? uniqueEmail("seed");
  const text = fields.message ?? `Money was taken from my account (${randomUUID().slice(0, 8)}).`;
  const body =
    kind === "help_request"
      ? { name, email, query: text, topic: fields.topic ?? null }
      : kind === "contact_message"
        ? { name, email, subject: fields.subject ?? "Aadhaar misuse", message: text }
        : {
            name,
            email,
            phone: fields.phone ?? "98765 43210",
            state: fields.state ?? "Maharashtra",
            city: fields.city ?? "Pune",
            subject: fields.subject ?? "UPI fraud",
            message: text,
          };
  const response = await request.post(seedPaths[kind], { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

/** The reference of the case open in the admin, from its address (/admin/cases/CH-…), or null. */
export function openCaseIn(page: Page): string | null {
  return adminCaseReferenceAt(new URL(page.url()).pathname);
}
