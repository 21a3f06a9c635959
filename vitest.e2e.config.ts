import { defineConfig } from "vitest/config";

// Browser tests: the built site served by the real server, driven by Debian's Chromium.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    environment: "node",
    pool: "forks",
    // Two cores: two browsers at once is what the machine can carry without flaking.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
