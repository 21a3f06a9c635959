import type { LanguageCode } from "~/shared/language-codes";
import type { WhatsAppConfig } from "./whatsapp-config";

// The one request WhatsApp reminders make (docs/decisions/0076): a pre-approved template
// message, through the WhatsApp Business Platform's Cloud API (POST /<phone number id>/messages).
// A template is the only message a business may start a conversation with; its words are those
// registered with Meta, in the case's language, and the request adds only a date and the
// quick-reply button's payload, which comes back to the webhook when the button is tapped.

/** Refused at once rather than held: the worker tries again later. */
const TIMEOUT_MS = 10_000;
/** An answer is a few hundred bytes; more is not read. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * Cloud API error codes that pass with time (rate limits, a busy service); every other refusal
 * (a number not on WhatsApp, a template not approved) would be refused again.
 */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056]);

export interface TemplateMessage {
  /** Country code and digits (whatsAppRecipient). */
  to: string;
  template: string;
  language: LanguageCode;
  /** The body's {{1}}, {{2}}, ... in order. */
  bodyTexts: readonly string[];
  /** The payload of the template's one quick-reply button. */
  buttonPayload: string;
}

export class WhatsAppSendError extends Error {
  constructor(
    message: string,
    /** Whether trying again later can succeed. */
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "WhatsAppSendError";
  }
}

/** The request's body, exactly as the Cloud API documents a template message with a quick reply. */
function templateMessageBody(message: TemplateMessage) {
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: message.to,
    type: "template",
    template: {
      name: message.template,
      language: { code: message.language },
      components: [
        ...(message.bodyTexts.length === 0
          ? []
          : [{ type: "body", parameters: message.bodyTexts.map((text) => ({ type: "text", text })) }]),
        {
          type: "button",
          sub_type: "quick_reply",
          index: "0",
          parameters: [{ type: "payload", payload: message.buttonPayload }],
        },
      ],
    },
  };
}

async function answerText(response: Response): Promise<string> {
  const text = await response.text();
  return text.length > MAX_ANSWER_BYTES ? text.slice(0, MAX_ANSWER_BYTES) : text;
}

/** Sends one template message; resolves with WhatsApp's message id, or throws WhatsAppSendError. */
export async function sendTemplateMessage(
  config: Pick<WhatsAppConfig, "apiUrl" | "phoneNumberId" | "token">,
  message: TemplateMessage,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(`${config.apiUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${config.token}`, "content-type": "application/json" },
      body: JSON.stringify(templateMessageBody(message)),
      redirect: "error",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new WhatsAppSendError(
      `WhatsApp could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      true,
    );
  }
  const text = await answerText(response).catch(() => "");
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: said below with the status.
  }
  if (response.ok) {
    const id = (body as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
    if (typeof id === "string" && id !== "") return id;
    throw new WhatsAppSendError(`WhatsApp answered ${response.status} without a message id`, true);
  }
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  const code = typeof error?.code === "number" ? error.code : null;
  const said = typeof error?.message === "string" ? error.message : text.slice(0, 200);
  const retryable = response.status === 429 || response.status >= 500 || (code !== null && RETRYABLE_CODES.has(code));
  throw new WhatsAppSendError(
    `WhatsApp refused it (${response.status}${code === null ? "" : `, code ${code}`}): ${said}`,
    retryable,
  );
}
