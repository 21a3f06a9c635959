import type { UserRole, UserStatus } from "../db/schema";
import { authApiPaths } from "~/shared/routes";
import type { LoginSuccess } from "~/shared/schemas/auth-replies";
import { passwordHasher } from "../auth/passwords";
import { SESSION_COOKIE_NAME } from "../auth/session-cookie";
import { createUser } from "../users/user-store";
import type { TestApp } from "./test-app";

// Accounts and sessions for route tests: an admin signed in through the real login route in
// one line, and accounts in any status made straight in the database.

export interface TestUserOverrides {
  name?: string;
  email?: string;
  password?: string;
  status?: UserStatus;
  role?: UserRole;
}

export interface TestUser {
  id: number;
  name: string;
  email: string;
  password: string;
  status: UserStatus;
  role: UserRole;
}

let accountsMade = 0;

/** An account stored directly (argon2 hash and all), an active admin unless told otherwise. */
export async function createTestUser(
  testApp: Pick<TestApp, "db">,
  overrides: TestUserOverrides = {},
): Promise<TestUser> {
  accountsMade += 1;
  const user = {
    name: overrides.name ?? `Test Admin ${accountsMade}`,
    email: overrides.email ?? `admin${accountsMade}.${process.pid}@example.in`,
    password: overrides.password ?? `correct horse battery ${accountsMade}`,
    status: overrides.status ?? "active",
    role: overrides.role ?? "admin",
  };
  const passwordHash = await passwordHasher.hashPassword(user.password);
  const created = await createUser(testApp.db, { ...user, passwordHash }, new Date());
  if (created.kind !== "created") throw new Error(`A test account with ${user.email} already exists`);
  return { ...user, id: created.user.id };
}

export interface AdminSession {
  user: { id: number; name: string; email: string };
  password: string;
  token: string;
  /** Spread into inject's headers: an API client's bearer token. */
  headers: { authorization: string };
  /** The same session the way a browser sends it. */
  cookieHeaders: { cookie: string };
}

/** Logs in through POST /api/auth/login. An account that is not active fails to log in: use createTestUser. */
export async function signInAsAdmin(
  testApp: Pick<TestApp, "app" | "db">,
  overrides: TestUserOverrides = {},
): Promise<AdminSession> {
  const user = await createTestUser(testApp, overrides);
  return logInAs(testApp, user);
}

/** A fresh session for an account that already exists. */
export async function logInAs(
  testApp: Pick<TestApp, "app">,
  user: { id: number; email: string; password: string },
): Promise<AdminSession> {
  const response = await testApp.app.inject({
    method: "POST",
    url: authApiPaths.login,
    payload: { email: user.email, password: user.password, session: "token" },
  });
  if (response.statusCode !== 200) {
    throw new Error(`Test login failed with ${response.statusCode}: ${response.body}`);
  }
  const body = response.json<LoginSuccess>();
  if (!body.token) throw new Error("The login answer held no token");
  return sessionFromToken({ id: user.id, name: body.name, email: user.email }, user.password, body.token);
}

function sessionFromToken(user: AdminSession["user"], password: string, token: string): AdminSession {
  return {
    user,
    password,
    token,
    headers: { authorization: `Bearer ${token}` },
    cookieHeaders: { cookie: `${SESSION_COOKIE_NAME}=${token}` },
  };
}
