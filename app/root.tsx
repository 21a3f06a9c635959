import { useContext } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext as FrameworkContext,
  isRouteErrorResponse,
  useLocation,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import { SiteStylesheet } from "./components/site-stylesheet";
import { IslandsScript } from "./islands/island";
import { islandsManifest } from "./islands/manifest";
import { ToastRegionIsland } from "./islands/modules/toast-region";
import { siteConfig } from "~/shared/site-config";
import { errorText, notFoundText } from "./content/languages/en/chrome";
import { paths } from "~/shared/routes";
import { language, languageOfPath } from "~/shared/languages";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * Public pages (their layout's handle says so) hydrate as islands in a production build:
 * the page names the islands' entry and React Router's client is not loaded
 * (docs/decisions/0012-islands-on-public-pages.md). Every other page, and every page in the
 * dev server, hydrates as one React Router app.
 */
function usePageKind(): { publicPage: boolean; asIslands: boolean } {
  const matches = useMatches();
  // The SPA fallback (the page /login, /signup and /admin start from) is rendered at "/" too,
  // so its matches name the public layout; React Router says which render it is only
  // through this context, which it marks unstable. If it changes, React Router's build fails
  // ("Did you forget to include <Scripts/>"), so the change cannot go unnoticed.
  const isSpaFallback = useContext(FrameworkContext)?.isSpaMode ?? false;
  const isPublicPage = matches.some(
    (match) => (match.handle as { hydration?: string } | undefined)?.hydration === "islands",
  );
  const publicPage = isPublicPage && !isSpaFallback;
  return { publicPage, asIslands: publicPage && islandsManifest !== null };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { publicPage, asIslands } = usePageKind();
  // Each language's pages say theirs (shared/languages.ts): "en-IN", "hi".
  const { code } = languageOfPath(useLocation().pathname);
  return (
    <html lang={language(code).lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3a6e" />
        <meta property="og:site_name" content={siteConfig.brand} />
        <Meta />
        <SiteStylesheet />
        <Links />
      </head>
      <body>
        {children}
        {/* A public page holds its own, named in its language (routes/public/layout.tsx). */}
        {!publicPage && <ToastRegionIsland />}
        {asIslands ? (
          <IslandsScript />
        ) : (
          <>
            {/* Scrolls to the top on each new page and restores the position on back/forward. */}
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Shown by the client-only pages (/admin, /login, /signup) until their code has loaded. */
export function HydrateFallback() {
  return (
    <p className="app-loading" role="status">
      {errorText.loading}
    </p>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const heading = notFound ? notFoundText.heading : errorText.heading;
  const details = notFound ? notFoundText.body : errorText.body;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="error-page">
      <h1>{heading}</h1>
      <p>{details}</p>
      <p>
        <a href={paths.home}>{notFoundText.homeLink}</a>
      </p>
    </main>
  );
}
