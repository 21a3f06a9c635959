import { PostgresIntrospector, type Kysely } from "kysely";
import type { DatabaseDialect } from "../db/database";

/**
 * Which database a handle talks to, read from the handle itself, so the admin's queries need
 * no extra option to pick their few dialect-specific fragments (search, day bucketing).
 */
export function dialectOf(db: Kysely<any>): DatabaseDialect {
  return db.introspection instanceof PostgresIntrospector ? "postgres" : "sqlite";
}
