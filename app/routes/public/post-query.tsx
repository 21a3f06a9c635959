import { GoldenHourCallout } from "~/app/components/golden-hour-callout";
import { Icon } from "~/app/components/icon";
import { PageBanner, crumbsTo } from "~/app/components/page-banner";
import { postQueryInfoBoxes, postQueryMeta, postQueryText } from "~/app/content/post-query";
import { PostQueryFormIsland } from "~/app/islands/modules/post-query-form";
import { pageMeta } from "~/app/lib/page-meta";
import { paths } from "~/shared/routes";
import { OfficialText } from "~/app/components/official-text";

export function meta() {
  return pageMeta({ ...postQueryMeta, path: paths.postQuery });
}

export default function PostQuery() {
  return (
    <>
      <PageBanner title={postQueryText.heading} text={postQueryText.intro} crumbs={crumbsTo(postQueryText.heading)} />
      <div className="container section two-columns two-columns--narrow-first">
        <ul className="info-boxes">
          {postQueryInfoBoxes.map((box) => (
            <li key={box.title} className="info-box">
              <Icon name={box.icon} />
              <div>
                <h2 className="info-box__title">{box.title}</h2>
                <p>
                  <OfficialText text={box.text} />
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
          <GoldenHourCallout compact />
          <PostQueryFormIsland />
        </section>
      </div>
    </>
  );
}
