import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { useBrowser } from "./support/browser";
import { openPage } from "./support/form-page";
import { OFFICIAL_HOSTS, OFFICIAL_NUMBERS } from "~/app/lib/official-links";
import { PUBLIC_PATHS } from "~/shared/pages";
import { paths } from "~/shared/routes";

// How the pages are laid out and linked: breadcrumbs that say where a page is, a topic page that
// puts the first hour first on a phone, readable Government Policies, and helpline numbers and
// official addresses a victim can tap.

const browser = useBrowser();

const PHONE = { width: 360, height: 640 };
const SMALL_PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 860 };

const FIRST_HOUR = "What to do in the first hour";
const CONTENTS = "On this page";
const CALL_TO_ACTION = "Need help with this?";

/** Text as a person reads it: white space collapsed. */
async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? "").replace(/\s+/g, " ").trim();
}

describe("breadcrumbs", () => {
  it.each([
    [paths.topic("money-scam"), "Money Scam"],
    [paths.topic("malware"), "Digital Fraud"],
    [paths.learning("manual"), "Citizen Manual"],
    [paths.services, "Our Services"],
    [paths.about, "About Us"],
    [paths.contact, "Contact Us"],
  ])(
    "%s: the breadcrumb reads Home / %s, Home a link to /, the page itself marked current and not a link",
    async (path, name) => {
      const page = await browser.newPage();
      await page.goto(path);
      const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });

      const crumbs = (await breadcrumb.getByRole("listitem").allTextContents()).map((text) => text.trim());
      expect(crumbs).toEqual(["Home", name]);
      const links = breadcrumb.getByRole("link");
      expect(await links.count()).toBe(1);
      expect(await textOf(links)).toBe("Home");
      expect(await links.getAttribute("href")).toBe(paths.home);
      const current = breadcrumb.locator('[aria-current="page"]');
      expect(await current.count()).toBe(1);
      expect(await textOf(current)).toBe(name);
    },
  );
});

describe("home page", () => {
  it("the Digital Fraud card's link goes to /services/malware, the page titled Digital Fraud", async () => {
    const page = await browser.newPage();
    await openPage(page, paths.home);
    const card = page
      .getByRole("region", { name: "Our Services", exact: true })
      .getByRole("link", { name: /^Read More\W+Digital Fraud$/ });

    expect(await card.getAttribute("href")).toBe(paths.topic("malware"));
    await card.click();
    await page.waitForURL(`**${paths.topic("malware")}`);
    expect(await textOf(page.getByRole("heading", { level: 1 }))).toMatch(/^Digital Fraud/);
  });
});

