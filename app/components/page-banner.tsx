import { Link } from "react-router";
import { usePageWords } from "../content/languages/page-language";
import { breadcrumbText } from "../content/languages/en/chrome";
import { paths } from "~/shared/routes";
import { OfficialText } from "./official-text";

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * Where a page is: Home, then the page's own name (docs/product.md: "Home / Money Scam", not the
 * original site's "Home / Contact" on every page).
 */
export function crumbsTo(pageName: string, home: Crumb = { label: breadcrumbText.home, to: paths.home }): Crumb[] {
  return [home, { label: pageName }];
}

/** The banner at the top of an inner page: breadcrumb, title, short text. */
export function PageBanner({
  title,
  text,
  crumbs,
  className,
  minHeight,
  children,
}: {
  title: string;
  text?: string;
  /** The trail from Home to this page (crumbsTo); the last is the current page. */
  crumbs?: Crumb[];
  className?: string;
  /** A CSS length, e.g. docs/product.md's 45vh for learning pages. */
  minHeight?: string;
  children?: React.ReactNode;
}) {
  const { breadcrumb, common } = usePageWords();
  return (
    <section
      className={className ? `page-banner ${className}` : "page-banner"}
      style={minHeight ? { minHeight } : undefined}
    >
      <div className="container page-banner__inner">
        {crumbs ? (
          <nav aria-label={breadcrumb.label} className="breadcrumb">
            <ol>
              {crumbs.map((crumb, index) => (
                <li key={crumb.label}>
                  {/* The last crumb is the page itself: named as current, not a link to where the visitor already is. */}
                  {index === crumbs.length - 1 ? (
                    <span aria-current="page">{crumb.label}</span>
                  ) : crumb.to ? (
                    <Link to={crumb.to}>{crumb.label}</Link>
                  ) : (
                    <span>{crumb.label}</span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <h1 className="page-banner__title">{title}</h1>
        {text ? (
          <p className="page-banner__text">
            <OfficialText text={text} newTabLabel={common.opensInNewTab} />
          </p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
