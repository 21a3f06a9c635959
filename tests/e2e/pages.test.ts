import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { baseURL, useBrowser, viewports } from "./support/browser";
import { waitForHydration } from "./support/form-page";
import { COPYRIGHT_YEAR, HELPLINE, limits, stats } from "~/shared/constants";
import { PUBLIC_PATHS } from "~/shared/pages";
import { APP_ONLY_PATHS, LEARNING_SLUGS, TOPIC_SLUGS, paths } from "~/shared/routes";
import { ALL_PUBLIC_PATHS } from "~/shared/languages";
import { formatReviewDate, pageReviewDates } from "~/app/content/page-reviews";

// Every public page and the content docs/product.md fixes, as a visitor (and a crawler) receives it.

const browser = useBrowser();

/** What each page's h1 must say: the screen's name in docs/product.md's route table. */
const expectedHeading: Record<string, RegExp> = {
  [paths.home]: /legal help/i,
  [paths.about]: /About/,
  [paths.contact]: /Contact Us/,
  [paths.services]: /Our Services?/,
  [paths.topic("money-scam")]: /Money Scam/,
  [paths.topic("atm-scam")]: /ATM/,
  [paths.topic("fake-calls")]: /Fake Calls/,
  [paths.topic("phishing-scam")]: /Phishing/,
  [paths.topic("identity-theft")]: /Identity Theft/,
  [paths.topic("spam-email")]: /Spam/i,
  [paths.topic("data-theft")]: /Data Theft/,
  [paths.topic("malware")]: /Digital Fraud/,
  [paths.topic("theft")]: /Theft|Stolen/i,
  [paths.learningCorner]: /Learning Corner/,
  [paths.learning("manual")]: /Manual/,
  [paths.learning("cyber-safety-tips")]: /Cyber Safety Tips/,
  [paths.learning("cyber-awareness")]: /Cyber Awareness/,
  [paths.learning("daily-digest")]: /Daily Digest/,
  [paths.governmentPolicies]: /Government Policies/,
  [paths.postQuery]: /Post Query/,
  [paths.queryForm]: /Request Help|Query/,
  [paths.terms]: /Terms of Service/,
  [paths.privacy]: /Privacy Policy/,
  [paths.faq]: /FAQ|Frequently Asked Questions/,
};

const NOT_FOUND_HEADING = "Page Not Found";
const NOT_FOUND_TEXT = "The page you are looking for doesn't exist.";
const GOLDEN_HOUR_HEADING = "Lost money in the last 24 hours?";

// ---------------------------------------------------------------------------------------------
// Helpers: the raw HTML a crawler or a browser without JavaScript receives.

interface RawPage {
  status: number;
  contentType: string;
  html: string;
}

async function fetchRaw(path: string): Promise<RawPage> {
  const response = await fetch(new URL(path, baseURL()), { redirect: "manual" });
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "",
    html: await response.text(),
  };
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(parseInt(dec, 10)))
    .replaceAll("&quot;", '"')
    .replaceAll("&apos;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&nbsp;", " ")
    .replaceAll("&amp;", "&");
}

/** The text a person would read: tags removed, entities decoded, white space collapsed. */
function visibleText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

function titleOf(html: string): string | undefined {
  const match = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  return match?.[1] === undefined ? undefined : visibleText(match[1]);
}

function metaDescriptionOf(html: string): string | undefined {
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    if (!/\bname\s*=\s*["']description["']/i.test(tag)) continue;
    const content = /\bcontent\s*=\s*"([^"]*)"/i.exec(tag) ?? /\bcontent\s*=\s*'([^']*)'/i.exec(tag);
    return content?.[1] === undefined ? "" : decodeEntities(content[1]).trim();
  }
  return undefined;
}

function h1sOf(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map((match) => visibleText(match[1] ?? ""));
}

/** Body text without the inline scripts (React Router's hydration data repeats the page's words). */
function bodyTextOf(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  return visibleText(body.replace(/<script\b[\s\S]*?<\/script>/gi, " "));
}

// ---------------------------------------------------------------------------------------------
// Helpers: the browser.

async function h1Text(page: Page): Promise<string> {
  const heading = page.getByRole("heading", { level: 1 });
  await heading.waitFor();
  return ((await heading.textContent()) ?? "").replace(/\s+/g, " ").trim();
}

