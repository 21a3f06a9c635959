import { useEffect, useId, useRef } from "react";

/**
 * An action that asks first, in the page where it was chosen (as deleting a submission does):
 * the question, a Yes that names what it does and a No. The focus goes to No, the safe choice,
 * when the question appears; whoever shows it puts the focus back when it goes.
 */
export function ConfirmStep({
  question,
  yes,
  no,
  busy,
  onYes,
  onNo,
}: {
  question: string;
  /** The Yes button's content: what it does, with any words that name its target for a screen reader. */
  yes: React.ReactNode;
  no: React.ReactNode;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  const id = useId();
  const noRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    noRef.current?.focus();
  }, []);
  return (
    <div
      className="confirm confirm--inline"
      role="group"
      aria-labelledby={`${id}-question`}
      onKeyDown={(event) => {
        // Escape answers No, as closing a question does elsewhere.
        if (event.key !== "Escape" || busy) return;
        event.preventDefault();
        onNo();
      }}
    >
      <p id={`${id}-question`} className="confirm__question">
        {question}
      </p>
      <div className="confirm__answers">
        <button type="button" className="button button--small button--danger" disabled={busy} onClick={onYes}>
          {yes}
        </button>
        <button
          ref={noRef}
          type="button"
          className="button button--small button--secondary"
          disabled={busy}
          onClick={onNo}
        >
          {no}
        </button>
      </div>
    </div>
  );
}
