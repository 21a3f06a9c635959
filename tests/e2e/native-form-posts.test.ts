import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { localizedPath } from "~/shared/languages";
import { paths } from "~/shared/routes";
import { REFERENCE_PATTERN } from "~/server/submissions/reference";
import { createTestClock } from "~/server/testing/test-clock";
import { startTestApp, type TestApp } from "~/server/testing/test-app";
import { formMessages } from "~/shared/messages/forms";
import { apiMessages } from "~/shared/messages/api";

// Every public form sent without scripts (docs/decisions/0021-forms-without-scripts.md), called
// in-process with inject on the built site (npm run build: the pages are rendered by the route
// modules of that build), on SQLite and on PostgreSQL.

const CLIENT_DIR = "build/client";

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ clientDir: CLIENT_DIR });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await server.db.deleteFrom("submissions").execute();
});

interface FormCase {
  form: string;
  path: string;
  kind: string;
  valid: Record<string, string>;
  /** A post with a field wrong, what each wrong field then says, and what was typed that must come back. */
  invalid: { sent: Record<string, string>; messages: Record<string, string>; kept: string };
  success: string;
  /** The id of each field's control, which its error's id starts with. */
  fieldId: (name: string) => string;
  stored: Record<string, unknown>;
}

const forms: FormCase[] = [
  {
    form: "Request Help on /query-form",
    path: paths.queryForm,
    kind: "help_request",
    valid: { name: "Asha Rao", email: "asha@example.in", query: "A caller took ₹20,000 by UPI." },
    invalid: {
      sent: { name: "Asha Rao", email: "asha-at-example", query: "" },
      messages: { email: "Please enter a valid email address.", query: "Please fill out the Query field." },
      kept: "asha-at-example",
    },
    success: formMessages.helpModal.success,
    fieldId: (name) => `query-form-${name}`,
    stored: { name: "Asha Rao", message: "A caller took ₹20,000 by UPI.", topic: null, page: paths.queryForm },
  },
  {
    form: "the money scam page's Query Resolve Form",
    path: paths.topic("money-scam"),
    kind: "help_request",
    valid: { name: "Ravi Kumar", email: "ravi@example.in", query: "Fake trading app." },
    invalid: {
      sent: { name: "  ", email: "ravi@example.in", query: "Fake trading app & more <b>" },
      messages: { name: "Please fill out the Name field." },
      kept: "Fake trading app &amp; more &lt;b&gt;",
    },
    success: apiMessages.helpRequestAccepted,
    fieldId: (name) => `topic-money-scam-${name}`,
    stored: { name: "Ravi Kumar", topic: "money-scam", page: paths.topic("money-scam") },
  },
  {
    form: "Contact Us",
    path: paths.contact,
    kind: "contact_message",
    valid: { name: "Leela Das", email: "leela@example.in", subject: "OTP fraud", message: "They asked for my OTP." },
    invalid: {
      sent: { name: "Leela Das", email: "leela@example.in", subject: "", message: "They asked for my OTP." },
      messages: { subject: "Please fill out this field." },
      kept: "They asked for my OTP.",
    },
    success: formMessages.contact.success,
    fieldId: (name) => `contact-${name}`,
    stored: { name: "Leela Das", subject: "OTP fraud", page: paths.contact },
  },
  {
    form: "Get in Touch on the home page",
    path: paths.home,
    kind: "contact_message",
    valid: { name: "Imran Shaikh", email: "imran@example.in", phone: "+91 98000 00000", message: "Please call me." },
    invalid: {
      sent: { name: "Imran Shaikh", email: "imran@example", phone: "+91 98000 00000", message: "Please call me." },
      messages: { email: "Please enter a valid email address." },
      kept: "+91 98000 00000",
    },
    success: formMessages.contact.success,
    fieldId: (name) => `get-in-touch-${name}`,
    stored: { name: "Imran Shaikh", phone: "+91 98000 00000", page: paths.home },
  },
  {
    form: "Post Query",
    path: paths.postQuery,
    kind: "post_query",
    valid: {
      name: "Meena Iyer",
      email: "meena@example.in",
      phone: "",
      state: "Kerala",
      city: "Kochi",
      subject: "Loan app threats",
      message: "They threaten to call my contacts.",
    },
    invalid: {
      sent: { name: "Meena Iyer", email: "meena@example.in", state: "", city: "Kochi", subject: "x".repeat(101) },
      messages: { state: "Please fill out this field.", subject: "Please use at most 100 characters." },
      kept: "Kochi",
    },
    success: formMessages.postQuery.success,
    fieldId: (name) => `post-query-${name}`,
    stored: { name: "Meena Iyer", state: "Kerala", city: "Kochi", subject: "Loan app threats" },
  },
];

