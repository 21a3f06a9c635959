import { data } from "react-router";
import type { Route } from "./+types/topic";
import { AccordionIsland } from "~/app/islands/modules/accordion";
import { BulletList, Paragraphs } from "~/app/components/content-blocks";
import { GoldenHourCallout } from "~/app/components/golden-hour-callout";
import { PageBanner, crumbsTo } from "~/app/components/page-banner";
import { commonText } from "~/app/content/site-chrome";
import { topicPageText } from "~/app/content/topic-page-text";
import { topics } from "~/app/content/topics";
import { HelpRequestFormIsland } from "~/app/islands/modules/help-request-form";
import { pageMeta } from "~/app/lib/page-meta";
import { paths, topicSlugFromPath } from "~/shared/routes";
import { OfficialText } from "~/app/components/official-text";

// One template for every scam topic (/services/<slug>). The loader runs at build time
// only, so each page's text ships in its HTML, not in the JavaScript bundle.
export function loader({ request }: Route.LoaderArgs) {
  const slug = topicSlugFromPath(new URL(request.url).pathname);
  if (!slug) throw data(null, { status: 404 });
  return { topic: topics[slug] };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { topic } = loaderData;
  return pageMeta({ ...topic.meta, path: paths.topic(topic.slug) });
}

export default function TopicPage({ loaderData }: Route.ComponentProps) {
  const { topic } = loaderData;
  const { legal } = topic;
  const formTitleId = `${topic.slug}-form-title`;
  return (
    <>
      <PageBanner title={topic.heading} crumbs={crumbsTo(topic.menuLabel)} className="page-banner--split">
        <div className="topic-hero">
          <div className="topic-hero__text">
            <Paragraphs items={topic.intro} />
            {topic.goldenHour ? <GoldenHourCallout /> : null}
          </div>
          <section className="form-card topic-hero__form" aria-labelledby={formTitleId}>
            <h2 id={formTitleId} className="form-card__title">
              {topic.formTitle}
            </h2>
            <p className="form-card__intro">{topicPageText.formIntro}</p>
            <HelpRequestFormIsland variant="topic" draftKey={`topic:${topic.slug}`} topic={topic.slug} />
          </section>
        </div>
      </PageBanner>

      <div className="container topic-legal">
        <h2 className="section-title">{topicPageText.legalHeading}</h2>
        <div className="topic-legal__grid">
          <section className="info-card">
            <h3>{topicPageText.whatItIs}</h3>
            <Paragraphs items={legal.whatItIs} />
          </section>
          <section className="info-card">
            <h3>{topicPageText.warningSigns}</h3>
            <BulletList items={legal.warningSigns} />
          </section>
          <section className="info-card info-card--emphasis">
            <h3>{topicPageText.firstSteps}</h3>
            <BulletList items={legal.firstSteps} ordered />
          </section>
          <section className="info-card">
            <h3>{topicPageText.whenToComplain}</h3>
            <BulletList items={legal.whenToComplain} />
          </section>
          <section className="info-card">
            <h3>{topicPageText.whereToComplain}</h3>
            <BulletList items={legal.whereToComplain} />
          </section>
          <section className="info-card">
            <h3>{topicPageText.documents}</h3>
            <BulletList items={legal.documents} />
          </section>
          <section className="info-card info-card--wide">
            <h3>{topicPageText.law}</h3>
            <dl className="law-list">
              {legal.law.map((law) => (
                <div key={law.name}>
                  <dt>{law.name}</dt>
                  <dd>
                    <OfficialText text={law.summary} />
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="info-card info-card--wide">
            <h3>{topicPageText.safetyTips}</h3>
            <BulletList items={legal.safetyTips} />
          </section>
        </div>
      </div>

      <section className="container faq-section" aria-labelledby="topic-faq">
        <h2 id="topic-faq" className="section-title">
          {commonText.faqHeading}
        </h2>
        <AccordionIsland id="topic-questions" items={topic.faqs} />
      </section>
    </>
  );
}
