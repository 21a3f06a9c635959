import { describe, expect, it } from "vitest";
import { limits } from "../constants";
import { DEFAULT_LANGUAGE as CODES_DEFAULT, LANGUAGE_CODES } from "../language-codes";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../languages";
import { contactFormSchema, contactMessageSchema, getInTouchSchema } from "../schemas/contact-message";
import { helpRequestSchema } from "../schemas/help-request";
import { postQuerySchema } from "../schemas/post-query";
import { caseProgressSchema, lostLinkSchema } from "../schemas/case";
import { caseMessageSchema } from "../schemas/case-messages";
import { caseTransactionSchema } from "../schemas/case-transactions";
import { messageIn, messagesFor, translations } from "./index";
import { translateFieldErrors } from "./translate";
import { PUBLIC_MESSAGES, type PublicMessageId } from "./public-messages";
import { CASE_PAGE_TEXTS } from "./case-page-texts";
import type { Translation } from "./types";
import { hi } from "./hi";
import { caseMessages, caseThreadMessages, caseTransactionMessages } from "../messages/case";
import { evidenceMessages } from "../messages/evidence";
import { apiMessages } from "../messages/api";
import { caseFactsMessages, helpRequestMessages, postQueryMessages } from "../messages/form-fields";
import { pushReminderMessages, whatsAppReminderMessages } from "../messages/reminders";

// Every message a visitor can meet on a public form has its words in each other language
// (docs/decisions/0040): found by sending the schemas what people and broken pages send.

/** Messages only a script of our own, not a person, can provoke: they stay English. */
const SCRIPT_ONLY = new Set([
  "Please send a known topic.",
  "Please send a site path.",
  "Please send a known language.",
]);

const long = (max: number) => "x".repeat(max + 1);
const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

const badInputs: Record<string, unknown>[] = [
  {},
  { name: "", email: "", query: "", subject: "", message: "", state: "" },
  { name: 5, email: 5, query: 5, subject: 5, message: 5, phone: 5, city: 5, state: 5 },
  { name: "   ", email: "asha@", query: " ", subject: " ", message: " ", state: "Atlantis" },
  { email: "asha-at-example", name: "a\u0000b", query: "\u0007", city: "\u0001" },
  {
    name: long(limits.nameMax),
    email: `${long(limits.emailMax)}@example.in`,
    query: long(limits.longTextMax),
    subject: long(limits.postQuerySubjectMax),
    message: long(limits.longTextMax),
    phone: long(limits.phoneMax),
    city: long(limits.cityMax),
  },
  { subject: long(limits.subjectMax), message: long(limits.postQueryMessageMax) },
  { phone: "call me", contactPreference: "pigeon", incidentDate: "2026-02-30", incidentTime: "25:00" },
  { contactPreference: "whatsapp", incidentTime: "10:00", amountLost: "-500", paymentApproval: "x" },
  { incidentDate: future, amountLost: "1.50", paidFrom: "x", paymentMethod: "x", incidentTimeUnknown: "maybe" },
  { amountLost: "lots", phone: 42 },
  { amountLost: "99999999999999" },
  { amountLost: {} },
];

function messagesOf(schema: { safeParse: (input: unknown) => { success: boolean; error?: unknown } }): string[] {
  return badInputs.flatMap((input) => {
    const parsed = schema.safeParse(input) as { success: boolean; error?: { issues: { message: string }[] } };
    return parsed.success ? [] : parsed.error!.issues.map((issue) => issue.message);
  });
}

describe("the public forms' messages", () => {
  const schemas = { helpRequestSchema, contactMessageSchema, contactFormSchema, getInTouchSchema, postQuerySchema };
  const seen = [...new Set(Object.values(schemas).flatMap(messagesOf))].filter((message) => !SCRIPT_ONLY.has(message));

  it("are many, so the inputs above reach the schemas' rules", () => {
    expect(seen.length).toBeGreaterThan(25);
  });

  it("each have their words in every other language, in its own script", () => {
    for (const { code } of LANGUAGES) {
      if (code === DEFAULT_LANGUAGE) continue;
      const messages = messagesFor(code);
      const missing = seen.filter((message) => messages[message] === undefined);
      expect(missing, code).toEqual([]);
    }
    const hindi = messagesFor("hi");
    for (const message of seen) expect(hindi[message], message).toMatch(/[\u0900-\u097F]/);
  });

  it("stay as written in English, the language docs/product.md gives them in", () => {
    expect(messagesFor("en")).toEqual({});
    expect(translateFieldErrors({ name: "Please fill out the Name field." }, messagesFor("en"))).toEqual({
      name: "Please fill out the Name field.",
    });
  });
});

