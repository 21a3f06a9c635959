import type { SubmissionStatus } from "./schemas/admin";

// Response times (docs/decisions/0034): whether a case still waits for the desk's first
// response, and whether its target has passed. One rule for the server's inbox and report and
// for the dashboard, which reads it again on its own clock as a page stays open.

const OPEN: ReadonlySet<SubmissionStatus> = new Set(["new", "in_progress"]);

export interface ResponseTimes {
  status: SubmissionStatus;
  responseDueAt: string | null;
  firstResponseAt: string | null;
}

/** Open, not answered yet, and with a target: the desk owes this case its first response. */
export function awaitsFirstResponse(times: ResponseTimes): times is ResponseTimes & { responseDueAt: string } {
  return OPEN.has(times.status) && times.firstResponseAt === null && times.responseDueAt !== null;
}

/** The first response is owed and its target has passed. */
export function isResponseOverdue(times: ResponseTimes, now: Date): boolean {
  return awaitsFirstResponse(times) && Date.parse(times.responseDueAt) < now.getTime();
}
