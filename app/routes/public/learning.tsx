import { data } from "react-router";
import type { Route } from "./+types/learning";
import { pageWordsFor } from "~/app/content/languages/page-language";
import { AccordionIsland } from "~/app/islands/modules/accordion";
import { BulletList, ContentBlock } from "~/app/components/content-blocks";
import { PageBanner, crumbsTo } from "~/app/components/page-banner";
import { Icon } from "~/app/components/icon";
import { learningPages } from "~/app/content/languages/en/learning";
import { RequestHelpLinkIsland } from "~/app/islands/modules/request-help-link";
import { pageMeta } from "~/app/lib/page-meta";
import { layout } from "~/shared/constants";
import { localizedPath } from "~/shared/languages";
import { learningSlugFromPath, paths } from "~/shared/routes";
import { OfficialText } from "~/app/components/official-text";

// One template for the four Learning Corner pages, in each language they exist in
// (/learning/<slug>, /hi/learning/<slug>; docs/decisions/0037); the text comes from the build-time loader.
export function loader({ request }: Route.LoaderArgs) {
  const { code, path, words, home } = pageWordsFor(request);
  const slug = learningSlugFromPath(path);
  if (!slug) throw data(null, { status: 404 });
  const { icon } = learningPages[slug];
  return {
    code,
    page: { slug, icon, ...words.learning[slug] },
    text: words.learningPage,
    home,
    faqHeading: words.topicPage.faqHeading,
    requestHelp: words.requestHelp.openButton,
    opensInNewTab: words.common.opensInNewTab,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page, code } = loaderData;
  return pageMeta({ ...page.meta, path: localizedPath(code, paths.learning(page.slug)) });
}

export default function LearningPage({ loaderData }: Route.ComponentProps) {
  const { page, text, home, faqHeading, requestHelp, opensInNewTab: newTab } = loaderData;
  return (
    <>
      <PageBanner
        title={page.title}
        text={page.intro}
        crumbs={crumbsTo(page.title, home)}
        className="page-banner--learning"
        minHeight={layout.learningBannerHeight}
      />
      <div className="container learning-body">
        <section className="learn-list" aria-labelledby="what-you-will-learn">
          <h2 id="what-you-will-learn">
            <Icon name={page.icon} /> {text.whatYouWillLearn}
          </h2>
          <BulletList items={page.whatYouWillLearn} newTabLabel={newTab} />
        </section>
        <div className="prose">
          {page.sections.map((section) => (
            <ContentBlock key={section.heading} section={section} newTabLabel={newTab} />
          ))}
        </div>
        <aside className="closing-note" aria-labelledby="closing-note">
          <h2 id="closing-note">{text.needHelp}</h2>
          <p>
            <OfficialText text={page.closingNote} newTabLabel={newTab} />
          </p>
          <RequestHelpLinkIsland className="button button--accent" label={requestHelp} />
        </aside>
        <section className="faq-section" aria-labelledby="learning-faq">
          <h2 id="learning-faq" className="section-title">
            {faqHeading}
          </h2>
          <AccordionIsland id="learning-questions" items={page.faqs} newTabLabel={newTab} />
        </section>
      </div>
    </>
  );
}
