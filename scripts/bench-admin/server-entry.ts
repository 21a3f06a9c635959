// Must come first: the modules below read the site config when they load.
import "~/server/cli/define-site-config";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { buildApp } from "~/server/app";
import { loadEnv } from "~/server/env";

// The real app, alone in its own process, so the benchmark can read this process's memory
// (/proc/<pid>/status) apart from its own. Serves the database in DATA_DIR on 127.0.0.1 at a
// free port, which it prints as "listening <port>".

/** Whatever happens to the benchmark, this process does not outlive it by much. */
const MAX_LIFETIME_MS = 30 * 60 * 1000;

const env = loadEnv({ ...process.env, HOST: "127.0.0.1", LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" });
const app = buildApp({ env, clientDir: join(env.DATA_DIR, "no-client-build") });

function stop(code: number): void {
  setTimeout(() => process.exit(code), 5_000).unref();
  app.close().finally(() => process.exit(code));
}

setTimeout(() => stop(1), MAX_LIFETIME_MS).unref();
// The parent holds our stdin open; when it goes away (however it ends), so do we.
process.stdin.on("end", () => stop(0));
process.stdin.on("error", () => stop(0));
process.stdin.resume();
for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => stop(0));

await app.listen({ host: "127.0.0.1", port: 0 });
process.stdout.write(`listening ${(app.server.address() as AddressInfo).port}\n`);
