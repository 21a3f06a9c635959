import type { Route } from "./+types/services";
import { pageWordsFor } from "~/app/content/languages/page-language";
import { LinkCard } from "~/app/components/link-card";
import { PageBanner, crumbsTo } from "~/app/components/page-banner";
import { siteTexts } from "~/app/content/languages";
import { SERVICE_CARD_TOPICS } from "~/app/content/languages/en/services-page";
import { topics } from "~/app/content/languages/en/topics";
import { pageMeta } from "~/app/lib/page-meta";
import { DEFAULT_LANGUAGE, linkIn, localizedPath } from "~/shared/languages";
import { paths } from "~/shared/routes";

// The Services page in each language it exists in (/services, /hi/services; docs/decisions/0037):
// its words come from the build-time loader in the language of its path.
export function loader({ request }: Route.LoaderArgs) {
  const { code, words, home } = pageWordsFor(request);
  return {
    code,
    text: words.servicesPage,
    home,
    readMore: words.common.readMore,
    cards: SERVICE_CARD_TOPICS.map((slug) => ({
      slug,
      to: linkIn(code, paths.topic(slug)),
      title: words.navigation.topics[slug],
      description: words.servicesPage.cardDescriptions[slug],
      icon: topics[slug].icon,
    })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const code = loaderData?.code ?? DEFAULT_LANGUAGE;
  return pageMeta({ ...siteTexts[code].servicesPage.meta, path: localizedPath(code, paths.services) });
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { text, home, readMore, cards } = loaderData;
  return (
    <>
      <PageBanner title={text.heading} text={text.intro} crumbs={crumbsTo(text.heading, home)} />
      <div className="container section">
        <ul className="card-grid card-grid--4">
          {cards.map((card) => (
            <li key={card.slug}>
              <LinkCard
                to={card.to}
                title={card.title}
                description={card.description}
                icon={card.icon}
                headingLevel={2}
                readMore={readMore}
              />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
