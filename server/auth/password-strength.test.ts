import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { documentedApiPaths, authApiPaths } from "~/shared/routes";
import { startTestApp, type TestApp } from "../testing/test-app";
import { judgeNewPassword } from "./password-strength";
import { authMessages } from "~/shared/messages/auth";

// A new desk password must not be easy to guess (docs/decisions/0057). Signup is where the
// person chooses it; the same check guards a change and a reset (their own tests).

let testApp: TestApp;
let addressCount = 0;
let address: string;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp.close();
});
/** Each test its own address, so no test spends another's signup allowance. */
beforeEach(() => {
  addressCount += 1;
  address = `198.51.100.${addressCount}`;
});

function signUp(payload: { name: string; email: string; password: string }, url: string = authApiPaths.signup) {
  return testApp.app.inject({ method: "POST", url, payload, remoteAddress: address });
}

async function accountsWith(email: string): Promise<number> {
  const rows = await testApp.db.selectFrom("users").select("id").where("email_normalized", "=", email).execute();
  return rows.length;
}

describe("a new password's strength at signup", () => {
  it.each([
    ["12345678", authMessages.passwordTooEasy],
    ["eight spaces", authMessages.passwordOnlySpaces, " ".repeat(8)],
    ["password123", authMessages.passwordTooEasy],
    ["the e-mail's local part inside it", authMessages.passwordHasOwnName, "Meenakshi.Pillai 2026 kettle"],
    ["the person's name inside it", authMessages.passwordHasOwnName, "saffron pillai lantern"],
  ])("refuses %s with its message and stores nothing", async (label, message, password = label) => {
    const email = `meenakshi.pillai.${addressCount}@example.in`;
    const response = await signUp({ name: "Meenakshi Pillai", email, password });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: "error", message, errors: { password: message } });
    expect(await accountsWith(email)).toBe(0);
  });

  it("refuses a guessable password at /signup.php too, with the message as docs/product.md's alert shows it", async () => {
    const response = await signUp(
      { name: "Documented", email: "documented.weak@example.in", password: "password123" },
      documentedApiPaths.signup,
    );

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: "error", message: authMessages.passwordTooEasy });
    expect(await accountsWith("documented.weak@example.in")).toBe(0);
  });

  it("takes a strong password after refusing a guessable one for the same signup, storing one pending account", async () => {
    const person = { name: "Farhan Qureshi", email: "farhan.q@example.in" };
    const weak = await signUp({ ...person, password: "iloveyou2024" });
    expect(weak.statusCode).toBe(400);

    const strong = await signUp({ ...person, password: "monsoon kettle orbit saffron" });

    expect(strong.statusCode).toBe(201);
    expect(strong.json()).toEqual({
      status: "success",
      message: authMessages.signupPending,
      accountStatus: "pending",
    });
    expect(await accountsWith(person.email)).toBe(1);
  });

  it("does not count a refused password against the address's signups, so a person may try again", async () => {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const refused = await signUp({ name: "Retry", email: `retry${attempt}@example.in`, password: "12345678" });
      expect(refused.statusCode, `attempt ${attempt + 1}`).toBe(400);
    }
    const rows = await testApp.db.selectFrom("login_throttle").select("key").execute();
    expect(rows.map(({ key }) => key)).not.toContain(`address:${address}`);
  });
});

describe("the strength rules", () => {
  const owner = { name: "Asha Rao", email: "Asha.Rao+desk@Example.in" };

  it("finds the name or the e-mail's local part whatever its case, dots and spaces", async () => {
    for (const password of ["ASHA.RAO lantern kettle", "kettle a-s-h-a-r-a-o orbit", "lantern Asha monsoon"]) {
      expect(await judgeNewPassword(password, owner), password).toEqual({
        ok: false,
        message: authMessages.passwordHasOwnName,
      });
    }
  });

  it("does not look for a name part under four letters inside words, where it is only chance", async () => {
    expect(await judgeNewPassword("programme orbit saffron", { name: "Ram Das", email: "ram@example.in" })).toEqual({
      ok: true,
    });
  });

  it("refuses a password made of the site's name as too easy to guess", async () => {
    expect(await judgeNewPassword("CyberHelp2024!", owner)).toEqual({
      ok: false,
      message: authMessages.passwordTooEasy,
    });
  });

  it("judges a password of the maximum length by its start, refusing one that only a long tail would save", async () => {
    const weakStart = `${"a".repeat(64)}${"Kq7#vLp2 monsoon kettle orbit ".repeat(3)}`.slice(0, 128);
    expect(await judgeNewPassword(weakStart, owner)).toEqual({ ok: false, message: authMessages.passwordTooEasy });
    const strongStart = "Kq7#vLp2 monsoon kettle orbit saffron lantern ".repeat(3).slice(0, 128);
    expect(await judgeNewPassword(strongStart, owner)).toEqual({ ok: true });
  });
});