function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return server.app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

function get(url: string, cookie?: string) {
  return server.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
}

function caseSecretCount(): Promise<number> {
  return server.db
    .selectFrom("case_secrets")
    .select("secret_hash")
    .execute()
    .then((rows) => rows.length);
}

function storedRows() {
  return server.db.selectFrom("submissions").selectAll().orderBy("id").execute();
}

/** The cookie a browser would send back: its name=value, with what Set-Cookie said about it. */
function sentCookie(setCookie: string | string[] | undefined): { pair: string; attributes: string } {
  const header = Array.isArray(setCookie) ? setCookie.join("\n") : (setCookie ?? "");
  const [pair = "", ...attributes] = header.split(";").map((part) => part.trim());
  return { pair, attributes: attributes.join("; ") };
}

describe.each(forms)("$form sent without scripts", (form) => {
  it("is stored once, answered 303 to its page, which shows the reference once; a reload shows the page without it", async () => {
    const response = await postForm(form.path, form.valid);

    expect(response.statusCode).toBe(303);
    const location = response.headers.location as string;
    const reference = new URL(location, "http://site").searchParams.get("sent") ?? "";
    expect(reference).toMatch(REFERENCE_PATTERN);
    expect(new URL(location, "http://site").pathname).toBe(form.path);
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: form.kind, reference, email: form.valid.email, ...form.stored });

    const cookie = sentCookie(response.headers["set-cookie"]);
    expect(cookie.attributes).toContain("HttpOnly");
    expect(cookie.attributes).toContain("SameSite=Lax");
    expect(cookie.attributes).toContain(`Path=${form.path}`);
    // Neither the address nor the cookie carries what was typed.
    expect(location + cookie.pair).not.toContain(encodeURIComponent(form.valid.email ?? ""));

    const confirmation = await get(location, cookie.pair);
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(confirmation.headers["cache-control"]).toBe("no-store");
    expect(confirmation.body).toMatch(new RegExp(`<p class="confirmation__reference">${reference}</p>`));
    // Said by the confirmation itself (the page's form words hold it too).
    const panelStart = confirmation.body.indexOf('class="confirmation"');
    const panel = confirmation.body.slice(panelStart, confirmation.body.indexOf("</section>", panelStart));
    expect(panelStart).toBeGreaterThan(-1);
    expect(panel).toContain(form.success);
    expect(panel).toContain("Call 1930 at once");
    expect(confirmation.body).not.toContain(form.valid.email);
    // Its button opens the case page with the case code the post minted, kept only as a hash.
    const code = /<input type="hidden" name="code" value="([\w-]{43})"\/>/.exec(confirmation.body)?.[1];
    expect(code, "the confirmation's case code").toBeDefined();
    const opened = await server.app.inject({
      method: "POST",
      url: "/case/open",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ code: code! }).toString(),
    });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe("/case");
    expect(JSON.stringify(await server.db.selectFrom("case_secrets").selectAll().execute())).not.toContain(code!);
    // Shown once: the answer clears the cookie, so the reload comes without it.
    expect(sentCookie(confirmation.headers["set-cookie"]).attributes).toContain("Max-Age=0");

    const reload = await get(location);
    expect(reload.statusCode).toBe(200);
    expect(reload.body).not.toContain(reference);
    expect(reload.body).not.toContain('class="confirmation__reference"');
    expect(await storedRows()).toHaveLength(1);
  });

  it("the address alone, or a cookie a client made up naming its reference or another, shows the page without a cookie and mints nothing", async () => {
    const response = await postForm(form.path, form.valid);
    const location = response.headers.location as string;
    const reference = new URL(location, "http://site").searchParams.get("sent") ?? "";
    const secretsBefore = await caseSecretCount();

    const withoutCookie = await get(location);
    // References are not secrets: a stranger who knows one can write this cookie.
    const forged = await get(location, `cyberhelp_sent=${reference}`);
    const otherCookie = await get(location, "cyberhelp_sent=CH-2345AB");
    for (const page of [withoutCookie, forged, otherCookie]) {
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain(reference);
      // The success message is among the form's words in the page; no confirmation shows it.
      expect(page.body).not.toContain('class="confirmation"');
      expect(page.body).toBe(withoutCookie.body);
      expect(page.headers["set-cookie"]).toBeUndefined();
    }
    expect(await caseSecretCount()).toBe(secretsBefore);
  });

  it("invalid input answers 400 with its page: the messages under the fields, what was typed filled in, nothing stored", async () => {
    const response = await postForm(form.path, form.invalid.sent);

    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    for (const [name, message] of Object.entries(form.invalid.messages)) {
      const id = form.fieldId(name);
      expect(response.body).toContain(`<p id="${id}-error" class="field__error">${message}</p>`);
      expect(response.body).toMatch(
        new RegExp(`id="${id}"[^>]*aria-invalid="true"[^>]*aria-describedby="[^"]*${id}-error`),
      );
    }
    expect(response.body).toContain(form.invalid.kept);
    expect(response.body).not.toContain('"status":"error"');
    expect(await storedRows()).toHaveLength(0);
  });

  it("posted from another website answers 403 with its page: the reason under the first field, what was typed filled in, nothing stored", async () => {
    const response = await postForm(form.path, form.valid, { origin: "https://evil.example" });

    expect(response.statusCode).toBe(403);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const first = Object.keys(form.valid)[0]!;
    expect(response.body).toContain(
      `<p id="${form.fieldId(first)}-error" class="field__error">${apiMessages.crossSiteForm}</p>`,
    );
    // What was typed comes back (values that HTML writes as they are).
    for (const value of Object.values(form.valid).filter((text) => !/[&<>"']/.test(text))) {
      expect(response.body).toContain(value);
    }
    expect(await storedRows()).toHaveLength(0);
  });

  it("a filled honeypot gets the same 303 a person gets, and nothing is stored", async () => {
    const response = await postForm(form.path, { ...form.valid, website: "https://spam.example" });

    expect(response.statusCode).toBe(303);
    expect(new URL(response.headers.location as string, "http://site").searchParams.get("sent")).toMatch(
      REFERENCE_PATTERN,
    );
    expect(await storedRows()).toHaveLength(0);
  });
});

