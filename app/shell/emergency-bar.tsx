import type { ReactNode } from "react";
import { ShellIcon } from "~/app/components/shell-icons";
import { usePageWords } from "~/app/content/languages/page-language";
import { HELPLINE } from "~/shared/constants";

/**
 * What a victim who has just lost money needs first, kept on the screen on phones
 * (docs/decisions/0020): the 1930 helpline, the national reporting portal and our Request Help.
 * It follows the header and then sticks to the top of the screen. Wider screens hide it: the
 * header and the pages' golden-hour call-outs show the same there. Plain links, so it works
 * before and without scripts. Request Help is an island the page's layout hands in: the shell
 * sits below the islands (docs/architecture.md).
 */
export function EmergencyBar({ requestHelp }: { requestHelp: ReactNode }) {
  const { emergencyBar: emergencyBarText, goldenHour: goldenHourText, common: commonText } = usePageWords();
  return (
    <nav className="emergency-bar" aria-label={emergencyBarText.label}>
      <ul className="emergency-bar__list">
        <li>
          <a className="emergency-bar__action emergency-bar__action--call" href={`tel:${HELPLINE}`}>
            <ShellIcon name="phone-call" size={20} />
            <span>{emergencyBarText.call}</span>
          </a>
        </li>
        <li>
          <a
            className="emergency-bar__action"
            href={goldenHourText.portalUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ShellIcon name="external-link" size={20} />
            <span>
              {emergencyBarText.report}
              <span className="visually-hidden">
                {" "}
                {emergencyBarText.reportWhere} {commonText.opensInNewTab}
              </span>
            </span>
          </a>
        </li>
        <li>{requestHelp}</li>
      </ul>
    </nav>
  );
}
