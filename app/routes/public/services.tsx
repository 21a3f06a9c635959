import type { Route } from "./+types/services";
import { LinkCard } from "~/app/components/link-card";
import { PageBanner, crumbsTo } from "~/app/components/page-banner";
import { topicMenuLabels } from "~/app/content/navigation";
import { servicesPageText } from "~/app/content/services-page-text";
import { topics } from "~/app/content/topics";
import { pageMeta } from "~/app/lib/page-meta";
import { TOPIC_SLUGS, paths } from "~/shared/routes";

// docs/product.md: eight cards (the theft page is reached from the home page and the menus).
const SERVICE_CARD_TOPICS = TOPIC_SLUGS.filter((slug) => slug !== "theft");

export function loader() {
  return {
    cards: SERVICE_CARD_TOPICS.map((slug) => ({
      slug,
      title: topicMenuLabels[slug],
      description: topics[slug].cardDescription,
      icon: topics[slug].icon,
    })),
  };
}

export function meta() {
  return pageMeta({ ...servicesPageText.meta, path: paths.services });
}

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner
        title={servicesPageText.heading}
        text={servicesPageText.intro}
        crumbs={crumbsTo(servicesPageText.heading)}
      />
      <div className="container section">
        <ul className="card-grid card-grid--4">
          {loaderData.cards.map((card) => (
            <li key={card.slug}>
              <LinkCard
                to={paths.topic(card.slug)}
                title={card.title}
                description={card.description}
                icon={card.icon}
                headingLevel={2}
              />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
