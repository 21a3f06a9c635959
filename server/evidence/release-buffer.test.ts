import { randomBytes } from "node:crypto";
import { createServer, get } from "node:http";
import type { AddressInfo } from "node:net";
import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { releaseBuffer, releasedOnceSent } from "./release-buffer";

describe("releaseBuffer", () => {
  it("frees a Buffer that owns its memory, leaving it empty", () => {
    const buffer = Buffer.from(randomBytes(64 * 1024));
    releaseBuffer(buffer);
    expect(buffer).toHaveLength(0);
  });

  it("leaves a slice of shared memory untouched, and the memory it shares", () => {
    const whole = randomBytes(64 * 1024);
    const copy = Buffer.from(whole);
    const slice = whole.subarray(0, 1024);
    releaseBuffer(slice);
    expect(slice).toHaveLength(1024);
    expect(whole.equals(copy)).toBe(true);

    // Small Buffers share Node's pool.
    const pooled = Buffer.from("evidence");
    releaseBuffer(pooled);
    expect(pooled.toString()).toBe("evidence");
  });
});

describe("releasedOnceSent", () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  /** Serves `chunks` over a real socket; resolves with what the client received, once the server's response has finished too. */
  async function serve(chunks: Buffer[], through: "direct" | "passthrough"): Promise<Buffer> {
    let finished!: Promise<void>;
    const server = createServer((_request, response) => {
      finished = new Promise((resolve) => response.once("finish", resolve));
      const stream = releasedOnceSent(
        (async function* () {
          yield* chunks;
        })(),
        response,
      );
      if (through === "direct") stream.pipe(response);
      else stream.pipe(new PassThrough()).pipe(response);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    close = () => new Promise((done) => server.close(() => done()));
    const { port } = server.address() as AddressInfo;
    const received = await new Promise<Buffer>((resolve, reject) => {
      get({ host: "127.0.0.1", port, path: "/", agent: false }, (answer) => {
        const pieces: Buffer[] = [];
        answer.on("data", (piece: Buffer) => pieces.push(piece));
        answer.on("end", () => resolve(Buffer.concat(pieces)));
        answer.on("error", reject);
      }).on("error", reject);
    });
    await finished;
    return received;
  }

  const freshChunks = () => Array.from({ length: 40 }, () => Buffer.from(randomBytes(64 * 1024)));

  it("sends every byte, and frees each chunk once the response has sent it", async () => {
    const chunks = freshChunks();
    const expected = Buffer.concat(chunks);
    const received = await serve(chunks, "direct");
    expect(received.equals(expected)).toBe(true);
    expect(chunks.every((chunk) => chunk.length === 0)).toBe(true);
  });

  it("frees nothing when the stream goes anywhere before the response", async () => {
    const chunks = freshChunks();
    const expected = Buffer.concat(chunks);
    const received = await serve(chunks, "passthrough");
    expect(received.equals(expected)).toBe(true);
    expect(Buffer.concat(chunks).equals(expected)).toBe(true);
  });
});
