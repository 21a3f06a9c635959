import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { useBrowser, viewports } from "./support/browser";
import { SETTLE, afterQueuedTasks, waitForHydration as waitForLivePage } from "./support/form-page";
import { layout, timings } from "~/shared/constants";
import { paths } from "~/shared/routes";

// The shared behaviour of the public site: header menus on either side of the full row's breakpoint
// (docs/decisions/0081), outbound links, accordions, scroll on navigation and the learning banner.

const browser = useBrowser();

const menus = [
  {
    label: "Services",
    items: [
      "Our Services",
      "Money Scam",
      "ATM Scam",
      "Fake Calls",
      "Phishing Scam",
      "Identity Theft",
      "Spam Emails",
      "Data Theft",
      "Digital Fraud",
      "Theft",
    ],
  },
  {
    label: "Government Policies",
    items: ["GST Registration", "FSSAI Licence", "ISO Certification", "MSME/NSIC Registration", "RERA Registration"],
  },
  {
    label: "Learning Corner",
    items: ["Learning Corner", "Citizen Manual", "Cyber Safety Tips", "Cyber Awareness", "Daily Digest"],
  },
] as const;

// ---------------------------------------------------------------------------------------------
// Helpers

/**
 * Waits until React has hydrated the header, so that hover, click and key handlers are live.
 * (Hydration attaches React's props to each DOM element it takes over.)
 */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const button = document.querySelector("header button");
    return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps"));
  });
}

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
  await waitForHydration(page);
}

function mainNav(page: Page): Locator {
  return page.getByRole("banner").getByRole("navigation", { name: "Main" });
}

/** A header dropdown: its arrow button, the menu item holding it, and its submenu links. */
function dropdown(page: Page, label: string) {
  const toggle = page.getByRole("button", { name: `Show ${label} menu`, exact: true });
  const item = page.getByRole("banner").getByRole("listitem").filter({ has: toggle });
  return {
    toggle,
    item,
    link: (name: string) => item.getByRole("list").getByRole("link", { name, exact: true }),
    links: item.getByRole("list").getByRole("link"),
  };
}

async function expanded(locator: Locator): Promise<string | null> {
  return locator.getAttribute("aria-expanded");
}

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

async function activeElementText(page: Page): Promise<string> {
  return page.evaluate(() => (document.activeElement?.textContent ?? "").replace(/\s+/g, " ").trim());
}

/** The hamburger button: the button that controls the main navigation. */
async function hamburger(page: Page): Promise<Locator> {
  const navId = await page
    .getByRole("banner")
    .getByRole("navigation", { name: "Main", includeHidden: true })
    .getAttribute("id");
  expect(navId, "the main navigation has an id for its toggle to control").toBeTruthy();
  return page.locator(`button[aria-controls="${navId}"]`);
}

interface MenuTiming {
  leftAt?: number;
  closedAt?: number;
}

/** A point in the page well away from the header and its menus. */
const AWAY = { x: 640, y: 760 };

/** Far longer than the menus' close delay: a menu still open by then waits wrongly. */
const MENU_CLOSES_AT_THE_LATEST_MS = 3_000;

/** The laptops' widths, from the full row's breakpoint up: the whole menu is in the row (docs/decisions/0081). */
const FULL_ROW_WIDTHS = [layout.fullNavBreakpointPx, 1280, 1366];

/** The menu's items in the row, Home apart: there the brand's logo is the Home item. */
const ROW_ITEMS = ["About Us", "Services", "Government Policies", "Learning Corner", "Contact Us", "Post Queries"];

// ---------------------------------------------------------------------------------------------

