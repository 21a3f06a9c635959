import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { runInNewContext } from "node:vm";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { loadEnv } from "../env";
import { isPublicAddress, pushEndpointProblem, pushServiceOf } from "./push-endpoints";
import { loadVapidKeys } from "./push-keys";
import { registerPushReminders } from "./push-service";
import { pushWorkerScript, retiredPushWorkerScript } from "./push-service-worker";
import { postToPushService, publicAddressesOnly, PushRefused, pushTransportLimits } from "./push-transport";

// What keeps browser notifications safe to send (docs/decisions/0074): only https: on the known
// push services, only to public addresses (checked again at the connection), no redirect
// followed, bounded in time and size; the VAPID pair all or nothing, and the tests' loopback
// setting refused in production; and the service worker, run as a browser runs it, doing what
// it should and nothing more.

describe("where notifications may go", () => {
  it("only https: on the known push services, on the standard port, with nothing before the host", () => {
    for (const allowed of [
      "https://fcm.googleapis.com/fcm/send/dXk2",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://web.push.apple.com/QGuQyavXutnMH",
      "https://wns2-pn1p.notify.windows.com/w/?token=BQYAAAD",
    ]) {
      expect(pushEndpointProblem(allowed, false), allowed).toBeUndefined();
    }
    expect(pushEndpointProblem("http://fcm.googleapis.com/fcm/send/x", false)).toBe("not an https: address");
    expect(pushEndpointProblem("https://push.example.com/x", false)).toBe("not a known push service");
    expect(pushEndpointProblem("https://fcm.googleapis.com.evil.example/x", false)).toBe("not a known push service");
    expect(pushEndpointProblem("https://evilfcm.googleapis.com/x", false)).toBe("not a known push service");
    expect(pushEndpointProblem("https://notify.windows.com/x", false)).toBe("not a known push service");
    expect(pushEndpointProblem("https://a..notify.windows.com/x", false)).toBe("not a known push service");
    expect(pushEndpointProblem("https://fcm.googleapis.com:444/x", false)).toBe("not on the standard https port");
    expect(pushEndpointProblem("https://user:pw@fcm.googleapis.com/x", false)).toBe(
      "the address carries a user name or password",
    );
    expect(pushEndpointProblem("https://10.0.0.1/x", false)).toBe("not a known push service");
    expect(pushEndpointProblem(`https://fcm.googleapis.com/${"a".repeat(2100)}`, false)).toBe(
      "the address is too long",
    );
    expect(pushServiceOf("WEB.PUSH.APPLE.COM")).toBe("Apple");
  });

  it("the loopback address only with the tests' setting", () => {
    expect(pushEndpointProblem("http://127.0.0.1:8080/push", false)).toBe("not an https: address");
    expect(pushEndpointProblem("http://127.0.0.1:8080/push", true)).toBeUndefined();
    expect(pushEndpointProblem("http://[::1]:8080/push", true)).toBeUndefined();
    expect(pushEndpointProblem("http://10.0.0.1:8080/push", true)).toBe("not an https: address");
    expect(pushEndpointProblem("http://localhost:8080/push", true)).toBe("not an https: address");
  });

  it("only public addresses: private, loopback, link-local, shared, reserved and documentation ones are not", () => {
    for (const address of [
      "142.250.183.10",
      "8.8.8.8",
      "2a00:1450:4001:80b::200a",
      "::ffff:8.8.8.8",
      "64:ff9b::808:808",
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "127.0.0.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "192.0.2.1",
      "198.18.0.1",
      "224.0.0.1",
      "255.255.255.255",
      "::1",
      "::",
      "fe80::1",
      "fe80::1%eth0",
      "fc00::1",
      "fd12:3456::1",
      "ff02::1",
      "2001:db8::1",
      "::ffff:10.0.0.1",
      "::ffff:127.0.0.1",
      "64:ff9b::a00:1",
      "2002:a00:1::",
      "not an address",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it("checks the addresses a name resolves to at the connection itself, and refuses a name that resolves to a private one", async () => {
    const lookUp = (host: string, all: boolean) =>
      new Promise<unknown>((resolve, reject) =>
        publicAddressesOnly(host, { all } as never, (error: unknown, address: unknown) =>
          error ? reject(error) : resolve(address),
        ),
      );
    await expect(lookUp("localhost", false)).rejects.toBeInstanceOf(PushRefused);
    await expect(lookUp("10.1.2.3", true)).rejects.toThrow("resolves to an address that is not public");
    expect(await lookUp("8.8.8.8", false)).toBe("8.8.8.8");
    expect(await lookUp("8.8.8.8", true)).toEqual([{ address: "8.8.8.8", family: 4 }]);
  });
});

describe("a post to a push service", () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      request.resume();
      if (request.url === "/moved") return void response.writeHead(301, { location: "http://127.0.0.1:1/x" }).end();
      if (request.url === "/long") return void response.writeHead(400).end("x".repeat(1024 * 1024));
      if (request.url === "/silent") return; // never answers
      response.writeHead(201).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const limits = { ...pushTransportLimits, allowLoopback: true, timeoutMs: 1000 };
  const post = (path: string, body: Buffer | null = Buffer.from("m"), given = limits) =>
    postToPushService({ endpoint: `${origin}${path}`, headers: { TTL: 60 }, body }, given);

  it("is refused before any connection to an address that is not allowed", async () => {
    await expect(post("/push", null, pushTransportLimits)).rejects.toThrow(
      "Not sent to this address: not an https: address",
    );
    await expect(
      postToPushService({ endpoint: "https://push.example.com/x", headers: {}, body: null }, pushTransportLimits),
    ).rejects.toBeInstanceOf(PushRefused);
  });

  it("answers with the push service's status, and follows no redirect", async () => {
    expect(await post("/push")).toEqual({ status: 201, text: "" });
    expect((await post("/moved")).status).toBe(301);
  });

  it("reads a long answer no further than its limit", async () => {
    const answer = await post("/long", Buffer.from("m"), { ...limits, maxAnswerBytes: 64 });
    expect(answer.status).toBe(400);
    expect(answer.text).toBe("x".repeat(64));
  });

  it("gives up on a push service that does not answer", async () => {
    await expect(post("/silent", Buffer.from("m"), { ...limits, timeoutMs: 300 })).rejects.toThrow(
      "No answer within 300 ms",
    );
  });

  it("refuses a message larger than a push service must take", async () => {
    await expect(post("/push", Buffer.alloc(5000))).rejects.toBeInstanceOf(PushRefused);
  });
});

describe("the VAPID keys", () => {
  const directories: string[] = [];
  afterEach(() => {
    for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
  });
  const quiet = { info: () => {}, warn: () => {} };
  const pair = webpush.generateVAPIDKeys();
  const production = (env: Record<string, string>) =>
    loadVapidKeys({ NODE_ENV: "production", DATA_DIR: "\0none", ...env }, quiet);

  it("are taken all three together, and production without any offers no notifications", () => {
    const keys = { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey };
    expect(production({ ...keys, VAPID_SUBJECT: "mailto:help@example.in" })).toEqual({
      ...pair,
      subject: "mailto:help@example.in",
    });
    expect(production({})).toBeNull();
    expect(() => production(keys)).toThrow(/go together/);
    expect(() => production({ VAPID_SUBJECT: "mailto:help@example.in" })).toThrow(/go together/);
  });

  it("refuse a key that is not one, or a pair that does not match, without quoting either", () => {
    const other = webpush.generateVAPIDKeys();
    const subject = { VAPID_SUBJECT: "https://cyberhelp.example" };
    const mismatched = () =>
      production({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: other.privateKey, ...subject });
    expect(mismatched).toThrow("the public key is not the private key's");
    try {
      mismatched();
    } catch (error) {
      expect(String(error)).not.toContain(other.privateKey);
    }
    expect(() => production({ VAPID_PUBLIC_KEY: "abc", VAPID_PRIVATE_KEY: pair.privateKey, ...subject })).toThrow(
      "the public key is not a P-256 public key",
    );
    expect(() => production({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: "abc", ...subject })).toThrow(
      "the private key is not 32 bytes",
    );
  });

  it("outside production, a development pair is kept in DATA_DIR/vapid.json, mode 600, the same on every start", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "cyberhelp-vapid-"));
    directories.push(dataDir);
    const first = loadVapidKeys({ NODE_ENV: "development", DATA_DIR: dataDir }, quiet);
    const second = loadVapidKeys({ NODE_ENV: "development", DATA_DIR: dataDir }, quiet);
    expect(first).toEqual(second);
    expect(first?.subject).toMatch(/^mailto:/);
    expect(readdirSync(dataDir)).toEqual(["vapid.json"]);
    expect(statSync(join(dataDir, "vapid.json")).mode & 0o777).toBe(0o600);
  });

  it("production refuses to start with the tests' loopback setting", () => {
    const env = loadEnv({ NODE_ENV: "production", PUSH_ALLOW_LOOPBACK_ENDPOINTS: "1", DATA_DIR: "\0none" });
    const app = Fastify();
    expect(() =>
      registerPushReminders(app, { db: null as never, env, log: app.log, clock: { now: () => new Date() } }),
    ).toThrow(/PUSH_ALLOW_LOOPBACK_ENDPOINTS is for tests only/);
  });
});

