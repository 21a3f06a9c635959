import { useId, useRef } from "react";
import { Link } from "react-router";
import { duplicatesText, statusLabels } from "~/app/content/admin";
import { submissionKindLabels } from "~/shared/schemas/admin";
import type { DifferentPerson, DuplicateCase } from "~/shared/schemas/admin-replies";
import { markAsDifferentPeople, markAsOneCase, separateCases, undoDifferentPeople } from "../api/submissions";
import { useAdminChanged, useAdminQuery } from "../api/use-admin-query";
import { adminQueries } from "../api/admin-queries";
import { useAdminWrite } from "../api/use-admin-write";
import { useAdminLocation } from "../admin-location";
import { formatDateTime } from "../format";
import { LoadState } from "./load-state";

// A case's possible duplicates (decision 0035): other requests with the same e-mail or phone
// within 30 days, each a link to open it, a button to mark it as one case with this one and one
// to mark it as someone else; the cases already marked as one with it, each it was merged with
// to be separated again; and those marked as someone else, each to be taken back.

type Decision = "one case" | "different people" | "separate" | "same person after all";

const decisions: Record<Decision, (reference: string, other: string) => Promise<{ message: string }>> = {
  "one case": markAsOneCase,
  "different people": markAsDifferentPeople,
  separate: separateCases,
  "same person after all": undoDifferentPeople,
};

export function SubmissionDuplicates({ reference, onMerged }: { reference: string; onMerged: () => void }) {
  const id = useId();
  const duplicates = useAdminQuery(adminQueries.duplicates(reference));
  const adminChanged = useAdminChanged();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const data = duplicates.data;

  const decision = useAdminWrite(
    ({ other, decision }: { other: string; decision: Decision }) => decisions[decision](reference, other),
    {
      said: (answer) => answer.message,
      onDone: () => {
        // The button pressed moves to another list: the focus stays in this section, not on the page.
        headingRef.current?.focus();
        adminChanged();
        onMerged();
      },
    },
  );
  const busy = decision.busy;
  const decide = (other: string, chosen: Decision) => decision.send({ other, decision: chosen });

  return (
    <section className="detail__section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {duplicatesText.heading}
      </h3>
      <p className="detail__muted">{duplicatesText.intro}</p>
      {data === undefined ? (
        <LoadState
          loading={duplicates.loading}
          error={duplicates.error}
          loadingText={duplicatesText.loading}
          onRetry={duplicates.reload}
        />
      ) : (
        <>
          {data.possible.length === 0 ? (
            <p>{duplicatesText.none}</p>
          ) : (
            <ul className="duplicates" aria-label={duplicatesText.heading}>
              {data.possible.map((item) => (
                <li key={item.reference} className="duplicate">
                  <DuplicateFacts item={item} />
                  <div className="duplicate__actions">
                    <PairButton
                      label={duplicatesText.markAsOneLabel(item.reference)}
                      disabled={busy}
                      onClick={() => decide(item.reference, "one case")}
                    >
                      {duplicatesText.markAsOne}
                    </PairButton>
                    <PairButton
                      label={duplicatesText.notSamePersonLabel(item.reference)}
                      disabled={busy}
                      onClick={() => decide(item.reference, "different people")}
                    >
                      {duplicatesText.notSamePerson}
                    </PairButton>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {data.possible.length > 0 ? (
            <>
              <p className="detail__muted">{duplicatesText.markAsOneHint}</p>
              <p className="detail__muted">{duplicatesText.notSamePersonHint}</p>
            </>
          ) : null}
          {data.markedAsOne.length > 0 ? (
            <>
              <h4>{duplicatesText.markedHeading}</h4>
              <ul className="duplicates" aria-label={duplicatesText.markedHeading}>
                {data.markedAsOne.map((item) => (
                  <li key={item.reference} className="duplicate">
                    <DuplicateFacts item={item} primary={item.reference === data.primary} />
                    {/* A primary is separated from each of its cases; a merged case from its primary only. */}
                    {data.primary === null || item.reference === data.primary ? (
                      <div className="duplicate__actions">
                        <PairButton
                          label={duplicatesText.separateLabel(item.reference)}
                          disabled={busy}
                          onClick={() => decide(item.reference, "separate")}
                        >
                          {duplicatesText.separate}
                        </PairButton>
                      </div>
                    ) : null}
                  </li>
                ))}
              </ul>
              <p className="detail__muted">{duplicatesText.separateHint}</p>
            </>
          ) : null}
          {data.differentPeople.length > 0 ? (
            <>
              <h4>{duplicatesText.differentHeading}</h4>
              <ul className="duplicates" aria-label={duplicatesText.differentHeading}>
                {data.differentPeople.map((item) => (
                  <li key={item.reference} className="duplicate">
                    <DifferentPersonFacts item={item} />
                    <div className="duplicate__actions">
                      <PairButton
                        label={duplicatesText.undoLabel(item.reference)}
                        disabled={busy}
                        onClick={() => decide(item.reference, "same person after all")}
                      >
                        {duplicatesText.undo}
                      </PairButton>
                    </div>
                  </li>
                ))}
              </ul>
              <p className="detail__muted">{duplicatesText.undoHint}</p>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}

/** One action on this case and the other one of a line, named for that case. */
function PairButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      className="button button--secondary button--small"
      disabled={disabled}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** The other case's reference, as a link that opens it, and its name. */
function CaseLink({ item, after }: { item: { reference: string; name: string }; after?: string }) {
  const { caseLink } = useAdminLocation();
  const open = caseLink(item.reference);
  return (
    <p>
      <Link to={open.to} state={open.state} aria-label={duplicatesText.openLabel(item.reference, item.name)}>
        <span className="reference">{item.reference}</span>
      </Link>{" "}
      {item.name}
      {after ? ` (${after})` : null}
    </p>
  );
}

/** A case marked as someone else: which, and who marked it when. */
function DifferentPersonFacts({ item }: { item: DifferentPerson }) {
  return (
    <div>
      <CaseLink item={item} />
      <p className="duplicate__facts">{duplicatesText.markedDifferent(item.markedBy, formatDateTime(item.markedAt))}</p>
    </div>
  );
}

/** The other case in a line: a link that opens it, and what it is. */
function DuplicateFacts({ item, primary = false }: { item: DuplicateCase; primary?: boolean }) {
  const shared = [item.sameEmail ? duplicatesText.sameEmail : null, item.samePhone ? duplicatesText.samePhone : null];
  return (
    <div>
      <CaseLink item={item} after={primary ? duplicatesText.primary : undefined} />
      <p className="duplicate__facts">
        {[
          submissionKindLabels[item.kind],
          duplicatesText.received(formatDateTime(item.createdAt)),
          statusLabels[item.status],
          ...shared.filter((text) => text !== null),
        ].join(" · ")}
      </p>
    </div>
  );
}
