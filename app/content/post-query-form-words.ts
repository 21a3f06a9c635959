import { STATES_AND_UNION_TERRITORIES, type StateOrUnionTerritory } from "~/shared/states";
import { formText } from "./site-chrome";
import { formMessages } from "~/shared/messages/forms";

// The Post Query form's words in English (/post-query), gathered from the modules that hold
// them. Plain strings, as they travel to the browser as the island's props: "{used}", "{max}"
// and "{reference}" mark what the form fills in. Each other language gives its own
// (docs/decisions/0040).

export const postQueryFormWords = {
  fields: {
    fullName: formText.fullName,
    email: formText.email,
    phone: formText.phone,
    state: formText.state,
    chooseState: formText.chooseState,
    states: formText.states,
    unionTerritories: formText.unionTerritories,
    city: formText.city,
    subject: formText.subject,
    message: formText.message,
    /** Under the message: how much of it is used. */
    characterCount: "{used} of {max} characters",
    submit: formText.submitYourQuery,
    reset: formText.reset,
  },
  /**
   * Each state's and union territory's name as the list shows it; the value sent stays the
   * English name the schema checks (shared/states.ts).
   */
  stateNames: Object.fromEntries(STATES_AND_UNION_TERRITORIES.map((name) => [name, name])) as Record<
    StateOrUnionTerritory,
    string
  >,
  toasts: {
    success: formMessages.postQuery.success,
    failure: formMessages.postQuery.failure,
    serverError: formMessages.postQuery.serverError,
    /** Under a success toast. */
    reference: "Your reference: {reference}",
  },
};
