import { describe, expect, it } from "vitest";
import { apiMessages } from "~/shared/messages/api";
import { formMessages } from "~/shared/messages/forms";
import { FORM_PAGES } from "./form-pages";

// A form sent without scripts is confirmed with the words its toast says (docs/decisions/0021),
// in the page's language (docs/decisions/0040): each language's words for the message's id.

const successOf = (path: string) => FORM_PAGES.find((page) => page.path === path)?.success;

describe("the confirmation of a form sent without scripts", () => {
  it("says the form's success in English on the English pages, as docs/product.md writes it", () => {
    expect(successOf("/query-form")).toBe(formMessages.helpModal.success);
    expect(successOf("/contact")).toBe(formMessages.contact.success);
    expect(successOf("/")).toBe(formMessages.contact.success);
    expect(successOf("/post-query")).toBe(formMessages.postQuery.success);
    expect(successOf("/services/money-scam")).toBe(apiMessages.helpRequestAccepted);
  });

  it("says it in Hindi on the Hindi pages", () => {
    expect(successOf("/hi/query-form")).toBe(
      "✅ फ़ॉर्म भेज दिया गया! हमारी सहायता टीम 24×7 उपलब्ध है और जल्द ही आपसे संपर्क करेगी।",
    );
    expect(successOf("/hi/contact")).toBe("✅ फ़ॉर्म भेज दिया गया! हमारी टीम 24×7 आपसे संपर्क करेगी");
    expect(successOf("/hi/post-query")).toBe("✅ प्रश्न भेज दिया गया। हमारी टीम जल्द ही आपसे संपर्क करेगी — 24×7 उपलब्ध!");
    expect(successOf("/hi/services/money-scam")).toBe(
      "धन्यवाद। आपका अनुरोध हमें मिल गया है, हमारी टीम जल्द ही आपसे संपर्क करेगी।",
    );
  });
});
