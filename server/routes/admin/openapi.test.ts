import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESK_ROUTES } from "~/shared/admin-endpoints/desk-endpoints";
import { adminApiPaths, apiPaths, caseApiPaths, documentedApiPaths } from "~/shared/routes";
import { adminUserSchema } from "~/shared/schemas/admin-replies";
import { authMessages } from "~/shared/messages/auth";
import { createTestUser, logInAs } from "~/server/testing/admin-session";
import { startTestApp, type TestApp } from "~/server/testing/test-app";

// GET /api/admin/openapi.json (docs/decisions/0082): the OpenAPI document of the admin API and
// the documented API, for admins only, listing every entry of the table of desk endpoints with
// its parameters and replies; writing it changes no route's schemas.

interface Operation {
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema: { items?: { properties?: object } } }> }>;
}

interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

/** OpenAPI writes a path's parameters as {name}, Fastify as :name. */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
}

/** A schema's JSON, as the validator and the serialiser read it (Fastify's own marks are symbols). */
function asJson(schema: object): unknown {
  return JSON.parse(JSON.stringify(schema));
}

describe("GET /api/admin/openapi.json", () => {
  let testApp: TestApp;
  const schemasAsRegistered: object[] = [];
  let schemasBeforeTheDocument: unknown[];

  beforeAll(async () => {
    testApp = await startTestApp({
      beforeReady: (app) =>
        app.addHook("onRoute", (route: RouteOptions) => {
          if (route.schema) schemasAsRegistered.push(route.schema);
        }),
    });
    // Before anything asks for the document, which is written once, on the first request.
    schemasBeforeTheDocument = schemasAsRegistered.map(asJson);
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function documentFor(headers: Record<string, string>) {
    return testApp.app.inject({ method: "GET", url: adminApiPaths.openApi, headers });
  }

  it("answers 401 without a session and 403 'role' to a caseworker", async () => {
    const anonymous = await documentFor({});
    expect({ status: anonymous.statusCode, body: anonymous.json() }).toEqual({
      status: 401,
      body: { status: "error", message: authMessages.noSession, reason: "no_session" },
    });
    const caseworker = await logInAs(testApp, await createTestUser(testApp, { role: "caseworker" }));
    const refused = await documentFor(caseworker.headers);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 403,
      body: { status: "error", message: authMessages.roleForbidden, reason: "role" },
    });
  });

  it("gives an admin an OpenAPI 3.1 document listing every endpoint of the table at its method and path", async () => {
    const admin = await logInAs(testApp, await createTestUser(testApp));
    const response = await documentFor(admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const document = response.json<Document>();
    expect(document.openapi).toBe("3.1.0");

    const listed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const table = DESK_ROUTES.map(({ url, endpoint }) => `${endpoint.method} ${openApiPath(url)}`);
    expect(table.length).toBeGreaterThan(40);
    expect(table.filter((route) => !listed.includes(route))).toEqual([]);

    for (const { url, endpoint } of DESK_ROUTES) {
      const operation = document.paths[openApiPath(url)]?.[endpoint.method.toLowerCase()];
      const where = `${endpoint.method} ${url}`;
      expect(operation?.summary, where).toBe(endpoint.summary);
      // Its path's parameters, each by name.
      const pathParameters = (operation?.parameters ?? []).filter((parameter) => parameter.in === "path");
      expect(pathParameters.map((parameter) => parameter.name).sort(), where).toEqual(
        [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => name).sort(),
      );
      // Its replies: each success status the entry names, and the refusals every route shares.
      const statuses = Object.keys(operation?.responses ?? {});
      expect(statuses, where).toEqual(
        expect.arrayContaining([...Object.keys(endpoint.file ? { 200: 0 } : endpoint.replies), "4XX", "5XX"]),
      );
      // Its query and body, which the handler parses with the entry's schemas.
      if (endpoint.query)
        expect(
          operation?.parameters?.some((parameter) => parameter.in === "query"),
          where,
        ).toBe(true);
      if (endpoint.body) expect(operation?.requestBody, where).toBeDefined();
    }
  });

  it("describes the replies, parameters and bodies with the shared schemas", async () => {
    const admin = await logInAs(testApp, await createTestUser(testApp));
    const { paths } = (await documentFor(admin.headers)).json<Document>();

    const users = paths[adminApiPaths.users]?.get;
    const listed = users?.responses["200"]?.content?.["application/json"]?.schema.items?.properties ?? {};
    expect(Object.keys(listed).sort()).toEqual(Object.keys(adminUserSchema.shape).sort());

    const approve = paths[openApiPath(`${adminApiPaths.users}/:id/approve`)]?.post;
    expect(approve?.parameters).toContainEqual(expect.objectContaining({ in: "path", name: "id" }));
    expect(Object.keys(approve?.requestBody?.content["application/json"]?.schema.properties ?? {})).toEqual(["role"]);
    expect(approve?.description).toBe("Admins only.");

    const inbox = paths[adminApiPaths.inbox]?.get;
    expect(inbox?.parameters?.filter((parameter) => parameter.in === "query").map(({ name }) => name)).toEqual(
      expect.arrayContaining(["tab", "assigned", "page", "pageSize"]),
    );
    expect(inbox?.description).toBe("Any active desk member: admin or caseworker.");
  });

  it("lists the documented API, and nothing of the rest of the site", async () => {
    const admin = await logInAs(testApp, await createTestUser(testApp));
    const { paths } = (await documentFor(admin.headers)).json<Document>();
    for (const path of Object.values(documentedApiPaths)) expect(Object.keys(paths)).toContain(path);
    const helpRequest = paths[documentedApiPaths.helpRequest]?.post;
    expect(helpRequest?.summary).toBe("The Request Help form");
    expect(Object.keys(helpRequest?.requestBody?.content["application/json"]?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(["name", "email", "query"]),
    );
    for (const path of [apiPaths.helpRequests, apiPaths.health, caseApiPaths.view, "/api/auth/login"]) {
      expect(Object.keys(paths)).not.toContain(path);
    }
  });

  it("changes no route's schema in writing the document, so every route validates and serialises as before", async () => {
    expect(schemasBeforeTheDocument.length).toBeGreaterThan(40);
    const admin = await logInAs(testApp, await createTestUser(testApp));
    expect((await documentFor(admin.headers)).statusCode).toBe(200);
    expect(schemasAsRegistered.map(asJson)).toEqual(schemasBeforeTheDocument);
  });
});