describe(`header menus at ${viewports.desktop.width} px`, () => {
  for (const menu of menus) {
    it(`hovering ${menu.label} opens its menu; leaving keeps it open briefly and closes it after about ${timings.dropdownCloseDelayMs} ms`, async () => {
      const page = await browser.newPage({ viewport: viewports.desktop });
      await open(page, paths.about);
      const { toggle, item, link, links } = dropdown(page, menu.label);

      expect(await expanded(toggle)).toBe("false");
      expect(await link(menu.items[1]).isVisible()).toBe(false);

      await item.hover();
      await expect.poll(() => expanded(toggle)).toBe("true");
      for (const name of menu.items) expect(await link(name).isVisible(), `${name} shown on hover`).toBe(true);
      await expect(links.count()).resolves.toBe(menu.items.length);

      // Time, inside the page, from the pointer leaving to the menu closing.
      await item.evaluate((element) => {
        const record: MenuTiming = {};
        (window as unknown as { menuTiming: MenuTiming }).menuTiming = record;
        element.addEventListener("mouseleave", () => (record.leftAt ??= performance.now()));
        const button = element.querySelector("button[aria-expanded]")!;
        new MutationObserver(() => {
          if (button.getAttribute("aria-expanded") === "false") record.closedAt ??= performance.now();
        }).observe(button, { attributes: true, attributeFilter: ["aria-expanded"] });
      });
      // Whether it stayed open briefly is read from the times the page recorded, not by looking
      // at it once after the move: on a busy machine that look can come after the delay.
      await page.mouse.move(AWAY.x, AWAY.y);
      await expect.poll(() => expanded(toggle), SETTLE).toBe("false");
      expect(await link(menu.items[1]).isVisible()).toBe(false);
      const { leftAt, closedAt } = await page.evaluate(() => ({
        ...(window as unknown as { menuTiming: MenuTiming }).menuTiming,
      }));
      expect(leftAt, "the pointer left the menu").toBeTypeOf("number");
      expect(closedAt, "the menu closed").toBeTypeOf("number");
      const delay = closedAt! - leftAt!;
      expect(delay, "ms from leaving to closing").toBeGreaterThanOrEqual(timings.dropdownCloseDelayMs - 50);
      // A page starved of CPU fires its timer late, never early: the upper bound only catches a
      // menu that waits far longer than it should.
      expect(delay, "ms from leaving to closing").toBeLessThanOrEqual(MENU_CLOSES_AT_THE_LATEST_MS);
    });
  }

  it("moving the pointer from one menu to the next shows the one under the pointer, and it stays open", async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    // The page's timers run on a clock the test can move on, so the close delay is passed at once.
    await page.clock.install();
    await open(page, paths.about);
    const services = dropdown(page, "Services");
    const policies = dropdown(page, "Government Policies");
    await services.item.hover();
    await expect.poll(() => expanded(services.toggle)).toBe("true");
    await policies.item.hover();
    await expect.poll(() => expanded(policies.toggle)).toBe("true");
    expect(await expanded(services.toggle)).toBe("false");
    expect(await services.link("Money Scam").isVisible()).toBe(false);
    // The pointer rests on Government Policies: its menu must not close when Services' close
    // delay runs out. The clock passes that delay, firing the timer Services started as the
    // pointer left it, and the page then renders what the timer did.
    await page.clock.runFor(timings.dropdownCloseDelayMs * 3);
    await afterQueuedTasks(page);
    expect(await expanded(policies.toggle), "Government Policies still open while the pointer is on it").toBe("true");
    expect(await policies.link("GST Registration").isVisible()).toBe(true);
  });

  const menuLinks = [
    { menu: "Services", link: "Phishing Scam", path: paths.topic("phishing-scam"), hash: "", heading: /Phishing/ },
    {
      menu: "Learning Corner",
      link: "Daily Digest",
      path: paths.learning("daily-digest"),
      hash: "",
      heading: /Daily Digest/,
    },
    {
      menu: "Government Policies",
      link: "RERA Registration",
      path: paths.governmentPolicies,
      hash: "#rera-registration",
      heading: /Government Policies/,
    },
  ];
  for (const step of menuLinks) {
    it(`clicking ${step.link} in ${step.menu} goes to its page and closes the menu`, async () => {
      const page = await browser.newPage({ viewport: viewports.desktop });
      await open(page, paths.about);
      const menu = dropdown(page, step.menu);
      await menu.item.hover();
      await menu.link(step.link).click();
      await page.waitForURL((url) => url.pathname === step.path && url.hash === step.hash);
      await page.getByRole("heading", { level: 1, name: step.heading }).waitFor();
      await expect
        .poll(() => expanded(menu.toggle), { ...SETTLE, message: `${step.menu} closes after navigating` })
        .toBe("false");
      if (step.hash) {
        // The policy section the link named is brought into view.
        const section = page.getByRole("region", { name: step.link });
        await expect
          .poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top)), SETTLE)
          .toBeLessThan(viewports.desktop.height / 2);
      }
    });
  }

  it("Escape closes a menu opened from the keyboard and puts focus back on its arrow", async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await open(page, paths.about);
    const { toggle, link } = dropdown(page, "Government Policies");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => expanded(toggle)).toBe("true");
    await page.keyboard.press("Tab");
    expect(await isFocused(link("GST Registration"))).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => expanded(toggle)).toBe("false");
    expect(await link("GST Registration").isVisible()).toBe(false);
    expect(await isFocused(toggle), "focus returns to the arrow").toBe(true);
  });

  it("Escape closes a menu opened by hovering, without moving the pointer", async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await open(page, paths.about);
    const { toggle, item, link } = dropdown(page, "Services");
    await item.hover();
    await expect.poll(() => expanded(toggle)).toBe("true");
    await page.keyboard.press("Escape");
    await expect.poll(() => expanded(toggle), SETTLE).toBe("false");
    expect(await link("Money Scam").isVisible()).toBe(false);
  });

  it("keyboard: Tab reaches the arrow, Enter opens the menu, Tab walks its links, and leaving the menu closes it", async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await open(page, paths.about);
    const services = menus[0];
    const { toggle } = dropdown(page, services.label);

    let presses = 0;
    while (!(await isFocused(toggle)) && presses < 25) {
      await page.keyboard.press("Tab");
      presses += 1;
    }
    expect(await isFocused(toggle), "Tab reaches the Services arrow").toBe(true);
    expect(await expanded(toggle)).toBe("false");

    await page.keyboard.press("Enter");
    await expect.poll(() => expanded(toggle)).toBe("true");

    for (const name of services.items) {
      await page.keyboard.press("Tab");
      expect(await activeElementText(page), "focused menu link").toBe(name);
    }
    // The next Tab leaves the menu for the next header item; the menu closes behind it.
    await page.keyboard.press("Tab");
    expect(await activeElementText(page)).toBe("Government Policies");
    await expect.poll(() => expanded(toggle)).toBe("false");

    // Back to the arrow (the closed menu's links are out of the tab order); Enter on a link follows it.
    await page.keyboard.press("Shift+Tab");
    expect(await isFocused(toggle)).toBe(true);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await activeElementText(page)).toBe("Money Scam");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === paths.topic("money-scam"));
    await page.getByRole("heading", { level: 1, name: /Money Scam/ }).waitFor();
  });
});

