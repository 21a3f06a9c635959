import { responseText } from "~/app/content/admin";
import { awaitsFirstResponse, isResponseOverdue, type ResponseTimes } from "~/shared/response-times";
import { elapsedSince } from "../format";

/**
 * An open case's first response still owed (decision 0034): "Reply due in 40 min", or a badge
 * and "Reply overdue by 2 h", in words as well as colour. Nothing once answered or closed.
 */
export function ResponseDue({ times, now = new Date() }: { times: ResponseTimes; now?: Date }) {
  if (!awaitsFirstResponse(times)) return null;
  if (isResponseOverdue(times, now)) {
    return (
      <span className="response-due response-due--overdue">
        <span className="missed-badge">{responseText.overdueBadge}</span>
        <time dateTime={times.responseDueAt}>{responseText.overdueBy(elapsedSince(times.responseDueAt, now))}</time>
      </span>
    );
  }
  return (
    <span className="response-due">
      <time dateTime={times.responseDueAt}>
        {responseText.dueIn(elapsedSince(now.toISOString(), new Date(times.responseDueAt)))}
      </time>
    </span>
  );
}
