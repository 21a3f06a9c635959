import { detailText, responseText } from "~/app/content/admin";
import {
  contactPreferenceLabels,
  paidFromLabels,
  paymentApprovalLabels,
  paymentMethodLabels,
} from "~/app/content/languages/en/forms";
import { formatDateTime, formatRupees, orDash, topicLabel } from "../format";
import { StatusBadge } from "./status-badge";
import { IncidentTime } from "./submission-case-record";
import { mailtoHref } from "../mailto-href";
import { language, type LanguageCode } from "~/shared/languages";
import { submissionKindLabels } from "~/shared/schemas/admin";
import type { CaseFacts, SubmissionDetail as Detail } from "~/shared/schemas/admin-replies";
import { normalisePhone, whatsAppHref } from "~/shared/schemas/case-facts";

/**
 * A case's facts, term by term. What the person did not give is left out rather than shown as a
 * dash: the first screen holds what they did give.
 */
export function SubmissionFacts({ submission }: { submission: Detail }) {
  const rows: [string, React.ReactNode][] = [
    [detailText.kind, submissionKindLabels[submission.kind]],
    [detailText.name, given(submission.name)],
    [detailText.email, submission.email ? <a href={mailtoHref(submission.email)}>{submission.email}</a> : null],
    [detailText.phone, submission.phone.trim() ? <PhoneLinks phone={submission.phone} /> : null],
    [detailText.state, given(submission.state)],
    [detailText.city, given(submission.city)],
    [detailText.subject, given(submission.subject)],
    [detailText.topic, given(topicLabel(submission.topic))],
    [detailText.page, given(submission.page)],
    [detailText.language, <LanguageName code={submission.language} />],
    ...(submission.kind === "help_request"
      ? [
          ...caseFactRows(submission.caseFacts),
          [detailText.nextStep, submission.nextDeadlineText ?? detailText.noNextStep] as [string, React.ReactNode],
        ]
      : []),
    [detailText.received, <time dateTime={submission.createdAt}>{formatDateTime(submission.createdAt)}</time>],
    [detailText.updated, <time dateTime={submission.updatedAt}>{formatDateTime(submission.updatedAt)}</time>],
    [detailText.statusHeading, <StatusBadge status={submission.status} />],
    [detailText.assigneeHeading, submission.assignee?.name ?? detailText.nobody],
    [
      responseText.firstResponse,
      submission.firstResponseAt ? (
        <time dateTime={submission.firstResponseAt}>{formatDateTime(submission.firstResponseAt)}</time>
      ) : (
        responseText.notAnsweredYet
      ),
    ],
  ];
  const facts = rows.filter(([, value]) => value !== null);
  return (
    <dl className="detail__facts">
      {facts.map(([term, value]) => (
        <div key={term} className="detail__fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A tel: link, and a WhatsApp link for a number that is a full phone number. */
function PhoneLinks({ phone }: { phone: string }) {
  if (!phone) return <>{orDash("")}</>;
  // A help request's number is stored normalised; a post query's is as typed, so normalise it here.
  const normalised = normalisePhone(phone);
  // An Indian number read as people say it: +91 98765 43210.
  const shown = normalised?.replace(/^\+91(\d{5})(\d{5})$/, "+91 $1 $2") ?? phone;
  return (
    <>
      <a href={`tel:${normalised ?? phone.replace(/[^\d+]/g, "")}`}>{shown}</a>
      {normalised ? (
        <>
          {" · "}
          <a
            href={whatsAppHref(normalised)}
            target="_blank"
            rel="noreferrer"
            aria-label={detailText.whatsAppLabel(shown)}
          >
            {detailText.whatsApp}
          </a>
        </>
      ) : null}
    </>
  );
}

/** A help request's optional facts; null for one not given, which the detail leaves out. */
function caseFactRows(facts: CaseFacts): [string, React.ReactNode][] {
  return [
    [detailText.contactPreference, given(facts.contactPreference && contactPreferenceLabels[facts.contactPreference])],
    [detailText.threatenedNow, facts.threatenedNow ? detailText.threatenedNowYes : null],
    [detailText.incident, facts.incidentAt === null ? null : <IncidentTime facts={facts} />],
    [detailText.paymentApproval, given(facts.paymentApproval && paymentApprovalLabels[facts.paymentApproval])],
    [detailText.paidFrom, given(facts.paidFrom && paidFromLabels[facts.paidFrom])],
    [detailText.paymentMethod, given(facts.paymentMethod && paymentMethodLabels[facts.paymentMethod])],
    [detailText.amountLost, facts.amountLost === null ? null : formatRupees(facts.amountLost)],
  ];
}

/** The text, or null when there is none to show. */
function given(text: string | undefined): string | null {
  return text === undefined || text.trim() === "" ? null : text;
}

/**
 * "Hindi (हिन्दी)": the language a person wrote in, for the desk, with its own name in its own
 * script; `languageLabel` (shared/languages.ts) as markup, the own name marked with its `lang`.
 */
function LanguageName({ code }: { code: LanguageCode }) {
  const { englishName, name, lang } = language(code);
  if (name === englishName) return <>{name}</>;
  return (
    <>
      {englishName} (<span lang={lang}>{name}</span>)
    </>
  );
}
