import type { z } from "zod/mini";

// What one endpoint behind the desk's gate is (docs/decisions/0082): the server registers its
// route from it, the gate reads its roles, the dashboard's fetchers take their types from it and
// the OpenAPI document lists it. The schemas are shared/schemas' own, so a changed schema changes
// the server's checks, the client's types and the document together.

type EndpointMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call it (docs/decisions/0030): every desk role, or admins alone. The gate refuses
 * everyone else with 403 "role" before the handler runs.
 */
export type EndpointRoles = "every role" | "admin only";

type SuccessStatus = 200 | 201;

export interface DeskEndpoint {
  readonly method: EndpointMethod;
  /** Relative to its API's prefix (ADMIN_API_PREFIX for the admin API), each parameter as `:name`. */
  readonly path: `/${string}`;
  readonly roles: EndpointRoles;
  /** What it does, in one line: the OpenAPI document's summary. */
  readonly summary: string;
  /** The path's parameters, which the server checks (and makes numbers of) before the handler. */
  readonly params?: z.ZodMiniType;
  /** The query string the handler parses; blank values mean "not given". */
  readonly query?: z.ZodMiniType;
  /** The JSON body the handler parses, answering 400 with a message per field when it does not fit. */
  readonly body?: z.ZodMiniType;
  /** Each success status with its answer; every endpoint also answers ApiError for 4xx and 5xx. */
  readonly replies: { readonly [Status in SuccessStatus]?: z.ZodMiniType };
  /** Answers a file's bytes, not JSON: its media type (only refusals are JSON). */
  readonly file?: string;
  /** Open to an account without a second factor while the site requires one: what it takes to set one up (docs/decisions/0072). */
  readonly openWithoutSecondFactor?: true;
}

/** The path parameters as the caller gives them, e.g. `{ id: 7 }`. */
export type EndpointParams<Endpoint extends DeskEndpoint> = Endpoint extends {
  params: infer Schema extends z.ZodMiniType;
}
  ? z.input<Schema>
  : never;

/** The path parameters as the handler reads them, once the server has checked them. */
export type EndpointParamsRead<Endpoint extends DeskEndpoint> = Endpoint extends {
  params: infer Schema extends z.ZodMiniType;
}
  ? z.output<Schema>
  : unknown;

/** The query's values as the server reads them; each may be left out, as the server fills in its defaults. */
export type EndpointQuery<Endpoint extends DeskEndpoint> = Endpoint extends {
  query: infer Schema extends z.ZodMiniType;
}
  ? Partial<z.output<Schema>>
  : never;

/** The body as the caller sends it. */
export type EndpointBody<Endpoint extends DeskEndpoint> = Endpoint extends { body: infer Schema extends z.ZodMiniType }
  ? z.input<Schema>
  : never;

/** What a successful call answers, whichever of its success statuses. */
export type EndpointReply<Endpoint extends DeskEndpoint> = {
  [Status in keyof Endpoint["replies"]]: Endpoint["replies"][Status] extends z.ZodMiniType
    ? z.output<Endpoint["replies"][Status]>
    : never;
}[keyof Endpoint["replies"]];

/**
 * The endpoint's path with its parameters filled in, each encoded as one path segment:
 * "/users/:id/approve" with `{ id: 7 }` -> "/users/7/approve".
 */
export function fillEndpointPath(path: string, params: object): string {
  const values = new Map<string, unknown>(Object.entries(params));
  return path.replace(/:([A-Za-z0-9_]+)/g, (_parameter, name: string) => {
    const value = values.get(name);
    if (typeof value !== "string" && typeof value !== "number") throw new Error(`${path} needs its :${name}`);
    return encodeURIComponent(String(value));
  });
}