describe("the case page's messages", () => {
  // Its forms and API (docs/decisions/0041), sent what people and broken pages send.
  const caseInputs: Record<string, unknown>[] = [
    {},
    { helplineCalledAt: "yesterday", bankToldAt: "2099-01-01T10:00", helplineAcknowledgement: "#?!", bankReference: 5 },
    { reference: "", email: "" },
    { reference: "CH-1", email: "asha@" },
    { body: " " },
    { occurredAt: "", amount: "" },
    { occurredAt: "2099-01-01T10:00", amount: "-5", utr: "\u0007" },
    { amount: "0" },
    { amount: "1.505" },
    { amount: "lots" },
    { amount: "99999999999999" },
  ];
  const schemas = [caseProgressSchema, lostLinkSchema, caseMessageSchema, caseTransactionSchema];
  const seen = [
    ...new Set(
      schemas.flatMap((schema) =>
        caseInputs.flatMap((input) => {
          const parsed = schema.safeParse(input);
          return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
        }),
      ),
    ),
  ];
  const answers = [
    ...Object.values(caseMessages),
    ...Object.values(caseThreadMessages),
    ...Object.values(caseTransactionMessages),
    ...Object.values(evidenceMessages).filter((message) => typeof message === "string"),
  ];

  it("are many, so the inputs above reach the schemas' rules", () => {
    expect(seen.length).toBeGreaterThan(12);
  });

  it("each have Hindi words, the schemas' and the API's answers alike", () => {
    const hindi = messagesFor("hi");
    for (const message of [...seen, ...answers]) expect(hindi[message], message).toMatch(/[\u0900-\u097F]/);
  });
});

describe("a language's words, by each message's id", () => {
  const ids = Object.keys(PUBLIC_MESSAGES) as PublicMessageId[];
  const DEVANAGARI = /[\u0900-\u097F]/;

  it("give each sentence one id, so a sentence a schema or an answer says leads to one id", () => {
    const sentences = Object.values(PUBLIC_MESSAGES);
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it("cover every message the public forms, the case page and their API say", () => {
    const said = [
      ...Object.values(helpRequestMessages),
      ...Object.values(caseFactsMessages),
      postQueryMessages.required,
      postQueryMessages.emailInvalid,
      postQueryMessages.stateUnknown,
      ...Object.values(caseMessages),
      ...Object.values(caseThreadMessages),
      ...Object.values(caseTransactionMessages),
      ...Object.values(pushReminderMessages),
      ...Object.values(whatsAppReminderMessages),
      ...Object.values(evidenceMessages).filter((message) => typeof message === "string"),
      apiMessages.invalidInput,
      apiMessages.caseLinkInEmail,
      apiMessages.crossSiteForm,
    ];
    const sentences = new Set<string>(Object.values(PUBLIC_MESSAGES));
    expect(said.filter((message) => !sentences.has(message))).toEqual([]);
  });

  it("are English's own sentences in English, and Hindi in Hindi, for every id", () => {
    for (const id of ids) {
      expect(messageIn("en", id)).toBe(PUBLIC_MESSAGES[id]);
      expect(messageIn("hi", id), id).toMatch(DEVANAGARI);
    }
    expect(messageIn("hi", "api.invalidInput")).toBe("कृपया चिह्नित जानकारी ठीक करें।");
    expect(messageIn("en", "api.invalidInput")).toBe("Please correct the highlighted fields.");
    expect(Object.keys(translations.en.casePage.texts)).toEqual(Object.keys(CASE_PAGE_TEXTS));
    for (const [id, words] of Object.entries(translations.hi.casePage.texts)) expect(words, id).toMatch(DEVANAGARI);
  });

  it("make each page's table, which says each sentence in the page's words", () => {
    const hindi = messagesFor("hi");
    for (const id of ids) expect(hindi[PUBLIC_MESSAGES[id]], id).toBe(hi.messages[id]);
    expect(hindi[PUBLIC_MESSAGES["case.notOpened"]]).toBe(
      "इस लिंक से कोई केस नहीं खुलता। हो सकता है यह गलत लिखा गया हो, या इसे रोक दिया गया हो। हमसे नया लिंक माँगें।",
    );
  });

  it("are asked of every language by the typecheck: one missing is refused", () => {
    const { "api.invalidInput": left, ...lacking } = hi.messages;
    // @ts-expect-error: the words for "api.invalidInput" are missing.
    const refused: Translation["messages"] = lacking;
    expect(left).toBe("कृपया चिह्नित जानकारी ठीक करें।");
    expect(Object.keys(refused)).toHaveLength(ids.length - 1);
  });
});

describe("the list of language codes", () => {
  it("is the list of languages, with the same default", () => {
    expect([...LANGUAGE_CODES]).toEqual(LANGUAGES.map((entry) => entry.code));
    expect(CODES_DEFAULT).toBe(DEFAULT_LANGUAGE);
  });
});
