import { ShellIcon } from "~/app/components/shell-icons";
import { useEffect, useRef, useState } from "react";
import type { NavMenu } from "~/app/content/navigation";
import { RequestHelpLink } from "~/app/features/help-request/request-help-dialog";
import { SocialLinks, type SocialLinkLabels } from "~/app/components/social-links";
import { rememberLanguage } from "~/app/lib/language-choice";
import { layout, timings } from "~/shared/constants";
import type { LanguageCode } from "~/shared/languages";
import { siteConfig } from "~/shared/site-config";

/**
 * The header's words and links in the page's language (app/shell/header-words.ts builds them at
 * build time): passed as props, so the island's script carries no language's words.
 */
export interface SiteHeaderWords {
  labels: {
    homeLinkLabel: string;
    menuButton: string;
    mainNavLabel: string;
    outboundNavLabel: string;
    home: string;
    about: string;
    contact: string;
    postQueries: string;
    available: string;
    requestHelp: string;
    yourCase: string;
  };
  links: { home: string; about: string; contact: string; postQuery: string; requestHelp: string; yourCase: string };
  menus: (NavMenu & { toggleLabel: string })[];
  social: SocialLinkLabels;
  /**
   * This page in each other language, or that language's home when the page is not in it yet;
   * `label` ("Read this page in") starts each link's name for a screen reader.
   */
  languageSwitch: { label: string; languages: { code: LanguageCode; lang: string; name: string; href: string }[] };
}

/** Where the whole menu is in the row and its dropdowns open on hover (docs/decisions/0081). */
const fullNavQuery = `(min-width: ${layout.fullNavBreakpointPx}px)`;

/** The id of the menu the Menu button shows below the full-width header. */
const MAIN_MENU_ID = "main-menu";

/**
 * The header of every public page. An island (docs/decisions/0012-islands-on-public-pages.md):
 * its links are plain links, each a new page, and `pathname` (the page it is on) marks the
 * current one. Ids are fixed rather than generated, so the prerendered page and the island
 * agree on them.
 */
export function SiteHeader({ pathname, words }: { pathname: string; words: SiteHeaderWords }) {
  const { labels, links, languageSwitch } = words;
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const [openDropdown, setOpenDropdown] = useState<string | null>(null);
  const headerRef = useRef<HTMLElement>(null);
  const menuToggleRef = useRef<HTMLButtonElement>(null);

  // Every link in the header loads a new page, which starts with the menus closed, except a
  // link to a part of this page (/government-policies#...) and a page the browser shows again
  // from its back/forward cache as it was left: both close the menus here.
  useEffect(() => {
    const closeMenus = () => {
      setMobileMenuOpen(false);
      setOpenDropdown(null);
    };
    window.addEventListener("hashchange", closeMenus);
    window.addEventListener("pageshow", closeMenus);
    return () => {
      window.removeEventListener("hashchange", closeMenus);
      window.removeEventListener("pageshow", closeMenus);
    };
  }, []);

  // The open Menu covers the page below it on a phone: Escape closes it (focus goes back to the
  // Menu button when it was inside), and so does a tap anywhere outside the header.
  useEffect(() => {
    if (!mobileMenuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      // An open dropdown inside the Menu takes this Escape first (its own handler closes it).
      if (event.key !== "Escape" || openDropdown !== null) return;
      const focusWasInside = headerRef.current?.contains(document.activeElement) ?? false;
      setMobileMenuOpen(false);
      if (focusWasInside) menuToggleRef.current?.focus();
    };
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) setMobileMenuOpen(false);
    };
    document.addEventListener("keydown", closeOnEscape);
    document.addEventListener("pointerdown", closeOnOutsidePress);
    return () => {
      document.removeEventListener("keydown", closeOnEscape);
      document.removeEventListener("pointerdown", closeOnOutsidePress);
    };
  }, [mobileMenuOpen, openDropdown]);

  return (
    <header className="site-header" ref={headerRef}>
      <div className="topbar">
        <div className="container container--wide topbar__inner">
          <p className="topbar__note">
            <ShellIcon name="phone-call" size={16} /> <span className="topbar__label">{labels.available}: </span>
            <a href={siteConfig.telUrl}>{siteConfig.supportPhone}</a>
          </p>
          {/* Always here, whether or not this phone remembers a case: a link that appeared only
              then would tell others on a shared phone that a case exists (docs/decisions/0063). */}
          <a href={links.yourCase} className="topbar__case">
            {labels.yourCase}
          </a>
          {/* At every width: the row below needs its room for the menu (docs/decisions/0081). */}
          <LanguageSwitch {...languageSwitch} />
          <nav aria-label={labels.outboundNavLabel} className="topbar__outbound">
            <SocialLinks className="topbar__links" labels={words.social} />
          </nav>
        </div>
      </div>
      <div className="container container--wide navbar">
        {/* The brand gives way (its name shortened, never wrapped) so the buttons keep its row on
            the narrowest phones, and the menu its row in the longest words. Where the whole menu
            is in the row, this link is its Home item (docs/decisions/0081): named as the brand's
            home, and marked current on the home page as the Home item is. */}
        <div className="navbar__brand">
          <a
            href={links.home}
            className="brand"
            aria-label={labels.homeLinkLabel}
            aria-current={pathname === links.home ? "page" : undefined}
          >
            <img src="/logo.svg" alt="" width="40" height="40" className="brand__logo" />
            <span className="brand__name">{siteConfig.brand}</span>
          </a>
        </div>
        <button
          ref={menuToggleRef}
          type="button"
          className="navbar__toggle"
          aria-expanded={mobileMenuOpen}
          aria-controls={MAIN_MENU_ID}
          onClick={() => setMobileMenuOpen((open) => !open)}
        >
          {mobileMenuOpen ? <ShellIcon name="x" size={24} /> : <ShellIcon name="menu" size={24} />}
          <span>{labels.menuButton}</span>
        </button>
        <nav
          aria-label={labels.mainNavLabel}
          className={mobileMenuOpen ? "mainnav mainnav--open" : "mainnav"}
          id={MAIN_MENU_ID}
        >
          <ul className="mainnav__list">
            {/* Hidden where the brand beside the menu is the Home item (docs/decisions/0081). */}
            <li className="mainnav__item mainnav__item--home">
              <NavItemLink to={links.home} pathname={pathname} end>
                {labels.home}
              </NavItemLink>
            </li>
            <li className="mainnav__item">
              <NavItemLink to={links.about} pathname={pathname}>
                {labels.about}
              </NavItemLink>
            </li>
            {words.menus.map((menu) => (
              <Dropdown
                key={menu.label}
                menu={menu}
                pathname={pathname}
                isOpen={openDropdown === menu.label}
                // A menu's close timer closes that menu only, never the one the pointer moved to.
                onOpenChange={(open) =>
                  setOpenDropdown((current) => (open ? menu.label : current === menu.label ? null : current))
                }
              />
            ))}
            <li className="mainnav__item">
              <NavItemLink to={links.contact} pathname={pathname}>
                {labels.contact}
              </NavItemLink>
            </li>
            <li className="mainnav__item">
              <NavItemLink to={links.postQuery} pathname={pathname}>
                {labels.postQueries}
              </NavItemLink>
            </li>
          </ul>
          {/* On phones the top bar's row keeps the number, "Your case" and the language; the
              outbound links move here, at the Menu's foot (docs/decisions/0063). */}
          <SocialLinks className="mainnav__outbound" labels={words.social} />
        </nav>
        {/* A link to the form's own page, so it leads there without scripts; live, it opens the dialog. */}
        <RequestHelpLink
          className="button button--accent navbar__cta"
          label={labels.requestHelp}
          href={links.requestHelp}
        />
      </div>
    </header>
  );
}

