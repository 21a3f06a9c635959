import type { FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import { queueFreshCaseLink } from "~/server/cases/lost-link";
import type { Database } from "~/server/db/schema";
import { afterAnswering } from "../after-answering";

/**
 * "Lost your link?" once answered, from the case API or the case page's form: queues a fresh link
 * to the address on file if the reference and address match and the caps allow, and wakes the
 * worker. The answer went before this runs.
 */
export function sendFreshCaseLinkAfterAnswering(
  reply: FastifyReply,
  db: Kysely<Database>,
  asked: { reference: string; email: string },
  now: () => Date,
  wakeMail: () => void,
): void {
  afterAnswering(reply, "a fresh case link", async () => {
    const outcome = await queueFreshCaseLink(db, asked, now());
    // The reference only: whether it matched an address is what the answer itself never tells.
    reply.log.info({ reference: asked.reference }, "case link asked for");
    if (outcome === "queued") wakeMail();
  });
}
