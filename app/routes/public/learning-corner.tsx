import type { Route } from "./+types/learning-corner";
import { LinkCard } from "~/app/components/link-card";
import { PageBanner, crumbsTo } from "~/app/components/page-banner";
import { learningPageText } from "~/app/content/learning-page-text";
import { learningPages } from "~/app/content/learning";
import { pageMeta } from "~/app/lib/page-meta";
import { LEARNING_SLUGS, paths } from "~/shared/routes";
import { siteConfig } from "~/shared/site-config";

export function loader() {
  return {
    cards: LEARNING_SLUGS.map((slug) => {
      const { title, description, icon, gradient } = learningPages[slug];
      return { slug, title, description, icon, gradient };
    }),
  };
}

export function meta() {
  return pageMeta({
    title: learningPageText.cornerHeading,
    description:
      "Free guides on cyber safety and cyber fraud in India: a citizen manual, safety tips, awareness of current scams and a daily digest.",
    path: paths.learningCorner,
  });
}

export default function LearningCorner({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner
        title={learningPageText.cornerHeading}
        text={learningPageText.cornerIntro}
        crumbs={crumbsTo(learningPageText.cornerHeading)}
      >
        <p className="page-banner__contact">
          {learningPageText.whatsappLine}{" "}
          <a href={siteConfig.whatsappUrl} target="_blank" rel="noopener noreferrer">
            {siteConfig.supportPhone}
          </a>
        </p>
      </PageBanner>
      <div className="container section">
        <ul className="card-grid card-grid--4">
          {loaderData.cards.map((card) => (
            <li key={card.slug}>
              <LinkCard
                to={paths.learning(card.slug)}
                title={card.title}
                description={card.description}
                icon={card.icon}
                iconBackground={card.gradient}
                headingLevel={2}
              />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