/** Attribute rel as a set of tokens. */
async function relTokens(link: Locator): Promise<string[]> {
  return ((await link.getAttribute("rel")) ?? "").split(/\s+/).filter(Boolean).sort();
}

async function pathOf(link: Locator): Promise<string | null> {
  const href = await link.getAttribute("href");
  return href === null ? null : new URL(href, baseURL()).pathname;
}

async function goto(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
}

// ---------------------------------------------------------------------------------------------

describe("every public page", () => {
  it("is served as complete HTML in the first response: status 200, title ending in | CyberHelp, a meta description and its h1", async () => {
    expect(PUBLIC_PATHS.length).toBeGreaterThanOrEqual(24);
    for (const path of PUBLIC_PATHS) {
      const { status, contentType, html } = await fetchRaw(path);
      expect(status, `status of ${path}`).toBe(200);
      expect(contentType, `content type of ${path}`).toMatch(/^text\/html/);

      const title = titleOf(html);
      expect(title, `<title> of ${path}`).toMatch(/\S.*\| CyberHelp$/);

      const description = metaDescriptionOf(html);
      expect(description, `meta description of ${path}`).toBeTruthy();
      expect(description!.length, `meta description of ${path}`).toBeGreaterThan(20);

      const h1s = h1sOf(html);
      expect(h1s, `h1 of ${path} in the HTML`).toHaveLength(1);
      expect(h1s[0], `h1 of ${path} in the HTML`).toMatch(expectedHeading[path] ?? /^$/);
      expect(bodyTextOf(html), `${path} is not the 404 page`).not.toContain(NOT_FOUND_HEADING);
    }
  });

  // One test a page, so that none walks the whole site.
  for (const path of PUBLIC_PATHS) {
    it(`${path} hydrates in the browser without script errors and still shows the h1 the server sent`, async () => {
      const page = await browser.newPage({ viewport: viewports.desktop });
      const consoleErrors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") consoleErrors.push(`${page.url()}: ${message.text()}`);
      });
      const served = h1sOf((await fetchRaw(path)).html)[0];
      await goto(page, path);
      // Once React has taken over the page, the header's Request Help button opens its dialog.
      // (A tap before then is kept and followed to /query-form if the scripts never come:
      // tests/e2e/forms-without-scripts.test.ts.)
      await waitForHydration(page);
      const dialog = page.getByRole("dialog", { name: "Request Help - Query Form" });
      await page.getByRole("banner").getByRole("link", { name: "Request Help" }).click();
      await dialog.waitFor();
      await dialog.getByRole("button", { name: "Close", exact: true }).click();
      await dialog.waitFor({ state: "hidden" });

      expect(await h1Text(page), "h1 after hydration").toBe(served);
      expect(await page.getByRole("heading", { level: 1 }).isVisible(), "h1 is visible").toBe(true);
      expect(consoleErrors, "console errors while loading the page").toEqual([]);
    });
  }
});

describe("Our Service (/service)", () => {
  const cards: [string, string][] = [
    ["Money Scam", paths.topic("money-scam")],
    ["ATM Scam", paths.topic("atm-scam")],
    ["Fake Calls", paths.topic("fake-calls")],
    ["Phishing Scam", paths.topic("phishing-scam")],
    ["Identity Theft", paths.topic("identity-theft")],
    ["Spam Emails", paths.topic("spam-email")],
    ["Data Theft", paths.topic("data-theft")],
    ["Digital Fraud", paths.topic("malware")],
  ];

  it("shows the eight service cards, each with a Read More link to its own page", async () => {
    const page = await browser.newPage();
    await goto(page, paths.services);
    const main = page.getByRole("main");
    const titles = (await main.getByRole("heading", { level: 2 }).allTextContents()).map((text) => text.trim());
    expect(titles).toEqual(cards.map(([title]) => title));
    await expect(main.getByRole("link", { name: /^Read More/ }).count()).resolves.toBe(8);
    for (const [title, path] of cards) {
      const readMore = main.getByRole("link", { name: new RegExp(`^Read More\\W+${title}$`) });
      expect(await readMore.isVisible(), `Read More of ${title}`).toBe(true);
      expect(await pathOf(readMore), `Read More of ${title}`).toBe(path);
    }
    await main.getByRole("link", { name: /^Read More\W+Digital Fraud$/ }).click();
    await page.waitForURL((url) => url.pathname === paths.topic("malware"));
    await page.getByRole("heading", { level: 1, name: /Digital Fraud/ }).waitFor();
  });
});

