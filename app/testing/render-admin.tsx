import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, type Location } from "react-router";
import { ToastRegion } from "~/app/components/toast";
import { createAdminQueryClient } from "~/app/features/admin/api/admin-queries";
import { DeskMemberProvider, type DeskMember } from "~/app/features/admin/desk-member";
import { AdminSessionProvider } from "~/app/features/admin/session";
import AdminRoute from "~/app/routes/admin/layout";
import AdminViewRoute from "~/app/routes/admin/view";
import AdminAccountRoute from "~/app/routes/admin/account";
import { ADMIN_ACCOUNT_SEGMENT, ADMIN_CASE_SEGMENT, ADMIN_VIEWS, ADMIN_VIEW_SEGMENTS } from "~/shared/admin-links";
import { paths } from "~/shared/routes";
import { ADMIN } from "./admin-answers";

// The admin's components as the desk's frame holds them (app/routes/admin/layout.tsx): a router
// at an address, the admin's query cache, the session that ends on a refused call, the member
// signed in, and the page's toast region. The router is kept, so a test reads where the desk went.

interface RenderedAdmin extends ReturnType<typeof render> {
  /** Where the desk is now: the address the router shows. */
  location: () => Location;
}

/**
 * One admin component (or a few) at `at`, for the member given (an admin unless told). A
 * component that reads the desk's place (useAdminLocation) reads it from this router.
 */
export function renderInAdmin(
  ui: React.ReactNode,
  { at = paths.admin, member = ADMIN }: { at?: string; member?: DeskMember } = {},
): RenderedAdmin {
  const queryClient = createAdminQueryClient();
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <AdminSessionProvider>
            <DeskMemberProvider value={member}>{ui}</DeskMemberProvider>
          </AdminSessionProvider>
        ),
      },
    ],
    { initialEntries: [at] },
  );
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastRegion />
    </QueryClientProvider>,
  );
  return { ...rendered, location: () => router.state.location };
}

/**
 * The desk's routes as app/routes.ts builds them (the frame, each view, a case, the account),
 * with the same route modules: a view's list stays mounted under a case just as in the browser.
 */
const deskRoutes = [
  {
    path: paths.admin,
    Component: AdminRoute,
    children: [
      ...ADMIN_VIEWS.map((view) =>
        ADMIN_VIEW_SEGMENTS[view] === ""
          ? { index: true, Component: AdminViewRoute }
          : { path: ADMIN_VIEW_SEGMENTS[view], Component: AdminViewRoute },
      ),
      { path: `${ADMIN_CASE_SEGMENT}/:reference`, Component: AdminViewRoute },
      { path: ADMIN_ACCOUNT_SEGMENT, Component: AdminAccountRoute },
    ],
  },
];

/**
 * The whole desk at `at`, as a browser opens it: the dashboard call says who is signed in
 * (answer it with the fake fetch), and the frame draws what their role may use.
 */
export function renderAdminApp(at: string): RenderedAdmin {
  const router = createMemoryRouter(deskRoutes, { initialEntries: [at] });
  const rendered = render(
    <>
      <RouterProvider router={router} />
      <ToastRegion />
    </>,
  );
  return { ...rendered, location: () => router.state.location };
}
