import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { stopChild } from "../bench-support/run-guard";

// A server under test in its own process (bundled by ../bench-support/run-guard.ts), started on
// 127.0.0.1, its RSS and CPU time read from /proc, and stopped on every way out. Its stdout (the
// log, at the level it is given) is read and counted, as a log collector would read it.

export interface ChildServer {
  name: string;
  origin: string;
  pid: number;
  /** Log lines the server has written to stdout since it started listening. */
  logLines(): number;
  stop(): Promise<void>;
}

/** Starts `file` (with `nodeArgs`, e.g. --cpu-prof) and resolves once it prints "listening <port>". */
export async function startChild(
  name: string,
  file: string,
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
): Promise<ChildServer> {
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, file], {
    env: { ...process.env, ...env },
    stdio: ["pipe", "pipe", "inherit"],
  });
  let lines = 0;
  let listening = false;
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within 60 s`)), 60_000);
    child.once("exit", (code) => reject(new Error(`${name} exited with ${code} before listening`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
      if (listening) {
        lines++;
        return;
      }
      const match = /^listening (\d+)$/.exec(line);
      if (match) {
        listening = true;
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  }).catch(async (error: unknown) => {
    child.kill("SIGKILL");
    throw error;
  });

  return {
    name,
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    logLines: () => lines,
    stop: () => stopChild(child),
  };
}

export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kilobytes ?? 0) * 1024;
}

/** Clock ticks a second, the unit of the CPU times in /proc/<pid>/stat (100 on Linux, but asked). */
const clockTicksPerSecond = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time the process has used so far, user and system, all its threads, in ms. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces, hence the last ")"): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond;
}
