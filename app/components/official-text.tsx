import { Fragment } from "react";
import { commonText } from "../content/languages/en/chrome";
import { officialLinkParts } from "../lib/official-links";

/**
 * Content text with its helpline numbers and official addresses as links (app/lib/official-links.ts).
 * Official sites open in a new tab like the site's other external links; tel: and mailto: links
 * hand over to the phone or mail app. Never put it inside a heading or a link.
 */
export function OfficialText({
  text,
  focusable = true,
  newTabLabel = commonText.opensInNewTab,
}: {
  text: string;
  /** false in an aria-hidden copy */ focusable?: boolean;
  /** "(opens in a new tab)" in the page's language. */
  newTabLabel?: string;
}) {
  return (
    <>
      {officialLinkParts(text).map((part, index) =>
        part.kind === "text" ? (
          <Fragment key={index}>{part.text}</Fragment>
        ) : part.external ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            tabIndex={focusable ? undefined : -1}
          >
            {part.text}
            <span className="visually-hidden"> {newTabLabel}</span>
          </a>
        ) : (
          <a key={index} href={part.href} tabIndex={focusable ? undefined : -1}>
            {part.text}
          </a>
        ),
      )}
    </>
  );
}
