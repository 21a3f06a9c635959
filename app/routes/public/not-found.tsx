import { Link } from "react-router";
import { notFoundText, requestHelpText } from "~/app/content/site-chrome";
import { RequestHelpLinkIsland } from "~/app/islands/modules/request-help-link";
import { siteConfig } from "~/shared/site-config";
import { paths } from "~/shared/routes";

export function meta() {
  return [{ title: `${notFoundText.metaTitle} | ${siteConfig.brand}` }, { name: "robots", content: "noindex" }];
}

/** Every unknown path. The server answers it with HTTP 404 and this prerendered page. */
export default function NotFound() {
  return (
    <section className="not-found container">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{notFoundText.heading}</h1>
      <p>{notFoundText.body}</p>
      <p className="not-found__actions">
        <Link to={paths.home} className="button button--primary">
          {notFoundText.homeLink}
        </Link>
        <RequestHelpLinkIsland className="button button--secondary" label={requestHelpText.openButton} />
      </p>
    </section>
  );
}
