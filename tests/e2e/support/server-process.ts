import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { freePort } from "~/server/testing/free-port";
import { newEvidenceKey } from "~/server/evidence/evidence-crypto";
import { newKey } from "~/server/keys/keyring";
import webpush from "web-push";

const TEST_EVIDENCE_KEY = newEvidenceKey();
const TEST_SERVER_KEY = newKey();
const TEST_VAPID_KEYS = webpush.generateVAPIDKeys();

// The built server as a child process on a free loopback port: the browser tests' server, and
// the crash and multi-instance tests' own.

const SERVER_ENTRY = "build/server/main.js";

export interface ServerProcess {
  baseURL: string;
  child: ChildProcess;
  /** SIGTERM, then SIGKILL if it has not exited in 5 s. */
  stop(): Promise<void>;
  /** SIGKILL at once: a power cut, as far as the process can tell. */
  kill(): Promise<void>;
}

/** Moves the server's clock (./shifted-clock.mjs); for this harness only, never production. */
const SHIFTED_CLOCK = fileURLToPath(new URL("./shifted-clock.mjs", import.meta.url));

export interface ServerOptions {
  /** The server's time at start, from where it runs on: a test of the time of day. */
  clockAt?: Date;
}

export async function startServer(env: Record<string, string>, options: ServerOptions = {}): Promise<ServerProcess> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run "npm run build" first.`);
  const port = await freePort();
  const clock = options.clockAt ? ["--import", SHIFTED_CLOCK] : [];
  const child = spawn(process.execPath, [...clock, SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      // The tests' build carries the example contacts, which production otherwise refuses.
      ALLOW_PLACEHOLDER_CONTACTS: "1",
      // Production needs an evidence key; one for every server these tests start, as instances share it.
      EVIDENCE_KEY: TEST_EVIDENCE_KEY,
      // And a server key, shared the same way: a case code sealed by one instance opens on another.
      SERVER_KEY: TEST_SERVER_KEY,
      // And a VAPID pair, without which production offers no browser notifications (docs/decisions/0074).
      VAPID_PUBLIC_KEY: TEST_VAPID_KEYS.publicKey,
      VAPID_PRIVATE_KEY: TEST_VAPID_KEYS.privateKey,
      VAPID_SUBJECT: "mailto:tests@cyberhelp.example",
      // Tests send everything from 127.0.0.1; the limits have tests of their own.
      FORM_RATE_LIMIT_PER_MINUTE: "100000",
      LOGIN_RATE_LIMIT_PER_MINUTE: "100000",
      RENDER_RATE_LIMIT_PER_MINUTE: "100000",
      ...(options.clockAt ? { TEST_CLOCK_AT: options.clockAt.toISOString() } : {}),
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, child);
  return {
    baseURL,
    child,
    stop: () => endProcess(child, "SIGTERM"),
    kill: () => endProcess(child, "SIGKILL"),
  };
}

/**
 * A server starts in about a second on a quiet machine; beside a build or another suite on two
 * busy cores, loading the page renderer alone has taken over ten. Waiting long costs nothing when
 * it starts sooner.
 */
const START_DEADLINE_MS = 120_000;

async function waitForHealth(baseURL: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`The server did not become healthy within ${START_DEADLINE_MS / 1000} s`);
}

function endProcess(child: ChildProcess, signal: "SIGTERM" | "SIGKILL"): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}
