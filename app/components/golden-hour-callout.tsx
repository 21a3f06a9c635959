import { ShellIcon } from "~/app/components/shell-icons";
import { goldenHourText } from "../content/languages/en/chrome";
import { OfficialText } from "./official-text";
import { HELPLINE } from "~/shared/constants";

/** Money reported within hours can often still be frozen: say so where it matters most. */
export function GoldenHourCallout({
  compact = false,
  words = goldenHourText,
  newTabLabel,
}: {
  compact?: boolean;
  /** The page's language's words; English unless given. */
  words?: typeof goldenHourText;
  newTabLabel?: string;
}) {
  const text = words;
  return (
    <aside className={compact ? "golden-hour golden-hour--compact" : "golden-hour"} aria-label={text.heading}>
      <p className="golden-hour__heading">{text.heading}</p>
      <p className="golden-hour__body">
        <OfficialText text={text.body} newTabLabel={newTabLabel} />
      </p>
      <p className="golden-hour__actions">
        <a className="button button--danger" href={`tel:${HELPLINE}`}>
          <ShellIcon name="phone-call" size={18} /> {text.callLabel}
        </a>
        <a className="golden-hour__portal" href={text.portalUrl} target="_blank" rel="noopener noreferrer">
          {text.portalLabel}
        </a>
      </p>
    </aside>
  );
}
