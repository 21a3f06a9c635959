import { AdminApiError } from "../api/client";
import { errorText } from "~/app/content/admin";

/** What a view shows while its data is on the way, or when it could not be read. */
export function LoadState({
  loading,
  error,
  loadingText,
  onRetry,
}: {
  loading: boolean;
  error: unknown;
  loadingText: string;
  onRetry: () => void;
}) {
  // A refused session is handled once, by the session; the view stays quiet meanwhile.
  if (error instanceof AdminApiError && error.endsSession) return null;
  // Reached by a link or a typed URL: the menu does not offer views the role cannot use.
  if (error instanceof AdminApiError && error.isOutsideRole && !loading) {
    return (
      <div className="admin-notice admin-notice--error" role="alert">
        <p>{errorText.noAccess}</p>
      </div>
    );
  }
  if (error !== undefined && !loading) {
    return (
      <div className="admin-notice admin-notice--error" role="alert">
        <p>{errorText.loadFailed}</p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {errorText.retry}
        </button>
      </div>
    );
  }
  if (loading) {
    return (
      <p className="admin-loading" role="status">
        {loadingText}
      </p>
    );
  }
  return null;
}
