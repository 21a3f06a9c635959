import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/shared/languages";
import { siteTexts } from "./index";
import { firstReplyWithin } from "./hi/forms";
import { siteConfig } from "~/shared/site-config";

/** Every key path of a content object, arrays by index ("home.hero.alerts.0"), with the kind of value there. */
function shape(value: unknown, path = ""): string[] {
  if (Array.isArray(value) || (typeof value === "object" && value !== null)) {
    return Object.entries(value).flatMap(([key, child]) => shape(child, path ? `${path}.${key}` : key));
  }
  return [`${path}: ${typeof value}`];
}

/** Keys that hold an address, an icon or an anchor, not words (NotWords in ./en/index.ts). */
const NOT_WORDS = new Set(["to", "icon", "topic", "id", "portalUrl"]);

/** Every string in a content object, functions called with a sample argument. */
function words(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return [String((value as (arg: never) => unknown)(2026 as never))];
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => (NOT_WORDS.has(key) ? [] : words(child)));
  }
  return [];
}

describe("each language's words", () => {
  it("have every key English has, and no other", () => {
    const english = shape(siteTexts.en).map((entry) => entry.replace(/\.\d+(?=[.:])/g, ".#"));
    for (const { code } of LANGUAGES) {
      const other = shape(siteTexts[code]).map((entry) => entry.replace(/\.\d+(?=[.:])/g, ".#"));
      expect(new Set(other), code).toEqual(new Set(english));
    }
  });

  it("in Hindi are written in Devanagari, apart from names, numbers and addresses", () => {
    const notDevanagari = words(siteTexts.hi).filter((text) => {
      // Names, web and e-mail addresses (cybercrime.gov.in, incident@cert-in.org.in) stay as they are.
      const letters = text.replace(
        /CyberHelp|\{\w+\}|https?:\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b[\w-]+(?:\.[\w-]+)*\.(?:in|com|org)\b|[^\p{L}]/gu,
        "",
      );
      const devanagari = letters.replace(/[^\u0900-\u097F]/gu, "");
      return letters.length > 0 && devanagari.length < letters.length * 0.8;
    });
    expect(notDevanagari).toEqual([]);
  });

  it("promise on the Request Help page the desk's own first reply, the one its confirmation repeats", () => {
    expect(siteTexts.en.queryFormPage.intro).toContain(`within ${siteConfig.firstReplyWithin}.`);
    expect(siteTexts.hi.queryFormPage.intro).toContain(`${firstReplyWithin(siteConfig.firstReplyWithin)} के भीतर`);
  });
});
