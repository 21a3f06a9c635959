import { afterEach, describe, expect, it } from "vitest";
import { apiPaths } from "~/shared/routes";
import { startTestApp, type TestApp } from "../testing/test-app";
import { apiMessages } from "~/shared/messages/api";

let server: TestApp | undefined;
afterEach(async () => {
  await server?.close();
});

describe("health check", () => {
  it("answers 200 ok while the database answers", async () => {
    server = await startTestApp();
    const response = await server.app.inject({ method: "GET", url: apiPaths.health });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("answers 503 with the generic message when the database does not answer", async () => {
    server = await startTestApp();
    await server.db.destroy();
    const response = await server.app.inject({ method: "GET", url: apiPaths.health });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: "error", message: apiMessages.serverError });
  });
});
