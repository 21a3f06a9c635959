import { describe, expect, it } from "vitest";
import { datedStepText, fillReplyTemplate, NO_DATED_STEP_TEXT, unknownPlaceholders } from "./reply-templates";

// Reply templates' placeholders (docs/decisions/0033): what the composer writes into the reply,
// and what the server refuses when a template is saved.

const values = {
  reference: "CH-7K3Q9M",
  name: "Meera Iyer",
  nextDeadline: datedStepText("Tell your bank, wallet or card company in writing", "Sat, 28 Nov 2026, 11:59 pm IST"),
};

describe("filling a reply template", () => {
  it("puts the case's reference, name and next dated step in place of every placeholder, as often as each appears", () => {
    expect(
      fillReplyTemplate(
        "Dear {name},\nyour case {reference}: {next_deadline}. Quote {reference} when you call.",
        values,
      ),
    ).toBe(
      "Dear Meera Iyer,\nyour case CH-7K3Q9M: Tell your bank, wallet or card company in writing, by Sat, 28 Nov 2026, 11:59 pm IST. Quote CH-7K3Q9M when you call.",
    );
  });

  it("says that no dated step is due when the case page gives none", () => {
    expect(fillReplyTemplate("Next: {next_deadline}.", { ...values, nextDeadline: NO_DATED_STEP_TEXT })).toBe(
      `Next: ${NO_DATED_STEP_TEXT}.`,
    );
  });

  it("leaves other braces and text as written, and does not fill a value's own braces again", () => {
    expect(fillReplyTemplate("{foo} { reference } {", { ...values, name: "{reference}" })).toBe(
      "{foo} { reference } {",
    );
    expect(fillReplyTemplate("Hello {name}", { ...values, name: "{reference}" })).toBe("Hello {reference}");
  });
});

describe("unknown placeholders", () => {
  it("names every brace pair that is not a known placeholder, each once, in order; known ones and stray braces pass", () => {
    expect(unknownPlaceholders("{reference} {name} {next_deadline} { and }")).toEqual(["{ and }"]);
    expect(unknownPlaceholders("{foo} {Reference} {foo} {} {next deadline}")).toEqual([
      "{foo}",
      "{Reference}",
      "{}",
      "{next deadline}",
    ]);
    expect(unknownPlaceholders("A stray { brace.\nAnd a closing } one on the next line.")).toEqual([]);
    expect(unknownPlaceholders("Only an opening { here, and {reference}")).toEqual([]);
  });
});
