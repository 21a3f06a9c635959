import { useEffect, useId, useRef, useState } from "react";
import { sendDeskMessage } from "../api/submissions";
import { useAdminQuery } from "../api/use-admin-query";
import { adminQueries } from "../api/admin-queries";
import { useAdminWrite } from "../api/use-admin-write";
import { deskMessagesText as text } from "~/app/content/admin";
import { caseMessageSchema } from "~/shared/schemas/case-messages";
import type { DeskThreadMessage, ReplyTemplate } from "~/shared/schemas/admin-replies";
import { fillReplyTemplate, type ReplyValues } from "~/shared/reply-templates";
import { LANGUAGES, language, languageLabel, type LanguageCode } from "~/shared/languages";
import { useCaseDraft } from "../case-draft";

// The desk's messages with the person, what they do rather than what they draw
// (./submission-messages.tsx): the message being written (kept per case, decision 0046), a
// template inserted into it, the send and its outcome, and where the focus goes once it is sent.

export interface SubmissionMessagesProps {
  reference: string;
  email: string;
  /** The language the person wrote in, and reads their case page and mails in. */
  caseLanguage: LanguageCode;
  /** The placeholders' values, in the case's language (../reply-values.ts). */
  replyValues: ReplyValues;
  messages: DeskThreadMessage[];
  /** The reply box's id, so the detail's "Write a reply" can take the focus there. */
  replyBoxId: string;
  onSent: () => void;
}

export function useSubmissionMessages({
  reference,
  email,
  caseLanguage,
  replyValues,
  messages,
  onSent,
}: SubmissionMessagesProps) {
  const id = useId();
  const draft = useCaseDraft("reply", reference);
  const body = draft.text;
  const setBody = draft.setText;
  const [error, setError] = useState<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<string | null>(null);
  const templates = useAdminQuery(adminQueries.replyTemplates());
  const [chosen, setChosen] = useState("");
  const [pickError, setPickError] = useState<string | undefined>(undefined);
  const [inserted, setInserted] = useState("");
  /** The message just sent, which takes the focus once the thread shows it. */
  const [justSent, setJustSent] = useState<number | null>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (justSent === null || !messages.some((message) => message.id === justSent)) return;
    document.getElementById(messageElementId(id, justSent))?.focus();
    setJustSent(null);
  }, [id, justSent, messages]);
  // Opening the detail marks the person's replies read on the server, and the detail is read
  // again after any change: the replies unread when it opened keep their mark until it closes.
  const [unreadWhenOpened] = useState(
    () => new Set(messages.filter((message) => message.from === "victim" && message.readAt === null).map((m) => m.id)),
  );

  /**
   * Puts the chosen template, filled in, where the message's cursor is (at its end if it was
   * never placed), as a paragraph of its own. Nothing already written is replaced: the less
   * destructive choice, as a replacement made by script cannot be undone with Ctrl+Z.
   */
  function insertTemplate() {
    const template = templates.data?.find((candidate) => String(candidate.id) === chosen);
    if (!template) {
      setPickError(text.templateChooseFirst);
      document.getElementById(`${id}-template`)?.focus();
      return;
    }
    const filled = fillReplyTemplate(template.body, replyValues);
    const at = bodyRef.current?.selectionEnd ?? body.length;
    const before = body.slice(0, at);
    const after = body.slice(at);
    const lead = before === "" || before.endsWith("\n") ? "" : "\n\n";
    const trail = after === "" || after.startsWith("\n") ? "" : "\n\n";
    const caret = before.length + lead.length + filled.length;
    setBody(`${before}${lead}${filled}${trail}${after}`);
    setError(undefined);
    setOutcome(null);
    setInserted(text.templateInserted(template.title, language(template.language).englishName));
    // To the message, just after the text put in, so the desk reads and edits it from there.
    requestAnimationFrame(() => {
      bodyRef.current?.focus();
      bodyRef.current?.setSelectionRange(caret, caret);
    });
  }

  const sending = useAdminWrite((message: string) => sendDeskMessage(reference, message), {
    said: (sent) => text.outcomes[sent.notice](email),
    onDone: (sent) => {
      draft.clear();
      setInserted("");
      setOutcome(text.outcomes[sent.notice](email));
      // The Send button was disabled while sending, which drops the focus to the page: it stays
      // in the thread, on its heading until the thread shows the message, then on the message.
      headingRef.current?.focus();
      setJustSent(sent.message.id);
      onSent();
    },
    fieldErrors: { fields: ["body"], show: ({ body }) => setError(body) },
  });

  function send(event: React.FormEvent) {
    event.preventDefault();
    // The server's own rule (trimmed, not empty, at most CASE_MESSAGE_MAX), checked before sending.
    const parsed = caseMessageSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      bodyRef.current?.focus();
      return;
    }
    setOutcome(null);
    sending.send(parsed.data.body);
  }

  return {
    id,
    body,
    /** The message's refusal, said under it. */
    error,
    /** What became of the message just sent, said under Send. */
    outcome,
    templates,
    /** The templates by language, the case's first; empty until they are read. */
    templateGroups: templates.data === undefined ? [] : templateGroups(templates.data, caseLanguage),
    chosen,
    pickError,
    /** Said to a screen reader when a template was put into the message. */
    inserted,
    draftRestored: draft.restored,
    unreadWhenOpened,
    bodyRef,
    headingRef,
    sending: sending.busy,
    choose: (value: string) => {
      setChosen(value);
      setPickError(undefined);
    },
    type: (value: string) => {
      setBody(value);
      setError(undefined);
    },
    insertTemplate,
    send,
  };
}

/** The id of a message's element in the thread, which takes the focus once it was sent. */
export function messageElementId(componentId: string, messageId: number): string {
  return `${componentId}-message-${messageId}`;
}

/**
 * The templates by language, the case's language first, then the others in the site's order,
 * each by title as listed; a language without templates has no group.
 */
function templateGroups(
  templates: readonly ReplyTemplate[],
  caseLanguage: LanguageCode,
): { language: LanguageCode; label: string; templates: ReplyTemplate[] }[] {
  const order = [caseLanguage, ...LANGUAGES.map((entry) => entry.code).filter((code) => code !== caseLanguage)];
  return order
    .map((code) => ({
      language: code,
      label: code === caseLanguage ? text.templateGroupOfCase(languageLabel(code)) : languageLabel(code),
      templates: templates.filter((template) => template.language === code),
    }))
    .filter((group) => group.templates.length > 0);
}
