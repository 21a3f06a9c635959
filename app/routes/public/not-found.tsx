import { Link, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { siteTexts } from "~/app/content/languages";
import { usePageWords } from "~/app/content/languages/page-language";
import { PageRequestHelpLink } from "~/app/islands/page-request-help-link";
import { siteConfig } from "~/shared/site-config";
import { languageOfPath, localizedPath } from "~/shared/languages";
import { paths } from "~/shared/routes";

export function meta({ location }: Route.MetaArgs) {
  const { notFound } = siteTexts[languageOfPath(location.pathname).code];
  return [{ title: `${notFound.metaTitle} | ${siteConfig.brand}` }, { name: "robots", content: "noindex" }];
}

/**
 * Every unknown path, in the language of its prefix (/hi/... in Hindi). The server answers it
 * with HTTP 404 and this prerendered page.
 */
export default function NotFound() {
  const { notFound: notFoundText, requestHelp } = usePageWords();
  const { code } = languageOfPath(useLocation().pathname);
  return (
    <section className="not-found container">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{notFoundText.heading}</h1>
      <p>{notFoundText.body}</p>
      <p className="not-found__actions">
        <Link to={localizedPath(code, paths.home)} className="button button--primary">
          {notFoundText.homeLink}
        </Link>
        <PageRequestHelpLink className="button button--secondary" label={requestHelp.openButton} />
      </p>
    </section>
  );
}
