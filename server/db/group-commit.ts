import { CompiledQuery, type Kysely, type Transaction } from "kysely";
import type { DatabaseDialect } from "./database";
import type { Database } from "./schema";
import { indexNewSubmissions } from "./search-index";

// How a form's writes reach the disk.
//
// SQLite has one connection, better-sqlite3 runs on the event loop, and under
// `synchronous = FULL` every COMMIT waits for the WAL to be flushed (about 0.75 ms here): with
// one transaction per submission that wait was half of each request's time, and every other
// request queued behind it. So on SQLite the submissions that arrive together share one
// transaction and one flush (group commit):
//
// - Each write runs in its own SAVEPOINT: one that fails is rolled back alone and the others
//   in the batch stay.
// - Each is answered only once the shared COMMIT has succeeded, so "received" still means "on
//   disk". If the COMMIT fails, every write in the batch fails with its error (the normal 500),
//   and none of them is stored.
// - A batch starts on the next turn of the event loop after the first write is queued, so
//   under load it holds what arrived meanwhile, and alone a write waits for nothing.
//
// - After the group's writes and before its COMMIT, the search index takes the group's new
//   submissions in one statement (./search-index.ts, docs/decisions/0103), in a savepoint of
//   its own: if that fails it is rolled back and reported, and the writes commit all the same.
//
// PostgreSQL keeps one transaction per write: its pool has several connections, and its
// commits wait for the disk in parallel without holding up the event loop.

type TransactionWork<T> = (trx: Transaction<Database>) => Promise<T>;

export interface WriteTransactions {
  /**
   * Runs `work` in a transaction (its own, or a savepoint of a shared one) and settles once
   * that transaction has committed or failed: it resolves only for what is stored.
   */
  run<T>(work: TransactionWork<T>): Promise<T>;
}

// Three of these per submission: written once, not built by Kysely on every write.
const SAVEPOINT = CompiledQuery.raw("savepoint grouped_write");
const RELEASE = CompiledQuery.raw("release grouped_write");
const ROLLBACK_TO = CompiledQuery.raw("rollback to grouped_write");
const GROUP_WORK = CompiledQuery.raw("savepoint group_work");
const RELEASE_GROUP_WORK = CompiledQuery.raw("release group_work");
const ROLLBACK_GROUP_WORK = CompiledQuery.raw("rollback to group_work");

/** Enough for 50 connections' submissions at once, and a bound on how long one batch holds the event loop. */
const MAX_GROUP_SIZE = 64;

/**
 * SQLite: group commit, which also indexes the group's submissions for search. PostgreSQL: a
 * transaction per write.
 */
export function writeTransactions(
  db: Kysely<Database>,
  dialect: DatabaseDialect,
  onSearchIndexError: (error: unknown) => void,
): WriteTransactions {
  if (dialect === "postgres") return transactionPerWrite(db);
  return groupCommit(db, { beforeCommit: { work: indexNewSubmissions, onError: onSearchIndexError } });
}

export function transactionPerWrite(db: Kysely<Database>): WriteTransactions {
  return { run: (work) => db.transaction().execute(work) };
}

interface QueuedWrite {
  work: TransactionWork<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export interface GroupCommitOptions {
  maxGroupSize?: number;
  /** Called with each committed group's size (tests). */
  onCommit?: (size: number) => void;
  /**
   * Work for the whole group once one of its writes has succeeded, before the COMMIT, in a
   * savepoint of its own: what it does is not a write's, so its failure fails none of them.
   */
  beforeCommit?: { work: (trx: Transaction<Database>) => Promise<void>; onError: (error: unknown) => void };
}

export function groupCommit(db: Kysely<Database>, options: GroupCommitOptions = {}): WriteTransactions {
  const maxGroupSize = options.maxGroupSize ?? MAX_GROUP_SIZE;
  const queue: QueuedWrite[] = [];
  let scheduled = false;
  let committing = false;

  function schedule(): void {
    if (scheduled || committing || queue.length === 0) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      void commitGroup();
    });
  }

  async function commitGroup(): Promise<void> {
    committing = true;
    const group = queue.splice(0, maxGroupSize);
    const outcomes: Outcome[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        for (const write of group) {
          await trx.executeQuery(SAVEPOINT);
          let value: unknown;
          try {
            value = await write.work(trx);
            await trx.executeQuery(RELEASE);
          } catch (error) {
            try {
              await trx.executeQuery(ROLLBACK_TO);
              await trx.executeQuery(RELEASE);
            } catch {
              // SQLite already rolled the whole transaction back (a full disk, an I/O error):
              // the whole group fails, with the error that caused it.
              throw error;
            }
            outcomes.push({ ok: false, error });
            continue;
          }
          outcomes.push({ ok: true, value });
        }
        if (options.beforeCommit && outcomes.some((outcome) => outcome.ok)) {
          await trx.executeQuery(GROUP_WORK);
          try {
            await options.beforeCommit.work(trx);
            await trx.executeQuery(RELEASE_GROUP_WORK);
          } catch (error) {
            // Rolled back to the savepoint, or SQLite rolled the whole transaction back: then
            // the next statement fails and the group fails with it, as for a failed COMMIT.
            await trx.executeQuery(ROLLBACK_GROUP_WORK);
            await trx.executeQuery(RELEASE_GROUP_WORK);
            options.beforeCommit.onError(error);
          }
        }
      });
    } catch (error) {
      for (const write of group) write.reject(error);
      return;
    } finally {
      committing = false;
      schedule();
    }
    options.onCommit?.(group.length);
    group.forEach((write, index) => {
      const outcome = outcomes[index] as Outcome;
      if (outcome.ok) write.resolve(outcome.value);
      else write.reject(outcome.error);
    });
  }

  return {
    run<T>(work: TransactionWork<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
        schedule();
      });
    },
  };
}
