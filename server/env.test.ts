import { describe, expect, it } from "vitest";
import { loadEnv } from "./env";

describe("environment", () => {
  it("an empty environment starts on 0.0.0.0:3000 with SQLite in ./data", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      LOG_LEVEL: "info",
      NODE_ENV: "development",
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("without SMTP_URL mail is not sent; the desk address and sender have defaults", () => {
    const env = loadEnv({});
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.NOTIFY_EMAIL).toMatch(/@/);
    expect(env.MAIL_FROM).toMatch(/<no-reply@/);
    expect(loadEnv({ SMTP_URL: "smtps://desk:secret@mail.example.in:465" }).SMTP_URL).toBe(
      "smtps://desk:secret@mail.example.in:465",
    );
  });

  it("reads every variable it knows", () => {
    const env = loadEnv({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/cyberhelp",
      DATABASE_URL: "postgres://app:secret@db:5432/cyberhelp",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      ALLOW_PLACEHOLDER_CONTACTS: "1",
    });
    expect(env).toMatchObject({
      PORT: 8080,
      ALLOW_PLACEHOLDER_CONTACTS: "1",
      DATABASE_URL: "postgres://app:secret@db:5432/cyberhelp",
      LOG_LEVEL: "warn",
    });
  });

  it("proxy headers are not trusted unless TRUST_PROXY says so", () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: "10.0.0.1, 10.0.1.0/24" }).TRUST_PROXY).toEqual(["10.0.0.1", "10.0.1.0/24"]);
  });

  it("a blank variable means its default", () => {
    expect(loadEnv({ PORT: "", DATABASE_URL: " " })).toMatchObject({ PORT: 3000, DATABASE_URL: undefined });
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://db/cyberhelp"],
    ["SMTP_URL", "mail.example.in:25"],
    ["NOTIFY_EMAIL", "the desk"],
    ["TRUST_PROXY", "yes please"],
    ["LOG_LEVEL", "verbose"],
    ["NODE_ENV", "staging"],
    ["ALLOW_PLACEHOLDER_CONTACTS", "yes"],
  ])("a bad %s (%j) stops the start with an error naming it", (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrow(new RegExp(`Invalid environment variables:\\n\\s+${name}: `));
  });
});
