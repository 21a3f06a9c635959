import { siteConfig } from "~/shared/site-config";
import { Writable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { limits } from "~/shared/constants";
import { apiPaths } from "~/shared/routes";
import { messagesFor } from "~/shared/translations";
import { findSubmissionDetail } from "../admin/casework-store";
import { REFERENCE_PATTERN } from "../submissions/reference";
import { startTestApp, type TestApp } from "../testing/test-app";
import { apiMessages } from "~/shared/messages/api";
import { caseFactsMessages } from "~/shared/messages/form-fields";

// The three form endpoints, called in-process against a real SQLite file.

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await server.db.deleteFrom("submissions").execute();
});

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  const body = typeof payload === "string" ? payload : JSON.stringify(payload);
  return server.app.inject({ method: "POST", url, headers: { "content-type": "application/json", ...headers }, body });
}

function storedRows() {
  return server.db.selectFrom("submissions").selectAll().orderBy("id").execute();
}

interface EndpointCase {
  title: string;
  url: string;
  acceptedMessage: string;
  valid: Record<string, string>;
  invalid: Array<{ field: string; value: string | undefined; message: string }>;
}

const endpoints: EndpointCase[] = [
  {
    title: "Request Help",
    url: apiPaths.helpRequests,
    acceptedMessage: apiMessages.helpRequestAccepted,
    valid: {
      name: "Asha Verma",
      email: "asha@example.in",
      query: "UPI fraud",
      topic: "money-scam",
      page: "/services/money-scam",
    },
    invalid: [
      { field: "name", value: "  ", message: "Please fill out the Name field." },
      { field: "email", value: "", message: "Please fill out the Email field." },
      { field: "email", value: "asha@example", message: "Please enter a valid email address." },
      { field: "query", value: undefined, message: "Please fill out the Query field." },
    ],
  },
  {
    title: "Contact message",
    url: apiPaths.contactMessages,
    acceptedMessage: apiMessages.contactMessageAccepted,
    valid: { name: "Meera", email: "meera@example.in", subject: "Aadhaar misuse", message: "A loan in my name." },
    invalid: [
      { field: "name", value: "", message: "Please fill out this field." },
      { field: "email", value: "meera", message: "Please enter a valid email address." },
      { field: "message", value: " ", message: "Please fill out this field." },
    ],
  },
  {
    title: "Post Query",
    url: apiPaths.postQueries,
    acceptedMessage: apiMessages.queryAccepted,
    valid: {
      name: "Ravi Kumar",
      email: "ravi@example.in",
      phone: "+91 98765 43210",
      state: "Karnataka",
      city: "Bengaluru",
      subject: "Fake investment app",
      message: "The app no longer opens.",
    },
    invalid: [
      { field: "email", value: "ravi@", message: "Invalid email address." },
      { field: "state", value: "", message: "Please fill out this field." },
      { field: "state", value: "Atlantis", message: "Please choose a state from the list." },
      { field: "subject", value: "s".repeat(101), message: "Please use at most 100 characters." },
      { field: "message", value: "m".repeat(501), message: "Please use at most 500 characters." },
    ],
  },
];

