import type { Route } from "./+types/learning-corner";
import { pageWordsFor } from "~/app/content/languages/page-language";
import { LinkCard } from "~/app/components/link-card";
import { PageBanner, crumbsTo } from "~/app/components/page-banner";
import { learningPages } from "~/app/content/languages/en/learning";
import { pageMeta } from "~/app/lib/page-meta";
import { linkIn, localizedPath } from "~/shared/languages";
import { LEARNING_SLUGS, paths } from "~/shared/routes";
import { siteConfig } from "~/shared/site-config";

// The Learning Corner, in each language it exists in (/learning-corner, /hi/learning-corner;
// docs/decisions/0037). The words come from the build-time loader.
export function loader({ request }: Route.LoaderArgs) {
  const { code, words, home } = pageWordsFor(request);
  return {
    code,
    text: words.learningPage,
    home,
    readMore: words.common.readMore,
    cards: LEARNING_SLUGS.map((slug) => {
      const { icon, gradient } = learningPages[slug];
      const { title, description } = words.learning[slug];
      return { slug, title, description, icon, gradient, to: linkIn(code, paths.learning(slug)) };
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { text, code } = loaderData;
  return pageMeta({
    title: text.cornerHeading,
    description: text.cornerMetaDescription,
    path: localizedPath(code, paths.learningCorner),
  });
}

export default function LearningCorner({ loaderData }: Route.ComponentProps) {
  const { text, home, readMore } = loaderData;
  return (
    <>
      <PageBanner title={text.cornerHeading} text={text.cornerIntro} crumbs={crumbsTo(text.cornerHeading, home)}>
        <p className="page-banner__contact">
          {text.whatsappLine}{" "}
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
                to={card.to}
                title={card.title}
                description={card.description}
                icon={card.icon}
                iconBackground={card.gradient}
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
