import { Link } from "react-router";
import type { Route } from "./+types/about";
import { pageWordsFor } from "~/app/content/languages/page-language";
import { Icon } from "~/app/components/icon";
import { PageBanner, crumbsTo } from "~/app/components/page-banner";
import { pageMeta } from "~/app/lib/page-meta";
import { linkIn, localizedPath } from "~/shared/languages";
import { paths } from "~/shared/routes";
import { OfficialText } from "~/app/components/official-text";

// In each language the page exists in (/about-part, /hi/about-part; docs/decisions/0037).
export function loader({ request }: Route.LoaderArgs) {
  const { code, words, home } = pageWordsFor(request);
  return {
    code,
    meta: words.about.meta,
    about: words.about.content,
    pageName: words.header.about,
    home,
    postQuery: linkIn(code, paths.postQuery),
    opensInNewTab: words.common.opensInNewTab,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({ ...loaderData.meta, path: localizedPath(loaderData.code, paths.about) });
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { about, pageName, home, postQuery, opensInNewTab } = loaderData;
  return (
    <>
      <PageBanner title={about.heading} text={about.lead} crumbs={crumbsTo(pageName, home)} />
      <div className="container section two-columns">
        <figure className="about-figure">
          <img src="/about-illustration.svg" alt="" width="640" height="420" />
        </figure>
        <div className="prose">
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <OfficialText text={paragraph} newTabLabel={opensInNewTab} />
            </p>
          ))}
          <Link to={postQuery} className="button button--primary">
            {about.ctaLabel}
          </Link>
        </div>
      </div>
      <div className="container">
        <ul className="card-grid card-grid--4">
          {about.highlights.map((item) => (
            <li key={item.title} className="feature-card">
              <span className="feature-card__icon">
                <Icon name={item.icon} size={28} />
              </span>
              <h2 className="link-card__title">{item.title}</h2>
              <p>
                <OfficialText text={item.text} newTabLabel={opensInNewTab} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
