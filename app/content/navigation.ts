import { LEARNING_SLUGS, TOPIC_SLUGS, paths, type LearningSlug, type TopicSlug } from "~/shared/routes";

// The menus, built from a language's words (English's: ./languages/en/navigation.ts). Kept apart from
// the page content so the header carries labels, not pages.

export interface NavLink {
  label: string;
  to: string;
}

export interface NavMenu {
  label: string;
  /** Where the menu's own label leads. */
  to: string;
  items: NavLink[];
}

/** The words the menus are built from, in one language (app/content/languages/). */
export interface MenuWords {
  header: { services: string; allServices: string; governmentPolicies: string; learningCorner: string };
  navigation: {
    topics: Record<TopicSlug, string>;
    learning: Record<LearningSlug, string>;
    policies: readonly { id: string; label: string }[];
  };
}

/**
 * The header's three dropdowns in a language; `link` turns an English path into the address a
 * page in that language links to (shared/languages.ts linkIn).
 */
export function navigationMenus(words: MenuWords, link: (path: string) => string = (path) => path) {
  const { header, navigation } = words;
  const servicesMenu: NavMenu = {
    label: header.services,
    to: link(paths.services),
    items: [
      { label: header.allServices, to: link(paths.services) },
      ...TOPIC_SLUGS.map((slug) => ({ label: navigation.topics[slug], to: link(paths.topic(slug)) })),
    ],
  };
  const governmentPoliciesMenu: NavMenu = {
    label: header.governmentPolicies,
    to: link(paths.governmentPolicies),
    items: navigation.policies.map(({ id, label }) => ({ label, to: link(`${paths.governmentPolicies}#${id}`) })),
  };
  const learningMenu: NavMenu = {
    label: header.learningCorner,
    to: link(paths.learningCorner),
    items: [
      { label: header.learningCorner, to: link(paths.learningCorner) },
      ...LEARNING_SLUGS.map((slug) => ({ label: navigation.learning[slug], to: link(paths.learning(slug)) })),
    ],
  };
  return { servicesMenu, governmentPoliciesMenu, learningMenu };
}