describe(`topic page on a ${PHONE.width}×${PHONE.height} phone`, () => {
  const path = paths.topic("money-scam");

  /** The names of the headed parts of the page's main content, in order: what comes after what. */
  function partsInOrder(page: Page): Promise<{ name: string; inBanner: boolean }[]> {
    return page.getByRole("main").evaluate((main) => {
      const banner = main.querySelector("h1")?.closest("section");
      return [...main.querySelectorAll("h2")].map((heading) => ({
        name: (heading.textContent ?? "").replace(/\s+/g, " ").trim(),
        inBanner: Boolean(banner?.contains(heading)),
      }));
    });
  }

  it(`the first part after the banner is "${FIRST_HOUR}", on screen right below it`, async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await openPage(page, path);

    const parts = await partsInOrder(page);
    const afterBanner = parts.filter((part) => !part.inBanner);
    expect(afterBanner[0]?.name).toBe(FIRST_HOUR);
    // The banner (with its form) ends, and the first hour starts, before anything else.
    const firstHour = page.getByRole("region", { name: FIRST_HOUR });
    const banner = page.getByRole("heading", { level: 1 }).locator("xpath=ancestor::section[1]");
    const [bannerBox, firstHourBox] = [await banner.boundingBox(), await firstHour.boundingBox()];
    expect(firstHourBox!.y).toBeGreaterThanOrEqual(bannerBox!.y + bannerBox!.height - 1);
    expect(firstHourBox!.y - (bannerBox!.y + bannerBox!.height)).toBeLessThan(80);
    expect(await firstHour.getByRole("listitem").count()).toBeGreaterThan(2);
  });

  it(`shows the "${CONTENTS}" list, whose every link reaches its section of the page`, async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await openPage(page, path);
    const contents = page.getByRole("navigation", { name: CONTENTS });
    expect(await contents.isVisible()).toBe(true);

    const names = (await contents.getByRole("link").allTextContents()).map((text) => text.trim());
    expect(names).toEqual(
      expect.arrayContaining([
        "Warning signs",
        "When to complain",
        "Where to complain",
        "Documents required",
        "Frequently Asked Questions",
        CALL_TO_ACTION,
      ]),
    );
    for (const name of names) {
      const link = contents.getByRole("link", { name, exact: true });
      const target = page.getByRole("region", { name, exact: true });
      expect(await link.getAttribute("href"), `link ${name}`).toBe(`#${await target.getAttribute("id")}`);

      await link.click();

      await page.waitForURL(`**#${await target.getAttribute("id")}`);
      // The section's top is on screen, in the top half (the last ones cannot scroll further than the page's end).
      const top = await target.evaluate((node) => node.getBoundingClientRect().top);
      expect(top, `${name}: top of the section after the jump`).toBeGreaterThanOrEqual(0);
      expect(top, `${name}: top of the section after the jump`).toBeLessThan(PHONE.height / 2);
      await page.evaluate(() => window.scrollTo(0, 0));
    }
  });

  it(`ends with "${CALL_TO_ACTION}": a Request Help button that opens the dialog and a tap-to-call 1930 link`, async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await openPage(page, path);

    const parts = await partsInOrder(page);
    expect(parts.at(-1)?.name).toBe(CALL_TO_ACTION);
    const cta = page.getByRole("region", { name: CALL_TO_ACTION });
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    expect((await cta.boundingBox())!.y).toBeGreaterThan((await faq.boundingBox())!.y);
    expect(await cta.getByRole("link", { name: "Call 1930" }).getAttribute("href")).toBe("tel:1930");

    await cta.getByRole("link", { name: "Request Help" }).click();
    await page.getByRole("dialog", { name: "Request Help - Query Form" }).waitFor();
  });

  it(`at ${DESKTOP.width} px the contents list is not shown (the cards sit side by side)`, async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(path);
    expect(await page.getByRole("navigation", { name: CONTENTS }).isVisible()).toBe(false);
    expect(await page.getByRole("region", { name: FIRST_HOUR }).isVisible()).toBe(true);
  });
});

describe("Government Policies", () => {
  /** The characters of each rendered line of each paragraph in main, measured with a Range per character. */
  function lineLengths(page: Page): Promise<{ text: string; longest: number }[]> {
    return page.getByRole("main").evaluate((main) =>
      [...main.querySelectorAll("p")].map((paragraph) => {
        const lines = new Map<number, number>();
        const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? "";
          if (node.parentElement?.closest(".visually-hidden")) continue;
          for (let index = 0; index < text.length; index++) {
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            const rect = range.getClientRects()[0];
            if (!rect) continue;
            const line = Math.round(rect.top + rect.height / 2);
            const key = [...lines.keys()].find((top) => Math.abs(top - line) < 4) ?? line;
            lines.set(key, (lines.get(key) ?? 0) + 1);
          }
        }
        return { text: (paragraph.textContent ?? "").slice(0, 60), longest: Math.max(0, ...lines.values()) };
      }),
    );
  }

  it(`at ${DESKTOP.width} px no line of text is longer than about 75 characters`, async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(paths.governmentPolicies);

    const paragraphs = await lineLengths(page);

    expect(paragraphs.length).toBeGreaterThan(15);
    expect(paragraphs.filter((paragraph) => paragraph.longest > 76)).toEqual([]);
    // The limit is what makes the lines short, not a narrow screen: the long paragraphs fill it.
    expect(Math.max(...paragraphs.map((paragraph) => paragraph.longest))).toBeGreaterThan(55);
  });

  it(`at ${SMALL_PHONE.width} px each PDF button's label is on one line and the button fits the screen`, async () => {
    const page = await browser.newPage({ viewport: SMALL_PHONE });
    await page.goto(paths.governmentPolicies);
    const buttons = page.getByRole("main").getByRole("link", { name: /PDF/ });
    expect(await buttons.count()).toBe(5);

    for (const button of await buttons.all()) {
      const name = await textOf(button);
      const { lines, left, right } = await button.evaluate((node) => {
        // The visible label: the button's own text, not the icon or the words only screen readers hear.
        const label = [...node.childNodes].filter(
          (child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim(),
        );
        const tops = new Set<number>();
        const range = document.createRange();
        for (const child of label) {
          range.selectNodeContents(child);
          for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
        }
        const box = node.getBoundingClientRect();
        return { lines: tops.size, left: box.left, right: box.right };
      });
      expect(lines, `lines of ${name}`).toBe(1);
      expect(left, `left edge of ${name}`).toBeGreaterThanOrEqual(0);
      expect(right, `right edge of ${name}`).toBeLessThanOrEqual(SMALL_PHONE.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SMALL_PHONE.width);
  });
});

