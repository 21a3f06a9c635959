import type { ServerResponse } from "node:http";
import { Socket } from "node:net";
import { Readable } from "node:stream";
import { MessageChannel } from "node:worker_threads";

// A Buffer's bytes live outside the JavaScript heap and are freed only when a garbage collection
// finds the Buffer dead, and V8 lets some 30 MB of such memory pile up before it collects. Each
// 64 KiB chunk of an upload or a download passes through fresh Buffers (the request's pieces, the
// cipher's output, the row read back, the decrypted chunk sent), so a 25 MB file left more than
// its size waiting in the process's memory. Transferring a buffer detaches it and frees its
// bytes at once: posted to a closed port, the message is dropped with what it carried (the
// transfer happens all the same, as the HTML spec requires). Node 20 has no
// ArrayBuffer.prototype.transfer, which would say the same more plainly.

const closedPort = new MessageChannel().port1;
closedPort.close();

/**
 * Frees the memory behind `buffer` now, leaving it (and every view of it) empty. Only for a
 * Buffer nothing else holds, and only when it spans its whole ArrayBuffer: a slice of Node's
 * shared pool, or of any larger allocation, is left to the garbage collector.
 */
export function releaseBuffer(buffer: Buffer): void {
  const whole = buffer.buffer;
  if (!(whole instanceof ArrayBuffer) || buffer.byteOffset !== 0 || buffer.byteLength !== whole.byteLength) return;
  try {
    closedPort.postMessage(null, [whole]);
  } catch {
    // One Node will not let go of (marked untransferable): the collector frees it in time.
  }
}

/**
 * A stream of `chunks` to pipe into `response`, freeing each chunk once the response has handed
 * it to the operating system: for chunks made for this response alone (a download's decrypted
 * chunks), which would otherwise wait for a collection after they are sent.
 *
 * A chunk is freed only when nothing can still read it: the stream is piped straight into a
 * response on a network socket (so each chunk it emits has been written there, and the socket
 * keeps no reference once a write completes), none is left in the stream's buffer, and the
 * response holds no unsent bytes, or has finished. Piped anywhere else first (a compressor, say),
 * or answering without a socket (a test's injected request), nothing is freed early.
 */
export function releasedOnceSent(chunks: AsyncIterable<Buffer>, response: ServerResponse): Readable {
  const sent: Buffer[] = [];
  let pipedToSocket = false;
  const releaseSent = () => {
    for (const chunk of sent) releaseBuffer(chunk);
    sent.length = 0;
  };
  const allWritten = () =>
    pipedToSocket &&
    stream.readableLength === 0 &&
    response.writableLength === 0 &&
    !response.destroyed &&
    response.socket?.destroyed === false;
  async function* tracked(): AsyncGenerator<Buffer> {
    for await (const chunk of chunks) {
      if (allWritten()) releaseSent();
      sent.push(chunk);
      yield chunk;
    }
  }
  const stream = Readable.from(tracked(), { objectMode: false });
  response.once("pipe", (source: Readable) => {
    pipedToSocket = source === stream && response.socket instanceof Socket;
  });
  // Emitted once the last byte has been handed to the operating system.
  response.once("finish", () => {
    if (pipedToSocket) releaseSent();
  });
  return stream;
}
