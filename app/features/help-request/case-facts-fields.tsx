import { useEffect, useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldMessages, TextField, fieldIds } from "~/app/components/form-fields";
import { OfficialText } from "~/app/components/official-text";
import type { FormLanguage } from "~/app/content/languages/island-words";
import { limits } from "~/shared/constants";
import { dayInIndia } from "~/shared/india-time";

// The help forms' optional case facts (docs/decisions/0023), folded away under one summary
// after docs/product.md's fields, so a person in a hurry sends name, email and query as before.

export const CASE_FACT_DEFAULTS = {
  phone: "",
  contactPreference: "",
  incidentDate: "",
  incidentTime: "",
  incidentTimeUnknown: false,
  threatenedNow: false,
  paymentApproval: "",
  paidFrom: "",
  paymentMethod: "",
  amountLost: "",
};

type CaseFactName = keyof typeof CASE_FACT_DEFAULTS;

interface FieldParts {
  id: string;
  registration: UseFormRegisterReturn;
  error?: string;
  /** What was chosen, in the server's HTML of a form sent without scripts and shown again. */
  defaultValue?: string;
  /** The server's page puts focus here: the first field its answer has a message for. */
  autoFocus?: boolean;
}

/** True when a field of the group has an error: the group must be open to show it and take focus. */
export function touchesCaseFacts(errors: object): boolean {
  return Object.keys(errors).some((name) => name in CASE_FACT_DEFAULTS);
}

type CaseFactsWords = FormLanguage["words"]["caseFacts"];

export function CaseFactsGroup({
  words: caseFactsText,
  field,
  timeUnknown,
  groupRef,
  openAtStart = false,
}: {
  words: CaseFactsWords;
  field: (name: CaseFactName) => FieldParts;
  /** The time field is off while "I don't know the time" is ticked. */
  timeUnknown: boolean;
  groupRef: React.Ref<HTMLDetailsElement>;
  /**
   * Open in the first render: the server's page for a form sent without scripts, when the group
   * holds a message or a value, which a folded group would hide.
   */
  openAtStart?: boolean;
}) {
  const time = field("incidentTime");
  // Set once live, not in the prerendered page: the day it was built is not the day it is read.
  const [today, setToday] = useState<string>();
  useEffect(() => setToday(dayInIndia(new Date())), []);
  const incidentHintId = `${time.id}-when-hint`;
  return (
    <details className="case-facts" ref={groupRef} open={openAtStart || undefined}>
      <summary className="case-facts__summary">{caseFactsText.summary}</summary>
      <div className="case-facts__body">
        <p className="field__hint">{caseFactsText.intro}</p>
        {/* First: a threat happening now is the desk's first call (docs/decisions/0059). */}
        <fieldset className="case-facts__group" aria-describedby={`${field("threatenedNow").id}-hint`}>
          <legend className="field__label">{caseFactsText.threatenedNow}</legend>
          <p id={`${field("threatenedNow").id}-hint`} className="field__hint">
            {/* 112 is a link, as every helpline number on the site is. */}
            <OfficialText text={caseFactsText.threatenedNowHint} />
          </p>
          <label className="case-facts__check">
            <input
              type="checkbox"
              id={field("threatenedNow").id}
              defaultChecked={Boolean(field("threatenedNow").defaultValue)}
              {...field("threatenedNow").registration}
            />
            {caseFactsText.threatenedNowYes}
          </label>
        </fieldset>
        <TextField
          label={caseFactsText.phone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={limits.phoneMax}
          hint={caseFactsText.phoneHint}
          {...field("phone")}
        />
        <RadioGroup
          legend={caseFactsText.contactPreference}
          labels={caseFactsText.contactPreferenceChoices}
          {...field("contactPreference")}
        />
        <fieldset className="case-facts__group" aria-describedby={incidentHintId}>
          <legend className="field__label">{caseFactsText.incident}</legend>
          <p id={incidentHintId} className="field__hint">
            {caseFactsText.incidentHint}
          </p>
          <div className="case-facts__pair">
            <TextField label={caseFactsText.incidentDate} type="date" max={today} {...field("incidentDate")} />
            <TextField
              label={caseFactsText.incidentTime}
              type="time"
              {...time}
              registration={{ ...time.registration, disabled: timeUnknown }}
            />
          </div>
          <label className="case-facts__check">
            <input
              type="checkbox"
              id={field("incidentTimeUnknown").id}
              defaultChecked={Boolean(field("incidentTimeUnknown").defaultValue)}
              {...field("incidentTimeUnknown").registration}
            />
            {caseFactsText.incidentTimeUnknown}
          </label>
        </fieldset>
        <RadioGroup
          legend={caseFactsText.paymentApproval}
          labels={caseFactsText.paymentApprovalChoices}
          {...field("paymentApproval")}
        />
        <div className="case-facts__pair">
          <ChoiceField
            label={caseFactsText.paidFrom}
            choose={caseFactsText.choose}
            labels={caseFactsText.paidFromChoices}
            {...field("paidFrom")}
          />
          <ChoiceField
            label={caseFactsText.paymentMethod}
            choose={caseFactsText.choose}
            labels={caseFactsText.paymentMethodChoices}
            {...field("paymentMethod")}
          />
        </div>
        <TextField
          label={caseFactsText.amountLost}
          inputMode="numeric"
          maxLength={30}
          hint={caseFactsText.amountLostHint}
          {...field("amountLost")}
        />
      </div>
    </details>
  );
}

/** A legend and a radio per choice; the hint and error are read with each radio. */
function RadioGroup({
  legend,
  labels,
  id,
  registration,
  error,
  defaultValue,
  autoFocus,
}: FieldParts & { legend: string; labels: Record<string, string> }) {
  const { errorId, hintId, describedBy } = fieldIds(id, error);
  return (
    <fieldset className="case-facts__group">
      <legend className="field__label">{legend}</legend>
      <div className="case-facts__choices">
        {Object.entries(labels).map(([value, label], index) => (
          <label key={value} className="case-facts__check">
            <input
              type="radio"
              id={`${id}-${value}`}
              value={value}
              defaultChecked={value === defaultValue}
              autoFocus={autoFocus && index === 0}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              {...registration}
            />
            {label}
          </label>
        ))}
      </div>
      <FieldMessages errorId={errorId} hintId={hintId} error={error} />
    </fieldset>
  );
}

/** A select of labelled choices, with "Choose…" for no answer. */
function ChoiceField({
  label,
  labels,
  choose,
  id,
  registration,
  error,
  defaultValue,
  autoFocus,
}: FieldParts & { label: string; labels: Record<string, string>; choose: string }) {
  const { errorId, hintId, describedBy } = fieldIds(id, error);
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        className="field__control"
        defaultValue={defaultValue}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...registration}
      >
        <option value="">{choose}</option>
        {Object.entries(labels).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldMessages errorId={errorId} hintId={hintId} error={error} />
    </div>
  );
}