/** The worker run as a browser runs it, on a scope that records what it does. */
function runWorker(script: string) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: { title: string; options: { tag?: string; data?: { url?: string } } }[] = [];
  const opened: string[] = [];
  const focused: string[] = [];
  let unregistered = false;
  const windows: { url: string }[] = [];
  const self = {
    location: { origin: "https://cyberhelp.example" },
    registration: {
      showNotification: async (title: string, options: (typeof shown)[number]["options"]) =>
        void shown.push({ title, options }),
      unregister: async () => {
        unregistered = true;
        return true;
      },
    },
    clients: {
      matchAll: async () => windows.map((window) => ({ ...window, focus: async () => focused.push(window.url) })),
      openWindow: async (url: string) => opened.push(url),
    },
    skipWaiting: async () => {},
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  runInNewContext(script, { self, URL });
  async function dispatch(type: string, event: Record<string, unknown>) {
    const waited: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => waited.push(promise) });
    await Promise.all(waited);
  }
  return { listeners, shown, opened, focused, windows, dispatch, unregistered: () => unregistered };
}

describe("the service worker", () => {
  const script = pushWorkerScript({ casePages: ["/case", "/hi/case"], fallbackTitle: "CyberHelp" });
  const message = (payload: unknown) => ({ data: { json: () => payload } });

  it("listens to push and notificationclick only: no fetch of any page goes through it", () => {
    const worker = runWorker(script);
    expect([...worker.listeners.keys()].sort()).toEqual(["install", "notificationclick", "push"]);
  });

  it("shows a push message's words, and a tap opens the case page it names", async () => {
    const worker = runWorker(script);
    await worker.dispatch(
      "push",
      message({ title: "CyberHelp: आपके केस की एक तारीख़ कल है (7 दिसंबर)", url: "/hi/case", tag: "reminder-4" }),
    );
    expect(worker.shown).toEqual([
      {
        title: "CyberHelp: आपके केस की एक तारीख़ कल है (7 दिसंबर)",
        options: { tag: "reminder-4", data: { url: "/hi/case" } },
      },
    ]);
    const close = () => {};
    await worker.dispatch("notificationclick", { notification: { data: worker.shown[0]!.options.data, close } });
    expect(worker.opened).toEqual(["https://cyberhelp.example/hi/case"]);
  });

  it("brings forward a case page already open rather than opening another", async () => {
    const worker = runWorker(script);
    worker.windows.push({ url: "https://cyberhelp.example/case#reminders" });
    await worker.dispatch("notificationclick", { notification: { data: { url: "/case" }, close: () => {} } });
    expect(worker.focused).toEqual(["https://cyberhelp.example/case#reminders"]);
    expect(worker.opened).toEqual([]);
  });

  it("opens only a case page, and shows the brand for a message it cannot read", async () => {
    const worker = runWorker(script);
    await worker.dispatch("push", message({ title: "Hi", url: "https://evil.example/" }));
    await worker.dispatch("push", { data: { json: () => JSON.parse("not json") } });
    expect(worker.shown.map((each) => [each.title, each.options.data?.url])).toEqual([
      ["Hi", "/case"],
      ["CyberHelp", "/case"],
    ]);
    await worker.dispatch("notificationclick", { notification: { data: { url: "//evil.example/" }, close: () => {} } });
    expect(worker.opened).toEqual(["https://cyberhelp.example/case"]);
  });

  it("retired, unregisters itself once it takes over", async () => {
    const worker = runWorker(retiredPushWorkerScript);
    expect([...worker.listeners.keys()].sort()).toEqual(["activate", "install"]);
    await worker.dispatch("activate", {});
    expect(worker.unregistered()).toBe(true);
  });
});
