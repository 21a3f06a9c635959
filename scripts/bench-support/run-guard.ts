import type { ChildProcess } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { loadSiteConfig } from "~/shared/site-config-schema";

// What every benchmark needs around its measurements: its cleanup run once on every way out,
// its child processes stopped, and the code it starts bundled as `npm run build` bundles it.

/**
 * Runs `cleanUp` once, whichever way the run ends: when the caller awaits the returned function
 * at the end, on Ctrl-C or SIGTERM (exit 130), or when `deadlineMs` passes (exit 1).
 */
export function guardRun(cleanUp: () => Promise<void>, deadlineMs: number): () => Promise<void> {
  let cleaning: Promise<void> | undefined;
  const cleanUpOnce = () => (cleaning ??= cleanUp());
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.error(`\nStopped by ${signal}; cleaning up.`);
      void cleanUpOnce().finally(() => process.exit(130));
    });
  }
  setTimeout(() => {
    console.error(`\nThe run took longer than ${deadlineMs / 60_000} minutes; stopping.`);
    void cleanUpOnce().finally(() => process.exit(1));
  }, deadlineMs).unref();
  return cleanUpOnce;
}

/** SIGTERM, then SIGKILL after 5 s; resolves once the process has exited (or after 7 s). */
export async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const forced = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 7_000))]);
  clearTimeout(forced);
}

/**
 * Bundles `entry` into `outDir/<name>.mjs` with the options of `npm run build`. `outDir` must lie
 * inside node_modules (its .cache) for the bundle's external packages to resolve.
 */
export async function bundle(entry: string, outDir: string, name: string): Promise<string> {
  mkdirSync(outDir, { recursive: true });
  const outfile = join(outDir, `${name}.mjs`);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
    define: { __SITE_CONFIG__: JSON.stringify(loadSiteConfig(process.env)) },
  });
  return outfile;
}

/** Runs the benchmark's `main`, then its cleanup, and exits with main's code (1 if it threw). */
export async function runThenExit(main: () => Promise<number>, cleanUp: () => Promise<void>): Promise<never> {
  let exitCode: number;
  try {
    exitCode = await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    exitCode = 1;
  } finally {
    await cleanUp();
  }
  process.exit(exitCode);
}
