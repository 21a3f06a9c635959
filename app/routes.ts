import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { paths } from "../shared/routes";

// Route modules, by area. Paths come from shared/routes.ts; a route file never types one.
const relative = (path: string) => path.replace(/^\//, "");

export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route(relative(paths.about), "routes/public/about.tsx"),
    route(relative(paths.contact), "routes/public/contact.tsx"),
    route(relative(paths.services), "routes/public/services.tsx"),
    route("services/:slug", "routes/public/topic.tsx"),
    route(relative(paths.learningCorner), "routes/public/learning-corner.tsx"),
    route("learning/:slug", "routes/public/learning.tsx"),
    route(relative(paths.governmentPolicies), "routes/public/government-policies.tsx"),
    route(relative(paths.postQuery), "routes/public/post-query.tsx"),
    route(relative(paths.queryForm), "routes/public/query-form.tsx"),
    route(relative(paths.terms), "routes/public/terms.tsx"),
    route(relative(paths.privacy), "routes/public/privacy-policy.tsx"),
    route(relative(paths.faq), "routes/public/faq.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
  layout("routes/auth/layout.tsx", [
    route(relative(paths.login), "routes/auth/login.tsx"),
    route(relative(paths.signup), "routes/auth/signup.tsx"),
  ]),
  route(relative(paths.admin), "routes/admin/dashboard.tsx"),
] satisfies RouteConfig;
