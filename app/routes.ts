import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
// React Router reads this file before Vite's aliases apply, so it imports by path.
// eslint-disable-next-line no-restricted-imports
import { PAGES, type Page } from "../shared/pages";
// eslint-disable-next-line no-restricted-imports
import { paths } from "../shared/routes";
// eslint-disable-next-line no-restricted-imports
import { ADMIN_ACCOUNT_SEGMENT, ADMIN_CASE_SEGMENT, ADMIN_VIEWS, ADMIN_VIEW_SEGMENTS } from "../shared/admin-links";
// eslint-disable-next-line no-restricted-imports
import { DEFAULT_LANGUAGE, LANGUAGES, localizedPath } from "../shared/languages";

// Route modules, by area. Paths come from shared/routes.ts and the prerendered pages from the
// table of pages (shared/pages.ts); a route file never types one.
const relative = (path: string) => path.replace(/^\//, "");

/** The module of every admin view's route and of a case's (app/routes/admin/view.tsx). */
const ADMIN_VIEW_MODULE = "routes/admin/view.tsx";

/**
 * A page's English route. React Router names a route after its module, so a template that draws
 * several pages names each after its last segment ("topic-money-scam"), one id per page.
 */
function englishRoute(page: Page) {
  if (page.path === paths.home) return index(page.template);
  if (PAGES.filter((other) => other.template === page.template).length === 1) {
    return route(relative(page.path), page.template);
  }
  const template = page.template.replace(/^.*\//, "").replace(/\.tsx$/, "");
  return route(relative(page.path), page.template, { id: `${template}-${page.path.split("/").pop()}` });
}

/**
 * Each other language's pages, under its prefix with the same templates (docs/decisions/0037),
 * and its own 404 page for every unknown path under the prefix.
 */
const translatedRoutes = LANGUAGES.flatMap(({ code }) =>
  code === DEFAULT_LANGUAGE
    ? []
    : [
        ...PAGES.filter((page) => page.translatedInto.includes(code)).map((page) =>
          route(relative(localizedPath(code, page.path)), page.template, {
            id: `${code}${page.path.replace(/\W+/g, "-")}`,
          }),
        ),
        route(`${relative(localizedPath(code, "/"))}/*`, "routes/public/not-found.tsx", { id: `${code}-not-found` }),
      ],
);

export default [
  layout("routes/public/layout.tsx", [
    // Every page of the table (PAGES in shared/pages.ts), in English and in its other languages.
    ...PAGES.map(englishRoute),
    ...translatedRoutes,
    route("*", "routes/public/not-found.tsx"),
  ]),
  // Sign-in pages and the desk are a client app, never prerendered: not pages of the table.
  layout("routes/auth/layout.tsx", [
    route(relative(paths.login), "routes/auth/login.tsx"),
    route(relative(paths.signup), "routes/auth/signup.tsx"),
    route(relative(paths.passwordReset), "routes/auth/reset-password.tsx"),
  ]),
  // The desk (docs/decisions/0043, 0090): one route per view of shared/admin-links.ts and one for
  // a case, all drawn by one module, so a list stays the same elements under a case opened over it.
  route(relative(paths.admin), "routes/admin/layout.tsx", [
    ...ADMIN_VIEWS.map((view) =>
      ADMIN_VIEW_SEGMENTS[view] === ""
        ? index(ADMIN_VIEW_MODULE, { id: `admin-${view}` })
        : route(ADMIN_VIEW_SEGMENTS[view], ADMIN_VIEW_MODULE, { id: `admin-${view}` }),
    ),
    route(`${ADMIN_CASE_SEGMENT}/:reference`, ADMIN_VIEW_MODULE, { id: "admin-case" }),
    // The member's own account (docs/decisions/0057): reached from the top bar, not the sidebar.
    route(ADMIN_ACCOUNT_SEGMENT, "routes/admin/account.tsx"),
  ]),
] satisfies RouteConfig;
