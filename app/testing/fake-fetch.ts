import { vi } from "vitest";

// The server, as a component test needs it: each method and path answered with JSON, and every
// request the page made kept, so a test asserts what was sent (path, query, headers, body). No
// network, no server; a request nothing answers gets a 404 that names it, which the page then
// shows as the failure it is.

/** A request the page made, as the server would have read it. */
interface SentRequest {
  method: string;
  /** The path without its query, e.g. /api/admin/submissions. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The JSON body, parsed; undefined when there was none. */
  body: unknown;
}

/** An answer: a status and a JSON body (none for a 204). */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/** No answer at all: the connection failed or the browser is offline, as fetch rejects then. */
export const UNREACHABLE = "unreachable";

type Outcome = FakeAnswer | typeof UNREACHABLE;

/** What answers one method and path: always the same outcome, or one made from the request (possibly later). */
type Responder = Outcome | ((request: SentRequest) => Outcome | Promise<Outcome>);

export interface FakeFetch {
  /** Answers every later `method path` request so; a second call for the same route replaces the first. */
  answer(method: string, path: string, responder: Responder): FakeFetch;
  /** Every request made, in order. */
  readonly requests: readonly SentRequest[];
  /** The requests made to one method and path, in order. */
  sent(method: string, path: string): SentRequest[];
}

/** The global fetch replaced for this test (the setup file puts the real one back after it). */
export function installFakeFetch(): FakeFetch {
  const routes = new Map<string, Responder>();
  const requests: SentRequest[] = [];
  const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

  async function fakeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url, "http://localhost");
    const method = (init.method ?? "GET").toUpperCase();
    const request: SentRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    // As a real answer does, this one arrives after the code that asked has moved on.
    await Promise.resolve();
    if (init.signal?.aborted) throw new DOMException("The request was aborted.", "AbortError");
    const responder = routes.get(routeKey(method, url.pathname));
    const outcome: Outcome =
      responder === undefined
        ? { status: 404, body: { status: "error", message: `No fake answer for ${method} ${url.pathname}` } }
        : typeof responder === "function"
          ? await responder(request)
          : responder;
    if (outcome === UNREACHABLE) throw new TypeError("Failed to fetch");
    const hasBody = outcome.status !== 204 && outcome.body !== undefined;
    return new Response(hasBody ? JSON.stringify(outcome.body) : null, {
      status: outcome.status,
      headers: hasBody ? { "Content-Type": "application/json" } : {},
    });
  }

  vi.stubGlobal("fetch", fakeFetch);
  const fake: FakeFetch = {
    answer(method, path, responder) {
      routes.set(routeKey(method, path), responder);
      return fake;
    },
    requests,
    sent: (method, path) =>
      requests.filter((request) => request.method === method.toUpperCase() && request.path === path),
  };
  return fake;
}

/** A JSON answer with a status: `json(201, {...})`. */
export function json(status: number, body: unknown): FakeAnswer {
  return { status, body };
}
