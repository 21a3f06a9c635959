import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";

// The build's first step (package.json's build): a production build stops while the contacts are
// the examples (docs/decisions/0018-no-example-contacts-in-production.md).

function runCheck(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/check-site-contacts.ts"], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, output })));
}

/** Each run loads TypeScript through tsx, which takes a while on a busy machine. */
const RUN_TIMEOUT_MS = 60_000;

const REAL_CONTACTS = {
  SUPPORT_PHONE: "+91 98765 43210",
  SUPPORT_EMAIL: "help@cyberhelp.in",
  GRIEVANCE_EMAIL: "grievance@cyberhelp.in",
};

describe("the build's contact check", () => {
  it(
    "fails a production build with the example contacts, saying what to set",
    async () => {
      const run = await runCheck({ NODE_ENV: "production", SUPPORT_PHONE: REAL_CONTACTS.SUPPORT_PHONE });
      expect(run.code).toBe(1);
      expect(run.output).toContain("Set SUPPORT_EMAIL and GRIEVANCE_EMAIL to the desk's real contacts");
      expect(run.output).toContain("set ALLOW_PLACEHOLDER_CONTACTS=1");
    },
    RUN_TIMEOUT_MS,
  );

  it(
    "passes a production build with real contacts, silently",
    async () => {
      expect(await runCheck({ NODE_ENV: "production", ...REAL_CONTACTS })).toEqual({ code: 0, output: "" });
    },
    RUN_TIMEOUT_MS,
  );

  it(
    "passes with the examples when ALLOW_PLACEHOLDER_CONTACTS=1, or outside production, with a notice",
    async () => {
      const allowed = await runCheck({ NODE_ENV: "production", ALLOW_PLACEHOLDER_CONTACTS: "1" });
      expect(allowed.code).toBe(0);
      expect(allowed.output).toContain("as ALLOW_PLACEHOLDER_CONTACTS=1");
      const local = await runCheck({});
      expect(local.code).toBe(0);
      expect(local.output).toContain("fine on your own machine");
    },
    RUN_TIMEOUT_MS,
  );
});
