import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../testing/test-app";
import { createUser, normalizeEmail } from "./user-store";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const account = (email: string) => ({
  name: "Someone",
  email,
  passwordHash: "$argon2id$stand-in",
  status: "pending" as const,
  role: "caseworker" as const,
});

describe("the user store", () => {
  it("treats addresses that differ only in case and surrounding spaces as one", () => {
    expect(normalizeEmail("  Asha.Rao@Example.IN ")).toBe("asha.rao@example.in");
  });

  it("keeps the address as typed for display, and the normalised one for uniqueness", async () => {
    const created = await createUser(testApp.db, account(" Display@Example.in "), new Date());
    expect(created).toMatchObject({ kind: "created", user: { email: "Display@Example.in", status: "pending" } });
    expect(await createUser(testApp.db, account("display@example.IN"), new Date())).toEqual({ kind: "email_taken" });
  });

  it("lets the unique constraint settle two inserts racing past the existence check", async () => {
    const results = await Promise.all([
      createUser(testApp.db, account("race@example.in"), new Date()),
      createUser(testApp.db, account("RACE@example.in"), new Date()),
    ]);
    expect(results.map(({ kind }) => kind).sort()).toEqual(["created", "email_taken"]);
  });
});