for (const width of FULL_ROW_WIDTHS)
  describe(`the header's row at ${width} px`, () => {
    const viewport = { width, height: 860 };

    it("holds the whole menu without opening anything: the brand's logo leads home as the Home item, the other six items are shown, and there is no Menu button", async () => {
      const page = await browser.newPage({ viewport });
      await open(page, paths.home);
      expect(await (await hamburger(page)).isVisible(), "Menu button").toBe(false);
      const banner = page.getByRole("banner");
      // Named as the brand's home ("<brand> home"; the brand is configured), marked as the page it is on.
      const brand = banner.getByRole("link", { name: / home$/ });
      expect(await brand.isVisible(), "the brand's link").toBe(true);
      expect(await brand.getAttribute("href")).toBe(paths.home);
      expect(await brand.getAttribute("aria-current")).toBe("page");
      expect(await brand.locator("img").isVisible(), "the logo").toBe(true);
      expect(await mainNav(page).getByRole("link", { name: "Home", exact: true }).isVisible(), "a Home word").toBe(
        false,
      );
      const brandBox = (await brand.boundingBox())!;
      for (const name of ROW_ITEMS) {
        const link = mainNav(page).getByRole("link", { name, exact: true });
        expect(await link.isVisible(), name).toBe(true);
        const box = (await link.boundingBox())!;
        expect(
          Math.abs(box.y + box.height / 2 - (brandBox.y + brandBox.height / 2)),
          `${name} in the brand's row`,
        ).toBeLessThan(4);
      }
    });

    it("opens each dropdown on hover, and closes it after the pointer leaves", async () => {
      const page = await browser.newPage({ viewport });
      await open(page, paths.about);
      for (const menu of menus) {
        const { toggle, item, link } = dropdown(page, menu.label);
        await item.hover();
        await expect.poll(() => expanded(toggle), { ...SETTLE, message: `${menu.label} open on hover` }).toBe("true");
        expect(await link(menu.items[1]).isVisible(), `${menu.items[1]} shown`).toBe(true);
        await page.mouse.move(AWAY.x, AWAY.y);
        await expect.poll(() => expanded(toggle), { ...SETTLE, message: `${menu.label} closed` }).toBe("false");
        expect(await link(menu.items[1]).isVisible(), `${menu.items[1]} hidden`).toBe(false);
      }
    });
  });

