import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { ChevronDown, Menu, PhoneCall, X } from "lucide-react";
import { headerText } from "../content/site-chrome";
import { governmentPoliciesMenu, learningMenu, servicesMenu, type NavMenu } from "../content/navigation";
import { RequestHelpButton } from "../features/request-help/request-help-dialog";
import { SocialLinks } from "./social-links";
import { layout, timings } from "../../shared/constants";
import { paths } from "../../shared/routes";
import { siteConfig } from "../../shared/site-config";

const desktopQuery = `(min-width: ${layout.desktopBreakpointPx}px)`;

export function SiteHeader() {
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const [openDropdown, setOpenDropdown] = useState<string | null>(null);
  const location = useLocation();
  const menuId = useId();

  // A new page closes every menu.
  useEffect(() => {
    setMobileMenuOpen(false);
    setOpenDropdown(null);
  }, [location.pathname, location.hash]);

  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar__inner">
          <p className="topbar__note">
            <PhoneCall aria-hidden="true" size={16} /> <span className="topbar__label">{headerText.available}: </span>
            <a href={siteConfig.telUrl}>{siteConfig.supportPhone}</a>
          </p>
          <nav aria-label={headerText.outboundNavLabel}>
            <SocialLinks className="topbar__links" />
          </nav>
        </div>
      </div>
      <div className="container navbar">
        <Link to={paths.home} className="brand" aria-label={headerText.homeLinkLabel}>
          <img src="/logo.svg" alt="" width="40" height="40" className="brand__logo" />
          <span className="brand__name">{siteConfig.brand}</span>
        </Link>
        <button
          type="button"
          className="navbar__toggle"
          aria-expanded={mobileMenuOpen}
          aria-controls={menuId}
          onClick={() => setMobileMenuOpen((open) => !open)}
        >
          {mobileMenuOpen ? <X aria-hidden="true" size={24} /> : <Menu aria-hidden="true" size={24} />}
          <span>{headerText.menuButton}</span>
        </button>
        <nav aria-label={headerText.mainNavLabel} className={mobileMenuOpen ? "mainnav mainnav--open" : "mainnav"} id={menuId}>
          <ul className="mainnav__list">
            <li className="mainnav__item">
              <NavLink to={paths.home} className="mainnav__link" end>
                {headerText.home}
              </NavLink>
            </li>
            <li className="mainnav__item">
              <NavLink to={paths.about} className="mainnav__link">
                {headerText.about}
              </NavLink>
            </li>
            {[servicesMenu, governmentPoliciesMenu, learningMenu].map((menu) => (
              <Dropdown
                key={menu.label}
                menu={menu}
                isOpen={openDropdown === menu.label}
                // A menu's close timer closes that menu only, never the one the pointer moved to.
                onOpenChange={(open) => setOpenDropdown((current) => (open ? menu.label : current === menu.label ? null : current))}
              />
            ))}
            <li className="mainnav__item">
              <NavLink to={paths.contact} className="mainnav__link">
                {headerText.contact}
              </NavLink>
            </li>
            <li className="mainnav__item">
              <NavLink to={paths.postQuery} className="mainnav__link">
                {headerText.postQueries}
              </NavLink>
            </li>
          </ul>
        </nav>
        <RequestHelpButton className="button button--accent navbar__cta" />
      </div>
    </header>
  );
}

/**
 * A menu that opens on hover at desktop widths (closing 200 ms after the pointer leaves)
 * and by its arrow button at any width, so it also works by touch and keyboard.
 */
function Dropdown({ menu, isOpen, onOpenChange }: { menu: NavMenu; isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

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

  const isDesktop = () => window.matchMedia(desktopQuery).matches;

  return (
    <li
      className={isOpen ? "mainnav__item dropdown dropdown--open" : "mainnav__item dropdown"}
      onMouseEnter={() => {
        if (!isDesktop()) return;
        clearTimeout(closeTimer.current);
        onOpenChange(true);
      }}
      onMouseLeave={() => {
        if (!isDesktop()) return;
        clearTimeout(closeTimer.current);
        closeTimer.current = setTimeout(() => onOpenChange(false), timings.dropdownCloseDelayMs);
      }}
      onBlur={(event) => {
        // Leaving the whole menu with the keyboard closes it.
        if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <div className="dropdown__head">
        <NavLink to={menu.to} className="mainnav__link" end>
          {menu.label}
        </NavLink>
        <button
          ref={toggleRef}
          type="button"
          className="dropdown__toggle"
          aria-expanded={isOpen}
          aria-controls={panelId}
          aria-label={headerText.showSubmenu(menu.label)}
          onClick={() => onOpenChange(!isOpen)}
        >
          <ChevronDown aria-hidden="true" size={18} />
        </button>
      </div>
      <ul id={panelId} className="dropdown__panel" hidden={!isOpen}>
        {menu.items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="dropdown__link">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
