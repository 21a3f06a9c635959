import type { Route } from "./+types/post-query";
import { pageWordsFor } from "~/app/content/languages/page-language";
import { GoldenHourCallout } from "~/app/components/golden-hour-callout";
import { Icon } from "~/app/components/icon";
import { PageBanner, crumbsTo } from "~/app/components/page-banner";
import { postQueryFormLanguage } from "~/app/content/languages/form-language";
import { PostQueryFormIsland } from "~/app/islands/modules/post-query-form";
import { pageMeta } from "~/app/lib/page-meta";
import { localizedPath } from "~/shared/languages";
import { paths } from "~/shared/routes";
import { OfficialText } from "~/app/components/official-text";

// In each language the page exists in (/post-query, /hi/post-query; docs/decisions/0037). The
// loader runs at build time only; the form's words travel as its props (docs/decisions/0040).
export function loader({ request }: Route.LoaderArgs) {
  const { code, words, home } = pageWordsFor(request);
  return {
    code,
    meta: words.postQueryPage.meta,
    postQueryText: words.postQueryPage.text,
    infoBoxes: words.postQueryPage.infoBoxes,
    home,
    goldenHour: words.goldenHour,
    opensInNewTab: words.common.opensInNewTab,
    formLanguage: postQueryFormLanguage(code),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({ ...loaderData.meta, path: localizedPath(loaderData.code, paths.postQuery) });
}

export default function PostQuery({ loaderData }: Route.ComponentProps) {
  const { postQueryText, infoBoxes, home, goldenHour, opensInNewTab, formLanguage } = loaderData;
  return (
    <>
      <PageBanner
        title={postQueryText.heading}
        text={postQueryText.intro}
        crumbs={crumbsTo(postQueryText.heading, home)}
      />
      <div className="container section two-columns two-columns--narrow-first">
        <ul className="info-boxes">
          {infoBoxes.map((box) => (
            <li key={box.title} className="info-box">
              <Icon name={box.icon} />
              <div>
                <h2 className="info-box__title">{box.title}</h2>
                <p>
                  <OfficialText text={box.text} newTabLabel={opensInNewTab} />
                </p>
              </div>
            </li>
          ))}
        </ul>
        <section className="form-card" aria-labelledby="post-query-form-heading">
          <h2 id="post-query-form-heading" className="form-card__title">
            {postQueryText.formHeading}
          </h2>
          <p className="form-card__intro">{postQueryText.formIntro}</p>
          <GoldenHourCallout compact words={goldenHour} newTabLabel={opensInNewTab} />
          <PostQueryFormIsland language={formLanguage} />
        </section>
      </div>
    </>
  );
}
