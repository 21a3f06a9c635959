import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance, FastifySchema, RouteOptions } from "fastify";
import type { z } from "zod/mini";
import type { DeskEndpoint, EndpointRoles } from "~/shared/admin-endpoints/endpoint";
import { ADMIN_API_PREFIX, documentedApiPaths } from "~/shared/routes";
import { loginSchema, signupSchema } from "~/shared/schemas/auth";
import { contactMessageSchema } from "~/shared/schemas/contact-message";
import { helpRequestSchema } from "~/shared/schemas/help-request";
import { postQuerySchema } from "~/shared/schemas/post-query";
import { siteConfig } from "~/shared/site-config";
import { deskEndpointAt } from "~/server/auth/desk-roles";
import { SESSION_COOKIE_NAME } from "~/server/auth/session-cookie";
import { requestSchema } from "../routes/route-schemas";

// The OpenAPI 3.1 document of the admin API and docs/product.md §7's documented API
// (docs/decisions/0082), served to signed-in admins at GET /api/admin/openapi.json
// (server/routes/admin/openapi.ts). @fastify/swagger only collects the routes as they are
// registered (one onRoute hook) and writes the document on the first request for it: it compiles
// nothing, so no route validates or serialises otherwise. Each route's reply and parameter
// schemas are the ones Fastify uses; a desk route's entry (shared/admin-endpoints/) adds its
// summary, its roles, and the query and body its handler parses; the documented forms, login and
// signup their summary and body.

/**
 * docs/product.md §7's public endpoints (docs/decisions/0008): what each does and the body it
 * reads, the same schemas as their /api twins. Its dashboard is a desk endpoint, with an entry.
 */
const DOCUMENTED_ENDPOINTS: ReadonlyMap<string, { summary: string; body: z.ZodMiniType }> = new Map([
  [documentedApiPaths.helpRequest, { summary: "The Request Help form", body: helpRequestSchema }],
  [documentedApiPaths.contactMessage, { summary: "The Contact Us form", body: contactMessageSchema }],
  [documentedApiPaths.postQuery, { summary: "The Post Query form", body: postQuerySchema }],
  [
    documentedApiPaths.signup,
    { summary: "A desk account asked for, waiting for an admin's approval", body: signupSchema },
  ],
  [
    documentedApiPaths.adminLogin,
    { summary: "Logs in: a bearer token for the dashboard and the admin API", body: loginSchema },
  ],
]);

const DOCUMENTED_PATHS: readonly string[] = Object.values(documentedApiPaths);

const SECURITY_SCHEMES = {
  /** The dashboard's own: the httpOnly cookie the login sets. */
  session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE_NAME },
  /** A token from /admin_login.php (or a login asking for one), as Authorization: Bearer. */
  bearer: { type: "http", scheme: "bearer" },
} as const;

/** Who may call it: the gate answers anyone else 403 "role" (docs/decisions/0030). */
const ROLES_TOLD: Readonly<Record<EndpointRoles, string>> = {
  "every role": "Any active desk member: admin or caseworker.",
  "admin only": "Admins only.",
};

function isAdminApi(url: string): boolean {
  return url.startsWith(`${ADMIN_API_PREFIX}/`);
}

function methodOf(route: RouteOptions): string {
  return [route.method].flat()[0] ?? "GET";
}

/** Each reply's line in the document; the schema says the rest. */
const REPLIES_TOLD: Readonly<Record<string, string>> = {
  "4xx": "Refused: the message says why, and a field's own message is under errors.",
  "5xx": "The server failed; the message says so.",
};

/** The reply schemas with a description each, as copies: the route keeps its own. */
function describedReplies(response: unknown): Record<string, unknown> {
  const replies: [string, unknown][] =
    typeof response === "object" && response !== null ? Object.entries(response) : [];
  return Object.fromEntries(
    replies.map(([status, reply]) => [
      status,
      typeof reply === "object" && reply !== null ? { ...reply, description: REPLIES_TOLD[status] ?? "Done." } : reply,
    ]),
  );
}

/** What the document says of a desk route beyond the schemas Fastify holds. */
function describedByEntry(schema: FastifySchema, endpoint: DeskEndpoint): FastifySchema {
  return {
    ...schema,
    summary: endpoint.summary,
    description: ROLES_TOLD[endpoint.roles],
    security: [{ session: [] }, { bearer: [] }],
    ...(endpoint.query ? { querystring: requestSchema(endpoint.query) } : {}),
    ...(endpoint.body ? { body: requestSchema(endpoint.body) } : {}),
    ...(endpoint.file
      ? {
          response: {
            ...describedReplies(schema.response),
            200: {
              description: "The file's bytes.",
              content: { [endpoint.file]: { schema: { type: "string", format: "binary" } } },
            },
          },
        }
      : {}),
  };
}

/** Register before the routes: the collector sees only the routes registered after it. */
export function registerOpenApi(app: FastifyInstance): void {
  app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${siteConfig.brand}: the admin API and the documented API`,
        // The API has no versions of its own: the document describes the server that serves it.
        version: "1",
      },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: ({ schema, url, route }) => {
      // The rest of the site (pages, the forms' API, the case page) is not this document's.
      if (!isAdminApi(url) && !DOCUMENTED_PATHS.includes(url)) return { schema: { ...schema, hide: true }, url };
      const endpoint = deskEndpointAt(methodOf(route), url);
      const documented = DOCUMENTED_ENDPOINTS.get(url);
      const tagged: FastifySchema = {
        ...schema,
        tags: [isAdminApi(url) ? "Admin API" : "Documented API"],
        response: describedReplies(schema.response),
        ...(documented ? { summary: documented.summary, body: requestSchema(documented.body) } : {}),
      };
      return { schema: endpoint ? describedByEntry(tagged, endpoint) : tagged, url };
    },
  });
}

/**
 * The document, written from the routes on the first call and the same after. Shallow copies,
 * so what is sent never changes the plugin's own copy.
 */
export function openApiDocument(app: FastifyInstance) {
  const document = app.swagger();
  if (!("openapi" in document)) throw new Error("The API's document must be OpenAPI 3, not Swagger 2");
  const { info, paths, ...rest } = document;
  return { ...rest, info: { ...info }, paths: { ...paths } };
}
