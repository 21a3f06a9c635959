// The service worker browser notifications need (docs/decisions/0074), as the server serves it
// at PUSH_WORKER_PATH. It does two things only: shows a reminder's notification when its push
// message arrives, and opens (or brings forward) the case page when the notification is tapped.
// It has no fetch handler, so it never sees a request of any page, and it is registered for a
// scope that holds no page (PUSH_WORKER_SCOPE), so even a worker that had one could not. Should a
// bad worker ever reach browsers, PUSH_WORKER_RETIRED=1 serves retiredPushWorkerScript instead:
// browsers fetch it on their next update check (at the latest a day after, on the next push) and
// it unregisters itself, which also ends the browser's subscription, and the next send's 410
// deletes it here.
//
// The worker is written as a function, so the type checker and the linter read it, and served as
// its own source: it runs in the browser alone, and reaches nothing of this module but what it
// is given as arguments.

/** The parts of a service worker's global scope the worker uses (lib "WebWorker" is not this project's). */
interface WorkerScope {
  location: { origin: string };
  registration: {
    showNotification(title: string, options: { tag?: string; data?: unknown; lang?: string }): Promise<void>;
  };
  clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install", listener: () => void): void;
  addEventListener(type: "push", listener: (event: PushEventLike) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationEventLike) => void): void;
}

interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
}

interface PushEventLike {
  data: { json(): unknown } | null;
  waitUntil(promise: Promise<unknown>): void;
}

interface NotificationEventLike {
  notification: { data: unknown; close(): void };
  waitUntil(promise: Promise<unknown>): void;
}

interface WorkerSettings {
  /** The pages a tap may open, the first when the message names none of them. */
  casePages: string[];
  /** What a notification says if its message cannot be read: the brand alone. */
  fallbackTitle: string;
}

function pushWorker(scope: WorkerScope, settings: WorkerSettings): void {
  const pageOf = (url: unknown): string =>
    typeof url === "string" && settings.casePages.includes(url) ? url : settings.casePages[0]!;

  // A new version takes over at once: there is no page of its own whose requests it would change.
  scope.addEventListener("install", () => void scope.skipWaiting());

  scope.addEventListener("push", (event) => {
    let message: { title?: unknown; url?: unknown; tag?: unknown } = {};
    try {
      const read = event.data?.json();
      if (typeof read === "object" && read !== null) message = read;
    } catch {
      // A message that cannot be read still shows a notification, as browsers require.
    }
    const title = typeof message.title === "string" && message.title !== "" ? message.title : settings.fallbackTitle;
    const tag = typeof message.tag === "string" ? message.tag : undefined;
    event.waitUntil(scope.registration.showNotification(title, { tag, data: { url: pageOf(message.url) } }));
  });

  scope.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    const page = pageOf(data?.url);
    event.waitUntil(
      scope.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
        const open = windows.find((window) => new URL(window.url).pathname === page);
        return open ? open.focus() : scope.clients.openWindow(new URL(page, scope.location.origin).href);
      }),
    );
  });
}

/** The worker's source, as served: the function above called on the worker's own scope. */
export function pushWorkerScript(settings: WorkerSettings): string {
  return `"use strict";\n(${pushWorker.toString()})(self, ${JSON.stringify(settings)});\n`;
}

/** The worker served instead of the real one when PUSH_WORKER_RETIRED=1: it unregisters itself. */
export const retiredPushWorkerScript = `"use strict";
// Retired: this worker takes over at once and unregisters itself, ending this browser's notifications.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.registration.unregister()));
`;
