import { Link } from "react-router";
import type { Route } from "./+types/home";
import { GoldenHourCallout } from "~/app/components/golden-hour-callout";
import { WhatsAppGlyph } from "~/app/components/brand-glyphs";
import { Icon } from "~/app/components/icon";
import { LinkCard } from "~/app/components/link-card";
import { commonText, headerText, requestHelpText } from "~/app/content/site-chrome";
import { heroShortcuts, homeText } from "~/app/content/home-links";
import {
  aboutBlock,
  hero,
  homeMeta,
  learningIntro,
  serviceCards,
  servicesIntro,
  statsBanner,
  whatWeDo,
  whyUs,
} from "~/app/content/home";
import { learningPages } from "~/app/content/learning";
import { GetInTouchFormIsland } from "~/app/islands/modules/get-in-touch-form";
import { RequestHelpLinkIsland } from "~/app/islands/modules/request-help-link";
import { pageMeta } from "~/app/lib/page-meta";
import { stats } from "~/shared/constants";
import { LEARNING_SLUGS, paths } from "~/shared/routes";
import { siteConfig } from "~/shared/site-config";
import { OfficialText } from "~/app/components/official-text";

// The page's words come from the build-time loader, so they ship in the HTML, not the bundle.
export function loader() {
  return {
    hero,
    whatWeDo,
    servicesIntro,
    serviceCards,
    statsBanner,
    learningIntro,
    aboutBlock,
    whyUs,
    learningCards: LEARNING_SLUGS.map((slug) => {
      const { title, description, icon, gradient } = learningPages[slug];
      return { slug, title, description, icon, gradient };
    }),
  };
}

export function meta() {
  return pageMeta({ ...homeMeta, path: paths.home });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, whatWeDo, servicesIntro, serviceCards, statsBanner, learningIntro, aboutBlock, whyUs } = loaderData;
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <div className="hero__text">
            <h1 className="hero__title">{hero.heading}</h1>
            <p className="hero__subtitle">
              <OfficialText text={hero.subheading} />
            </p>
            <div className="hero__actions">
              <RequestHelpLinkIsland
                className="button button--accent button--large"
                label={requestHelpText.openButton}
              />
              <Link to={paths.postQuery} className="button button--ghost button--large">
                {headerText.postQueries}
              </Link>
            </div>
            <nav aria-label={homeText.shortcutsLabel} className="shortcuts">
              <ul>
                {heroShortcuts.map((shortcut) => (
                  <li key={shortcut.topic}>
                    <Link to={paths.topic(shortcut.topic)} className="shortcut">
                      {shortcut.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <div className="hero__side">
            <GoldenHourCallout />
          </div>
        </div>
        <AlertTicker alerts={hero.alerts} />
      </section>

      <section className="section container what-we-do" aria-labelledby="what-we-do">
        <div>
          <h2 id="what-we-do" className="section-title">
            {whatWeDo.heading}
          </h2>
          {whatWeDo.paragraphs.map((text) => (
            <p key={text}>
              <OfficialText text={text} />
            </p>
          ))}
        </div>
        <ul className="checklist">
          {whatWeDo.points.map((point) => (
            <li key={point}>
              <Icon name="check" size={20} /> <OfficialText text={point} />
            </li>
          ))}
        </ul>
      </section>

      <section className="section section--tinted" aria-labelledby="our-services">
        <div className="container">
          <h2 id="our-services" className="section-title section-title--center">
            {servicesIntro.heading}
          </h2>
          <p className="section-lead">{servicesIntro.text}</p>
          <ul className="card-grid card-grid--4">
            {serviceCards.map((card) => (
              <li key={card.title}>
                <LinkCard to={card.to} title={card.title} description={card.text} icon={card.icon} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="stats" aria-labelledby="stats-heading">
        <div className="container">
          <h2 id="stats-heading" className="visually-hidden">
            {statsBanner.heading}
          </h2>
          <dl className="stats__grid">
            {(Object.keys(stats) as (keyof typeof stats)[]).map((key) => (
              <div key={key} className="stats__item">
                <dt>{statsBanner.labels[key]}</dt>
                <dd>{stats[key]}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="section container" aria-labelledby="learning-corner">
        <h2 id="learning-corner" className="section-title section-title--center">
          {learningIntro.heading}
        </h2>
        <p className="section-lead">{learningIntro.text}</p>
        <ul className="card-grid card-grid--4">
          {loaderData.learningCards.map((card) => (
            <li key={card.slug}>
              <LinkCard
                to={paths.learning(card.slug)}
                title={card.title}
                description={card.description}
                icon={card.icon}
                iconBackground={card.gradient}
              />
            </li>
          ))}
        </ul>
      </section>

      <section className="section section--tinted" aria-labelledby="about-block">
        <div className="container two-columns">
          <div>
            <h2 id="about-block" className="section-title">
              {aboutBlock.heading}
            </h2>
            {aboutBlock.paragraphs.map((text) => (
              <p key={text}>
                <OfficialText text={text} />
              </p>
            ))}
            <Link to={paths.about} className="button button--secondary">
              {headerText.about}
            </Link>
          </div>
          <section className="form-card" aria-labelledby="get-in-touch">
            <h3 id="get-in-touch" className="form-card__title">
              {aboutBlock.formHeading}
            </h3>
            <GetInTouchFormIsland />
          </section>
        </div>
      </section>

      <section className="section container" aria-labelledby="why-us">
        <h2 id="why-us" className="section-title section-title--center">
          {whyUs.heading}
        </h2>
        <ul className="card-grid card-grid--4">
          {whyUs.cards.map((card) => (
            <li key={card.title} className="feature-card">
              <span className="feature-card__icon">
                <Icon name={card.icon} size={28} />
              </span>
              <h3>{card.title}</h3>
              <p>
                <OfficialText text={card.text} />
              </p>
            </li>
          ))}
        </ul>
      </section>

      <a
        className="whatsapp-float"
        href={siteConfig.whatsappUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${homeText.whatsappFloat} ${commonText.opensInNewTab}`}
      >
        <WhatsAppGlyph size={30} />
      </a>
    </>
  );
}

/** The scrolling cyber alert. Motion stops for people who ask for reduced motion. */
function AlertTicker({ alerts }: { alerts: readonly string[] }) {
  return (
    <section className="ticker" aria-label={homeText.alertLabel}>
      <p className="ticker__label">
        <Icon name="alert" size={18} /> {homeText.alertLabel}
      </p>
      <div className="ticker__viewport">
        <ul className="ticker__track">
          {alerts.map((alert) => (
            <li key={alert}>
              <OfficialText text={alert} />
            </li>
          ))}
          {alerts.map((alert) => (
            <li key={`repeat-${alert}`} aria-hidden="true">
              <OfficialText text={alert} focusable={false} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
