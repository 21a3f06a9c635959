import { sentText } from "../content/site-chrome";

/**
 * What a form sent without scripts shows once it is accepted: the success message, the
 * reference large enough to note down, and the 1930 reminder. Only what the server chose to
 * say: nothing the visitor typed (docs/decisions/0021-forms-without-scripts.md).
 */
export function SentConfirmation({ message, reference }: { message: string; reference: string }) {
  return (
    <div className="sent-confirmation" role="status">
      <p className="sent-confirmation__message">{message}</p>
      <p>
        {sentText.referenceLabel} <strong className="sent-confirmation__reference">{reference}</strong>
      </p>
      <p className="sent-confirmation__reminder">{sentText.reminder}</p>
    </div>
  );
}
