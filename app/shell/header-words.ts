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
  // The switch lists every other language in the list's order, each a plain link to this page in it.
  const others = LANGUAGES.filter((entry) => entry.code !== code);
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
      label: words.language.switchLabel,
      languages: others.map((other) => ({
        code: other.code,
        lang: other.lang,
        name: other.name,
        href: localizedPath(other.code, pathsIn(other.code).includes(path) ? path : paths.home),
      })),
    },
  };
}
