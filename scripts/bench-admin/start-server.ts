import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { newEvidenceKey } from "~/server/evidence/evidence-crypto";
import { newKey } from "~/server/keys/keyring";
import { bundle } from "../bench-support/run-guard";

// The server as it ships, alone in its own process (./server-entry.ts), for the benchmarks
// that read its memory: one esbuild bundle with the same options as scripts/build-server.ts
// (run under tsx instead, the process would carry some 55 MB of TypeScript tooling on top), on
// SQLite in `dataDir`, in production mode.

export interface BenchServer {
  child: ChildProcess;
  origin: string;
  pid: number;
}

export async function startBenchServer(
  dataDir: string,
  bundleDir: string,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const entry = await bundle(fileURLToPath(new URL("./server-entry.ts", import.meta.url)), bundleDir, "server");
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      NODE_ENV: "production",
      EVIDENCE_KEY: newEvidenceKey(),
      SERVER_KEY: newKey(),
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["pipe", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("The server did not start within 60 s")), 60_000);
    child.once("exit", (code) => reject(new Error(`The server exited with ${code} before listening`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
      const match = /^listening (\d+)$/.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
  if (child.pid === undefined) throw new Error("The server has no pid");
  return { child, origin: `http://127.0.0.1:${port}`, pid: child.pid };
}

/** The process's resident memory now (/proc/<pid>/status). */
export function rssBytes(pid: number): number {
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kilobytes ?? 0) * 1024;
}
