import { listText } from "~/app/content/admin";

/**
 * A wide table that scrolls sideways inside its own focusable region on a phone, so the page
 * itself never scrolls sideways and a keyboard user can scroll it with the arrow keys.
 */
export function ScrollTable({ title, busy, children }: { title: string; busy?: boolean; children: React.ReactNode }) {
  return (
    <div
      className="table-scroll"
      role="region"
      aria-label={listText.scrollRegion(title)}
      tabIndex={0}
      aria-busy={busy || undefined}
    >
      {children}
    </div>
  );
}
