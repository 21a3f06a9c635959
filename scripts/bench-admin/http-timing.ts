import { Agent, request } from "node:http";
import { performance } from "node:perf_hooks";

// Timed HTTP calls to the benchmark's server: time to the last byte, over one kept-alive
// connection, as a dashboard in a browser would make them.

export interface TimedResponse {
  ms: number;
  statusCode: number;
  bytes: number;
  body: Buffer;
}

export const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });

export function timedRequest(
  origin: string,
  path: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    keepBody?: boolean;
    onChunk?: (chunk: Buffer) => void;
  } = {},
): Promise<TimedResponse> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const outgoing = request(
      `${origin}${path}`,
      { method: options.method ?? "GET", headers: options.headers, agent: keepAlive },
      (response) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          options.onChunk?.(chunk);
          if (options.keepBody !== false) chunks.push(chunk);
        });
        response.on("end", () =>
          resolve({
            ms: performance.now() - started,
            statusCode: response.statusCode ?? 0,
            bytes,
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** Nearest-rank percentile. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}
