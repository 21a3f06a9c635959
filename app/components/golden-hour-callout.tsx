import { ShellIcon } from "~/app/components/shell-icons";
import { goldenHourText } from "../content/site-chrome";
import { OfficialText } from "./official-text";
import { HELPLINE } from "~/shared/constants";

/** Money reported within hours can often still be frozen: say so where it matters most. */
export function GoldenHourCallout({ compact = false }: { compact?: boolean }) {
  return (
    <aside className={compact ? "golden-hour golden-hour--compact" : "golden-hour"} aria-label={goldenHourText.heading}>
      <p className="golden-hour__heading">{goldenHourText.heading}</p>
      <p className="golden-hour__body">
        <OfficialText text={goldenHourText.body} />
      </p>
      <p className="golden-hour__actions">
        <a className="button button--danger" href={`tel:${HELPLINE}`}>
          <ShellIcon name="phone-call" size={18} /> {goldenHourText.callLabel}
        </a>
        <a className="golden-hour__portal" href={goldenHourText.portalUrl} target="_blank" rel="noopener noreferrer">
          {goldenHourText.portalLabel}
        </a>
      </p>
    </aside>
  );
}
