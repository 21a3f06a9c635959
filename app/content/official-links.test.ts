import { describe, expect, it } from "vitest";
import { OFFICIAL_HOSTS, OFFICIAL_NUMBERS, officialLinkParts } from "~/app/lib/official-links";
import * as about from "./languages/en/about";
import * as faq from "./languages/en/faq-page";
import * as governmentPolicies from "./languages/en/government-policies";
import * as home from "./languages/en/home";
import * as learning from "./languages/en/learning";
import * as legalDocuments from "./languages/en/legal-documents";
import * as siteChrome from "./languages/en/chrome";
import * as topics from "./languages/en/topics";

// The helplines and official addresses the content writes in its prose become links
// (officialLinkParts in app/lib/official-links.ts, drawn by app/components/official-text.tsx).

const links = (text: string) =>
  officialLinkParts(text).flatMap((part) => (part.kind === "link" ? [[part.text, part.href]] : []));

describe("the site's content", () => {
  const contentStrings = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(contentStrings)
        : value && typeof value === "object"
          ? Object.values(value).flatMap(contentStrings)
          : [];
  const texts = [
    ...new Set(contentStrings([about, faq, governmentPolicies, home, learning, legalDocuments, siteChrome, topics])),
  ];
  const unlinked = (text: string) =>
    officialLinkParts(text)
      .map((part) => (part.kind === "text" ? part.text : " "))
      .join("");
  const numberWord = new RegExp(`(?<![\\w₹.])(?:${OFFICIAL_NUMBERS.join("|")})(?![\\w]|[.,]\\d)`);
  const host = new RegExp(OFFICIAL_HOSTS.map((name) => name.replaceAll(".", "\\.")).join("|"));

  it("has helpline numbers and official addresses to link", () => {
    expect(texts.filter((text) => links(text).length > 0).length).toBeGreaterThan(50);
  });

  it("leaves no allow-listed helpline number or official address unlinked", () => {
    expect(texts.map(unlinked).filter((text) => numberWord.test(text) || host.test(text))).toEqual([]);
  });
});
