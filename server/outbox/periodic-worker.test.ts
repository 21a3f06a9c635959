import { afterEach, describe, expect, it } from "vitest";
import { startPeriodicWork, type PeriodicWorker } from "./periodic-worker";

// The background jobs' shared rhythm: never two runs at once, a wake during a run is not lost,
// and stopping waits for the run in hand.

const HOUR = 60 * 60 * 1000;
let worker: PeriodicWorker | undefined;
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});

/** A run that waits until the test lets it finish. */
function heldRuns() {
  const runs: { finish: () => void; stoppedAtStart: boolean }[] = [];
  const work = (stopped: () => boolean) =>
    new Promise<void>((resolve) => runs.push({ finish: resolve, stoppedAtStart: stopped() }));
  return { runs, work };
}

describe("periodic work", () => {
  it("runs at once when started, and a wake during a run runs the work once more after it, never two at once", async () => {
    const { runs, work } = heldRuns();
    worker = startPeriodicWork({ intervalMs: HOUR, work, onError: () => {} });
    expect(runs).toHaveLength(1);
    worker.wake();
    worker.wake();
    expect(runs).toHaveLength(1);
    runs[0]?.finish();
    await expect.poll(() => runs.length).toBe(2);
    runs[1]?.finish();
    await worker.idle();
    expect(runs).toHaveLength(2);
  });

  it("stop waits for the run in hand, tells it the worker is stopping, and no wake runs the work afterwards", async () => {
    const seen: boolean[] = [];
    let finish = () => {};
    worker = startPeriodicWork({
      intervalMs: HOUR,
      work: (stopped) =>
        new Promise<void>((resolve) => {
          finish = () => {
            seen.push(stopped());
            resolve();
          };
        }),
      onError: () => {},
    });
    let stoppedYet = false;
    const stopping = worker.stop().then(() => (stoppedYet = true));
    await Promise.resolve();
    expect(stoppedYet).toBe(false);
    finish();
    await stopping;
    expect(seen).toEqual([true]);
    worker.wake();
    expect(seen).toEqual([true]);
  });

  it("reports a run that fails, and the next wake runs the work again", async () => {
    const errors: unknown[] = [];
    let calls = 0;
    worker = startPeriodicWork({
      intervalMs: HOUR,
      work: async () => {
        calls++;
        if (calls === 1) throw new Error("database is locked");
      },
      onError: (error) => errors.push(error),
    });
    await worker.idle();
    expect(errors).toEqual([new Error("database is locked")]);
    worker.wake();
    await worker.idle();
    expect(calls).toBe(2);
  });
});
