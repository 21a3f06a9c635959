import { Link } from "react-router";
import type { Route } from "./+types/about";
import { Icon } from "~/app/components/icon";
import { PageBanner, crumbsTo } from "~/app/components/page-banner";
import { headerText } from "~/app/content/site-chrome";
import { aboutContent, aboutMeta } from "~/app/content/about";
import { pageMeta } from "~/app/lib/page-meta";
import { paths } from "~/shared/routes";
import { OfficialText } from "~/app/components/official-text";

export function loader() {
  return { about: aboutContent };
}

export function meta() {
  return pageMeta({ ...aboutMeta, path: paths.about });
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { about } = loaderData;
  return (
    <>
      <PageBanner title={about.heading} text={about.lead} crumbs={crumbsTo(headerText.about)} />
      <div className="container section two-columns">
        <figure className="about-figure">
          <img src="/about-illustration.svg" alt="" width="640" height="420" />
        </figure>
        <div className="prose">
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <OfficialText text={paragraph} />
            </p>
          ))}
          <Link to={paths.postQuery} className="button button--primary">
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
                <OfficialText text={item.text} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
