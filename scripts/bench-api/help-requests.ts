import { randomUUID } from "node:crypto";
import { fakeSubmissions } from "../bench-admin/fake-submissions";

// The bodies the benchmark sends: help requests as the site's forms send them (names, some in
// Devanagari, scam stories of two to four sentences, the topic page they came from), each with
// its own e-mail address, so what was stored can be matched to what was acknowledged, and its
// own Idempotency-Key, as the forms send one.

export interface HelpRequestBody {
  name: string;
  email: string;
  query: string;
  topic: string | null;
  page: string;
}

const POOL_SIZE = 2_000;

/** Varied requests, the same on every run (the admin benchmark's seeded generator). */
const pool: Omit<HelpRequestBody, "email">[] = [];
const mailboxes: [local: string, domain: string][] = [];
for (const row of fakeSubmissions({ count: POOL_SIZE * 3, end: new Date("2026-01-01T00:00:00Z"), spanDays: 30 })) {
  if (row.kind !== "help_request" || pool.length >= POOL_SIZE) continue;
  pool.push({ name: row.name, query: row.message, topic: row.topic, page: row.page || "/" });
  const [local = "visitor", domain = "example.in"] = row.email.split("@");
  mailboxes.push([local, domain]);
}

/**
 * The n-th request of a run: the address carries the run's tag and n, so every address is
 * distinct across the whole benchmark.
 */
export function helpRequest(tag: string, n: number): { body: HelpRequestBody; idempotencyKey: string } {
  const index = n % pool.length;
  const [local, domain] = mailboxes[index] as [string, string];
  const base = pool[index] as Omit<HelpRequestBody, "email">;
  return {
    body: { ...base, email: `${local}.${tag}${n}@${domain}` },
    idempotencyKey: randomUUID(),
  };
}
