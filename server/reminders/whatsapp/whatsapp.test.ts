import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WhatsAppSendError, sendTemplateMessage, type TemplateMessage } from "./cloud-api";
import { isSignedByMeta, readWebhookEvents, subscriptionChallenge } from "./webhook";
import { WHATSAPP_GRAPH_URL, whatsAppConfigFrom, whatsAppRecipient } from "./whatsapp-config";

// WhatsApp's side of reminders (docs/decisions/0076), against a local stand-in for the Cloud
// API that answers as the API documents: the template message's request, its refusals, the
// webhook's verification and signature, and the events read from it.

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: unknown;
}

let server: Server;
let apiUrl: string;
const received: Received[] = [];
/** What the stand-in answers next: status and body. */
let answer: { status: number; body: string; location?: string } = { status: 200, body: "" };

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += String(chunk)));
    request.on("end", () => {
      received.push({
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: JSON.parse(text),
      });
      response.writeHead(answer.status, {
        "content-type": "application/json",
        ...(answer.location ? { location: answer.location } : {}),
      });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const config = () => ({ apiUrl, phoneNumberId: "106540352242922", token: "EAAG-test-token" });
const reminder: TemplateMessage = {
  to: "919876543210",
  template: "cyberhelp_date_tomorrow",
  language: "hi",
  bodyTexts: ["7 जनवरी"],
  buttonPayload: "stop:Hc3w0d8K5pOq1x2y3z4A5b6C7d8E9f0G1h2I3j4K5lM",
};

describe("a template message to the Cloud API", () => {
  it("is the documented request: POST /<phone number id>/messages with the bearer token, the template in the case's language, the date and the button's payload", async () => {
    answer = {
      status: 200,
      body: JSON.stringify({
        messaging_product: "whatsapp",
        contacts: [{ input: "919876543210", wa_id: "919876543210" }],
        messages: [{ id: "wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgSQjk" }],
      }),
    };
    received.length = 0;
    await expect(sendTemplateMessage(config(), reminder)).resolves.toBe("wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgSQjk");
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe("POST");
    expect(request!.url).toBe("/v21.0/106540352242922/messages");
    expect(request!.headers.authorization).toBe("Bearer EAAG-test-token");
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(request!.body).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "919876543210",
      type: "template",
      template: {
        name: "cyberhelp_date_tomorrow",
        language: { code: "hi" },
        components: [
          { type: "body", parameters: [{ type: "text", text: "7 जनवरी" }] },
          {
            type: "button",
            sub_type: "quick_reply",
            index: "0",
            parameters: [{ type: "payload", payload: "stop:Hc3w0d8K5pOq1x2y3z4A5b6C7d8E9f0G1h2I3j4K5lM" }],
          },
        ],
      },
    });
  });

  it("a template without words of ours has no body component", async () => {
    answer = { status: 200, body: JSON.stringify({ messages: [{ id: "wamid.2" }] }) };
    received.length = 0;
    await sendTemplateMessage(config(), { ...reminder, bodyTexts: [] });
    const body = received[0]!.body as { template: { components: { type: string }[] } };
    expect(body.template.components.map((component) => component.type)).toEqual(["button"]);
  });

  it("is refused for good when the number cannot get it, and tried again later on a rate limit or a busy service", async () => {
    const refusal = (status: number, code: number) => ({
      status,
      body: JSON.stringify({
        error: { message: "Message undeliverable", type: "OAuthException", code, fbtrace_id: "A1" },
      }),
    });
    const outcome = async () => {
      try {
        await sendTemplateMessage(config(), reminder);
        return "sent";
      } catch (error) {
        expect(error).toBeInstanceOf(WhatsAppSendError);
        return (error as WhatsAppSendError).retryable ? "retry" : `refused: ${(error as Error).message}`;
      }
    };
    answer = refusal(400, 131026);
    expect(await outcome()).toBe("refused: WhatsApp refused it (400, code 131026): Message undeliverable");
    answer = refusal(400, 130429);
    expect(await outcome()).toBe("retry");
    answer = { status: 429, body: "{}" };
    expect(await outcome()).toBe("retry");
    answer = { status: 503, body: "Service Unavailable" };
    expect(await outcome()).toBe("retry");
    answer = { status: 200, body: "{}" };
    expect(await outcome()).toBe("retry");
  });

  it("follows no redirect", async () => {
    answer = { status: 302, body: "", location: "http://127.0.0.1:1/elsewhere" };
    await expect(sendTemplateMessage(config(), reminder)).rejects.toMatchObject({ retryable: true });
  });
});