describe("helpline numbers and official addresses are links", () => {
  /** Text outside links that names an allow-listed number or host: what a visitor would have to copy by hand. */
  function unlinkedMentions(page: Page, numbers: readonly string[], hosts: readonly string[]): Promise<string[]> {
    return page.evaluate(
      ({ numbers, hosts }) => {
        const number = new RegExp(`(?<![\\w₹.,/:-])(?:${numbers.join("|")})(?![\\w/:%-]|[.,]\\d)`);
        const host = new RegExp(hosts.map((name) => name.replaceAll(".", "\\.")).join("|"));
        const found: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          // Headings are never linked; scripts carry data, not text.
          if (node.parentElement?.closest("a, h1, h2, h3, h4, h5, h6, script, style, template")) continue;
          const text = node.textContent ?? "";
          if (number.test(text) || host.test(text)) found.push(text.trim());
        }
        return found;
      },
      { numbers, hosts },
    );
  }

  it("/services/money-scam: 1930 calls tel:1930 and the official sites open in a new tab, marked so", async () => {
    const page = await browser.newPage();
    await page.goto(paths.topic("money-scam"));
    const where = page.getByRole("region", { name: "Where to complain" });

    expect(await where.getByRole("link", { name: "1930", exact: true }).first().getAttribute("href")).toBe("tel:1930");
    for (const [host, href] of [
      ["cybercrime.gov.in", "https://cybercrime.gov.in"],
      ["cms.rbi.org.in", "https://cms.rbi.org.in"],
      ["sancharsaathi.gov.in", "https://sancharsaathi.gov.in"],
    ]) {
      const link = where.getByRole("link", { name: `${host} (opens in a new tab)`, exact: true });
      expect(await link.getAttribute("href"), host).toBe(href);
      expect(await link.getAttribute("target"), host).toBe("_blank");
      expect((await link.getAttribute("rel"))?.split(" ").sort(), host).toEqual(["noopener", "noreferrer"]);
    }
    const firstHour = page.getByRole("region", { name: FIRST_HOUR });
    expect(await firstHour.getByRole("link", { name: "1930", exact: true }).first().getAttribute("href")).toBe(
      "tel:1930",
    );
    // Never a link in a link, never a link in a heading.
    expect(await page.locator("a a, :is(h1, h2, h3, h4, h5, h6) a").count()).toBe(0);
  });

  it("the footer's helpline note links 1930 and cybercrime.gov.in", async () => {
    const page = await browser.newPage();
    await page.goto(paths.home);
    const footer = page.getByRole("contentinfo");

    expect(await footer.getByRole("link", { name: "1930", exact: true }).getAttribute("href")).toBe("tel:1930");
    const portal = footer.getByRole("link", { name: "cybercrime.gov.in (opens in a new tab)", exact: true });
    expect(await portal.getAttribute("href")).toBe("https://cybercrime.gov.in");
    expect(await portal.getAttribute("target")).toBe("_blank");
  });

  // One test a page, so that none walks the whole site.
  for (const path of PUBLIC_PATHS) {
    it(`${path} names no allow-listed helpline number or official address as plain text`, async () => {
      const page = await browser.sharedPage();
      await page.goto(path);
      expect(await unlinkedMentions(page, OFFICIAL_NUMBERS, OFFICIAL_HOSTS)).toEqual([]);
    });
  }
});