// Below the full-row breakpoint (docs/decisions/0081): phones, tablets and the narrowest laptops.
for (const viewport of [viewports.phone, viewports.tablet])
  describe(`header menu at ${viewport.width} px`, () => {
    it("the hamburger button is named Menu for screen readers", async () => {
      const page = await browser.newPage({ viewport });
      await open(page, paths.about);
      const button = page.getByRole("banner").getByRole("button", { name: "Menu", exact: true });
      await expect(button.count()).resolves.toBe(1);
      expect(await button.isVisible()).toBe(true);
      expect(await button.getAttribute("aria-expanded")).toBe("false");
    });

    it("hides the menu behind a hamburger; tapping it shows the links; hovering does nothing; the arrow opens a submenu; navigating closes the menu", async () => {
      const page = await browser.newPage({ viewport });
      await open(page, paths.about);
      const toggle = await hamburger(page);
      expect(await toggle.isVisible(), "hamburger button").toBe(true);
      expect(await expanded(toggle)).toBe("false");
      expect(await page.getByRole("banner").getByRole("link", { name: "Post Queries" }).isVisible()).toBe(false);

      await toggle.click();
      expect(await expanded(toggle)).toBe("true");
      for (const name of [
        "Home",
        "About Us",
        "Services",
        "Government Policies",
        "Learning Corner",
        "Contact Us",
        "Post Queries",
      ]) {
        expect(await mainNav(page).getByRole("link", { name, exact: true }).isVisible(), name).toBe(true);
      }

      // Below the full-row breakpoint, hover opens nothing: once the page has rendered what the
      // hover did, the menu is still closed.
      expect(viewport.width).toBeLessThan(layout.fullNavBreakpointPx);
      const services = dropdown(page, "Services");
      await mainNav(page).getByRole("link", { name: "Services", exact: true }).hover();
      await afterQueuedTasks(page);
      expect(await expanded(services.toggle)).toBe("false");
      expect(await services.link("Money Scam").isVisible()).toBe(false);

      // The arrow opens the submenu (it would close one the hover had opened).
      await services.toggle.click();
      expect(await expanded(services.toggle)).toBe("true");
      for (const name of menus[0].items) expect(await services.link(name).isVisible(), name).toBe(true);

      // The arrow closes it again.
      await services.toggle.click();
      expect(await expanded(services.toggle)).toBe("false");
      await services.toggle.click();

      await services.link("Fake Calls").click();
      await page.waitForURL((url) => url.pathname === paths.topic("fake-calls"));
      await page.getByRole("heading", { level: 1, name: /Fake Calls/ }).waitFor();
      await expect.poll(() => expanded(toggle)).toBe("false");
      expect(await page.getByRole("banner").getByRole("link", { name: "Post Queries" }).isVisible()).toBe(false);

      // Tapping the hamburger twice opens and closes the menu.
      await toggle.click();
      expect(await expanded(toggle)).toBe("true");
      await toggle.click();
      expect(await expanded(toggle)).toBe("false");
      expect(await page.getByRole("banner").getByRole("link", { name: "Post Queries" }).isVisible()).toBe(false);
    });

    it("Escape closes the open Menu (a submenu first) and puts focus back on the Menu button", async () => {
      const page = await browser.newPage({ viewport });
      await open(page, paths.about);
      const toggle = await hamburger(page);
      await toggle.click();
      const services = dropdown(page, "Services");
      await services.toggle.click();
      expect(await services.link("Money Scam").isVisible()).toBe(true);

      await page.keyboard.press("Escape");
      expect(await services.link("Money Scam").isVisible(), "submenu after the first Escape").toBe(false);
      expect(await expanded(toggle), "Menu after the first Escape").toBe("true");

      await page.keyboard.press("Escape");
      await expect.poll(() => expanded(toggle)).toBe("false");
      expect(await mainNav(page).getByRole("link", { name: "Post Queries" }).isVisible()).toBe(false);
      expect(await isFocused(toggle), "focus on the Menu button").toBe(true);
    });

    it("a tap on the page outside the header closes the open Menu", async () => {
      const page = await browser.newPage({ viewport });
      await open(page, paths.about);
      const toggle = await hamburger(page);
      await toggle.click();
      expect(await mainNav(page).getByRole("link", { name: "Post Queries" }).isVisible()).toBe(true);

      await page.getByRole("contentinfo").click({ position: { x: 5, y: 5 } });
      await expect.poll(() => expanded(toggle)).toBe("false");
      expect(await mainNav(page).getByRole("link", { name: "Post Queries" }).isVisible()).toBe(false);
    });
  });

describe("outbound header links", () => {
  it("Facebook, Instagram and WhatsApp open in a new tab with rel noopener noreferrer; WhatsApp goes to wa.me/<digits>", async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await open(page, paths.home);
    const header = page.getByRole("banner");
    for (const name of ["Facebook", "Instagram", "WhatsApp"]) {
      const link = header.getByRole("link", { name: new RegExp(`^${name}\\b`) });
      await expect(link.count(), name).resolves.toBe(1);
      expect(await link.isVisible(), name).toBe(true);
      expect(await link.getAttribute("target"), `target of ${name}`).toBe("_blank");
      const rel = ((await link.getAttribute("rel")) ?? "").split(/\s+/).filter(Boolean).sort();
      expect(rel, `rel of ${name}`).toEqual(["noopener", "noreferrer"]);
      expect(await link.getAttribute("href"), `href of ${name}`).toMatch(/^https:\/\//);
    }
    expect(await header.getByRole("link", { name: /^WhatsApp\b/ }).getAttribute("href")).toMatch(
      /^https:\/\/wa\.me\/\d+$/,
    );
  });
});

