import { statusLabel } from "../format";

/** A submission's status by default; a mail's or another's when given its label. */
export function StatusBadge({ status, label = statusLabel(status) }: { status: string; label?: string }) {
  return <span className={`status-badge status-badge--${status}`}>{label}</span>;
}
