import { Link } from "react-router";
import type { Route } from "./+types/home";
import { pageWordsFor } from "~/app/content/languages/page-language";
import { WhatsAppGlyph } from "~/app/components/brand-glyphs";
import { Icon } from "~/app/components/icon";
import { LinkCard } from "~/app/components/link-card";
import { siteTexts } from "~/app/content/languages";
import { contactFormLanguage } from "~/app/content/languages/form-language";
import { learningPages } from "~/app/content/languages/en/learning";
import { GetInTouchFormIsland } from "~/app/islands/modules/get-in-touch-form";
import { LanguageSuggestionIsland } from "~/app/islands/modules/language-suggestion";
import { PageRequestHelpLink } from "~/app/islands/page-request-help-link";
import { pageMeta } from "~/app/lib/page-meta";
import { stats } from "~/shared/constants";
import { DEFAULT_LANGUAGE, LANGUAGES, linkIn, localizedPath, type LanguageCode } from "~/shared/languages";
import { LEARNING_SLUGS, paths } from "~/shared/routes";
import { siteConfig } from "~/shared/site-config";
import { OfficialText as OfficialTextIn } from "~/app/components/official-text";
import { GoldenHourCallout } from "~/app/components/golden-hour-callout";

// The home page in each language (/, /hi): one template, its words from the build-time loader
// in the language of its path, so they ship in the HTML, not the bundle.
export function loader({ request }: Route.LoaderArgs) {
  const { code, words } = pageWordsFor(request);
  const link = (path: string) => linkIn(code, path);
  return {
    code,
    home: {
      ...words.home,
      serviceCards: words.home.serviceCards.map((card) => ({ ...card, to: link(card.to) })),
    },
    shell: {
      postQueries: words.header.postQueries,
      about: words.header.about,
      requestHelp: words.requestHelp.openButton,
      opensInNewTab: words.common.opensInNewTab,
      readMore: words.common.readMore,
      goldenHour: words.goldenHour,
      contact: words.header.contact,
    },
    links: {
      postQuery: link(paths.postQuery),
      about: link(paths.about),
      shortcuts: words.home.shortcuts.map((shortcut) => link(paths.topic(shortcut.topic))),
      learning: LEARNING_SLUGS.map((slug) => link(paths.learning(slug))),
    },
    learningCards: LEARNING_SLUGS.map((slug) => {
      const { icon, gradient } = learningPages[slug];
      return { slug, ...words.home.learningCards[slug], icon, gradient };
    }),
    // Get in Touch's words, in the page's language: its props (docs/decisions/0040).
    getInTouch: contactFormLanguage(code),
    // The English home suggests each other language to a browser that prefers it, in that language's words.
    suggestions:
      code === DEFAULT_LANGUAGE
        ? LANGUAGES.filter((entry) => entry.code !== DEFAULT_LANGUAGE).map((entry) => ({
            code: entry.code as LanguageCode,
            lang: entry.lang,
            href: localizedPath(entry.code, paths.home),
            text: siteTexts[entry.code].language.suggestion,
            link: siteTexts[entry.code].language.suggestionLink,
            dismiss: siteTexts[entry.code].language.dismissSuggestion,
          }))
        : [],
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const code = loaderData?.code ?? DEFAULT_LANGUAGE;
  return pageMeta({ ...siteTexts[code].home.meta, path: localizedPath(code, paths.home) });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { home, shell, links, getInTouch } = loaderData;
  const { hero, whatWeDo, servicesIntro, serviceCards, statsBanner, learningIntro, aboutBlock, whyUs } = home;
  const homeText = home.text;
  const OfficialText = ({ text, focusable }: { text: string; focusable?: boolean }) => (
    <OfficialTextIn text={text} focusable={focusable} newTabLabel={shell.opensInNewTab} />
  );
  return (
    <>
      {loaderData.suggestions.length > 0 && <LanguageSuggestionIsland suggestions={loaderData.suggestions} />}
      <section className="hero">
        <div className="container hero__inner">
          <div className="hero__text">
            <h1 className="hero__title">{hero.heading}</h1>
            <p className="hero__subtitle">
              <OfficialText text={hero.subheading} />
            </p>
            <div className="hero__actions">
              <PageRequestHelpLink className="button button--accent button--large" label={shell.requestHelp} />
              <Link to={links.postQuery} className="button button--ghost button--large">
                {shell.postQueries}
              </Link>
            </div>
            <nav aria-label={homeText.shortcutsLabel} className="shortcuts">
              <ul>
                {home.shortcuts.map((shortcut, index) => (
                  <li key={shortcut.topic}>
                    <Link to={links.shortcuts[index] ?? paths.topic(shortcut.topic)} className="shortcut">
                      {shortcut.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <div className="hero__side">
            <GoldenHourCallout words={shell.goldenHour} newTabLabel={shell.opensInNewTab} />
          </div>
        </div>
        <AlertTicker alerts={hero.alerts} label={homeText.alertLabel} newTabLabel={shell.opensInNewTab} />
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
                <LinkCard
                  to={card.to}
                  title={card.title}
                  description={card.text}
                  icon={card.icon}
                  readMore={shell.readMore}
                />
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
          {loaderData.learningCards.map((card, index) => (
            <li key={card.slug}>
              <LinkCard
                to={links.learning[index] ?? paths.learning(card.slug)}
                title={card.title}
                description={card.description}
                icon={card.icon}
                iconBackground={card.gradient}
                readMore={shell.readMore}
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
            <Link to={links.about} className="button button--secondary">
              {shell.about}
            </Link>
          </div>
          <section className="form-card" aria-labelledby="get-in-touch">
            <h3 id="get-in-touch" className="form-card__title">
              {aboutBlock.formHeading}
            </h3>
            <GetInTouchFormIsland language={getInTouch} />
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
        aria-label={`${homeText.whatsappFloat} ${shell.opensInNewTab}`}
      >
        <WhatsAppGlyph size={30} />
      </a>
    </>
  );
}

/** The scrolling cyber alert. Motion stops for people who ask for reduced motion. */
function AlertTicker({
  alerts,
  label,
  newTabLabel,
}: {
  alerts: readonly string[];
  label: string;
  newTabLabel: string;
}) {
  return (
    <section className="ticker" aria-label={label}>
      <p className="ticker__label">
        <Icon name="alert" size={18} /> {label}
      </p>
      <div className="ticker__viewport">
        <ul className="ticker__track">
          {alerts.map((alert) => (
            <li key={alert}>
              <OfficialTextIn text={alert} newTabLabel={newTabLabel} />
            </li>
          ))}
          {alerts.map((alert) => (
            <li key={`repeat-${alert}`} aria-hidden="true">
              <OfficialTextIn text={alert} focusable={false} newTabLabel={newTabLabel} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