describe("Learning Corner (/learning-corner)", () => {
  const cards: [RegExp, string][] = [
    [/Citizen Manual/, paths.learning("manual")],
    [/Cyber Safety Tips/, paths.learning("cyber-safety-tips")],
    [/Cyber Awareness/, paths.learning("cyber-awareness")],
    [/Daily Digest/, paths.learning("daily-digest")],
  ];

  it("shows four cards linking to the manual, safety tips, awareness and daily digest pages", async () => {
    const page = await browser.newPage();
    await goto(page, paths.learningCorner);
    const readMores = page.getByRole("main").getByRole("link", { name: /^Read More/ });
    await expect(readMores.count()).resolves.toBe(4);
    for (const [index, [title, path]] of cards.entries()) {
      const link = readMores.nth(index);
      expect(await link.textContent()).toMatch(title);
      expect(await pathOf(link)).toBe(path);
    }
  });

  it("lets a visitor open a learning page by clicking anywhere on its card", async () => {
    const page = await browser.newPage();
    await goto(page, paths.learningCorner);
    const card = page
      .getByRole("main")
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "Daily Digest" }) });
    const box = await card.boundingBox();
    expect(box).not.toBeNull();
    // The middle of the card, away from the Read More words.
    await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height * 0.45);
    await page.waitForURL((url) => url.pathname === paths.learning("daily-digest"));
    await page.getByRole("heading", { level: 1, name: /Daily Digest/ }).waitFor();
  });
});

describe("FAQ accordions", () => {
  it(`the FAQ page has exactly ${limits.faqPageEntries} questions`, async () => {
    const page = await browser.newPage();
    await goto(page, paths.faq);
    const questions = page.getByRole("main").getByRole("heading").getByRole("button");
    await expect(questions.count()).resolves.toBe(limits.faqPageEntries);
    const texts = await questions.allTextContents();
    expect(new Set(texts).size).toBe(limits.faqPageEntries);
    // docs/product.md §1: the helpline is quoted in one of the answers.
    const answers = await page.getByRole("main").locator("[aria-labelledby]").filter({ hasText: HELPLINE }).count();
    expect(answers).toBeGreaterThanOrEqual(1);
  });

  for (const [kind, pagePaths] of [
    ["topic page", TOPIC_SLUGS.map(paths.topic)],
    ["learning page", LEARNING_SLUGS.map(paths.learning)],
  ] as const) {
    it(`every ${kind} has exactly ${limits.faqItemsPerTopicPage} FAQ items`, async () => {
      const page = await browser.newPage();
      for (const path of pagePaths) {
        await goto(page, path);
        const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
        expect(await faq.isVisible(), `FAQ section of ${path}`).toBe(true);
        await expect(faq.getByRole("button").count(), `FAQ items of ${path}`).resolves.toBe(
          limits.faqItemsPerTopicPage,
        );
      }
    });
  }
});

describe("Terms of Service and Privacy Policy", () => {
  async function sectionHeadings(page: Page, known: readonly string[]): Promise<string[]> {
    const all = (await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents()).map((text) =>
      text.trim(),
    );
    return all.filter((text) => known.some((heading) => text.toLowerCase().includes(heading.toLowerCase())));
  }

  it("/terms shows docs/product.md's five numbered sections in order", async () => {
    const expected = [
      "Your Posting of User Content",
      "Usage Restrictions",
      "Intellectual Property",
      "Termination",
      "Changes to Terms",
    ];
    const page = await browser.newPage();
    await goto(page, paths.terms);
    const headings = await sectionHeadings(page, expected);
    expect(headings).toHaveLength(expected.length);
    headings.forEach((heading, index) => expect(heading).toContain(expected[index]));
    // Numbered: the sections are the items of an ordered list.
    const list = page
      .getByRole("main")
      .getByRole("list")
      .filter({ has: page.getByRole("heading", { name: expected[0] }) });
    expect(await list.evaluate((element) => element.tagName)).toBe("OL");
  });

  it("/privacy-policy shows docs/product.md's eight numbered sections in order", async () => {
    const expected = [
      "Information Collection",
      "Data Usage",
      "Cookies & Tracking",
      "Sharing of Information",
      "Data Security",
      "User Rights",
      "Awareness & Education",
      "Changes to This Policy",
    ];
    const page = await browser.newPage();
    await goto(page, paths.privacy);
    const headings = await sectionHeadings(page, expected);
    expect(headings).toHaveLength(expected.length);
    headings.forEach((heading, index) => expect(heading).toContain(expected[index]));
    const list = page
      .getByRole("main")
      .getByRole("list")
      .filter({ has: page.getByRole("heading", { name: expected[0] }) });
    expect(await list.evaluate((element) => element.tagName)).toBe("OL");
  });
});

