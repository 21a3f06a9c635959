import { casePage } from "./case-page";

// डेस्क के जवाब में भरे जाने वाले मान, हिन्दी केस के लिए (docs/decisions/0061): {next_deadline}
// केस पेज के अपने शब्दों में, अगले कदम का शीर्षक और "अंतिम तारीख़:" के साथ उसकी तारीख़।

export const replyValuesHindi = {
  /** "{title}, अंतिम तारीख़: {due}", as the case page prints a step and its date. */
  dueBy: `{title}, ${casePage.page.by} {due}`,
  /** When the case page gives no dated step still to come. */
  noDatedStep: "अभी कोई तारीख़ वाला कदम बाकी नहीं है",
};
