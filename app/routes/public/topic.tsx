import { data } from "react-router";
import PhoneCall from "lucide-react/icons/phone-call";
import type { Route } from "./+types/topic";
import { pageWordsFor } from "~/app/content/languages/page-language";
import { AccordionIsland } from "~/app/islands/modules/accordion";
import { BulletList, Paragraphs } from "~/app/components/content-blocks";
import { GoldenHourCallout } from "~/app/components/golden-hour-callout";
import { PageBanner, crumbsTo } from "~/app/components/page-banner";
import { formLanguage } from "~/app/content/languages/form-language";
import { topics } from "~/app/content/languages/en/topics";
import { HelpRequestFormIsland } from "~/app/islands/modules/help-request-form";
import { PageRequestHelpLink } from "~/app/islands/page-request-help-link";
import { pageMeta } from "~/app/lib/page-meta";
import { HELPLINE } from "~/shared/constants";
import { DEFAULT_LANGUAGE, localizedPath } from "~/shared/languages";
import { paths, topicSlugFromPath } from "~/shared/routes";
import { OfficialText } from "~/app/components/official-text";

// One template for every scam topic (/services/<slug>), in each language it exists in
// (/hi/services/<slug>, docs/decisions/0037). The loader runs at build time only, so each page's
// text ships in its HTML, not in the JavaScript bundle.
export function loader({ request }: Route.LoaderArgs) {
  const { code, path, words, home } = pageWordsFor(request);
  const slug = topicSlugFromPath(path);
  if (!slug) throw data(null, { status: 404 });
  const english = topics[slug];
  // The English page holds the slug, icon and golden-hour switch; a translation only its words.
  const translated =
    code === DEFAULT_LANGUAGE ? english : (words.topics as Partial<typeof words.topics>)[slug as never];
  if (!translated) throw data(null, { status: 404 });
  return {
    code,
    topic: {
      ...english,
      ...translated,
      menuLabel: code === DEFAULT_LANGUAGE ? english.menuLabel : words.navigation.topics[slug],
    },
    text: words.topicPage,
    home,
    requestHelp: words.requestHelp.openButton,
    goldenHour: words.goldenHour,
    opensInNewTab: words.common.opensInNewTab,
    // The form's words travel as its props, so its script holds no language's words.
    formLanguage: formLanguage(code),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { topic, code } = loaderData;
  return pageMeta({ ...topic.meta, path: localizedPath(code, paths.topic(topic.slug)) });
}

export default function TopicPage({ loaderData }: Route.ComponentProps) {
  const {
    topic,
    text: topicPageText,
    home,
    requestHelp,
    goldenHour,
    opensInNewTab: newTab,
    formLanguage: formWords,
  } = loaderData;
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
    { id: "faq", title: topicPageText.faqHeading },
    { id: "get-help", title: topicPageText.ctaHeading },
  ];
  return (
    <>
      <PageBanner title={topic.heading} crumbs={crumbsTo(topic.menuLabel, home)} className="page-banner--split">
        <div className="topic-hero">
          <div className="topic-hero__text">
            <Paragraphs items={topic.intro} newTabLabel={newTab} />
            {topic.goldenHour ? <GoldenHourCallout words={goldenHour} newTabLabel={newTab} /> : null}
          </div>
          <section className="form-card topic-hero__form" aria-labelledby={formTitleId}>
            <h2 id={formTitleId} className="form-card__title">
              {topic.formTitle}
            </h2>
            <p className="form-card__intro">{topicPageText.formIntro}</p>
            <HelpRequestFormIsland
              variant="topic"
              draftKey={`topic:${topic.slug}`}
              topic={topic.slug}
              language={formWords}
            />
          </section>
        </div>
      </PageBanner>

      <section id="first-hour" className="container topic-first-hour" aria-labelledby="first-hour-title">
        <div className="info-card info-card--emphasis">
          <h2 id="first-hour-title">{topicPageText.firstSteps}</h2>
          <BulletList items={legal.firstSteps} ordered newTabLabel={newTab} />
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
            <Paragraphs items={legal.whatItIs} newTabLabel={newTab} />
          </InfoCard>
          <InfoCard id="warning-signs" title={topicPageText.warningSigns}>
            <BulletList items={legal.warningSigns} newTabLabel={newTab} />
          </InfoCard>
          <InfoCard id="when-to-complain" title={topicPageText.whenToComplain}>
            <BulletList items={legal.whenToComplain} newTabLabel={newTab} />
          </InfoCard>
          <InfoCard id="where-to-complain" title={topicPageText.whereToComplain}>
            <BulletList items={legal.whereToComplain} newTabLabel={newTab} />
          </InfoCard>
          <InfoCard id="documents" title={topicPageText.documents} wide>
            <BulletList items={legal.documents} newTabLabel={newTab} />
          </InfoCard>
          <InfoCard id="law" title={topicPageText.law} wide>
            <dl className="law-list">
              {legal.law.map((law) => (
                <div key={law.name}>
                  <dt>{law.name}</dt>
                  <dd>
                    <OfficialText text={law.summary} newTabLabel={newTab} />
                  </dd>
                </div>
              ))}
            </dl>
          </InfoCard>
          <InfoCard id="safety-tips" title={topicPageText.safetyTips} wide>
            <BulletList items={legal.safetyTips} newTabLabel={newTab} />
          </InfoCard>
        </div>
      </div>

      <section id="faq" className="container faq-section" aria-labelledby="topic-faq">
        <h2 id="topic-faq" className="section-title">
          {topicPageText.faqHeading}
        </h2>
        <AccordionIsland id="topic-questions" items={topic.faqs} newTabLabel={newTab} />
      </section>

      <section id="get-help" className="container topic-cta" aria-labelledby="topic-cta-title">
        <div className="topic-cta__box">
          <h2 id="topic-cta-title">{topicPageText.ctaHeading}</h2>
          <p>{topicPageText.ctaText}</p>
          <p className="topic-cta__actions">
            <PageRequestHelpLink className="button button--primary button--large" label={requestHelp} />
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
