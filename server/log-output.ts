import { createRequire } from "node:module";
import type { FastifyServerOptions } from "fastify";
import type { Env } from "./env";

// Where the server's log goes decides how it is written. A person running the server in
// development reads it in a terminal, so it is laid out as lines by pino-pretty; everything else
// (production, the tests, CI, a pipe into a log collector) gets pino's JSON, one object a line,
// which tools parse. pino-pretty is a development dependency: a production install never needs it.

/** Pretty lines only for development in a terminal, and only when pino-pretty is installed. */
export function logsArePretty(
  env: Pick<Env, "NODE_ENV">,
  stdout: { isTTY?: boolean },
  prettyInstalled: () => boolean = pinoPrettyInstalled,
): boolean {
  return env.NODE_ENV === "development" && stdout.isTTY === true && prettyInstalled();
}

/** The Fastify logger options for this environment and output. */
export function loggerOptions(
  env: Pick<Env, "NODE_ENV" | "LOG_LEVEL">,
  stdout: { isTTY?: boolean },
  prettyInstalled?: () => boolean,
): FastifyServerOptions["logger"] {
  if (!logsArePretty(env, stdout, prettyInstalled)) return { level: env.LOG_LEVEL };
  return {
    level: env.LOG_LEVEL,
    transport: {
      target: "pino-pretty",
      options: { colorize: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" },
    },
  };
}

/** False where the install left development dependencies out (`npm ci --omit=dev`). */
function pinoPrettyInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve("pino-pretty");
    return true;
  } catch {
    return false;
  }
}
