import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
// React Router reads this file before Vite's aliases apply, so it imports by path.
// eslint-disable-next-line no-restricted-imports
import { CASE_PAGE_PATH, LEARNING_SLUGS, LETTER_KINDS, TOPIC_SLUGS, caseLetterPath, paths } from "../shared/routes";
// eslint-disable-next-line no-restricted-imports
import { ADMIN_ACCOUNT_SEGMENT, ADMIN_CASE_SEGMENT, ADMIN_VIEWS, ADMIN_VIEW_SEGMENTS } from "../shared/admin-links";
// eslint-disable-next-line no-restricted-imports
import { DEFAULT_LANGUAGE, LANGUAGES, TRANSLATED_PATHS, localizedPath } from "../shared/languages";

// Route modules, by area. Paths come from shared/routes.ts; a route file never types one.
const relative = (path: string) => path.replace(/^\//, "");

/** The template of each page that exists in another language (shared/languages.ts TRANSLATED_PATHS). */
function templateOf(path: string): string {
  if (path === paths.home) return "routes/public/home.tsx";
  if (TOPIC_SLUGS.some((slug) => paths.topic(slug) === path)) return "routes/public/topic.tsx";
  if (path === paths.queryForm) return "routes/public/query-form.tsx";
  if (path === paths.services) return "routes/public/services.tsx";
  if (path === paths.faq) return "routes/public/faq.tsx";
  if (path === paths.learningCorner) return "routes/public/learning-corner.tsx";
  if (LEARNING_SLUGS.some((slug) => paths.learning(slug) === path)) return "routes/public/learning.tsx";
  if (path === paths.governmentPolicies) return "routes/public/government-policies.tsx";
  if (path === paths.about) return "routes/public/about.tsx";
  if (path === paths.terms) return "routes/public/terms.tsx";
  if (path === paths.privacy) return "routes/public/privacy-policy.tsx";
  if (path === paths.contact) return "routes/public/contact.tsx";
  if (path === paths.postQuery) return "routes/public/post-query.tsx";
  if (LETTER_KINDS.some((kind) => caseLetterPath(kind) === path)) return "routes/public/case-letter.tsx";
  if (path === CASE_PAGE_PATH) return "routes/public/case.tsx";
  throw new Error(`No template for the translated page ${path}: add it to templateOf in app/routes.ts`);
}

/**
 * Each other language's pages, under its prefix with the same templates (docs/decisions/0037),
 * and its own 404 page for every unknown path under the prefix.
 */
const translatedRoutes = LANGUAGES.flatMap(({ code }) =>
  code === DEFAULT_LANGUAGE
    ? []
    : [
        ...TRANSLATED_PATHS[code].map((path) =>
          route(relative(localizedPath(code, path)), templateOf(path), { id: `${code}${path.replace(/\W+/g, "-")}` }),
        ),
        route(`${relative(localizedPath(code, "/"))}/*`, "routes/public/not-found.tsx", { id: `${code}-not-found` }),
      ],
);

export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route(relative(paths.about), "routes/public/about.tsx"),
    route(relative(paths.contact), "routes/public/contact.tsx"),
    route(relative(paths.services), "routes/public/services.tsx"),
    // One template, one route per known topic: an unknown slug falls through to the 404 page
    // in the browser too, as it does on the server.
    ...TOPIC_SLUGS.map((slug) =>
      route(relative(paths.topic(slug)), "routes/public/topic.tsx", { id: `topic-${slug}` }),
    ),
    route(relative(paths.learningCorner), "routes/public/learning-corner.tsx"),
    ...LEARNING_SLUGS.map((slug) =>
      route(relative(paths.learning(slug)), "routes/public/learning.tsx", { id: `learning-${slug}` }),
    ),
    route(relative(paths.governmentPolicies), "routes/public/government-policies.tsx"),
    route(relative(paths.postQuery), "routes/public/post-query.tsx"),
    route(relative(paths.queryForm), "routes/public/query-form.tsx"),
    route(relative(paths.terms), "routes/public/terms.tsx"),
    route(relative(paths.privacy), "routes/public/privacy-policy.tsx"),
    route(relative(paths.faq), "routes/public/faq.tsx"),
    route(relative(CASE_PAGE_PATH), "routes/public/case.tsx"),
    // One template for the three documents drafted from a case.
    ...LETTER_KINDS.map((kind) =>
      route(relative(caseLetterPath(kind)), "routes/public/case-letter.tsx", { id: `case-letter-${kind}` }),
    ),
    ...translatedRoutes,
    route("*", "routes/public/not-found.tsx"),
  ]),
  layout("routes/auth/layout.tsx", [
    route(relative(paths.login), "routes/auth/login.tsx"),
    route(relative(paths.signup), "routes/auth/signup.tsx"),
    route(relative(paths.passwordReset), "routes/auth/reset-password.tsx"),
  ]),
  // The desk: one route per view and one for a case (docs/decisions/0043), in one frame.
  route(relative(paths.admin), "routes/admin/layout.tsx", [
    index("routes/admin/view.tsx", { id: "admin-dashboard" }),
    ...ADMIN_VIEWS.filter((view) => view !== "dashboard").map((view) =>
      route(ADMIN_VIEW_SEGMENTS[view], "routes/admin/view.tsx", { id: `admin-${view}` }),
    ),
    route(`${ADMIN_CASE_SEGMENT}/:reference`, "routes/admin/case.tsx"),
    // The member's own account (docs/decisions/0057): reached from the top bar, not the sidebar.
    route(ADMIN_ACCOUNT_SEGMENT, "routes/admin/account.tsx"),
  ]),
] satisfies RouteConfig;
