import { Readable, Writable } from "node:stream";
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
 * `npm run admin:create`'s own command, with the password on standard input as an operator pipes
 * it, against the browser tests' server's database unless given another. It runs in this
 * process: a child process of its own cost each account about five seconds of a busy machine's
 * time (Node, the TypeScript loader and the password checker's word lists, every time).
 */
export async function createAdmin(
  label = "admin",
  databaseEnv: Record<string, string> = inject("databaseEnv"),
): Promise<Account> {
  const account = newAccount(label);
  const { createAdminFromCommandLine } = await import("~/server/cli/admin-create-command");
  let output = "";
  const collect = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      output += String(chunk);
      done();
    },
  });
  // A pipe, as the operator's `echo ... |` gives: not a terminal, so the one line is the password.
  const stdin = Object.assign(Readable.from([`${account.password}\n`]), {
    isTTY: false,
  }) as unknown as NodeJS.ReadStream;
  const code = await createAdminFromCommandLine(["--name", account.name, "--email", account.email], {
    stdin,
    stdout: collect,
    stderr: collect,
    env: { ...process.env, ...databaseEnv, LOG_LEVEL: "warn" },
  });
  if (code !== 0) throw new Error(`admin:create exited with ${code}: ${output}`);
  return account;
}

/** Signs the browser context in through the API (the session cookie lands in the context). */
export async function signIn(context: BrowserContext | Page, account: Account): Promise<void> {
  const response = await context.request.post(authApiPaths.login, {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Types the account's address and password into the login form. */
export async function fillLogin(page: Page, account: Pick<Account, "email" | "password">): Promise<void> {
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
}

/** The path the page is on now. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
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
