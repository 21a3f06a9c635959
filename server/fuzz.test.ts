import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApiPaths, apiPaths, authApiPaths, documentedApiPaths } from "~/shared/routes";
import type { SubmissionDetail } from "~/shared/schemas/admin-replies";
import { contactMessageSchema } from "~/shared/schemas/contact-message";
import { helpRequestSchema } from "~/shared/schemas/help-request";
import { postQuerySchema } from "~/shared/schemas/post-query";
import { signInAsAdmin, type AdminSession } from "./testing/admin-session";
import { fillRouteParams, registeredRoutes, type RegisteredRoute } from "./testing/registered-routes";
import { startTestApp, type TestApp } from "./testing/test-app";

// Thousands of malformed requests against every route of the app: wrong types, huge strings,
// invalid JSON, wrong content types, control characters, lone surrogates, deep nesting and
// __proto__ keys. Nothing may answer 5xx, the server must stay healthy, nothing invalid may be
// stored, and a person's unusual but real text must come back exactly as sent.

/** A small seeded generator, so a failure can be replayed with the seed it prints. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const random = randomSource(SEED);

const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "Asha\u0000Verma",
  "\ud800",
  "\udfff\ud800",
  "\u202eevil",
  "\u001b[31mred",
  "x".repeat(70_000),
  "नमस्ते".repeat(3_000),
  "🙏".repeat(5_000),
  "<script>alert(1)</script>",
  "'; DROP TABLE submissions; --",
  '=HYPERLINK("http://evil")',
  "%00%0d%0aSet-Cookie: x=y",
  "../../etc/passwd",
  "CH-7K3Q9M",
  "1e309",
  "-1",
  "NaN",
  "[object Object]",
  "__proto__",
];

function nastyValue(depth = 0): unknown {
  switch (random.int(depth > 3 ? 6 : 9)) {
    case 0:
      return random.pick(NASTY_STRINGS);
    case 1:
      return random.pick([0, -1, 1.5, 1e308, -0, Number.MAX_SAFE_INTEGER + 2]);
    case 2:
      return random.pick([true, false, null]);
    case 3:
      return random.pick(["asha@example.in", "not-an-email", "a@b", "@example.in", "a@@b.in"]);
    case 4:
      return random.pick(["Kerala", "kerala", "Atlantis", "new", "spam", "resolved", "money-scam"]);
    case 5:
      return "a".repeat(random.int(300));
    case 6:
      return Array.from({ length: random.int(4) }, () => nastyValue(depth + 1));
    case 7:
      return nastyObject(depth + 1);
    default:
      return deeplyNested(random.int(200));
  }
}

const FIELD_NAMES = [
  "name",
  "email",
  "query",
  "message",
  "subject",
  "phone",
  "state",
  "city",
  "topic",
  "page",
  "website",
  "password",
  "setupToken",
  "session",
  "status",
  "body",
  "kind",
  "q",
  "page",
  "pageSize",
];

function nastyObject(depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (let i = random.int(8); i >= 0; i--) object[random.pick(FIELD_NAMES)] = nastyValue(depth);
  return object;
}

function deeplyNested(levels: number): unknown {
  let value: unknown = "bottom";
  for (let i = 0; i < levels; i++) value = { name: value };
  return value;
}

/** Raw bodies JSON.stringify cannot make: broken JSON and prototype-pollution keys. */
const RAW_BODIES = [
  "{",
  '{"name":',
  "null",
  "[]",
  '"just a string"',
  '{"__proto__":{"polluted":"yes"},"name":"A"}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"name":"A","name":"B","email":"a@example.in","query":"q"}',
  '\uFEFF{"name":"A"}',
  '{"name":"\\ud800","email":"a@example.in","query":"q"}',
  '{"name":"\\u0000","email":"a@example.in","query":"q"}',
  "[".repeat(5_000),
];

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=latin1",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "",
];

/** encodeURIComponent refuses lone surrogates; send them as the invalid UTF-8 a client could. */
function percentEncode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
}

function nastyQuery(): string {
  const parts: string[] = [];
  for (let i = random.int(5); i >= 0; i--) {
    const value = random.pick([...NASTY_STRINGS.filter((text) => text.length < 100), "2", "100", "999999999999"]);
    parts.push(`${random.pick(FIELD_NAMES)}=${percentEncode(value)}`);
  }
  return parts.join("&");
}

/** A valid form for each form endpoint, so one nasty field at a time gets past the rest. */
const VALID_FORMS: Record<string, Record<string, unknown>> = {
  [apiPaths.helpRequests]: { name: "Asha", email: "asha@example.in", query: "UPI fraud" },
  [apiPaths.contactMessages]: { name: "Asha", email: "asha@example.in", subject: "Help", message: "Card cloned" },
  [apiPaths.postQueries]: { name: "Asha", email: "asha@example.in", state: "Kerala", subject: "Loan app threats" },
};

function nastyBody(url: string): string {
  const valid = VALID_FORMS[url];
  if (valid && random.next() < 0.5) return JSON.stringify({ ...valid, [random.pick(FIELD_NAMES)]: nastyValue() });
  if (random.next() < 0.3) return random.pick(RAW_BODIES);
  return JSON.stringify(random.next() < 0.8 ? nastyObject() : nastyValue());
}

