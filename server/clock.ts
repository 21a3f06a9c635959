// The server's one clock. Deadlines, the inbox's tiers, sessions, links, reminders and retention
// all read the time from the Clock the app was built with, never from `new Date()` on their own,
// so a test can set the time once and every part of the server agrees on it.

export interface Clock {
  /** The current instant. A property, not a method: it is passed around unbound. */
  readonly now: () => Date;
}

/** The machine's time, the clock of every running server. */
export const systemClock: Clock = { now: () => new Date() };
