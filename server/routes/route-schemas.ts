import { z } from "zod/mini";
import type { $ZodType } from "zod/v4/core";
import { apiErrorSchema } from "~/shared/schemas/api-responses";

// The shared Zod schemas as the JSON Schemas Fastify compiles: replies for fast-json-stringify,
// which writes only the declared fields (no password hash, no search vector can leak), and route
// parameters for Fastify's validator. Derived once per schema, when the routes are registered.

export type JsonSchema = Record<string, unknown>;

const derived = { input: new WeakMap<$ZodType, JsonSchema>(), output: new WeakMap<$ZodType, JsonSchema>() };
const derivedSchemas = new WeakSet<object>();

function jsonSchemaOf(schema: $ZodType, io: "input" | "output"): JsonSchema {
  const known = derived[io].get(schema);
  if (known) return known;
  // Fastify's validator and serialiser speak draft-07; the $schema line would only make them look it up.
  const { $schema: _draft, ...jsonSchema } = z.toJSONSchema(schema, {
    target: "draft-07",
    io,
    override: ({ jsonSchema }) => nullableAsTypeList(jsonSchema as JsonSchema),
  }) as JsonSchema;
  derived[io].set(schema, jsonSchema);
  derivedSchemas.add(jsonSchema);
  return jsonSchema;
}

/**
 * `{ anyOf: [X, { type: "null" }] }` as `X` with `type: [X's type, "null"]`, the form Zod already
 * gives a nullable plain string. fast-json-stringify writes that form directly; an anyOf it
 * resolves by validating each branch, and a value neither allows (a topic since removed from
 * the list) would fail the reply instead of being written.
 */
function nullableAsTypeList(jsonSchema: JsonSchema): void {
  const branches = jsonSchema.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return;
  const nullBranch = branches.find((branch: JsonSchema) => branch.type === "null" && Object.keys(branch).length === 1);
  const valueBranch = branches.find((branch) => branch !== nullBranch) as JsonSchema | undefined;
  if (!nullBranch || !valueBranch || typeof valueBranch.type !== "string") return;
  delete jsonSchema.anyOf;
  Object.assign(jsonSchema, valueBranch, { type: [valueBranch.type, "null"] });
  if (Array.isArray(valueBranch.enum)) jsonSchema.enum = [...(valueBranch.enum as unknown[]), null];
}

/** A route's `schema.response`: each status (200, "4xx", ...) with the reply schema from shared/. */
export function replySchemas<Replies extends Record<string, $ZodType>>(
  replies: Replies,
): Record<keyof Replies, JsonSchema> {
  return Object.fromEntries(
    Object.entries(replies).map(([status, schema]) => [status, jsonSchemaOf(schema, "output")]),
  ) as Record<keyof Replies, JsonSchema>;
}

/** A route's `schema.params`, checked by Fastify's validator as the request arrives. */
export function requestSchema(schema: $ZodType): JsonSchema {
  return jsonSchemaOf(schema, "input");
}

/** Every refusal and failure, whatever the route: ApiError. */
export const errorReplies = { "4xx": apiErrorSchema, "5xx": apiErrorSchema } as const;

/** For the test that every route declares its replies: true for a schema this module derived. */
export function isDerivedFromSharedSchema(schema: unknown): boolean {
  return typeof schema === "object" && schema !== null && derivedSchemas.has(schema);
}