function nastyRequest(route: RegisteredRoute, admin: AdminSession): InjectOptions {
  const param = random.pick([
    "1",
    "0",
    "-1",
    "CH-7K3Q9M",
    "ch-zzzzzz",
    "%00",
    "%E0%A4",
    "99999999999999999999",
    "a%2Fb",
    "..%2F..",
  ]);
  const url = fillRouteParams(route.url, param) + (random.next() < 0.5 ? `?${nastyQuery()}` : "");
  const headers: Record<string, string> = {};
  // Logging out would end the fuzzing admin's own session.
  if (route.url !== authApiPaths.logout && random.next() < 0.9) headers.authorization = admin.headers.authorization;
  if (random.next() < 0.2) headers["idempotency-key"] = random.pick(["k", "same-key", " ", "x".repeat(200)]);
  const contentType = random.next() < 0.5 ? "application/json" : random.pick(CONTENT_TYPES);
  if (contentType) headers["content-type"] = contentType;
  if (route.method === "GET" || route.method === "DELETE") return { method: route.method as "GET", url, headers };
  return { method: route.method as "POST", url, headers, payload: nastyBody(route.url) };
}

/** Each call runs argon2 on purpose; a few dozen each are plenty. */
const PASSWORD_ROUTES = [
  authApiPaths.login,
  authApiPaths.signup,
  documentedApiPaths.adminLogin,
  documentedApiPaths.signup,
];

let server: TestApp;
let admin: AdminSession;
beforeAll(async () => {
  server = await startTestApp();
  admin = await signInAsAdmin(server);
});
afterAll(async () => {
  await server.close();
});

describe(`fuzzing every route (seed ${SEED})`, () => {
  it("thousands of malformed requests: never a 5xx, never a stack trace, and the server stays healthy", async () => {
    const routes = registeredRoutes(server.app).filter(
      (route) => route.url.startsWith("/api/") || route.url.endsWith(".php") || route.url === "/*",
    );
    expect(routes.length).toBeGreaterThan(15);
    const problems: string[] = [];
    let sent = 0;
    const histogram = new Map<number, number>();
    for (const route of routes) {
      const count = (PASSWORD_ROUTES as readonly string[]).includes(route.url) ? 30 : 100;
      for (let i = 0; i < count; i++) {
        const request = nastyRequest(route, admin);
        const response = await server.app.inject(request);
        sent++;
        histogram.set(response.statusCode, (histogram.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 500 || /\bat .+\.(ts|js):\d+/.test(response.body)) {
          problems.push(
            `${request.method} ${String(request.url).slice(0, 120)} -> ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        }
      }
    }
    // Enough of them reach the handlers, and enough are stored, for the checks to mean something.
    expect(histogram.get(201) ?? 0).toBeGreaterThan(20);
    expect(histogram.get(200) ?? 0).toBeGreaterThan(500);
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(2_000);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const health = await server.app.inject({ method: "GET", url: apiPaths.health });
    expect(health.statusCode).toBe(200);
  }, 240_000);

  it("nothing invalid was stored: every stored submission passes its form's schema", async () => {
    const rows = await server.db.selectFrom("submissions").selectAll().execute();
    for (const row of rows) {
      // An empty page is how the store keeps "not sent"; the form sends it as absent.
      const page = row.page || undefined;
      const valid =
        row.kind === "help_request"
          ? helpRequestSchema.safeParse({
              name: row.name,
              email: row.email,
              query: row.message,
              topic: row.topic,
              page,
            })
          : row.kind === "contact_message"
            ? contactMessageSchema.safeParse({
                name: row.name,
                email: row.email,
                subject: row.subject,
                message: row.message,
                phone: row.phone,
                page,
              })
            : postQuerySchema.safeParse({
                name: row.name,
                email: row.email,
                phone: row.phone,
                state: row.state,
                city: row.city,
                subject: row.subject,
                message: row.message,
              });
      expect(valid.success, `${row.reference}: ${JSON.stringify(row).slice(0, 200)}`).toBe(true);
    }
  });

  it("quotes, SQL, HTML, Devanagari and emoji are stored and shown exactly as sent", async () => {
    const words = {
      name: `रमेश "Ramu" O'Brien 🙏`,
      email: "ramesh.obrien@example.in",
      query: `<img src=x onerror="alert(1)"> '; DROP TABLE submissions; -- मेरे खाते से ₹25,000 निकल गए 😢\nदूसरी पंक्ति`,
    };
    const response = await server.app.inject({ method: "POST", url: apiPaths.helpRequests, payload: words });
    expect(response.statusCode).toBe(201);
    const { reference } = response.json<{ reference: string }>();
    const detail = await server.app.inject({
      method: "GET",
      url: adminApiPaths.submission(reference),
      headers: admin.headers,
    });
    expect(detail.json<SubmissionDetail>()).toMatchObject({
      name: words.name,
      email: words.email,
      message: words.query,
    });
    expect(detail.headers["content-type"]).toMatch(/^application\/json/);
  });
});
