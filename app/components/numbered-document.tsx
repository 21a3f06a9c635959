import type { NumberedSection } from "../content/types";
import { usePageWords } from "../content/languages/page-language";
import { BulletList, Paragraphs } from "./content-blocks";
import { OfficialText } from "./official-text";

/**
 * Terms of Service and Privacy Policy: numbered sections with a date of last change, in the
 * page's language. A translation (`englishPath` given) says first, visibly, that it is one and
 * that the English page, linked, prevails where the two differ.
 */
export function NumberedDocument({
  intro,
  lastUpdated,
  sections,
  englishPath,
  children,
}: {
  intro: string;
  lastUpdated: string;
  sections: readonly NumberedSection[];
  /** The English page, on a translation. */
  englishPath?: string;
  children?: React.ReactNode;
}) {
  const { common, legalDocument } = usePageWords();
  const newTab = common.opensInNewTab;
  return (
    <div className="container section prose document">
      {englishPath ? (
        <div className="document__notice" role="note" aria-label={legalDocument.noticeLabel}>
          <p>
            {legalDocument.notice}{" "}
            <a href={englishPath} hrefLang="en-IN">
              {legalDocument.englishLink}
            </a>
          </p>
        </div>
      ) : null}
      <p className="document__updated">
        {legalDocument.lastUpdated} {lastUpdated}
      </p>
      <p className="document__intro">
        <OfficialText text={intro} newTabLabel={newTab} />
      </p>
      <ol className="document__sections">
        {sections.map((section) => (
          <li key={section.heading}>
            <h2>{section.heading}</h2>
            <Paragraphs items={section.paragraphs} newTabLabel={newTab} />
            <BulletList items={section.bullets} newTabLabel={newTab} />
          </li>
        ))}
      </ol>
      {children}
    </div>
  );
}
