import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadSiteConfig } from "~/shared/site-config-schema";
import { newEvidenceKey } from "./evidence/evidence-crypto";
import { newKey } from "./keys/keyring";
import { freePort } from "./testing/free-port";

// The server's start (server/main.ts) run from source, with the site config a build would have
// written into it (docs/decisions/0018-no-example-contacts-in-production.md).

const dataDirs: string[] = [];
afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

interface Start {
  code: number | null;
  output: string;
}

/**
 * Starts the server built with `buildEnv`'s contacts and run with `runEnv`; resolves when it exits
 * or, once it is listening, after stopping it.
 */
async function startServer(buildEnv: Record<string, string>, runEnv: Record<string, string>): Promise<Start> {
  const port = await freePort();
  const builtConfig = encodeURIComponent(JSON.stringify(loadSiteConfig(buildEnv)));
  const dataDir = mkdtempSync(join(tmpdir(), "cyberhelp-start-"));
  dataDirs.push(dataDir);
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--import", `data:text/javascript,globalThis.__SITE_CONFIG__=${builtConfig}`, "server/main.ts"],
    {
      env: {
        PATH: process.env.PATH,
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: "info",
        ...runEnv,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes("CyberHelp is serving at")) child.kill("SIGTERM");
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, output })));
}

/** Loading the server from TypeScript source takes a while on a busy machine. */
const START_TIMEOUT_MS = 60_000;

describe("the server's start", () => {
  it(
    "refuses to start in production with the example contacts built in, saying what to set",
    async () => {
      const start = await startServer({}, { NODE_ENV: "production" });
      expect(start.code).toBe(1);
      expect(start.output).toContain(
        `The site's contacts are still examples (SUPPORT_PHONE, SUPPORT_EMAIL, GRIEVANCE_EMAIL)`,
      );
      expect(start.output).toContain("set ALLOW_PLACEHOLDER_CONTACTS=1");
      expect(start.output).not.toContain("CyberHelp is serving at");
    },
    START_TIMEOUT_MS,
  );

  it(
    "starts in production with the examples when ALLOW_PLACEHOLDER_CONTACTS=1, and says so",
    async () => {
      const start = await startServer(
        {},
        {
          NODE_ENV: "production",
          ALLOW_PLACEHOLDER_CONTACTS: "1",
          EVIDENCE_KEY: newEvidenceKey(),
          SERVER_KEY: newKey(),
        },
      );
      expect(start.output).toContain("as ALLOW_PLACEHOLDER_CONTACTS=1");
      expect(start.output).toContain("CyberHelp is serving at");
    },
    START_TIMEOUT_MS,
  );

  it(
    "refuses to start in production without EVIDENCE_KEY, saying so",
    async () => {
      const start = await startServer(
        {},
        { NODE_ENV: "production", ALLOW_PLACEHOLDER_CONTACTS: "1", SERVER_KEY: newKey() },
      );
      expect(start.code).toBe(1);
      expect(start.output).toContain("EVIDENCE_KEY is not set");
      expect(start.output).not.toContain("CyberHelp is serving at");
    },
    START_TIMEOUT_MS,
  );

  it(
    "refuses to start in production without SERVER_KEY, saying so",
    async () => {
      const start = await startServer(
        {},
        { NODE_ENV: "production", ALLOW_PLACEHOLDER_CONTACTS: "1", EVIDENCE_KEY: newEvidenceKey() },
      );
      expect(start.code).toBe(1);
      expect(start.output).toContain("SERVER_KEY is not set");
      expect(start.output).not.toContain("CyberHelp is serving at");
    },
    START_TIMEOUT_MS,
  );
});
