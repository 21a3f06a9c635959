import { spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authApiPaths } from "~/shared/routes";
import { startTestApp } from "../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { authMessages } from "~/shared/messages/auth";

// The command as an operator runs it: a separate process on a data directory, the password piped
// in. Then the server, started on the same directory, lets that admin in.

const PROJECT_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const TSX = join(PROJECT_ROOT, "node_modules", ".bin", "tsx");
const COMMAND = join(PROJECT_ROOT, "server", "cli", "admin-create.ts");

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

let database: TestDatabase;

beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.drop();
});

function adminCreate(args: string[], stdin: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [COMMAND, ...args], {
      cwd: PROJECT_ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...database.env, LOG_LEVEL: "silent" },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

async function usersAndAudit() {
  const testApp = await startTestApp({ database });
  try {
    const users = await testApp.db
      .selectFrom("users")
      .select(["name", "email", "status", "role", "password_hash"])
      .execute();
    const audit = await testApp.db
      .selectFrom("audit_log")
      .select(["action", "actor_user_id", "actor_name", "actor_email"])
      .execute();
    return { users, audit };
  } finally {
    await testApp.close();
  }
}

describe("npm run admin:create", () => {
  it("creates an active admin from a piped password, audited as the command line, who can then log in", async () => {
    const run = await adminCreate(
      ["--name", "Asha Rao", "--email", "Asha@Example.in"],
      "a long enough password\nignored second line\n",
    );

    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout.trim().split("\n")).toHaveLength(1);
    expect(run.stdout).toMatch(/Asha Rao <Asha@Example\.in>/);
    const { users, audit } = await usersAndAudit();
    expect(users).toEqual([
      {
        name: "Asha Rao",
        email: "Asha@Example.in",
        status: "active",
        role: "admin",
        password_hash: expect.stringMatching(/^\$argon2id\$/),
      },
    ]);
    expect(audit).toEqual([
      { action: "user.created_by_cli", actor_user_id: null, actor_name: "command line", actor_email: "" },
    ]);

    const server = await startTestApp({ database });
    try {
      const login = await server.app.inject({
        method: "POST",
        url: authApiPaths.login,
        payload: { email: "asha@example.in", password: "a long enough password" },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().message).toBe(authMessages.loginSuccessful);
    } finally {
      await server.close();
    }
  }, 30_000);

  it("refuses an e-mail that already has an account, in any case, with exit code 1", async () => {
    expect((await adminCreate(["--name", "Asha", "--email", "asha@example.in"], "a long enough password\n")).code).toBe(
      0,
    );
    const again = await adminCreate(["--name", "Asha Again", "--email", "ASHA@example.in"], "another long password\n");

    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already exists/);
    expect((await usersAndAudit()).users).toHaveLength(1);
  }, 30_000);

  it.each([
    [
      "a password under 8 characters",
      ["--name", "Short", "--email", "short@example.in"],
      "seven77\n",
      authMessages.passwordTooShort,
    ],
    ["no password at all", ["--name", "Empty", "--email", "empty@example.in"], "", authMessages.required],
    [
      "a password too easy to guess",
      ["--name", "Guessable", "--email", "guessable@example.in"],
      "password123\n",
      authMessages.passwordTooEasy,
    ],
    [
      "a bad e-mail",
      ["--name", "Bad", "--email", "not-an-email"],
      "a long enough password\n",
      authMessages.emailInvalid,
    ],
    ["a missing --email", ["--name", "Nobody"], "a long enough password\n", "--email"],
    [
      "a password given as a flag",
      ["--name", "Flag", "--email", "flag@example.in", "--password", "in the history"],
      "",
      "never taken from a flag",
    ],
  ])(
    "stops with a clear message and exit code 1 for %s, storing nothing",
    async (_case, args, stdin, message) => {
      const run = await adminCreate(args, stdin);

      expect(run.code).toBe(1);
      expect(run.stderr).toContain(message);
      expect((await usersAndAudit()).users).toEqual([]);
    },
    30_000,
  );
});
