import type { ContentSection } from "../content/types";
import { OfficialText } from "./official-text";

/** A heading with its paragraphs and/or bullet list, the unit most content pages are made of. */
export function ContentBlock({ section, headingLevel = 2 }: { section: ContentSection; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="content-block">
      <Heading>{section.heading}</Heading>
      <Paragraphs items={section.paragraphs} />
      <BulletList items={section.bullets} />
    </section>
  );
}

export function Paragraphs({ items }: { items?: readonly string[] }) {
  if (!items?.length) return null;
  return (
    <>
      {items.map((text) => (
        <p key={text}>
          <OfficialText text={text} />
        </p>
      ))}
    </>
  );
}

export function BulletList({ items, ordered = false }: { items?: readonly string[]; ordered?: boolean }) {
  if (!items?.length) return null;
  const List = ordered ? "ol" : "ul";
  return (
    <List className={ordered ? "steps" : "bullets"}>
      {items.map((text) => (
        <li key={text}>
          <OfficialText text={text} />
        </li>
      ))}
    </List>
  );
}
