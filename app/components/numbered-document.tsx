import type { NumberedSection } from "../content/types";
import { BulletList, Paragraphs } from "./content-blocks";
import { commonText } from "../content/site-chrome";
import { OfficialText } from "./official-text";

/** Terms of Service and Privacy Policy: numbered sections with a date of last change. */
export function NumberedDocument({
  intro,
  lastUpdated,
  sections,
  children,
}: {
  intro: string;
  lastUpdated: string;
  sections: readonly NumberedSection[];
  children?: React.ReactNode;
}) {
  return (
    <div className="container section prose document">
      <p className="document__updated">
        {commonText.lastUpdated} {lastUpdated}
      </p>
      <p className="document__intro">
        <OfficialText text={intro} />
      </p>
      <ol className="document__sections">
        {sections.map((section) => (
          <li key={section.heading}>
            <h2>{section.heading}</h2>
            <Paragraphs items={section.paragraphs} />
            <BulletList items={section.bullets} />
          </li>
        ))}
      </ol>
      {children}
    </div>
  );
}
