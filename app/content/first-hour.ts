// The first hour after money is lost (shared/first-hour.ts, docs/decisions/0060), as the
// confirmation and the case page say it: advice, never a deadline after which calling is useless.
// "{when}" is "at 11:20 am" today, or "on Sat, 5 Dec at 11:20 am"; "{helpline}" is the number.

export const firstHourText = {
  paid: "You paid {when}.",
  taken: "The money left your account {when}.",
  lost: "You lost the money {when}.",
  at: "at {time}",
  onDayAt: "on {day} at {time}",
  callNow: "Call {helpline} now: the sooner you report, the more can be held.",
  callIdeally: "Call {helpline} now, ideally before {time}: the sooner you report, the more can be held.",
  locale: "en-IN",
};

export type FirstHourWords = typeof firstHourText;
