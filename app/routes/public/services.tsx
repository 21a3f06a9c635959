import type { Route } from "./+types/services";
import { LinkCard } from "../../components/link-card";
import { PageBanner } from "../../components/page-banner";
import { topicMenuLabels } from "../../content/navigation";
import { servicesPageText } from "../../content/services-page-text";
import { topics } from "../../content/topics";
import { pageMeta } from "../../lib/page-meta";
import { TOPIC_SLUGS, paths } from "../../../shared/routes";

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
      <PageBanner title={servicesPageText.heading} text={servicesPageText.intro} />
      <div className="container section">
        <ul className="card-grid card-grid--4">
          {loaderData.cards.map((card) => (
            <li key={card.slug}>
              <LinkCard to={paths.topic(card.slug)} title={card.title} description={card.description} icon={card.icon} headingLevel={2} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
