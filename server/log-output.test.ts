import { describe, expect, it } from "vitest";
import { loggerOptions, logsArePretty } from "./log-output";

const installed = () => true;
const terminal = { isTTY: true };
const pipe = { isTTY: undefined };

describe("the server's log: readable lines for a person, JSON for everything else", () => {
  it("is pretty in development when the output is a terminal", () => {
    expect(logsArePretty({ NODE_ENV: "development" }, terminal, installed)).toBe(true);
    const options = loggerOptions({ NODE_ENV: "development", LOG_LEVEL: "debug" }, terminal, installed);
    expect(options).toMatchObject({ level: "debug", transport: { target: "pino-pretty" } });
  });

  it("is JSON in development when the output is a pipe or a file", () => {
    expect(logsArePretty({ NODE_ENV: "development" }, pipe, installed)).toBe(false);
    expect(loggerOptions({ NODE_ENV: "development", LOG_LEVEL: "info" }, pipe, installed)).toEqual({ level: "info" });
  });

  it("is JSON in production and in the tests, even in a terminal", () => {
    for (const NODE_ENV of ["production", "test"] as const) {
      expect(logsArePretty({ NODE_ENV }, terminal, installed)).toBe(false);
      expect(loggerOptions({ NODE_ENV, LOG_LEVEL: "warn" }, terminal, installed)).toEqual({ level: "warn" });
    }
  });

  it("is JSON when pino-pretty was left out of the install", () => {
    expect(logsArePretty({ NODE_ENV: "development" }, terminal, () => false)).toBe(false);
  });

  it("finds pino-pretty installed in this repository", () => {
    expect(logsArePretty({ NODE_ENV: "development" }, terminal)).toBe(true);
  });
});
