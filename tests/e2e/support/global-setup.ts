import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startServer } from "./server-process";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

/** Starts the built server on a free loopback port with an empty database, once for all browser tests. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), "cyberhelp-e2e-"));
  const server = await startServer({ DATA_DIR: dataDir });
  project.provide("baseURL", server.baseURL);
  project.provide("dataDir", dataDir);

  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