describe.each(endpoints)("$title endpoint", ({ url, acceptedMessage, valid, invalid }) => {
  it("accepts a valid form with 201, the success message and a CH-XXXXXX reference", async () => {
    const response = await post(url, valid);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      status: "success",
      message: acceptedMessage,
      reference: expect.any(String),
      caseUrl: expect.stringMatching(/^\/case#[\w-]{43}$/),
      // The site's target for a case with no deadline and no first hours: what the confirmation promises.
      replyWithinMinutes: siteConfig.responseTargets.otherMinutes,
    });
    expect(body.reference).toMatch(REFERENCE_PATTERN);
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reference: body.reference, status: "new" });
  });

  it.each(invalid)(
    "refuses an invalid $field with 400 and its exact message, storing nothing",
    async ({ field, value, message }) => {
      const response = await post(url, { ...valid, [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: "error",
        message: apiMessages.invalidInput,
        errors: { [field]: message },
      });
      expect(await storedRows()).toHaveLength(0);
    },
  );

  it("answers malformed JSON with 400 JSON, storing nothing", async () => {
    const response = await post(url, '{"name": "Asha",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: "error", message: apiMessages.malformedJson });
    expect(await storedRows()).toHaveLength(0);
  });

  it("answers a text/plain body with 415 JSON, storing nothing", async () => {
    const response = await post(url, JSON.stringify(valid), { "content-type": "text/plain" });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ status: "error", message: apiMessages.unsupportedMediaType });
    expect(await storedRows()).toHaveLength(0);
  });

  it("answers a body without a content type with 415 JSON", async () => {
    const response = await server.app.inject({ method: "POST", url, payload: Buffer.from(JSON.stringify(valid)) });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ status: "error", message: apiMessages.unsupportedMediaType });
  });

  it("answers a body over the size limit with 413 JSON, storing nothing", async () => {
    const response = await post(url, { ...valid, name: "x".repeat(limits.bodyLimitBytes) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: "error", message: apiMessages.bodyTooLarge });
    expect(await storedRows()).toHaveLength(0);
  });

  it("answers an empty body with the required fields' messages", async () => {
    const response = await server.app.inject({ method: "POST", url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: "error", message: apiMessages.invalidInput });
    expect(Object.keys(response.json().errors).length).toBeGreaterThan(0);
  });

  it("answers a JSON body that is not an object with 400, not 500", async () => {
    const response = await post(url, "[1, 2, 3]");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: "error", message: apiMessages.invalidInput });
  });

  it("drops unknown fields instead of storing or echoing them", async () => {
    const response = await post(url, { ...valid, status: "resolved", id: 999, reference: "CH-AAAAAA", isAdmin: true });
    expect(response.statusCode).toBe(201);
    expect(Object.keys(response.json()).sort()).toEqual([
      "caseUrl",
      "message",
      "reference",
      "replyWithinMinutes",
      "status",
    ]);
    const [row] = await storedRows();
    expect(row).toMatchObject({ status: "new" });
    expect(row?.id).not.toBe(999);
    expect(row?.reference).not.toBe("CH-AAAAAA");
  });
});

