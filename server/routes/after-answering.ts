import type { FastifyReply } from "fastify";

/**
 * Runs `work` once the answer has gone (or the asker has gone away), so its duration and its
 * outcome cannot show in the answer. A failure is logged: nobody is left waiting for it.
 */
export function afterAnswering(reply: FastifyReply, what: string, work: () => Promise<unknown>): void {
  reply.raw.once("close", () => {
    work().catch((error: unknown) => reply.log.error({ err: error }, `${what} failed after answering`));
  });
}
