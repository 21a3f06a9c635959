import { z } from "zod";

// The environment the server reads once at start-up. A bad value stops the start with a
// message naming the variable, instead of surfacing later as a confusing runtime error.

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** Unset and blank both mean "use the default", as shells and .env files make blank values easy. */
const blankAsUnset = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const envSchema = z.object({
  PORT: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(65_535).default(3000)),
  HOST: z.preprocess(blankAsUnset, z.string().default("0.0.0.0")),
  /** Where the SQLite file lives; relative paths are taken from the working directory. */
  DATA_DIR: z.preprocess(blankAsUnset, z.string().default("./data")),
  /** When set, PostgreSQL is used instead of the embedded SQLite file. */
  DATABASE_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// or postgresql:// connection URL")
      .optional(),
  ),
  LOG_LEVEL: z.preprocess(blankAsUnset, z.enum(LOG_LEVELS).default("info")),
  NODE_ENV: z.preprocess(blankAsUnset, z.enum(["development", "production", "test"]).default("development")),
});

export type Env = z.output<typeof envSchema>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment variables:\n${problems.join("\n")}`);
  }
  return parsed.data;
}
