import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// The tests' stand-in for WhatsApp (docs/decisions/0076): the Cloud API's messages endpoint on
// 127.0.0.1, which the test setting WHATSAPP_TEST_API_URL points the server at (production refuses
// it), answering as the API documents; and the webhook calls Meta makes, signed as Meta signs them.

export interface ReceivedTemplateMessage {
  path: string;
  authorization: string | undefined;
  to: string;
  template: string;
  language: string;
  /** The body's parameters, in order. */
  bodyTexts: string[];
  buttonPayload: string;
  /** WhatsApp's id for it, as answered; null when the stand-in refused it. */
  messageId: string | null;
}

interface TemplateBody {
  to: string;
  template: {
    name: string;
    language: { code: string };
    components: { type: string; parameters: { type: string; text?: string; payload?: string }[] }[];
  };
}

export interface TestCloudApi {
  /** What WHATSAPP_TEST_API_URL is set to. */
  apiUrl: string;
  received: ReceivedTemplateMessage[];
  /** Answer messages to `to` with this status and Cloud API error code from now on; 200 again with none. */
  refuse(to: string, refusal?: { status: number; code: number; message: string }): void;
  close(): Promise<void>;
}

export async function startTestCloudApi(): Promise<TestCloudApi> {
  const received: ReceivedTemplateMessage[] = [];
  const refusals = new Map<string, { status: number; code: number; message: string }>();
  let sent = 0;
  const server: Server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += String(chunk)));
    request.on("end", () => {
      const body = JSON.parse(text) as TemplateBody;
      const components = body.template.components;
      const refusal = refusals.get(body.to);
      sent += 1;
      const messageId = refusal ? null : `wamid.TEST${String(sent).padStart(6, "0")}`;
      received.push({
        path: request.url ?? "",
        authorization: request.headers.authorization,
        to: body.to,
        template: body.template.name,
        language: body.template.language.code,
        bodyTexts:
          components.find((component) => component.type === "body")?.parameters.map((each) => each.text ?? "") ?? [],
        buttonPayload: components.find((component) => component.type === "button")?.parameters[0]?.payload ?? "",
        messageId,
      });
      response.writeHead(refusal?.status ?? 200, { "content-type": "application/json" });
      response.end(
        JSON.stringify(
          refusal
            ? { error: { message: refusal.message, type: "OAuthException", code: refusal.code, fbtrace_id: "T" } }
            : {
                messaging_product: "whatsapp",
                contacts: [{ input: body.to, wa_id: body.to }],
                messages: [{ id: messageId }],
              },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`,
    received,
    refuse(to, refusal) {
      if (refusal) refusals.set(to, refusal);
      else refusals.delete(to);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A webhook call as Meta makes it: the JSON body, and its X-Hub-Signature-256 with the app's secret. */
export function signedWebhookCall(appSecret: string, body: unknown): { payload: string; signature: string } {
  const payload = JSON.stringify(body);
  return { payload, signature: `sha256=${createHmac("sha256", appSecret).update(payload).digest("hex")}` };
}

let events = 0;

function webhookBody(value: Record<string, unknown>) {
  return {
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
              ...value,
            },
          },
        ],
      },
    ],
  };
}

/** The call Meta makes when `from` taps a quick-reply button whose payload is `payload`. */
export function buttonTapCall(from: string, payload: string, text = "Yes, remind me") {
  events += 1;
  return webhookBody({
    contacts: [{ profile: { name: "Someone" }, wa_id: from }],
    messages: [
      {
        context: { from: "15550783881", id: "wamid.REPLIED" },
        from,
        id: `wamid.TAP${events}`,
        timestamp: "1765000000",
        type: "button",
        button: { payload, text },
      },
    ],
  });
}

/** The call Meta makes when a message it took could not be delivered. */
export function failedStatusCall(messageId: string, recipient: string, error: { code: number; title: string }) {
  return webhookBody({
    statuses: [{ id: messageId, status: "failed", timestamp: "1765000002", recipient_id: recipient, errors: [error] }],
  });
}
