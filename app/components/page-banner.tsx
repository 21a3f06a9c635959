import { Link } from "react-router";
import { breadcrumbText } from "../content/site-chrome";
import { OfficialText } from "./official-text";

export interface Crumb {
  label: string;
  to?: string;
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
  crumbs?: Crumb[];
  className?: string;
  /** A CSS length, e.g. docs/product.md's 45vh for learning pages. */
  minHeight?: string;
  children?: React.ReactNode;
}) {
  return (
    <section
      className={className ? `page-banner ${className}` : "page-banner"}
      style={minHeight ? { minHeight } : undefined}
    >
      <div className="container page-banner__inner">
        {crumbs ? (
          <nav aria-label={breadcrumbText.label} className="breadcrumb">
            <ol>
              {crumbs.map((crumb) => (
                <li key={crumb.label}>
                  {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span>{crumb.label}</span>}
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <h1 className="page-banner__title">{title}</h1>
        {text ? (
          <p className="page-banner__text">
            <OfficialText text={text} />
          </p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
