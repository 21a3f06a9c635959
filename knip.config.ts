import type { KnipConfig } from "knip";

// Unused files, exports and dependencies. Entries knip cannot infer from package.json's scripts and
// the React Router, Vite and Vitest plugins: the server's start, the islands' modules and
// entry (found by import.meta.glob), the CLI and the benchmarks.
const config: KnipConfig = {
  entry: [
    "server/main.ts",
    "app/islands/entry.client.tsx",
    "app/islands/modules/*.tsx",
    "scripts/*.ts",
    "scripts/bench-web/*.mjs",
    "scripts/bench-render/*.mjs",
  ],
  // smtp-server ships no types of its own; the test SMTP server (server/testing/smtp-sink.ts) needs these.
  // pino loads pino-pretty by name, as the development log's transport (server/log-output.ts).
  ignoreDependencies: ["@types/smtp-server", "pino-pretty"],
  // The reverse proxy's test runs the system's nginx and openssl, as an operator would (.ci/run installs them).
  ignoreBinaries: ["nginx", "openssl"],
  project: ["app/**/*.{ts,tsx}", "server/**/*.ts", "shared/**/*.ts", "scripts/**/*.{ts,mjs}", "tests/**/*.ts"],
};

export default config;
