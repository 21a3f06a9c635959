import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";

// Requests made from a chosen loopback address (127.0.0.0/8 is all this machine's), so the tests
// can be several clients, or a stranger reaching the server past the proxy: a browser cannot
// choose the address it connects from.

export interface ClientAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ClientRequest {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  json?: unknown;
  /** The address the connection comes from. */
  from?: string;
  /** The CA an https:// server's certificate must chain to. */
  ca?: string;
}

export function clientRequest(url: string, options: ClientRequest = {}): Promise<ClientAnswer> {
  const target = new URL(url);
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers = { ...options.headers, ...(body && { "content-type": "application/json" }) };
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      target,
      {
        method: options.method ?? (body ? "POST" : "GET"),
        headers,
        localAddress: options.from,
        ca: options.ca,
        // A connection of its own each time, from the address asked for.
        agent: false,
        timeout: 10_000,
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`${url}: no answer within 10 s`)));
    request.on("error", reject);
    request.end(body);
  });
}