describe("Government Policies (/government-policies)", () => {
  it("has the five sections, each with an external PDF link opening safely in a new tab", async () => {
    const sections = [
      "GST Registration",
      "FSSAI Licence",
      "ISO Certification",
      "MSME/NSIC Registration",
      "RERA Registration",
    ];
    const page = await browser.newPage();
    await goto(page, paths.governmentPolicies);
    const main = page.getByRole("main");
    const titles = (await main.getByRole("heading", { level: 2 }).allTextContents()).map((text) => text.trim());
    expect(titles.filter((title) => sections.includes(title))).toEqual(sections);
    for (const name of sections) {
      const section = main.getByRole("region", { name, exact: true });
      expect(await section.isVisible(), name).toBe(true);
      const pdf = section.getByRole("link").filter({ hasText: /PDF/i });
      await expect(pdf.count(), `PDF link of ${name}`).resolves.toBe(1);
      const href = (await pdf.getAttribute("href")) ?? "";
      expect(href, `PDF link of ${name}`).toMatch(/^https:\/\/[^/]+\/.+\.pdf$/i);
      expect(new URL(href).host, `PDF link of ${name} is external`).not.toBe(new URL(baseURL()).host);
      expect(await pdf.getAttribute("target"), `target of ${name}'s PDF link`).toBe("_blank");
      expect(await relTokens(pdf), `rel of ${name}'s PDF link`).toEqual(
        expect.arrayContaining(["noopener", "noreferrer"]),
      );
    }
  });

  it("quotes the GST thresholds of 40 lakh and 20 lakh and the three FSSAI licence types", async () => {
    const page = await browser.newPage();
    await goto(page, paths.governmentPolicies);
    const gst = (await page.getByRole("region", { name: "GST Registration", exact: true }).innerText()).replace(
      /\s+/g,
      " ",
    );
    expect(gst).toMatch(/40 lakh/);
    expect(gst).toMatch(/20 lakh/);
    const fssai = (await page.getByRole("region", { name: "FSSAI Licence", exact: true }).innerText()).replace(
      /\s+/g,
      " ",
    );
    for (const type of ["Basic", "State", "Central"]) expect(fssai).toContain(type);
  });
});

describe("Home (/)", () => {
  it(`shows the four figures ${Object.values(stats).join(", ")} with their labels`, async () => {
    const page = await browser.newPage();
    await goto(page, paths.home);
    const figures = page.getByRole("region", { name: "Our work in numbers" });
    await figures.scrollIntoViewIfNeeded();
    const text = (await figures.innerText()).replace(/\s+/g, " ");
    expect(text).toMatch(/Happy Clients 234\b/);
    expect(text).toMatch(/Cases Success 221\b/);
    expect(text).toMatch(/Recovered 220\b/);
    expect(text).toMatch(/Cases Done 198\b/);
  });

  it("has the eight hero shortcuts, each leading to its topic page", async () => {
    const shortcuts: [string, string][] = [
      ["Money", paths.topic("money-scam")],
      ["ATM Scam", paths.topic("atm-scam")],
      ["Fake Calls", paths.topic("fake-calls")],
      ["Phishing", paths.topic("phishing-scam")],
      ["Identity Theft", paths.topic("identity-theft")],
      ["Spam Emails", paths.topic("spam-email")],
      ["Theft", paths.topic("theft")],
      ["Malware", paths.topic("malware")],
    ];
    const page = await browser.newPage();
    await goto(page, paths.home);
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    for (const [label, path] of shortcuts) {
      const link = hero.getByRole("link", { name: label, exact: true });
      expect(await link.isVisible(), `shortcut ${label}`).toBe(true);
      expect(await pathOf(link), `shortcut ${label}`).toBe(path);
    }
    await hero.getByRole("link", { name: "Theft", exact: true }).click();
    await page.waitForURL((url) => url.pathname === paths.topic("theft"));
    await page.getByRole("heading", { name: "Report a Theft" }).waitFor();
  });

  it("shows the four service cards; Digital Fraud leads to its own page (/services/malware) and Other Services to /service", async () => {
    const cards: [string, string][] = [
      ["Money Scam", paths.topic("money-scam")],
      ["Digital Fraud", paths.topic("malware")],
      ["Fake Calls", paths.topic("fake-calls")],
      ["Other Services", paths.services],
    ];
    const page = await browser.newPage();
    await goto(page, paths.home);
    const section = page.getByRole("region", { name: "Our Services", exact: true });
    const titles = (await section.getByRole("heading", { level: 3 }).allTextContents()).map((text) => text.trim());
    expect(titles).toEqual(cards.map(([title]) => title));
    for (const [title, path] of cards) {
      const link = section.getByRole("link", { name: new RegExp(`^Read More\\W+${title}$`) });
      expect(await pathOf(link), `card ${title}`).toBe(path);
    }
  });

  it("has a floating WhatsApp link to the support phone that stays on screen", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    await goto(page, paths.home);
    const link = page.getByRole("link", { name: /Chat with us on WhatsApp/ });
    await expect(link.count()).resolves.toBe(1);
    expect(await link.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.isVisible()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    const box = await link.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewports.phone.height);
  });
});

