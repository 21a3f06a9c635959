import { data } from "react-router";
import PhoneCall from "lucide-react/icons/phone-call";
import type { Route } from "./+types/topic";
import { AccordionIsland } from "~/app/islands/modules/accordion";
import { BulletList, Paragraphs } from "~/app/components/content-blocks";
import { GoldenHourCallout } from "~/app/components/golden-hour-callout";
import { PageBanner, crumbsTo } from "~/app/components/page-banner";
import { commonText, requestHelpText } from "~/app/content/site-chrome";
import { topicPageText } from "~/app/content/topic-page-text";
import { topics } from "~/app/content/topics";
import { HelpRequestFormIsland } from "~/app/islands/modules/help-request-form";
import { RequestHelpLinkIsland } from "~/app/islands/modules/request-help-link";
import { pageMeta } from "~/app/lib/page-meta";
import { HELPLINE } from "~/shared/constants";
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
  const sections = [
    { id: "what-it-is", title: topicPageText.whatItIs },
    { id: "warning-signs", title: topicPageText.warningSigns },
    { id: "when-to-complain", title: topicPageText.whenToComplain },
    { id: "where-to-complain", title: topicPageText.whereToComplain },
    { id: "documents", title: topicPageText.documents },
    { id: "law", title: topicPageText.law },
    { id: "safety-tips", title: topicPageText.safetyTips },
    { id: "faq", title: commonText.faqHeading },
    { id: "get-help", title: topicPageText.ctaHeading },
  ];
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

      <section id="first-hour" className="container topic-first-hour" aria-labelledby="first-hour-title">
        <div className="info-card info-card--emphasis">
          <h2 id="first-hour-title">{topicPageText.firstSteps}</h2>
          <BulletList items={legal.firstSteps} ordered />
        </div>
      </section>

      {/* A phone shows one card at a time: the list lets a visitor jump to the part they need. */}
      <nav className="container topic-contents" aria-labelledby="topic-contents-title">
        <h2 id="topic-contents-title" className="topic-contents__title">
          {topicPageText.contentsLabel}
        </h2>
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="container topic-legal">
        <h2 className="section-title">{topicPageText.legalHeading}</h2>
        <div className="topic-legal__grid">
          <InfoCard id="what-it-is" title={topicPageText.whatItIs}>
            <Paragraphs items={legal.whatItIs} />
          </InfoCard>
          <InfoCard id="warning-signs" title={topicPageText.warningSigns}>
            <BulletList items={legal.warningSigns} />
          </InfoCard>
          <InfoCard id="when-to-complain" title={topicPageText.whenToComplain}>
            <BulletList items={legal.whenToComplain} />
          </InfoCard>
          <InfoCard id="where-to-complain" title={topicPageText.whereToComplain}>
            <BulletList items={legal.whereToComplain} />
          </InfoCard>
          <InfoCard id="documents" title={topicPageText.documents} wide>
            <BulletList items={legal.documents} />
          </InfoCard>
          <InfoCard id="law" title={topicPageText.law} wide>
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
          </InfoCard>
          <InfoCard id="safety-tips" title={topicPageText.safetyTips} wide>
            <BulletList items={legal.safetyTips} />
          </InfoCard>
        </div>
      </div>

      <section id="faq" className="container faq-section" aria-labelledby="topic-faq">
        <h2 id="topic-faq" className="section-title">
          {commonText.faqHeading}
        </h2>
        <AccordionIsland id="topic-questions" items={topic.faqs} />
      </section>

      <section id="get-help" className="container topic-cta" aria-labelledby="topic-cta-title">
        <div className="topic-cta__box">
          <h2 id="topic-cta-title">{topicPageText.ctaHeading}</h2>
          <p>{topicPageText.ctaText}</p>
          <p className="topic-cta__actions">
            <RequestHelpLinkIsland
              className="button button--primary button--large"
              label={requestHelpText.openButton}
            />
            <a className="button button--danger button--large" href={`tel:${HELPLINE}`}>
              <PhoneCall aria-hidden="true" size={18} /> {topicPageText.ctaCall}
            </a>
          </p>
        </div>
      </section>
    </>
  );
}

/** One part of the legal information, with an id the contents list links to. */
function InfoCard({
  id,
  title,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section id={id} className={wide ? "info-card info-card--wide" : "info-card"} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      {children}
    </section>
  );
}