describe("FAQ accordions", () => {
  const pages: [string, (page: Page) => Locator][] = [
    [paths.faq, (page) => page.getByRole("main").getByRole("heading").getByRole("button")],
    [
      paths.topic("atm-scam"),
      (page) => page.getByRole("region", { name: "Frequently Asked Questions" }).getByRole("button"),
    ],
    [
      paths.learning("cyber-safety-tips"),
      (page) => page.getByRole("region", { name: "Frequently Asked Questions" }).getByRole("button"),
    ],
  ];

  for (const [path, questionsOf] of pages) {
    it(`on ${path}: opening a question closes any other, clicking the open one closes it, never more than one open`, async () => {
      const page = await browser.newPage({ viewport: viewports.desktop });
      await open(page, path);
      const questions = questionsOf(page);
      const count = await questions.count();
      expect(count).toBeGreaterThanOrEqual(3);
      // For each question: is it marked expanded, and can a person see its answer?
      const states = () =>
        questions.evaluateAll((buttons) =>
          buttons.map((button) => {
            const answer = document.getElementById(button.getAttribute("aria-controls") ?? "");
            const seen = answer !== null && answer.checkVisibility() && (answer.textContent ?? "").trim().length > 0;
            return `${button.getAttribute("aria-expanded")}/${seen ? "shown" : "hidden"}`;
          }),
        );
      const closed = Array<string>(count).fill("false/hidden");
      expect(await states(), "all closed at first").toEqual(closed);

      // Open each in turn, first to last and back again.
      const order = [...Array(count).keys(), ...[...Array(count).keys()].reverse().slice(1)];
      for (const index of order) {
        await questions.nth(index).click();
        const expected = [...closed];
        expected[index] = "true/shown";
        expect(await states(), `only question ${index + 1} open`).toEqual(expected);
      }
      // The open answer is the region named after its question.
      const last = order[order.length - 1]!;
      const question = ((await questions.nth(last).textContent()) ?? "").trim();
      expect(await page.getByRole("region", { name: question, exact: true }).isVisible()).toBe(true);

      // Clicking the open question closes it, leaving none open.
      await questions.nth(last).click();
      expect(await states(), "none open").toEqual(closed);
      expect(await page.getByRole("region", { name: question, exact: true }).isVisible()).toBe(false);

      // And it opens again on the next click.
      await questions.nth(last).click();
      expect((await states()).filter((state) => state === "true/shown")).toHaveLength(1);
    });
  }
});

describe("scroll on navigation", () => {
  it("a new page starts at the top after clicking a footer link far down a long page", async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await open(page, paths.terms);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true }).click();
    await page.waitForURL((url) => url.pathname === paths.faq);
    await page.getByRole("heading", { level: 1, name: /Frequently Asked Questions|FAQ/ }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // It stays at the top, not only for a moment: still there once the page has loaded, every
    // island is live and their effects have run, which is all that could move it later.
    await page.waitForLoadState("load");
    await waitForLivePage(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it("a new page starts at the top at phone width too", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    await open(page, paths.privacy);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole("contentinfo").getByRole("link", { name: /Terms/ }).click();
    await page.waitForURL((url) => url.pathname === paths.terms);
    await page.getByRole("heading", { level: 1, name: /Terms of Service/ }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe("learning page banner", () => {
  for (const viewport of [viewports.phone, viewports.desktop]) {
    it(`is 45% of the viewport height at ${viewport.width} px`, async () => {
      expect(layout.learningBannerHeight).toBe("45vh");
      const page = await browser.newPage({ viewport });
      for (const path of [paths.learning("manual"), paths.learning("daily-digest")]) {
        await open(page, path);
        const banner = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
        await expect(banner.count()).resolves.toBe(1);
        const box = await banner.boundingBox();
        expect(box, `banner of ${path}`).not.toBeNull();
        expect(
          Math.abs(box!.height - viewport.height * 0.45),
          `banner height ${box!.height} on ${path}`,
        ).toBeLessThanOrEqual(3);
        expect(box!.width, "full width").toBeGreaterThanOrEqual(viewport.width - 1);
      }
    });
  }
});
