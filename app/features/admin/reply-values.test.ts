import { describe, expect, it } from "vitest";
import { titleSaid } from "~/shared/case-timeline/step-texts";
import { fillReplyTemplate, NO_DATED_STEP_TEXT } from "~/shared/reply-templates";
import { replyValuesFor } from "./reply-values";

// A reply template filled in for a case (docs/decisions/0061): every fact in the case's
// language, worded as the case page in that language words it, whatever the template's language.

const bankStep = {
  title: "Tell your bank, wallet or card company in writing",
  titleSays: titleSaid("tell-bank").text,
  // 11:59 pm on Saturday 28 November 2026 in India.
  due: "2026-11-28T18:29:00.000Z",
};
const hindiCase = { reference: "CH-7K3Q9M", name: "सुनीता शर्मा", language: "hi" as const, nextDatedStep: bankStep };
const englishCase = { ...hindiCase, name: "Sunita Sharma", language: "en" as const };

describe("a reply's facts in the case's language", () => {
  it("gives a Hindi case its next dated step as the Hindi case page says it: the step's Hindi title and a Hindi date", () => {
    expect(replyValuesFor(hindiCase)).toEqual({
      reference: "CH-7K3Q9M",
      name: "सुनीता शर्मा",
      nextDeadline: "अपने बैंक, वॉलेट या कार्ड कंपनी को लिखित में बताएँ, अंतिम तारीख़: शनि, 28 नवंबर 2026, 23:59 बजे (भारतीय समय)",
    });
  });

  it("fills a Hindi template for a Hindi case with no English word or date in it", () => {
    const template = "नमस्ते {name}, आपके केस {reference} में आपका अगला कदम: {next_deadline}।";
    const filled = fillReplyTemplate(template, replyValuesFor(hindiCase));
    expect(filled).toBe(
      "नमस्ते सुनीता शर्मा, आपके केस CH-7K3Q9M में आपका अगला कदम: अपने बैंक, वॉलेट या कार्ड कंपनी को लिखित में बताएँ, अंतिम तारीख़: शनि, 28 नवंबर 2026, 23:59 बजे (भारतीय समय)।",
    );
    expect(filled.replace("CH-7K3Q9M", "")).not.toMatch(/[A-Za-z]/);
  });

  it("fills an English template picked for a Hindi case with the facts in Hindi too", () => {
    const filled = fillReplyTemplate("Your next step: {next_deadline}.", replyValuesFor(hindiCase));
    expect(filled).toBe(
      "Your next step: अपने बैंक, वॉलेट या कार्ड कंपनी को लिखित में बताएँ, अंतिम तारीख़: शनि, 28 नवंबर 2026, 23:59 बजे (भारतीय समय).",
    );
  });

  it("gives an English case the English case page's words, as the desk's detail shows them", () => {
    expect(replyValuesFor(englishCase).nextDeadline).toBe(
      "Tell your bank, wallet or card company in writing, by Sat, 28 Nov 2026, 11:59 pm IST",
    );
  });

  it("keeps an amount in a step's title, in the Hindi words around it", () => {
    const title = titleSaid("claim-compensation", "₹21,250");
    const compensation = { title: title.english, titleSays: title.text, due: bankStep.due };
    expect(replyValuesFor({ ...hindiCase, nextDatedStep: compensation }).nextDeadline).toMatch(
      /^आप ₹21,250 तक का दावा कर सकते हैं, अंतिम तारीख़: शनि, 28 नवंबर 2026/,
    );
  });

  it("says in the case's language that no dated step is due when the case page gives none", () => {
    expect(replyValuesFor({ ...hindiCase, nextDatedStep: null }).nextDeadline).toBe(
      "अभी कोई तारीख़ वाला कदम बाकी नहीं है",
    );
    expect(replyValuesFor({ ...englishCase, nextDatedStep: null }).nextDeadline).toBe(NO_DATED_STEP_TEXT);
  });
});
