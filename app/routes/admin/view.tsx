import { useCallback, useId } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Route } from "./+types/view";
import { adminShellText, errorText } from "~/app/content/admin";
import { ADMIN_VIEW_TABLE, mayOpen, readListPage, type AdminViewProps } from "~/app/features/admin/admin-views";
import { useAdminLocation } from "~/app/features/admin/admin-location";
import { useCaseSequence } from "~/app/features/admin/case-sequence";
import { useDeskFrame } from "~/app/features/admin/desk-frame";
import { useDeskMember } from "~/app/features/admin/desk-member";
import { SubmissionDetail } from "~/app/features/admin/components/submission-detail";
import { adminViewAt, type AdminView } from "~/shared/admin-links";
import { siteConfig } from "~/shared/site-config";

// Every view's address (/admin, /admin/inbox, /admin/post-query, ...) and a case's
// (/admin/cases/CH-XXXXXX, the link in the desk's alert mails): app/routes.ts gives them all
// this one module (docs/decisions/0090). A view draws itself from the table of views; a case
// draws its dialog over the list it was opened from (the address in its history entry's state,
// or the Inbox for a link from outside). Being one module, the routes share one component, so
// React keeps the list's elements when a case opens over it, closes, or moves to the next:
// its scroll, its ticked rows and the row the dialog gives focus back to stay (decision 0043).

export function meta({ location, params }: Route.MetaArgs) {
  const name = params.reference
    ? params.reference.toUpperCase()
    : ADMIN_VIEW_TABLE[adminViewAt(location.pathname) ?? "dashboard"].label;
  return [
    { title: `${name} | ${adminShellText.metaTitle} | ${siteConfig.brand}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminViewRoute() {
  const { dashboard, recordChanged } = useDeskFrame();
  const { role } = useDeskMember();
  const queryClient = useQueryClient();
  const { view, search, reference, update, openCase, closeCase } = useAdminLocation();

  const readPage = useCallback(
    (page: number) => readListPage(queryClient, view, search, page),
    [queryClient, view, search],
  );
  const sequence = useCaseSequence(reference, readPage);
  // Previous / next may lie on the page beside: opening it turns the list behind to that page.
  const openFromCase = useCallback(
    (ref: string) => {
      const neighbour = [sequence.previous, sequence.next].find((candidate) => candidate?.reference === ref);
      openCase(ref, { page: neighbour?.page });
    },
    [openCase, sequence.previous, sequence.next],
  );

  return (
    <>
      {mayOpen(view, role) ? (
        // A new view starts as new elements; the same view under an opening case stays.
        <ViewOfTheTable
          key={view}
          view={view}
          search={search}
          update={update}
          openCase={openCase}
          onListed={sequence.onListed}
          onChanged={recordChanged}
          dashboard={dashboard}
        />
      ) : (
        <NoAccessView view={view} />
      )}
      {reference ? (
        <SubmissionDetail
          key={reference}
          reference={reference}
          previous={sequence.previous?.reference}
          next={sequence.next?.reference}
          onOpen={openFromCase}
          onChanged={recordChanged}
          onClose={closeCase}
        />
      ) : null}
    </>
  );
}

/** The view as its entry in the table draws it. */
function ViewOfTheTable({ view, ...props }: { view: AdminView } & AdminViewProps) {
  return ADMIN_VIEW_TABLE[view].render(props);
}

/** An admin-only view opened by a caseworker: its name, and that it is not theirs. */
function NoAccessView({ view }: { view: AdminView }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="admin-view">
      <h1 id={headingId} className="admin-view__title">
        {ADMIN_VIEW_TABLE[view].heading}
      </h1>
      <div className="admin-notice admin-notice--error" role="alert">
        <p>{errorText.noAccess}</p>
      </div>
    </section>
  );
}
