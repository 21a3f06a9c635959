// "This browser's notifications" (docs/decisions/0074), loaded only when the person asks for
// them, so the case page's script carries none of it. With the browser's permission given (its
// own prompt, asked at the tap), the service worker is registered for a scope that holds no page
// and the browser subscribes at its push service with the server's VAPID public key; the page
// then sends the subscription to the case's API. It imports nothing: what it needs is given, so
// the page's import of it names no other file to fetch first.

/** The key as the bytes PushManager takes: base64url to an array, which every browser accepts. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const text = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
}

/** Resolves once the registration's worker is active: a first registration installs it first. */
function activeWorker(registration: ServiceWorkerRegistration): Promise<void> {
  if (registration.active) return Promise.resolve();
  const worker = registration.installing ?? registration.waiting;
  if (!worker) return Promise.reject(new Error("no service worker is being installed"));
  return new Promise((resolve, reject) => {
    worker.addEventListener("statechange", () => {
      if (worker.state === "activated") resolve();
      else if (worker.state === "redundant") reject(new Error("the service worker could not be installed"));
    });
  });
}

function sameBytes(buffer: ArrayBuffer | null, bytes: Uint8Array): boolean {
  if (buffer === null || buffer.byteLength !== bytes.length) return false;
  const given = new Uint8Array(buffer);
  return bytes.every((byte, index) => given[index] === byte);
}

/** This browser's subscription for the server's key: the one it has, or a new one. */
async function subscriptionFor(registration: ServiceWorkerRegistration, publicKey: string): Promise<PushSubscription> {
  const key = keyBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing;
  // Made for a key the server no longer has: its push service would refuse our messages.
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** Why this browser's notifications could not be turned on: the page's words that say it. */
type NotTurnedOn = "pushUnsupported" | "pushDenied" | "pushFailed";

/**
 * This browser's push subscription for the server's key, given the answer to the browser's own
 * prompt (null where the browser has no notifications at all, as Safari on an iPhone outside the
 * Home Screen) and where the service worker is; or why there is none.
 */
export async function subscribeThisBrowser(
  publicKey: string,
  permission: Promise<NotificationPermission> | null,
  worker: { path: string; scope: string },
): Promise<PushSubscriptionJSON | NotTurnedOn> {
  if (permission === null || !("serviceWorker" in navigator) || !("PushManager" in window)) return "pushUnsupported";
  const answer = await permission.catch(() => "denied" as const);
  if (answer !== "granted") return "pushDenied";
  try {
    const registration = await navigator.serviceWorker.register(worker.path, {
      scope: worker.scope,
      updateViaCache: "none",
    });
    await activeWorker(registration);
    return (await subscriptionFor(registration, publicKey)).toJSON();
  } catch {
    return "pushFailed";
  }
}
