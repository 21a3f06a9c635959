/**
 * Resolves in a task of its own, after whatever the browser has queued: a tap, a frame, a
 * script that has arrived. Work split at each `await nextTask()` runs as several short tasks
 * instead of one long one, so a slow phone answers a tap between them. A message to a fresh
 * channel, not `setTimeout(0)`, which browsers hold back by 4 ms once such timeouts are nested.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
