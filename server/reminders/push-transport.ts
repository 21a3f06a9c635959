import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { isPublicAddress, pushEndpointProblem } from "./push-endpoints";

// One POST to a push service (RFC 8030), with the safety a request to an address a browser gave
// needs (docs/decisions/0074): the endpoint checked (./push-endpoints.ts), every address its name
// resolves to checked at the connection itself (so a DNS answer cannot change between the check
// and the connection), no redirect followed, the whole exchange bounded in time, the message and
// the answer read bounded in size. web-push builds the request (the VAPID signature, RFC 8292, and
// the aes128gcm encryption, RFC 8291); this sends it.

export interface PushRequest {
  endpoint: string;
  headers: Record<string, string | number>;
  body: Buffer | null;
}

export interface PushTransportLimits {
  /** The tests' endpoint on the loopback address (PUSH_ALLOW_LOOPBACK_ENDPOINTS). */
  allowLoopback: boolean;
  /** The whole exchange, from the connection to the answer's end. */
  timeoutMs: number;
  /** The most of a push service's answer that is read; it only says why a message was refused. */
  maxAnswerBytes: number;
}

export const pushTransportLimits: PushTransportLimits = {
  allowLoopback: false,
  timeoutMs: 10_000,
  maxAnswerBytes: 4096,
};

/**
 * RFC 8030 has every push service take a message of 4096 bytes (RFC 8291: 3993 of them ours,
 * after the encryption's header and tag); ours are a few hundred. A larger one is a mistake here,
 * not something to send.
 */
const MAX_MESSAGE_BYTES = 4096;

/** A request the server refuses to make at all, or that no try can make: not worth retrying. */
export class PushRefused extends Error {}

/** The lookup every connection makes: only public addresses, all of them checked. */
export const publicAddressesOnly: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "", 0);
    const refused = addresses.find((each) => !isPublicAddress(each.address));
    if (addresses.length === 0 || refused) {
      const problem = new PushRefused(`${hostname} resolves to an address that is not public`);
      return callback(problem as NodeJS.ErrnoException, "", 0);
    }
    // Node asks for every address when it tries them in turn (autoSelectFamily), else for one.
    if (options.all) return (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

export interface PushAnswer {
  status: number;
  /** The start of the answer's body, as text: a refusal's reason. */
  text: string;
}

/** Posts the request; resolves with the push service's answer, whatever its status. */
export function postToPushService(request: PushRequest, limits: PushTransportLimits): Promise<PushAnswer> {
  const problem = pushEndpointProblem(request.endpoint, limits.allowLoopback);
  if (problem) return Promise.reject(new PushRefused(`Not sent to this address: ${problem}`));
  if ((request.body?.length ?? 0) > MAX_MESSAGE_BYTES) {
    return Promise.reject(new PushRefused("Not sent: the message is larger than a push service must take"));
  }
  const url = new URL(request.endpoint);
  const client = url.protocol === "https:" ? https : http;
  return new Promise<PushAnswer>((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: "POST",
        headers: request.headers,
        lookup: publicAddressesOnly,
        signal: AbortSignal.timeout(limits.timeoutMs),
        timeout: limits.timeoutMs,
        // A connection of its own each time: a pooled one would skip the address check.
        agent: false,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        let read = 0;
        answer.on("data", (chunk: Buffer) => {
          if (read >= limits.maxAnswerBytes) return;
          chunks.push(chunk.subarray(0, limits.maxAnswerBytes - read));
          read += chunk.length;
          // Enough to say why; the rest is not waited for.
          if (read >= limits.maxAnswerBytes) answer.destroy();
        });
        const settle = () =>
          resolve({ status: answer.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8").slice(0, 500) });
        answer.on("end", settle);
        answer.on("close", settle);
        answer.on("error", (error) => (read >= limits.maxAnswerBytes ? settle() : reject(error)));
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error(`No answer within ${limits.timeoutMs} ms`)));
    outgoing.on("error", (error) =>
      reject(
        error.name === "AbortError" || error.name === "TimeoutError"
          ? new Error(`No answer within ${limits.timeoutMs} ms`)
          : error,
      ),
    );
    outgoing.end(request.body ?? undefined);
  });
}
