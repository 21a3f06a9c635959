import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import { SiteStylesheet } from "./components/site-stylesheet";
import { ToastProvider } from "./components/toast";
import { siteConfig } from "../shared/site-config";
import { errorText, notFoundText } from "./content/site-chrome";
import { paths } from "../shared/routes";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN">
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
        <ToastProvider>{children}</ToastProvider>
        {/* Scrolls to the top on each new page and restores the position on back/forward. */}
        <ScrollRestoration />
        <Scripts />
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
