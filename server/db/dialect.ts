import { PostgresIntrospector, type Kysely } from "kysely";
import type { DatabaseDialect } from "./database";

/**
 * Which database a handle talks to, read from the handle itself, so a query needs no extra
 * option to pick its few dialect-specific fragments (the admin's search and day bucketing, the
 * row and advisory locks that only PostgreSQL needs).
 */
// Any schema: the handle is only asked which introspector it has.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function dialectOf(db: Kysely<any>): DatabaseDialect {
  return db.introspection instanceof PostgresIntrospector ? "postgres" : "sqlite";
}
