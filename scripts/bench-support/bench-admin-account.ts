import type { Kysely } from "kysely";
import { passwordHasher } from "~/server/auth/passwords";
import { createSession } from "~/server/auth/sessions";
import type { Database } from "~/server/db/schema";
import { createUser } from "~/server/users/user-store";

/** The benchmarks' active admin, made in the database they fill, and a session token for its calls. */
export async function createBenchAdminSession(db: Kysely<Database>, now: Date): Promise<string> {
  const created = await createUser(
    db,
    {
      name: "Bench Admin",
      email: "bench-admin@example.in",
      passwordHash: await passwordHasher.hashPassword("a long benchmark passphrase"),
      status: "active",
      role: "admin",
    },
    now,
  );
  if (created.kind !== "created") throw new Error("The benchmark admin could not be created");
  return createSession(db, created.user.id, now);
}