/** The case code a confirmation page shows, if any. */
function caseCodeOn(body: string): string | undefined {
  return /<input type="hidden" name="code" value="([\w-]{43})"\/>/.exec(body)?.[1];
}

function openCase(code: string) {
  return server.app.inject({
    method: "POST",
    url: "/case/open",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ code }).toString(),
  });
}

/** A form sent without scripts: where its redirect leads, its reference, and the cookie that came with it. */
async function sentWithoutScripts(path: string, fields: Record<string, string>) {
  const response = await postForm(path, fields);
  const location = response.headers.location as string;
  const reference = new URL(location, "http://site").searchParams.get("sent") ?? "";
  return { location, reference, cookie: sentCookie(response.headers["set-cookie"]).pair };
}

describe("The confirmation's case code, carried only to the browser that sent the form", () => {
  const contact = forms[2]!;

  it("is the code the post minted, shown once; the same cookie sent again shows nothing and mints nothing", async () => {
    const sent = await sentWithoutScripts(contact.path, contact.valid);
    const secretsAfterPost = await caseSecretCount();

    const first = await get(sent.location, sent.cookie);
    const replayed = await get(sent.location, sent.cookie);

    const code = caseCodeOn(first.body);
    expect(code).toBeDefined();
    expect((await openCase(code!)).headers.location).toBe("/case");
    expect(replayed.statusCode).toBe(200);
    expect(replayed.body).not.toContain('class="confirmation"');
    expect(replayed.body).not.toContain(sent.reference);
    // Opening the case minted its session; the showings minted nothing.
    expect(await caseSecretCount()).toBe(secretsAfterPost + 1);
  });

  it("an altered cookie shows nothing", async () => {
    const sent = await sentWithoutScripts(contact.path, contact.valid);
    const [name, value = ""] = sent.cookie.split("=");
    const middle = Math.floor(value.length / 2);
    const altered = `${name}=${value.slice(0, middle)}${value[middle] === "A" ? "B" : "A"}${value.slice(middle + 1)}`;

    const page = await get(sent.location, altered);

    expect(page.body).not.toContain('class="confirmation"');
    expect(page.body).not.toContain(sent.reference);
  });

  it("a cookie taken to another page, or to another reference, shows nothing", async () => {
    const sent = await sentWithoutScripts(contact.path, contact.valid);
    const other = await sentWithoutScripts(contact.path, { ...contact.valid, email: "other@example.in" });

    const elsewhere = await get(`${paths.postQuery}?sent=${sent.reference}`, sent.cookie);
    const otherReference = await get(other.location, sent.cookie);

    for (const page of [elsewhere, otherReference]) {
      expect(page.body).not.toContain('class="confirmation"');
      expect(caseCodeOn(page.body)).toBeUndefined();
    }
    // Neither attempt used the cookie up: its own page still shows it.
    expect(caseCodeOn((await get(sent.location, sent.cookie)).body)).toBeDefined();
  });

  it("on a Hindi page, a made-up cookie shows the page without a cookie, and a real one its code once", async () => {
    const hindiContact = localizedPath("hi", paths.contact);
    const sent = await sentWithoutScripts(hindiContact, contact.valid);

    const plain = await get(sent.location);
    const forged = await get(sent.location, `cyberhelp_sent=${sent.reference}`);
    const real = await get(sent.location, sent.cookie);

    expect(forged.body).toBe(plain.body);
    expect(caseCodeOn(real.body)).toBeDefined();
    expect(caseCodeOn((await get(sent.location, sent.cookie)).body)).toBeUndefined();
  });

  it("its minting is in the audit log as a link handed out by the no-script confirmation; the showing mints nothing more", async () => {
    const sent = await sentWithoutScripts(contact.path, contact.valid);
    await get(sent.location, sent.cookie);

    const mints = await server.db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("target_id", "=", sent.reference)
      .where("action", "=", "case_secret.minted")
      .execute();

    expect(mints.map((entry) => JSON.parse(entry.detail))).toEqual([{ kind: "link", channel: "form_confirmation" }]);
  });
});

