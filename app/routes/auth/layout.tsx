import { Link, Outlet } from "react-router";
import { authText } from "~/app/content/auth";
import { paths } from "~/shared/routes";
import { siteConfig } from "~/shared/site-config";
import "~/app/styles/admin.css";

/** The sign-in pages have their own plain layout: logo and a Home link (docs/product.md §10). */
export default function AuthLayout() {
  return (
    <div className="auth-shell">
      <header className="auth-shell__header">
        <Link to={paths.home} className="brand">
          <img src="/logo.svg" alt="" width="36" height="36" className="brand__logo" />
          <span className="brand__name">{siteConfig.brand}</span>
        </Link>
        <Link to={paths.home}>{authText.homeLink}</Link>
      </header>
      <main id="main" className="auth-shell__main">
        <Outlet />
      </main>
    </div>
  );
}
