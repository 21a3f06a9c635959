import { MessageChannel } from "node:worker_threads";

// A Buffer's bytes live outside the JavaScript heap and are freed only when a garbage collection
// finds the Buffer dead, and V8 lets some 30 MB of such memory pile up before it collects. An
// upload or a download makes a fresh 64 KiB Buffer per chunk (the cipher's output, the row read
// back), so a 25 MB file left its size again waiting in the process's memory. Transferring a
// buffer detaches it and frees its bytes at once: posted to a closed port, the message is
// dropped with what it carried (the transfer happens all the same, as the HTML spec requires).
// Node 20 has no ArrayBuffer.prototype.transfer, which would say the same more plainly.

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
