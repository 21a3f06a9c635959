// Loaded with `node --import` into the browser tests' server only (./server-process.ts), never in
// production: moves the process's clock to TEST_CLOCK_AT at start, from where it runs on at the
// real pace. The server reads the time only through its Clock (server/clock.ts), whose `now()` is
// `new Date()`, so the whole server agrees on the moved time. Timers are left alone.

const startAt = process.env.TEST_CLOCK_AT;
if (startAt) {
  const target = Date.parse(startAt);
  if (Number.isNaN(target)) throw new Error(`TEST_CLOCK_AT is not a date: ${startAt}`);
  const RealDate = Date;
  const offset = target - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate;
}