describe("The confirmation's cookie, after its five minutes", () => {
  const clock = createTestClock();
  let timed: TestApp;
  beforeAll(async () => {
    timed = await startTestApp({ clientDir: CLIENT_DIR, clock });
  });
  afterAll(async () => {
    await timed?.close();
  });

  it("shows nothing, even sent back by the browser that was given it", async () => {
    const contact = forms[2]!;
    const response = await timed.app.inject({
      method: "POST",
      url: contact.path,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(contact.valid).toString(),
    });
    const location = response.headers.location as string;
    const cookie = sentCookie(response.headers["set-cookie"]).pair;

    clock.advance(5 * 60 * 1000 + 1000);
    const late = await timed.app.inject({ method: "GET", url: location, headers: { cookie } });

    expect(late.statusCode).toBe(200);
    expect(late.body).not.toContain('class="confirmation"');
    expect(caseCodeOn(late.body)).toBeUndefined();
  });
});

describe("Pages answered without scripts", () => {
  it("the 400 page keeps the pages' Content-Security-Policy: no inline script, none allowed", async () => {
    const response = await postForm(paths.queryForm, { name: "", email: "", query: "" });

    expect(response.statusCode).toBe(400);
    const policy = response.headers["content-security-policy"] as string;
    expect(policy).toContain("script-src 'self';");
    // No script runs from the page itself; the islands' props are data blocks, never run.
    expect(response.body).not.toMatch(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>/);
    // The page hydrates as islands with the answer as the form's props, as the prerender does.
    expect(response.body).toMatch(/<script type="module" src="\/assets\/islands-[^"]+\.js"><\/script>/);
  });

  it("a form sent twice with the same Idempotency-Key is stored once and both answers lead to the same reference", async () => {
    const form = forms[0]!;
    const headers = { "idempotency-key": "native-replay-1" };
    const first = await postForm(form.path, form.valid, headers);
    const again = await postForm(form.path, form.valid, headers);

    expect(first.statusCode).toBe(303);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(first.headers.location);
    expect(await storedRows()).toHaveLength(1);
  });

  it("a form posted to a page that holds none gets an HTML page saying so, not JSON", async () => {
    const response = await postForm(paths.faq, { name: "Asha" });

    expect(response.statusCode).toBe(405);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain("<h1>This page does not take forms</h1>");
    expect(response.body).not.toContain('"status"');
  });

  it("a form posted to an unknown page gets the HTML not-found page", async () => {
    const response = await postForm("/no-such-page", { name: "Asha" });

    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain("<h1>Page Not Found</h1>");
  });

  it("the JSON API still refuses a form-encoded body, with JSON", async () => {
    const response = await postForm("/api/help-requests", forms[0]!.valid);

    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ status: "error", message: apiMessages.unsupportedMediaType });
    expect(await storedRows()).toHaveLength(0);
  });
});

describe("Forms sent without scripts, over the rate limit", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ clientDir: CLIENT_DIR, env: { FORM_RATE_LIMIT_PER_MINUTE: "1" } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it("the form over the limit gets an HTML page asking to wait a minute, and is not stored", async () => {
    const send = () =>
      limited.app.inject({
        method: "POST",
        url: paths.contact,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(forms[2]!.valid).toString(),
      });
    expect((await send()).statusCode).toBe(303);

    const refused = await send();

    expect(refused.statusCode).toBe(429);
    expect(refused.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(refused.body).toContain(apiMessages.tooManyRequests);
    expect(await limited.db.selectFrom("submissions").selectAll().execute()).toHaveLength(1);
  });
});
