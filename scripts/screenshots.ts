// Full-page screenshots of every page type at phone and desktop widths, for a person to look
// at before a change lands: `npm run screenshots -- http://127.0.0.1:3000` (the server must run).
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { PUBLIC_PATHS } from "~/shared/pages";
import { paths } from "~/shared/routes";
import { TRANSLATED_PUBLIC_PATHS } from "~/shared/languages";
import { requireBrowser } from "./find-browser";

const baseURL = process.argv[2] ?? "http://127.0.0.1:3000";
const only = process.argv[3];
const outDir = "screenshots";
const widths = [375, 1280];
const pages = [
  ...PUBLIC_PATHS,
  ...TRANSLATED_PUBLIC_PATHS,
  paths.login,
  paths.signup,
  "/page-that-does-not-exist",
  "/hi/page-that-does-not-exist",
].filter((p) => !only || p.includes(only));

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: requireBrowser(),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
for (const width of widths) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 740 : 860 },
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  for (const path of pages) {
    await page.goto(baseURL + path, { waitUntil: "networkidle" });
    const name = (path === "/" ? "home" : path.slice(1).replaceAll("/", "_")) + `-${width}`;
    // Tall pages are cut into screen-sized parts, each readable at full size.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const part = width < 600 ? 1400 : 1800;
    for (let top = 0, index = 1; top < height; top += part, index++) {
      await page.screenshot({
        path: `${outDir}/${name}-${index}.png`,
        fullPage: true,
        clip: { x: 0, y: top, width, height: Math.min(part, height - top) },
      });
    }
  }
  await context.close();
}
await browser.close();
console.log(`Wrote screenshots of ${pages.length} pages at ${widths.join(" and ")} px to ${outDir}/`);
