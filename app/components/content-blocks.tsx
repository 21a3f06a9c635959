import type { ContentSection } from "../content/types";
import { OfficialText } from "./official-text";

/** A heading with its paragraphs and/or bullet list, the unit most content pages are made of. */
export function ContentBlock({
  section,
  headingLevel = 2,
  newTabLabel,
}: {
  section: ContentSection;
  headingLevel?: 2 | 3;
  newTabLabel?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="content-block">
      <Heading>{section.heading}</Heading>
      <Paragraphs items={section.paragraphs} newTabLabel={newTabLabel} />
      <BulletList items={section.bullets} newTabLabel={newTabLabel} />
    </section>
  );
}

/** `newTabLabel`: "(opens in a new tab)" in the page's language, for its official links; English unless given. */
export function Paragraphs({ items, newTabLabel }: { items?: readonly string[]; newTabLabel?: string }) {
  if (!items?.length) return null;
  return (
    <>
      {items.map((text) => (
        <p key={text}>
          <OfficialText text={text} newTabLabel={newTabLabel} />
        </p>
      ))}
    </>
  );
}

export function BulletList({
  items,
  ordered = false,
  newTabLabel,
}: {
  items?: readonly string[];
  ordered?: boolean;
  newTabLabel?: string;
}) {
  if (!items?.length) return null;
  const List = ordered ? "ol" : "ul";
  return (
    <List className={ordered ? "steps" : "bullets"}>
      {items.map((text) => (
        <li key={text}>
          <OfficialText text={text} newTabLabel={newTabLabel} />
        </li>
      ))}
    </List>
  );
}