describe("what is stored", () => {
  it("a help request is stored with its trimmed values, the query as message and its topic and page", async () => {
    await post(apiPaths.helpRequests, {
      name: "  Asha Verma ",
      email: " asha@example.in",
      query: " Money left my account. \n",
      topic: "atm-scam",
      page: "/services/atm-scam",
    });
    const [row] = await storedRows();
    expect(row).toMatchObject({
      kind: "help_request",
      name: "Asha Verma",
      email: "asha@example.in",
      message: "Money left my account.",
      topic: "atm-scam",
      page: "/services/atm-scam",
      phone: "",
      state: "",
      city: "",
      subject: "",
      status: "new",
    });
  });

  it("a help request without the optional case facts stores them empty, as before they existed", async () => {
    await post(apiPaths.helpRequests, { name: "Asha Verma", email: "asha@example.in", query: "UPI fraud" });
    const [row] = await storedRows();
    expect(row).toMatchObject({
      phone: "",
      contact_preference: "",
      incident_at: null,
      incident_time_unknown: 0,
      payment_approval: "",
      paid_from: "",
      payment_method: "",
      amount_lost: null,
    });
  });

  it("a help request's case facts are stored normalised: +91 number, UTC instant of India's time, whole rupees", async () => {
    const response = await post(apiPaths.helpRequests, {
      name: "Asha Verma",
      email: "asha@example.in",
      query: "UPI fraud",
      phone: "098765 43210",
      contactPreference: "whatsapp",
      incidentDate: "2026-11-20",
      incidentTime: "21:15",
      paymentApproval: "taken_without_approval",
      paidFrom: "cooperative_bank",
      paymentMethod: "upi",
      // More than PostgreSQL's integer holds.
      amountLost: "₹3,00,00,00,000",
    });
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json<{ reference: string }>();
    const detail = await findSubmissionDetail(server.db, reference, new Date());
    expect(detail).toMatchObject({
      phone: "+919876543210",
      caseFacts: {
        contactPreference: "whatsapp",
        incidentAt: "2026-11-20T15:45:00.000Z",
        incidentTimeUnknown: false,
        paymentApproval: "taken_without_approval",
        paidFrom: "cooperative_bank",
        paymentMethod: "upi",
        amountLost: 3_000_000_000,
      },
    });
  });

  it("an unknown time of a help request is stored as the start of that day in India, flagged", async () => {
    const response = await post(apiPaths.helpRequests, {
      name: "Asha Verma",
      email: "asha@example.in",
      query: "UPI fraud",
      incidentDate: "2026-11-20",
      incidentTime: "21:15",
      incidentTimeUnknown: true,
    });
    const detail = await findSubmissionDetail(server.db, response.json<{ reference: string }>().reference, new Date());
    expect(detail?.caseFacts).toMatchObject({ incidentAt: "2026-11-19T18:30:00.000Z", incidentTimeUnknown: true });
  });

  it("a help request with WhatsApp chosen but no number is refused with the field's message, and nothing is stored", async () => {
    const response = await post(apiPaths.helpRequests, {
      name: "Asha Verma",
      email: "asha@example.in",
      query: "UPI fraud",
      contactPreference: "whatsapp",
      amountLost: "12.50",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { phone: caseFactsMessages.contactNeedsPhone, amountLost: caseFactsMessages.amountDecimal },
    });
    expect(await storedRows()).toEqual([]);
  });

  it("a Get in Touch message keeps the phone number the visitor typed", async () => {
    await post(apiPaths.contactMessages, {
      name: "Meera",
      email: "meera@example.in",
      phone: " +91 90000 00000 ",
      message: "Call me.",
      page: "/",
    });
    const [row] = await storedRows();
    expect(row).toMatchObject({
      kind: "contact_message",
      name: "Meera",
      email: "meera@example.in",
      phone: "+91 90000 00000",
      subject: "",
      message: "Call me.",
      topic: null,
      page: "/",
    });
  });

  it("a post query is stored with every field trimmed", async () => {
    await post(apiPaths.postQueries, {
      name: " Ravi Kumar",
      email: "ravi@example.in ",
      phone: " 98765 43210",
      state: " Karnataka ",
      city: " Bengaluru ",
      subject: " Fake app ",
      message: " Lost Rs 50,000. ",
    });
    const [row] = await storedRows();
    expect(row).toMatchObject({
      kind: "post_query",
      name: "Ravi Kumar",
      email: "ravi@example.in",
      phone: "98765 43210",
      state: "Karnataka",
      city: "Bengaluru",
      subject: "Fake app",
      message: "Lost Rs 50,000.",
      topic: null,
      page: "",
    });
  });

  it.each(["Manipur", "Ladakh", "Puducherry", "Delhi"])("a post query from %s is stored", async (state) => {
    const response = await post(apiPaths.postQueries, {
      name: "Thoibi Devi",
      email: "thoibi@example.in",
      state,
      subject: "UPI fraud",
    });
    expect(response.statusCode).toBe(201);
    const [row] = await storedRows();
    expect(row).toMatchObject({ kind: "post_query", state });
  });

  it("records when it was received as an ISO-8601 UTC time with milliseconds", async () => {
    const before = new Date().toISOString();
    await post(apiPaths.contactMessages, { name: "Meera", email: "meera@example.in", message: "Hello" });
    const [row] = await storedRows();
    expect(row?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(row?.created_at ?? "")).toBeGreaterThanOrEqual(Date.parse(before));
    expect(row?.updated_at).toBe(row?.created_at);
  });

  it("gives every submission its own reference", async () => {
    const references = new Set<string>();
    for (let index = 0; index < 20; index++) {
      const response = await post(apiPaths.contactMessages, { name: "M", email: "m@example.in", message: `#${index}` });
      references.add(response.json().reference);
    }
    expect(references.size).toBe(20);
  });
});

describe("reference collisions", () => {
  it("a reference already in use is replaced by a fresh one, and the submission is stored", async () => {
    const draws = ["CH-AAAAAA", "CH-AAAAAA", "CH-BBBBBB"];
    const collider = await startTestApp({ generateReference: () => draws.shift() ?? "CH-ZZZZZZ" });
    try {
      const send = () =>
        collider.app.inject({
          method: "POST",
          url: apiPaths.contactMessages,
          payload: { name: "Meera", email: "meera@example.in", message: "Hello" },
        });
      expect((await send()).json().reference).toBe("CH-AAAAAA");
      const second = await send();
      expect(second.statusCode).toBe(201);
      expect(second.json().reference).toBe("CH-BBBBBB");
      const rows = await collider.db.selectFrom("submissions").select("reference").orderBy("id").execute();
      expect(rows.map((row) => row.reference)).toEqual(["CH-AAAAAA", "CH-BBBBBB"]);
    } finally {
      await collider.close();
    }
  });
});

