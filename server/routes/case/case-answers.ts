import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import type { Kysely, Transaction } from "kysely";
import { apiMessages } from "~/shared/messages/api";
import type { ApiError } from "~/shared/schemas/api-responses";
import { caseMessages } from "~/shared/messages/case";
import { fieldErrors } from "~/shared/schemas/fields";
import { caseChangeKeyOf, caseChangeReplays } from "~/server/cases/case-change-replays";
import { caseViewFor } from "~/server/cases/case-session";
import type { Clock } from "~/server/clock";
import type { Database } from "~/server/db/schema";
import type { ServerKeys } from "~/server/keys/server-keys";
import { isIdempotencyKeyTaken } from "~/server/submissions/idempotency";

// What the case API's route files share (./index.ts registers them): their options, the answers
// they give alike, and making a change to the case once per Idempotency-Key.

export interface CaseRoutesOptions {
  db: Kysely<Database>;
  clock: Clock;
  /** The allowance of attempts from one address, shared with the forms. */
  rateLimit: onRequestAsyncHookHandler;
  /** Tells the mail worker a mail was queued (a fresh case link). */
  wakeMail: () => void;
  /** The list of cases whose links were stopped, for a restore to stop again (server/ops/link-stop-log.ts). */
  linkStopLog: string;
  /** Keeps the additions' Idempotency-Keys as HMACs (docs/decisions/0049, 0065). */
  serverKeys: ServerKeys;
}

/** The answer to a call whose cookies open no case. */
export const noCaseSession: ApiError = { status: "error", message: caseMessages.noCaseSession };

/** 400 with what is wrong in each field the shared schema refused. */
export function sendInvalidInput(reply: FastifyReply, error: Parameters<typeof fieldErrors>[0]) {
  return reply.code(400).send({ status: "error", message: apiMessages.invalidInput, errors: fieldErrors(error) });
}

/** Answering a change to the case with the case as it now is, and making an addition once. */
export function caseChanges({ db, clock, serverKeys }: Pick<CaseRoutesOptions, "db" | "clock" | "serverKeys">) {
  const { now } = clock;
  const replays = caseChangeReplays(serverKeys);

  /** The case as it is now, after a change was made or found made already. */
  async function sendCaseNow(request: FastifyRequest, reply: FastifyReply, submissionId: number, replayed: boolean) {
    const view = await caseViewFor(db, request, submissionId, now());
    if (!view) return reply.code(401).send(noCaseSession);
    if (replayed) reply.header("idempotent-replayed", "true");
    return reply.code(200).send(view);
  }

  /**
   * Makes an addition to the case once per Idempotency-Key (docs/decisions/0065): a retry of one
   * already made is answered with the case as it is; the key is kept in the addition's own
   * transaction, so two tries racing store it once. `add` says whether it was made.
   */
  async function addOnce<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    submissionId: number,
    parsed: unknown,
    add: (keep: ((trx: Transaction<Database>) => Promise<void>) | undefined) => Promise<T>,
  ): Promise<{ made: T } | { answered: FastifyReply }> {
    const key = caseChangeKeyOf(request);
    if (key.kind === "invalid") {
      return { answered: reply.code(400).send({ status: "error", message: apiMessages.invalidIdempotencyKey }) };
    }
    if (key.kind === "none") return { made: await add(undefined) };
    const earlier = await replays.earlier(db, path, submissionId, key.key, parsed, now());
    if (earlier === "other request") {
      return { answered: reply.code(422).send({ status: "error", message: apiMessages.idempotencyKeyReused }) };
    }
    if (earlier === "stored") return { answered: await sendCaseNow(request, reply, submissionId, true) };
    try {
      return { made: await add((trx) => replays.keep(trx, path, submissionId, key.key, parsed, now())) };
    } catch (caught) {
      // The same addition raced itself (a resend while the first try was still on its way).
      if (isIdempotencyKeyTaken(caught)) return { answered: await sendCaseNow(request, reply, submissionId, true) };
      throw caught;
    }
  }

  return { sendCaseNow, addOnce };
}