describe("golden-hour call-out", () => {
  const withCallout = ["money-scam", "atm-scam", "fake-calls", "phishing-scam", "malware"] as const;

  it(`money, ATM, fake-calls, phishing and digital fraud pages say "${GOLDEN_HOUR_HEADING}" with a tap-to-call ${HELPLINE} link`, async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    for (const slug of withCallout) {
      await goto(page, paths.topic(slug));
      const callout = page.getByRole("main").getByRole("complementary", { name: GOLDEN_HOUR_HEADING });
      expect(await callout.getByText(GOLDEN_HOUR_HEADING).isVisible(), `call-out on ${slug}`).toBe(true);
      const call = callout.getByRole("link", { name: new RegExp(`Call ${HELPLINE}`) });
      expect(await call.isVisible(), `call link on ${slug}`).toBe(true);
      expect(await call.getAttribute("href"), `call link on ${slug}`).toBe(`tel:${HELPLINE}`);
    }
  });

  it("is not on the spam e-mail page", async () => {
    const page = await browser.newPage();
    await goto(page, paths.topic("spam-email"));
    expect(await h1Text(page)).toMatch(/Spam/i);
    await expect(page.getByRole("main").getByText(GOLDEN_HOUR_HEADING).count()).resolves.toBe(0);
    // 1930 written in the page's text is still a link; what is absent is the call-out itself.
    await expect(
      page.getByRole("main").getByRole("complementary", { name: GOLDEN_HOUR_HEADING }).count(),
    ).resolves.toBe(0);
  });
});

describe("footer", () => {
  it(`shows © ${COPYRIGHT_YEAR} and links to the privacy policy, terms and FAQ`, async () => {
    const page = await browser.newPage();
    await goto(page, paths.about);
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    expect(await footer.getByText(`© ${COPYRIGHT_YEAR}`).isVisible()).toBe(true);
    for (const [name, path] of [
      [/Privacy Policy/, paths.privacy],
      [/Terms/, paths.terms],
      [/^FAQ$/, paths.faq],
    ] as const) {
      const link = footer.getByRole("link", { name });
      expect(await link.isVisible(), `footer link ${name}`).toBe(true);
      expect(await pathOf(link), `footer link ${name}`).toBe(path);
    }
  });
});

describe("Last reviewed", () => {
  it("every content page says in its HTML when its facts were last checked, and form pages say nothing", async () => {
    for (const path of PUBLIC_PATHS) {
      const { html } = await fetchRaw(path);
      const reviewed = pageReviewDates[path];
      if (reviewed) {
        expect(html, path).toContain(
          `Last reviewed:<!-- --> <time dateTime="${reviewed}">${formatReviewDate(reviewed)}</time>`,
        );
      } else {
        expect(html, path).not.toContain("Last reviewed");
      }
    }
  });

  it("shows the date at the end of a topic page's main content, above the footer", async () => {
    const page = await browser.newPage();
    await goto(page, paths.topic("money-scam"));
    const line = page.getByRole("main").getByText(/^Last reviewed:/);
    expect(await line.innerText()).toBe(
      `Last reviewed: ${formatReviewDate(pageReviewDates[paths.topic("money-scam")]!)}`,
    );
  });
});

