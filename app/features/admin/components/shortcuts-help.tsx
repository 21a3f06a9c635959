import { useId } from "react";
import { Keyboard } from "lucide-react";
import { shortcutsText } from "~/app/content/admin";
import { SHORTCUT_KEYS, setShortcutsEnabled, useShortcutsEnabled } from "../keyboard-shortcuts";

/**
 * The shortcuts, documented where they are used, with the switch that turns them on and off
 * (WCAG 2.1.4; docs/decisions/0036). Folded away until asked for.
 */
export function ShortcutsHelp() {
  const id = useId();
  const enabled = useShortcutsEnabled();
  return (
    <details className="shortcuts">
      <summary className="shortcuts__summary">
        <Keyboard aria-hidden="true" size={18} />
        {shortcutsText.heading}
      </summary>
      <div className="shortcuts__body">
        <p>{shortcutsText.intro}</p>
        <div className="shortcuts__toggle">
          <input
            id={`${id}-toggle`}
            type="checkbox"
            checked={enabled}
            onChange={(event) => setShortcutsEnabled(event.target.checked)}
          />
          <label htmlFor={`${id}-toggle`}>{shortcutsText.toggle}</label>
        </div>
        <table className="shortcuts__table">
          <thead>
            <tr>
              <th scope="col">{shortcutsText.keyColumn}</th>
              <th scope="col">{shortcutsText.actionColumn}</th>
            </tr>
          </thead>
          <tbody>
            {(Object.keys(SHORTCUT_KEYS) as (keyof typeof SHORTCUT_KEYS)[]).map((name) => (
              <tr key={name}>
                <td>
                  <kbd>{SHORTCUT_KEYS[name]}</kbd>
                </td>
                <td>{shortcutsText.keys[name]}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{shortcutsText.always}</p>
      </div>
    </details>
  );
}
