import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { HtmlDocument } from "./client-build";

// Pages whose bytes never change while the server runs (the prerendered pages, the 404s, the
// pages for anyone rendered once: docs/decisions/0073) are compressed once per encoding, at
// the strongest setting, when first asked for, and those bytes are sent from then on. Compressing
// on every request, as @fastify/compress does, cost 1.7 ms (brotli) to 2.2 ms (gzip) of CPU for
// a 100 KB page, far more than sending it. The work is done off the event loop (zlib's thread
// pool), so the first request for a page waits for it without holding up anyone else's.

export type ContentEncoding = "br" | "gzip";

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

const compressed = new WeakMap<Buffer, Map<ContentEncoding, Promise<Buffer>>>();

function compress(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === "gzip") return compressGzip(body, { level: constants.Z_BEST_COMPRESSION });
  return compressBrotli(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** `body` in `encoding`, compressed the first time it is asked for and kept for as long as the body is. */
export function compressedBody(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  let encodings = compressed.get(body);
  if (!encodings) {
    encodings = new Map();
    compressed.set(body, encodings);
  }
  let bytes = encodings.get(encoding);
  if (!bytes) {
    const kept = encodings;
    bytes = compress(body, encoding);
    // A failure is not kept: the next request tries again.
    bytes.catch(() => kept.delete(encoding));
    kept.set(encoding, bytes);
  }
  return bytes;
}

/**
 * The encoding to answer with for an Accept-Encoding header: the one the browser weighs highest
 * of brotli and gzip (brotli on a tie, as it is smaller), or none when it accepts neither.
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim());
    if (name === "") continue;
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === "x-gzip" ? "gzip" : name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: ContentEncoding) => weights.get(encoding) ?? weights.get("*") ?? 0;
  const [first, second] = (["br", "gzip"] as const).map((encoding) => ({ encoding, weight: weightOf(encoding) }));
  const best = second!.weight > first!.weight ? second! : first!;
  return best.weight > 0 ? best.encoding : undefined;
}

/** Sends a page's kept bytes, compressed as the request accepts; the caller has set the status and headers. */
export async function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  document: HtmlDocument,
): Promise<FastifyReply> {
  reply.header("vary", "accept-encoding");
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  if (encoding === undefined) return reply.send(document.body);
  const body = await compressedBody(document.body, encoding);
  // Set before @fastify/compress's hook runs, which then leaves the bytes as they are.
  return reply.header("content-encoding", encoding).send(body);
}
