import { parseArgs } from "node:util";
import { signupSchema } from "~/shared/schemas/auth";
import { fieldErrors } from "~/shared/schemas/fields";
import { recordAudit, type AuditActor } from "../audit/audit-log";
import { judgeNewPassword } from "../auth/password-strength";
import { passwordHasher } from "../auth/passwords";
import { withdrawSetupTokens } from "../auth/setup-token";
import { createDatabase, databaseDialect } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { loadEnv } from "../env";
import { createUser } from "../users/user-store";
import { PasswordEntryCancelled, readPassword } from "./read-password";

// npm run admin:create -- --name "NAME" --email EMAIL: an active admin, made on the database the
// server uses (DATA_DIR / DATABASE_URL), with the password read from standard input.

const USAGE =
  'Usage: npm run admin:create -- --name "Full Name" --email admin@example.in  (the password is read from standard input)';

/** Who the audit log names for what this command does. */
const COMMAND_LINE_ACTOR: AuditActor = { id: null, name: "command line", email: "" };

export interface CommandIo {
  stdin: NodeJS.ReadStream;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  env: Record<string, string | undefined>;
}

class UsageError extends Error {}

function parseArguments(argv: string[]): { name: string; email: string } {
  if (argv.some((argument) => argument === "--password" || argument.startsWith("--password="))) {
    throw new UsageError(
      "The password is never taken from a flag (it would stay in the shell history). Pipe it or type it when asked.",
    );
  }
  let values: { name?: string; email?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { name: { type: "string" }, email: { type: "string" } },
      strict: true,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.name === undefined || values.email === undefined)
    throw new UsageError("Both --name and --email are needed.");
  return { name: values.name, email: values.email };
}

/** Runs the command; resolves to the process's exit code. */
export async function createAdminFromCommandLine(argv: string[], io: CommandIo): Promise<number> {
  const fail = (message: string) => {
    io.stderr.write(`${message}\n`);
    return 1;
  };

  let args: { name: string; email: string };
  let env: ReturnType<typeof loadEnv>;
  try {
    args = parseArguments(argv);
    env = loadEnv(io.env);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return fail(error instanceof UsageError ? `${message}\n${USAGE}` : message);
  }

  let password: string;
  try {
    const entered = await readPassword(io.stdin, io.stderr);
    if (entered.kind === "terminal" && entered.password !== entered.repeated) return fail("The two passwords differ.");
    password = entered.password;
  } catch (error) {
    if (error instanceof PasswordEntryCancelled) return fail(error.message);
    throw error;
  }

  const parsed = signupSchema.safeParse({ name: args.name, email: args.email, password });
  if (!parsed.success) {
    const problems = Object.entries(fieldErrors(parsed.error)).map(([field, message]) => `  ${field}: ${message}`);
    return fail(`The account was not created:\n${problems.join("\n")}`);
  }
  // The same strength check as a signup's (docs/decisions/0057).
  const verdict = await judgeNewPassword(parsed.data.password, parsed.data);
  if (!verdict.ok) return fail(`The account was not created:\n  password: ${verdict.message}`);

  const db = createDatabase(env);
  try {
    await migrateToLatest(db, databaseDialect(env));
    const passwordHash = await passwordHasher.hashPassword(parsed.data.password);
    const now = new Date();
    const created = await db.transaction().execute(async (trx) => {
      const result = await createUser(
        trx,
        { name: parsed.data.name, email: parsed.data.email, passwordHash, status: "active", role: "admin" },
        now,
      );
      if (result.kind !== "created") return result;
      // The first admin exists now, so the printed setup link must stop working.
      await withdrawSetupTokens(trx);
      await recordAudit(trx, {
        actor: COMMAND_LINE_ACTOR,
        action: "user.created_by_cli",
        targetType: "user",
        targetId: String(result.user.id),
        now,
      });
      return result;
    });
    if (created.kind === "email_taken") return fail(`An account with ${parsed.data.email} already exists.`);
    const { user } = created;
    io.stdout.write(`Created the active admin ${user.name} <${user.email}> (id ${user.id}).\n`);
    return 0;
  } finally {
    await db.destroy();
  }
}
