// One Idempotency-Key per thing a visitor sends: a retry of the same form content (after a
// timeout or a lost answer) reuses it, so the server stores it once; changed content gets a
// new key. crypto.getRandomValues works on plain HTTP too, unlike crypto.randomUUID.

/** The content of the last send and its key. */
export interface KeyedContent {
  content: string;
  key: string;
}

export interface IdempotencyKeys {
  keyFor(payload: unknown): string;
  /** After an accepted submission: the next one is a new request. */
  forget(): void;
  /** The last send's content and key, to keep while it waits to go again (./pending-resend.ts). */
  last(): KeyedContent | null;
  /** After a reload: the same content sent again carries the key it had before. */
  restore(keyed: KeyedContent): void;
}

export function createIdempotencyKeys(): IdempotencyKeys {
  let last: KeyedContent | null = null;
  return {
    keyFor(payload) {
      const content = JSON.stringify(payload);
      if (last?.content !== content) last = { content, key: randomKey() };
      return last.key;
    },
    forget() {
      last = null;
    },
    last: () => last,
    restore(keyed) {
      last = keyed;
    },
  };
}

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
