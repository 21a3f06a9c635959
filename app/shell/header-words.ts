import { siteTexts } from "~/app/content/languages";
import { navigationMenus } from "~/app/content/navigation";
import { LANGUAGES, languageOfPath, linkIn, localizedPath, pathsIn } from "~/shared/languages";
import { CASE_PAGE_PATH, paths } from "~/shared/routes";
import type { SiteHeaderWords } from "./site-header";

/**
 * The header's words and links for the page at `pathname`, in the page's language only: the
 * header is an island, so they travel in its props and its script carries no language's words.
 */
export function siteHeaderWords(pathname: string): SiteHeaderWords {
  const { code, path } = languageOfPath(pathname);
  const words = siteTexts[code];
  const link = (to: string) => linkIn(code, to);
  const { servicesMenu, governmentPoliciesMenu, learningMenu } = navigationMenus(words, link);
  // The switch leads to the other language: English and Hindi now; with more, the next in the list.
  const other = LANGUAGES[(LANGUAGES.findIndex((entry) => entry.code === code) + 1) % LANGUAGES.length] ?? LANGUAGES[0];
  const otherHas = pathsIn(other.code).includes(path);
  return {
    labels: {
      homeLinkLabel: words.header.homeLinkLabel,
      menuButton: words.header.menuButton,
      mainNavLabel: words.header.mainNavLabel,
      outboundNavLabel: words.header.outboundNavLabel,
      home: words.header.home,
      about: words.header.about,
      contact: words.header.contact,
      postQueries: words.header.postQueries,
      available: words.header.available,
      requestHelp: words.requestHelp.openButton,
      yourCase: words.header.yourCase,
    },
    links: {
      home: link(paths.home),
      about: link(paths.about),
      contact: link(paths.contact),
      postQuery: link(paths.postQuery),
      requestHelp: link(paths.queryForm),
      yourCase: localizedPath(code, CASE_PAGE_PATH),
    },
    menus: [servicesMenu, governmentPoliciesMenu, learningMenu].map((menu) => ({
      ...menu,
      toggleLabel: words.header.showSubmenu(menu.label),
    })),
    social: {
      facebook: words.header.facebook,
      instagram: words.header.instagram,
      whatsapp: words.header.whatsapp,
      opensInNewTab: words.common.opensInNewTab,
    },
    languageSwitch: {
      code: other.code,
      lang: other.lang,
      name: other.name,
      label: words.language.switchLabel,
      href: localizedPath(other.code, otherHas ? path : paths.home),
    },
  };
}