describe("money scam page", () => {
  it("lists the eight documents docs/product.md names for a complaint", async () => {
    const page = await browser.newPage();
    await goto(page, paths.topic("money-scam"));
    const section = page.locator("section", { has: page.getByRole("heading", { name: /documents/i }) });
    await expect(section.count()).resolves.toBe(1);
    const items = (await section.getByRole("listitem").allTextContents()).map((text) => text.toLowerCase());
    const expected = [
      /id proof/,
      /bank statement/,
      /proof of communication/,
      /income tax.*3 years/,
      /complaint letter/,
      /fir copy/,
      /family info/,
      /upi.*transaction id/,
    ];
    for (const pattern of expected) {
      expect(
        items.some((item) => pattern.test(item)),
        `a document matching ${pattern}`,
      ).toBe(true);
    }
  });
});

describe("unknown paths", () => {
  for (const path of ["/no-such-page", "/services/no-such-scam", "/learning/no-such-guide"]) {
    it(`${path} answers HTTP 404 with the Page Not Found page in the HTML`, async () => {
      const { status, contentType, html } = await fetchRaw(path);
      expect(status).toBe(404);
      expect(contentType).toMatch(/^text\/html/);
      const text = bodyTextOf(html);
      expect(text).toContain(NOT_FOUND_HEADING);
      expect(text).toContain(NOT_FOUND_TEXT);
    });

    it(`${path} reads "Page Not Found" in the browser once the page has loaded`, async () => {
      const page = await browser.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await page.waitForLoadState("networkidle");
      expect(await h1Text(page)).toBe(NOT_FOUND_HEADING);
      expect(await page.getByText(NOT_FOUND_TEXT).isVisible()).toBe(true);
      expect(page.url()).toBe(new URL(path, baseURL()).href);
    });
  }
});

describe("admin and sign-in pages", () => {
  it("/admin, /login and /signup answer 200", async () => {
    for (const path of APP_ONLY_PATHS) {
      const { status, contentType } = await fetchRaw(path);
      expect(status, path).toBe(200);
      expect(contentType, path).toMatch(/^text\/html/);
    }
  });

  it("/login shows the Admin Login form", async () => {
    const page = await browser.newPage();
    await goto(page, paths.login);
    const heading = page.getByRole("heading", { level: 1, name: "Admin Login" });
    await heading.waitFor();
    expect(await page.getByLabel("Email").isVisible()).toBe(true);
    expect(await page.getByLabel("Password").isVisible()).toBe(true);
  });

  it("/signup shows name, e-mail and password fields", async () => {
    const page = await browser.newPage();
    await goto(page, paths.signup);
    await page.getByRole("heading", { level: 1, name: "Signup" }).waitFor();
    for (const label of ["Name", "Email", "Password"]) {
      expect(await page.getByLabel(label, { exact: true }).isVisible(), label).toBe(true);
    }
    expect(await page.getByLabel("Email", { exact: true }).getAttribute("type")).toBe("email");
    expect(await page.getByLabel("Password", { exact: true }).getAttribute("type")).toBe("password");
  });

  it("/admin without a session says Please login first. and then shows Admin Login", async () => {
    const page = await browser.newPage();
    await goto(page, paths.admin);
    await page.getByText("Please login first.").waitFor();
    await page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor();
    expect(new URL(page.url()).pathname).toBe(paths.login);
  });
});

describe("crawler files", () => {
  it("/robots.txt is a real text file that points to the sitemap and keeps crawlers out of the admin", async () => {
    const { status, contentType, html: text } = await fetchRaw("/robots.txt");
    expect(status).toBe(200);
    expect(contentType).toMatch(/^text\/plain/);
    expect(text).not.toMatch(/<html/i);
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin\b/m);
    expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  it("/sitemap.xml lists every public page in every language and not /admin, /login or /signup", async () => {
    const { status, contentType, html: xml } = await fetchRaw("/sitemap.xml");
    expect(status).toBe(200);
    expect(contentType).toMatch(/xml/);
    expect(xml).toMatch(/<urlset\b/);
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(decodeEntities(match[1] ?? "")).pathname,
    );
    expect([...listed].sort()).toEqual([...ALL_PUBLIC_PATHS].sort());
    for (const path of APP_ONLY_PATHS) expect(listed).not.toContain(path);
  });
});
