// A clock tests move by hand, passed to the app as its `now`, so expiry and lockouts are tested
// without waiting.

export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
}

export function createTestClock(start: Date = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
}
