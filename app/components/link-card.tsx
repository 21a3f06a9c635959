import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { Icon } from "./icon";
import { commonText } from "../content/languages/en/chrome";
import type { IconName } from "../content/types";

/**
 * A card the whole of which is clickable: its Read More link stretches over the card, so
 * there is one link per card for assistive technology, named after the card.
 */
export function LinkCard({
  to,
  title,
  description,
  icon,
  iconBackground,
  headingLevel = 3,
  readMore = commonText.readMore,
}: {
  to: string;
  title: string;
  description: string;
  icon: IconName;
  iconBackground?: string;
  headingLevel?: 2 | 3;
  /** "Read More" in the page's language. */
  readMore?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="link-card">
      <span className="link-card__icon" style={iconBackground ? { background: iconBackground } : undefined}>
        <Icon name={icon} size={28} />
      </span>
      <Heading className="link-card__title">{title}</Heading>
      <p className="link-card__text">{description}</p>
      <Link to={to} className="link-card__more">
        {readMore}
        <span className="visually-hidden">: {title}</span>
        <ArrowRight aria-hidden="true" size={16} />
      </Link>
    </article>
  );
}
