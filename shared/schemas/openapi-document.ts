import { z } from "zod/mini";

// GET /api/admin/openapi.json's answer: an OpenAPI 3.1 document of the admin API and the
// documented API (docs/decisions/0082). Its top-level fields are named so the reply is written by
// the same fast serialiser as every other; what lies below them (paths, components, ...) is
// passed through whole, since the document describes the other schemas rather than holding data.

export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
