// One Idempotency-Key per thing a visitor sends: a retry of the same form content (after a
// timeout or a lost answer) reuses it, so the server stores it once; changed content gets a
// new key. crypto.getRandomValues works on plain HTTP too, unlike crypto.randomUUID.

export interface IdempotencyKeys {
  keyFor(payload: unknown): string;
  /** After an accepted submission: the next one is a new request. */
  forget(): void;
}

export function createIdempotencyKeys(): IdempotencyKeys {
  let last: { content: string; key: string } | null = null;
  return {
    keyFor(payload) {
      const content = JSON.stringify(payload);
      if (last?.content !== content) last = { content, key: randomKey() };
      return last.key;
    },
    forget() {
      last = null;
    },
  };
}

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
