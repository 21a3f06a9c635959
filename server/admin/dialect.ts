import { PostgresIntrospector, type Kysely } from "kysely";
import type { DatabaseDialect } from "../db/database";

/**
 * Which database a handle talks to, read from the handle itself, so the admin's queries need
 * no extra option to pick their few dialect-specific fragments (search, day bucketing).
 */
// Any schema: the handle is only asked which introspector it has.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function dialectOf(db: Kysely<any>): DatabaseDialect {
  return db.introspection instanceof PostgresIntrospector ? "postgres" : "sqlite";
}