/**
 * A menu that opens on hover where the header shows every item in its row (closing 200 ms after
 * the pointer leaves), and by its arrow button at any width, so it also works by touch and
 * keyboard. Inside the Menu it opens in place, so there hovering would move the items under the pointer.
 */
function Dropdown({
  menu,
  pathname,
  isOpen,
  onOpenChange,
}: {
  menu: NavMenu & { toggleLabel: string };
  pathname: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = `${MAIN_MENU_ID}-${menu.to.replace(/\W+/g, "")}`;

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Escape closes an open menu wherever focus is, also one opened by hovering (WCAG 1.4.13).
  useEffect(() => {
    if (!isOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const focusWasInside = toggleRef.current?.closest("li")?.contains(document.activeElement) ?? false;
      onOpenChange(false);
      if (focusWasInside) toggleRef.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [isOpen, onOpenChange]);

  const opensOnHover = () => window.matchMedia(fullNavQuery).matches;

  return (
    <li
      className={isOpen ? "mainnav__item dropdown dropdown--open" : "mainnav__item dropdown"}
      onMouseEnter={() => {
        if (!opensOnHover()) return;
        clearTimeout(closeTimer.current);
        onOpenChange(true);
      }}
      onMouseLeave={() => {
        if (!opensOnHover()) return;
        clearTimeout(closeTimer.current);
        closeTimer.current = setTimeout(() => onOpenChange(false), timings.dropdownCloseDelayMs);
      }}
      onBlur={(event) => {
        // Leaving the whole menu with the keyboard closes it.
        if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <div className="dropdown__head">
        <NavItemLink to={menu.to} pathname={pathname} end>
          {menu.label}
        </NavItemLink>
        <button
          ref={toggleRef}
          type="button"
          className="dropdown__toggle"
          aria-expanded={isOpen}
          aria-controls={panelId}
          aria-label={menu.toggleLabel}
          onClick={() => onOpenChange(!isOpen)}
        >
          <ShellIcon name="chevron-down" size={18} />
        </button>
      </div>
      <ul id={panelId} className="dropdown__panel" hidden={!isOpen}>
        {menu.items.map((item) => (
          <li key={item.to}>
            <a href={item.to} className="dropdown__link">
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * A main menu link that marks the page it leads to as current (aria-current and the
 * "active" class), when the page is that path or, without `end`, a page under it.
 */
function NavItemLink({
  to,
  pathname,
  end = false,
  children,
}: {
  to: string;
  pathname: string;
  end?: boolean;
  children: React.ReactNode;
}) {
  const current = pathname === to || (!end && pathname.startsWith(`${to}/`));
  return (
    <a
      href={to}
      className={current ? "mainnav__link active" : "mainnav__link"}
      aria-current={current ? "page" : undefined}
    >
      {children}
    </a>
  );
}

/**
 * The same page in each other language (docs/decisions/0037, 0098): plain links in the top bar,
 * each named by its language's own name in its own script; a click remembers the choice. Plain
 * links, so the switch costs no script of its own, and each language is one tap away on a phone.
 */
function LanguageSwitch({ label, languages }: SiteHeaderWords["languageSwitch"]) {
  return (
    <span className="topbar__languages">
      {languages.map(({ code, lang, name, href }) => (
        <a key={code} href={href} hrefLang={lang} className="topbar__language" onClick={() => rememberLanguage(code)}>
          <span className="visually-hidden">{label} </span>
          <span lang={lang}>{name}</span>
        </a>
      ))}
    </span>
  );
}