describe("server errors", () => {
  it("an unexpected failure while storing answers 500 with the generic message; the real error is only in the log", async () => {
    const logLines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    const broken = await startTestApp({
      logger: { level: "error", stream },
      generateReference: () => {
        throw new Error("disk failure in /srv/cyberhelp/data");
      },
    });
    try {
      const response = await broken.app.inject({
        method: "POST",
        url: apiPaths.postQueries,
        payload: { name: "Ravi", email: "ravi@example.in", state: "Goa", subject: "Help" },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ status: "error", message: apiMessages.serverError });
      expect(response.body).not.toMatch(/disk failure|\/srv\/|stack|\.ts/);
      expect(logLines.join("")).toContain("disk failure in /srv/cyberhelp/data");
      expect(await broken.db.selectFrom("submissions").select("id").execute()).toHaveLength(0);
    } finally {
      await broken.close();
    }
  });
});

describe("unknown API paths", () => {
  it.each([
    ["GET", "/api/unknown"],
    ["POST", "/api/unknown"],
    ["GET", apiPaths.helpRequests],
    ["GET", "/api"],
  ] as const)("%s %s answers 404 JSON", async (method, url) => {
    const response = await server.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ status: "error", message: apiMessages.notFound });
  });
});

describe("the page's language (docs/decisions/0040)", () => {
  const hindi = messagesFor("hi");

  it.each(endpoints)(
    "$title: sent from a Hindi page, it is answered in Hindi and stored with its language",
    async ({ url, acceptedMessage, valid }) => {
      const response = await post(url, { ...valid, language: "hi" });
      expect(response.statusCode).toBe(201);
      expect(response.json().message).toBe(hindi[acceptedMessage]);
      const [row] = await storedRows();
      expect(row?.language).toBe("hi");
    },
  );

  it.each(endpoints)(
    "$title: refused from a Hindi page, every message is in Hindi, and nothing is stored",
    async ({ url, valid, invalid }) => {
      for (const { field, value, message } of invalid) {
        const response = await post(url, { ...valid, [field]: value, language: "hi" });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          status: "error",
          message: hindi[apiMessages.invalidInput],
          errors: { [field]: hindi[message] },
        });
      }
      expect(await storedRows()).toEqual([]);
    },
  );

  it("a message naming a limit is said in Hindi with its number", async () => {
    const response = await post(apiPaths.helpRequests, {
      name: "क".repeat(limits.nameMax + 1),
      email: "asha@example.in",
      query: "UPI fraud",
      language: "hi",
    });
    expect(response.json().errors).toEqual({ name: `कृपया अधिकतम ${limits.nameMax} अक्षर लिखें।` });
  });

  it("sent without a language, it is English, as before", async () => {
    const response = await post(apiPaths.helpRequests, endpoints[0]!.valid);
    expect(response.json().message).toBe(apiMessages.helpRequestAccepted);
    const [row] = await storedRows();
    expect(row?.language).toBe("en");
  });

  it("an unknown language is refused in English with its own message, and nothing is stored", async () => {
    const response = await post(apiPaths.helpRequests, { ...endpoints[0]!.valid, language: "fr" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: "error",
      message: apiMessages.invalidInput,
      errors: { language: "Please send a known language." },
    });
    expect(await storedRows()).toEqual([]);
  });

  it("a Hindi request's acknowledgement is queued in Hindi, and the desk's alert in English names the language", async () => {
    // An address of its own: the others here have had their day's acknowledgements.
    const email = `hindi-${Date.now()}@example.in`;
    const response = await post(apiPaths.helpRequests, { ...endpoints[0]!.valid, email, language: "hi" });
    const { reference } = response.json() as { reference: string };
    const mails = await server.db
      .selectFrom("mail_outbox")
      .select(["purpose", "subject", "text_body"])
      .orderBy("id")
      .execute();
    const acknowledgement = mails.find((mail) => mail.purpose === "acknowledgement");
    expect(acknowledgement?.subject).toBe(`आपका अनुरोध हमें मिल गया है (${reference})`);
    expect(acknowledgement?.text_body.startsWith("नमस्ते,")).toBe(true);
    const alert = mails.find((mail) => mail.purpose === "desk_alert");
    expect(alert?.subject).toBe(`New Request Help submission ${reference}`);
    expect(alert?.text_body).toContain("Language: Hindi");
  });
});
