import { useId, useState } from "react";
import { useCaseDraft } from "../case-draft";
import { recordDeskContact } from "../api/submissions";
import { useAdminWrite } from "../api/use-admin-write";
import { responseText } from "~/app/content/admin";
import { limits } from "~/shared/constants";
import { CONTACT_CHANNEL_LABELS } from "~/shared/labels";
import { CONTACT_CHANNELS, contactedSchema, type ContactChannel } from "~/shared/schemas/admin";

type Contacted = Parameters<typeof recordDeskContact>[1];

/**
 * "Contacted by phone / WhatsApp" (decision 0034): the desk reached the person outside the case
 * page. One button per channel, with an optional note; stored as a note on the case.
 */
export function DeskContact({ reference, onRecorded }: { reference: string; onRecorded: () => void }) {
  const id = useId();
  // Kept per case as it is typed, like the reply and the internal note (docs/decisions/0046).
  const draft = useCaseDraft("contact", reference);
  const note = draft.text;
  const [error, setError] = useState<string | undefined>(undefined);
  const send = useAdminWrite((contact: Contacted) => recordDeskContact(reference, contact), {
    said: (_reply, contact) => responseText.contactRecorded(CONTACT_CHANNEL_LABELS[contact.channel]),
    onDone: () => {
      draft.clear();
      onRecorded();
    },
    fieldErrors: { fields: ["note"], show: ({ note }) => setError(note) },
  });

  function record(channel: ContactChannel) {
    // The server's own rule, checked before sending.
    const parsed = contactedSchema.safeParse({ channel, note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.getElementById(`${id}-note`)?.focus();
      return;
    }
    send.send(parsed.data);
  }

  return (
    <section className="detail__section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{responseText.contactHeading}</h3>
      <p className="detail__muted">{responseText.contactIntro}</p>
      <div className="form">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-note`}>
            {responseText.contactNoteLabel}
          </label>
          {draft.restored ? (
            <p id={`${id}-draft`} className="field__hint draft-kept">
              {responseText.contactDraftKept}
            </p>
          ) : null}
          <textarea
            id={`${id}-note`}
            className="field__control"
            rows={2}
            maxLength={limits.contactNoteMax}
            value={note}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${draft.restored ? `${id}-draft ` : ""}${id}-hint${error ? ` ${id}-error` : ""}`}
            onChange={(event) => {
              draft.setText(event.target.value);
              setError(undefined);
            }}
          />
          <p id={`${id}-hint`} className="field__hint">
            {responseText.contactNoteHint}
          </p>
          {error ? (
            <p id={`${id}-error`} className="field__error">
              {error}
            </p>
          ) : null}
        </div>
        <div className="form__actions">
          {CONTACT_CHANNELS.map((channel) => (
            <button
              key={channel}
              type="button"
              className="button button--secondary"
              disabled={send.busy}
              onClick={() => record(channel)}
            >
              {responseText.contactedBy[channel]}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
