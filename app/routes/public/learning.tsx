import { data } from "react-router";
import type { Route } from "./+types/learning";
import { AccordionIsland } from "~/app/islands/modules/accordion";
import { BulletList, ContentBlock } from "~/app/components/content-blocks";
import { PageBanner, crumbsTo } from "~/app/components/page-banner";
import { Icon } from "~/app/components/icon";
import { commonText, requestHelpText } from "~/app/content/site-chrome";
import { learningPageText } from "~/app/content/learning-page-text";
import { learningPages } from "~/app/content/learning";
import { RequestHelpLinkIsland } from "~/app/islands/modules/request-help-link";
import { pageMeta } from "~/app/lib/page-meta";
import { layout } from "~/shared/constants";
import { learningSlugFromPath, paths } from "~/shared/routes";
import { OfficialText } from "~/app/components/official-text";

// One template for the four Learning Corner pages; the text comes from the build-time loader.
export function loader({ request }: Route.LoaderArgs) {
  const slug = learningSlugFromPath(new URL(request.url).pathname);
  if (!slug) throw data(null, { status: 404 });
  return { page: learningPages[slug] };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({ ...loaderData.page.meta, path: paths.learning(loaderData.page.slug) });
}

export default function LearningPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageBanner
        title={page.title}
        text={page.intro}
        crumbs={crumbsTo(page.title)}
        className="page-banner--learning"
        minHeight={layout.learningBannerHeight}
      />
      <div className="container learning-body">
        <section className="learn-list" aria-labelledby="what-you-will-learn">
          <h2 id="what-you-will-learn">
            <Icon name={page.icon} /> {learningPageText.whatYouWillLearn}
          </h2>
          <BulletList items={page.whatYouWillLearn} />
        </section>
        <div className="prose">
          {page.sections.map((section) => (
            <ContentBlock key={section.heading} section={section} />
          ))}
        </div>
        <aside className="closing-note" aria-labelledby="closing-note">
          <h2 id="closing-note">{learningPageText.needHelp}</h2>
          <p>
            <OfficialText text={page.closingNote} />
          </p>
          <RequestHelpLinkIsland className="button button--accent" label={requestHelpText.openButton} />
        </aside>
        <section className="faq-section" aria-labelledby="learning-faq">
          <h2 id="learning-faq" className="section-title">
            {commonText.faqHeading}
          </h2>
          <AccordionIsland id="learning-questions" items={page.faqs} />
        </section>
      </div>
    </>
  );
}
