// A background job of every server instance: the mail worker, the push and WhatsApp senders,
// the reminder planner. Each runs its work when woken (something was queued) and every
// intervalMs anyway (retries, and rows another instance queued); never two runs at once, and a
// wake during a run runs the work once more after it, so nothing queued meanwhile waits for the
// next poll. Stopping waits for the run in hand.

export interface PeriodicWorker {
  /** Run the work now rather than at the next poll. */
  wake(): void;
  /** Stops polling and waits for the run in hand, if any. */
  stop(): Promise<void>;
  /** Resolves when nothing is in hand (tests, shutdown). */
  idle(): Promise<void>;
}

export interface PeriodicWorkOptions {
  intervalMs: number;
  /** One run; `stopped()` turns true once the worker is stopped, so a long run can end early. */
  work: (stopped: () => boolean) => Promise<void>;
  /** A run that failed as a whole (the database is down): logged, and the next poll tries again. */
  onError: (error: unknown) => void;
}

export function startPeriodicWork(options: PeriodicWorkOptions): PeriodicWorker {
  const { work, onError } = options;
  let stopped = false;
  let running: Promise<void> | null = null;
  let wakeAgain = false;
  const isStopped = () => stopped;

  function wake(): void {
    if (stopped) return;
    if (running) {
      wakeAgain = true;
      return;
    }
    running = work(isStopped)
      .catch(onError)
      .finally(() => {
        running = null;
        if (wakeAgain) {
          wakeAgain = false;
          wake();
        }
      });
  }

  const timer = setInterval(wake, options.intervalMs);
  // A poll alone never keeps the process alive.
  timer.unref();
  wake();

  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
    async idle() {
      while (running) await running;
    },
  };
}