describe("the webhook", () => {
  const appSecret = "3f1c9b0e8d7a6c5b4a3f2e1d0c9b8a7f";
  const sign = (body: Buffer, secret = appSecret) =>
    `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

  it("echoes Meta's challenge for our verify token only", () => {
    const verifyToken = "a-long-verify-token-of-our-own-choice";
    const query = { "hub.mode": "subscribe", "hub.verify_token": verifyToken, "hub.challenge": "1158201444" };
    expect(subscriptionChallenge(query, verifyToken)).toBe("1158201444");
    expect(
      subscriptionChallenge({ ...query, "hub.verify_token": "a-long-verify-token-of-our-own-choicE" }, verifyToken),
    ).toBeNull();
    expect(subscriptionChallenge({ ...query, "hub.mode": "unsubscribe" }, verifyToken)).toBeNull();
    expect(subscriptionChallenge({ ...query, "hub.challenge": "<script>" }, verifyToken)).toBeNull();
  });

  it("accepts a body signed with the app secret, and not one changed by a byte, signed with another secret or unsigned", () => {
    const body = Buffer.from(JSON.stringify({ object: "whatsapp_business_account", entry: [] }));
    expect(isSignedByMeta(body, sign(body), appSecret)).toBe(true);
    const changed = Buffer.from(body.toString().replace("entry", "entrz"));
    expect(isSignedByMeta(changed, sign(body), appSecret)).toBe(false);
    expect(isSignedByMeta(body, sign(body, "another-app-secret-0000000000000"), appSecret)).toBe(false);
    expect(isSignedByMeta(body, undefined, appSecret)).toBe(false);
    expect(isSignedByMeta(body, "sha256=zz", appSecret)).toBe(false);
  });

  it("reads a quick-reply tap and a failed message's status from the documented shape, and ignores the rest", () => {
    const call = {
      object: "whatsapp_business_account",
      entry: [
        {
          id: "102290129340398",
          changes: [
            {
              field: "messages",
              value: {
                messaging_product: "whatsapp",
                metadata: { display_phone_number: "15550783881", phone_number_id: "106540352242922" },
                contacts: [{ profile: { name: "Meera" }, wa_id: "919876543210" }],
                messages: [
                  {
                    context: { from: "15550783881", id: "wamid.CONFIRM" },
                    from: "919876543210",
                    id: "wamid.TAP",
                    timestamp: "1765000000",
                    type: "button",
                    button: { payload: "confirm:abc", text: "Yes, remind me" },
                  },
                  {
                    from: "919876543210",
                    id: "wamid.TEXT",
                    timestamp: "1765000001",
                    type: "text",
                    text: { body: "hello" },
                  },
                ],
                statuses: [
                  {
                    id: "wamid.REMINDER",
                    status: "failed",
                    timestamp: "1765000002",
                    recipient_id: "919876543210",
                    errors: [{ code: 131026, title: "Message undeliverable" }],
                  },
                  { id: "wamid.OTHER", status: "delivered", timestamp: "1765000003", recipient_id: "919876543210" },
                ],
              },
            },
          ],
        },
      ],
    };
    expect(readWebhookEvents(call)).toEqual({
      replies: [{ from: "919876543210", payload: "confirm:abc", repliesTo: "wamid.CONFIRM" }],
      statuses: [
        { messageId: "wamid.REMINDER", status: "failed", problem: "131026 Message undeliverable" },
        { messageId: "wamid.OTHER", status: "delivered", problem: null },
      ],
    });
    expect(readWebhookEvents({ object: "page", entry: call.entry })).toEqual({ replies: [], statuses: [] });
    expect(readWebhookEvents("not json")).toEqual({ replies: [], statuses: [] });
  });
});

describe("WhatsApp's settings", () => {
  const all = {
    WHATSAPP_TOKEN: "EAAG-token",
    WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
    WHATSAPP_APP_SECRET: "3f1c9b0e8d7a6c5b4a3f2e1d0c9b8a7f",
    WHATSAPP_VERIFY_TOKEN: "a-long-verify-token-of-our-own-choice",
    WHATSAPP_TEMPLATE_CONFIRM: "cyberhelp_confirm_reminders",
    WHATSAPP_TEMPLATE_TOMORROW: "cyberhelp_date_tomorrow",
    WHATSAPP_TEMPLATE_TODAY: "cyberhelp_date_today",
    WHATSAPP_TEMPLATE_BANK_TIME_UP: "cyberhelp_bank_time_up",
  };

  it("leave WhatsApp off when none is given, and on the Cloud API when all are", () => {
    expect(whatsAppConfigFrom({})).toBeNull();
    expect(whatsAppConfigFrom(all)).toMatchObject({ apiUrl: WHATSAPP_GRAPH_URL, phoneNumberId: "106540352242922" });
  });

  it("refuse half a configuration, naming what is missing", () => {
    expect(() => whatsAppConfigFrom({ ...all, WHATSAPP_APP_SECRET: "" })).toThrow(
      /WHATSAPP_APP_SECRET must be set too/,
    );
  });

  it("allow the tests' local stand-in only outside production, and only on loopback", () => {
    expect(whatsAppConfigFrom({ ...all, WHATSAPP_TEST_API_URL: "http://127.0.0.1:4010/v21.0" })?.apiUrl).toBe(
      "http://127.0.0.1:4010/v21.0",
    );
    expect(() =>
      whatsAppConfigFrom({ ...all, NODE_ENV: "production", WHATSAPP_TEST_API_URL: "http://127.0.0.1:4010" }),
    ).toThrow(/production refuses it/);
    expect(() => whatsAppConfigFrom({ ...all, WHATSAPP_TEST_API_URL: "http://10.0.0.5:4010" })).toThrow(/loopback/);
  });

  it("take an Indian number as +91 and ten digits, and refuse one without its country code", () => {
    expect(whatsAppRecipient("+919876543210")).toBe("919876543210");
    expect(whatsAppRecipient("9876543210")).toBeNull();
    expect(whatsAppRecipient("")).toBeNull();
  });
});
