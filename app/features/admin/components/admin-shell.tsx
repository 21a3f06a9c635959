import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { House, LogOut, Menu, UserRound, X } from "lucide-react";
import { adminShellText, inboxText, mailBannerText } from "~/app/content/admin";
import { ADMIN_VIEW_TABLE } from "../admin-views";
import { ADMIN_ACCOUNT_PATH, type AdminView } from "~/shared/admin-links";
import type { DashboardData } from "~/shared/schemas/admin-replies";
import { paths } from "~/shared/routes";
import { siteConfig } from "~/shared/site-config";

/**
 * The admin's frame (docs/product.md §2): a sidebar of view buttons, Logout and Home; below the
 * desktop breakpoint a header whose Menu button shows and hides the sidebar; a top bar
 * greeting the admin by name, with the link to their own account (docs/decisions/0057), which
 * the sidebar does not list.
 */
export function AdminShell({
  view,
  views,
  adminName,
  mail,
  newCases,
  onShowView,
  onLogout,
  children,
}: {
  /** The view shown, or null on a page that is none of the sidebar's (the member's account). */
  view: AdminView | null;
  /** The views the signed-in role may use: the menu offers only these (docs/decisions/0030). */
  views: readonly AdminView[];
  adminName: string | undefined;
  /** Whether mail goes out (the dashboard's answer): every page warns while it does not. */
  mail: DashboardData["mail"] | undefined;
  /** How many cases are new, beside the Inbox button. */
  newCases: DashboardData["newCases"] | undefined;
  onShowView: (view: AdminView) => void;
  onLogout: () => void;
  children: React.ReactNode;
}) {
  const sidebarId = useId();
  const [sidebarOpen, setSidebarOpen] = useState(false);

  // Escape closes the phone menu, as it closes the public site's.
  useEffect(() => {
    if (!sidebarOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setSidebarOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [sidebarOpen]);

  return (
    <div className="admin">
      <a className="skip-link" href="#main">
        {adminShellText.skipToContent}
      </a>
      <header className="admin-mobilebar">
        <BrandLink />
        <button
          type="button"
          className="admin-mobilebar__toggle"
          aria-expanded={sidebarOpen}
          aria-controls={sidebarId}
          onClick={() => setSidebarOpen((open) => !open)}
        >
          {sidebarOpen ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
          <span>{adminShellText.menuButton}</span>
        </button>
      </header>
      <nav
        id={sidebarId}
        className={sidebarOpen ? "admin-sidebar admin-sidebar--open" : "admin-sidebar"}
        aria-label={adminShellText.sidebarLabel}
      >
        <div className="admin-sidebar__brand">
          <BrandLink />
        </div>
        <ul className="admin-sidebar__list">
          {views.map((id) => {
            const { icon: Icon, label } = ADMIN_VIEW_TABLE[id];
            return (
              <li key={id}>
                <button
                  type="button"
                  className="admin-sidebar__item"
                  aria-current={view === id ? "page" : undefined}
                  onClick={() => {
                    onShowView(id);
                    // On a phone the menu closes and takes the focused button with it.
                    if (sidebarOpen) {
                      setSidebarOpen(false);
                      document.getElementById("main")?.focus();
                    }
                  }}
                >
                  <Icon aria-hidden="true" size={20} />
                  {label}
                  {id === "inbox" && newCases && newCases.total > 0 ? (
                    <span className="admin-sidebar__count">
                      {inboxText.newCount(newCases.total, newCases.totalIsCapped)}
                      <span className="visually-hidden">{inboxText.newCountSuffix}</span>
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
        <ul className="admin-sidebar__list admin-sidebar__list--end">
          <li>
            <button type="button" className="admin-sidebar__item" onClick={onLogout}>
              <LogOut aria-hidden="true" size={20} />
              {adminShellText.logout}
            </button>
          </li>
          <li>
            <Link to={paths.home} className="admin-sidebar__item">
              <House aria-hidden="true" size={20} />
              {adminShellText.home}
            </Link>
          </li>
        </ul>
      </nav>
      <div className="admin-main">
        <div className="admin-topbar">
          {adminName !== undefined ? <p className="admin-topbar__hello">{adminShellText.hello(adminName)}</p> : null}
          <Link
            to={ADMIN_ACCOUNT_PATH}
            className="admin-topbar__account"
            aria-current={view === null ? "page" : undefined}
          >
            <UserRound aria-hidden="true" size={18} />
            {adminShellText.account}
          </Link>
        </div>
        <main id="main" className="admin-content" tabIndex={-1}>
          {mail ? (
            <MailBanner
              mail={mail}
              // No way to the outbox for who may not open it, nor on the outbox itself.
              onOpenOutbox={views.includes("outbox") && view !== "outbox" ? () => onShowView("outbox") : undefined}
            />
          ) : null}
          {children}
        </main>
      </div>
    </div>
  );
}

function BrandLink() {
  return (
    <Link to={paths.home} className="brand admin-brand" aria-label={adminShellText.homeLinkLabel(siteConfig.brand)}>
      <img src="/logo.svg" alt="" width="36" height="36" className="brand__logo" />
      <span className="brand__name">{siteConfig.brand}</span>
    </Link>
  );
}

/** Shown on every admin page while mail is kept rather than sent, or while mails have failed. */
function MailBanner({ mail, onOpenOutbox }: { mail: DashboardData["mail"]; onOpenOutbox: (() => void) | undefined }) {
  const notSending = !mail.sending && mail.queued > 0;
  if (!notSending && mail.failed === 0) return null;
  return (
    <div className="admin-banner" role="status">
      {notSending ? <p>{mailBannerText.notSending(mail.queued)}</p> : null}
      {mail.failed > 0 ? <p>{mailBannerText.failed(mail.failed)}</p> : null}
      {onOpenOutbox ? (
        <button type="button" className="link-button" onClick={onOpenOutbox}>
          {mailBannerText.openOutbox}
        </button>
      ) : null}
    </div>
  );
}
