import autocannon, { type AutocannonResult } from "autocannon";
import { helpRequest } from "./help-requests";

// One bounded load run with autocannon: `connections` clients each sending a new help request
// as soon as the last was answered, for `seconds`. Every response's time is kept (autocannon's
// own histogram rounds to whole milliseconds), and every acknowledged submission is recorded by
// the e-mail it was sent with, so the run can be checked against the database afterwards.

export const HELP_REQUESTS_PATH = "/api/help-requests";

export interface LoadRun {
  target: string;
  seconds: number;
  /** 2xx answers a second, over the run's measured duration. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  acknowledgedCount: number;
  non2xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
  /** Non-2xx answers by status, e.g. { "429": 12 }. */
  statusCodes: Record<string, number>;
  /** Every 2xx answer's time in ms, sorted. */
  times: Float64Array;
}

/** E-mail address sent to the reference the server answered with. */
export type Acknowledgements = Map<string, string>;

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

export async function runLoad(options: {
  target: string;
  origin: string;
  connections: number;
  seconds: number;
  /** Makes this run's e-mail addresses distinct from every other run's. */
  tag: string;
  acknowledged: Acknowledgements;
}): Promise<LoadRun> {
  let sent = 0;
  const times: number[] = [];
  let malformedAcknowledgements = 0;

  const result = await new Promise<AutocannonResult>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.origin,
        connections: options.connections,
        duration: options.seconds,
        pipelining: 1,
        timeout: 10,
        requests: [
          {
            method: "POST",
            path: HELP_REQUESTS_PATH,
            setupRequest: (request, context) => {
              const { body, idempotencyKey } = helpRequest(options.tag, sent++);
              // One request in flight per connection, so the next answer on it is this one's.
              context.email = body.email;
              return {
                ...request,
                headers: { "content-type": "application/json", "idempotency-key": idempotencyKey },
                body: JSON.stringify(body),
              };
            },
            onResponse: (status, body, context) => {
              if (status < 200 || status > 299) return;
              const reference = (JSON.parse(body) as { reference?: unknown }).reference;
              if (typeof reference === "string") options.acknowledged.set(String(context.email), reference);
              else malformedAcknowledgements++;
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      if (statusCode >= 200 && statusCode <= 299) times.push(responseTime);
    });
  });

  if (malformedAcknowledgements > 0) throw new Error(`${malformedAcknowledgements} 2xx answers carried no reference`);
  const sorted = Float64Array.from(times).sort();
  const statusCodes: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats)) {
    if (!code.startsWith("2")) statusCodes[code] = count;
  }
  return {
    target: options.target,
    seconds: result.duration,
    requestsPerSecond: result["2xx"] / result.duration,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    acknowledgedCount: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes,
    times: sorted,
  };
}
