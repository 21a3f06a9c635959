import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { caseWords } from "~/app/content/languages/case-words";
import type { LanguageCode } from "~/shared/language-codes";
import { freshCase } from "~/app/testing/case-view";
import { translateMessage } from "~/shared/translations/translate";
import { CasePage } from "./case-page";
import { caseMessages } from "~/shared/messages/case";

// The case page as the server renders it (docs/decisions/0025, 0055): the same island shows a
// link refused by the API (with scripts) and a case code refused by the page's form (without
// them), since both reach it as a message under the case-code form, with "Lost your link?" below.

/** The page's text as a person reads it: tags dropped, entities undone. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");
}

function refusedPage(code: LanguageCode, message: string): string {
  const words = caseWords(code);
  const answer = {
    outcome: "invalid" as const,
    values: {},
    errors: { code: translateMessage(message, words.messages) },
  };
  return renderToString(createElement(CasePage, { answer, words }));
}

const shown = freshCase;

describe("the case page when a link has expired", () => {
  it("says in English that the link expired after its 30 days, and offers Lost your link? under it", () => {
    const page = textOf(refusedPage("en", caseMessages.linkExpired));
    expect(page).toContain(
      "This link has expired: case links work for 30 days. Ask for a new one below: we will send it to the e-mail address you gave us.",
    );
    expect(page.indexOf("This link has expired")).toBeLessThan(page.indexOf("Lost your link?"));
    expect(page).toContain("Send me a new link");
    expect(page).not.toContain("This link does not open a case");
  });

  it("says it in Hindi on the Hindi page, with the Hindi Lost your link? under it", () => {
    const page = textOf(refusedPage("hi", caseMessages.linkExpired));
    expect(page).toContain(
      "इस लिंक की अवधि खत्म हो गई है: केस लिंक 30 दिनों तक काम करते हैं। नीचे नया लिंक माँगें: हम उसे उस ई-मेल पते पर भेजेंगे जो आपने हमें दिया था।",
    );
    expect(page.indexOf("इस लिंक की अवधि खत्म हो गई है")).toBeLessThan(page.indexOf("आपका लिंक खो गया?"));
    expect(page).toContain("मुझे नया लिंक भेजें");
  });

  it("posts Lost your link? to the page's own form, so it works without scripts in either language", () => {
    expect(refusedPage("en", caseMessages.linkExpired)).toContain('action="/case/lost-link"');
    expect(refusedPage("hi", caseMessages.linkExpired)).toContain('action="/hi/case/lost-link"');
  });
});

describe("the case page's privacy section", () => {
  it("says in one line what a shared phone keeps and how to end every link, beside the buttons that do it", () => {
    const page = textOf(
      renderToString(createElement(CasePage, { answer: { outcome: "case", shown }, words: caseWords("en") })),
    );
    const line =
      "A shared phone keeps this page's link in its history, where it opens your case for up to 30 days: if others use this phone, close your case on this browser when you are done, and stop every link to this case.";
    expect(page).toContain(line);
    const privacy = page.slice(page.indexOf("Keep this page private"));
    expect(privacy).toContain(line);
    expect(privacy).toContain("Close my case on this browser");
    expect(privacy).toContain("Stop every link to this case");
  });

  it("says it in Hindi on the Hindi page", () => {
    const page = textOf(
      renderToString(createElement(CasePage, { answer: { outcome: "case", shown }, words: caseWords("hi") })),
    );
    expect(page).toContain(
      "किसी और के साथ इस्तेमाल होने वाले फ़ोन की ब्राउज़र हिस्ट्री में इस पेज का लिंक रह जाता है, और वहाँ से यह 30 दिनों तक आपका केस खोल सकता है",
    );
    expect(page).toContain("इस केस का हर लिंक रोकें");
  });
});
