import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { sendOnceBackOnline } from "./offline-resend";

// A form that could not reach the server sends itself once when the browser is back online.

describe("sending again once back online", () => {
  let online: boolean;
  let target: EventTarget;
  let send: Mock<() => void>;
  const RETRY_MS = 30_000;

  beforeEach(() => {
    vi.useFakeTimers();
    online = false;
    target = new EventTarget();
    send = vi.fn<() => void>();
  });
  afterEach(() => vi.useRealTimers());

  function arm() {
    return sendOnceBackOnline(send, { target, isOnline: () => online, retryMs: RETRY_MS });
  }

  it("sends nothing while offline, then exactly once on the online event", () => {
    arm();
    vi.advanceTimersByTime(5 * RETRY_MS);
    expect(send).not.toHaveBeenCalled();

    online = true;
    target.dispatchEvent(new Event("online"));
    target.dispatchEvent(new Event("online"));
    vi.advanceTimersByTime(5 * RETRY_MS);

    expect(send).toHaveBeenCalledTimes(1);
  });

  it("when the browser says it is online but the server was unreachable, tries again after the retry time, once", () => {
    online = true;
    arm();
    vi.advanceTimersByTime(RETRY_MS - 1);
    expect(send).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(5 * RETRY_MS);
    target.dispatchEvent(new Event("online"));

    expect(send).toHaveBeenCalledTimes(1);
  });

  it("once cancelled (the visitor sent it by hand, or reset the form), it never sends", () => {
    const cancel = arm();
    cancel();
    online = true;
    target.dispatchEvent(new Event("online"));
    vi.advanceTimersByTime(5 * RETRY_MS);

    expect(send).not.toHaveBeenCalled();
  });
});
