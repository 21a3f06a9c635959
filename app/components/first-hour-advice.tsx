import { HELPLINE } from "~/shared/constants";
import { dayInIndia } from "~/shared/india-time";
import { callIdeallyBefore, type FirstHour } from "~/shared/first-hour";
import type { FirstHourWords } from "../content/languages/en/confirmation";
import { fillIn } from "../lib/fill-in";

// "You paid at 11:20 am. Call 1930 now, ideally before 12:20 pm: the sooner you report, the more
// can be held." On the confirmation and the case page's first screen (docs/decisions/0060).

const INDIA = "Asia/Kolkata";

export function FirstHourAdvice({ firstHour, words, now }: { firstHour: FirstHour; words: FirstHourWords; now: Date }) {
  const lostAt = new Date(firstHour.lostAt);
  const time = (instant: Date) =>
    new Intl.DateTimeFormat(words.locale, { hour: "numeric", minute: "2-digit", hour12: true, timeZone: INDIA })
      .format(instant)
      .toLowerCase();
  const day = new Intl.DateTimeFormat(words.locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: INDIA,
  }).format(lostAt);
  const when =
    dayInIndia(lostAt) === dayInIndia(now)
      ? fillIn(words.at, { time: time(lostAt) })
      : fillIn(words.onDayAt, { day, time: time(lostAt) });
  const ideallyBefore = callIdeallyBefore(firstHour, now);
  const call = ideallyBefore ? fillIn(words.callIdeally, { time: time(ideallyBefore) }) : words.callNow;
  const [beforeNumber, afterNumber = ""] = call.split("{helpline}");
  return (
    <p className="first-hour">
      <strong>{fillIn(words[firstHour.kind], { when })}</strong> {beforeNumber}
      <a href={`tel:${HELPLINE}`} className="first-hour__call">
        {HELPLINE}
      </a>
      {afterNumber}
    </p>
  );
}
