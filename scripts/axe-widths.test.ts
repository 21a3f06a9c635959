import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { layout } from "~/shared/constants";
import { viewports } from "~/tests/e2e/support/browser";

// axe checks every public page at the phone and desktop widths (tests/e2e/accessibility-phone and
// -desktop), the admin at the phone, tablet and desktop widths (accessibility-admin), and no
// wider: at 1280 px every media query of the site's CSS, the admin's included, already answers as
// it does at any wider width, so a wider check read the same page again (it did, at 1536 px, until
// 2026-12-07). A breakpoint at or above the desktop width would change that: then the wider width
// needs its own axe check again.

const STYLES = join(import.meta.dirname, "..", "app", "styles");

/** Every width a media query of the site's styles names, with the file it is in. */
function mediaQueryWidths(): { file: string; width: number }[] {
  const widths: { file: string; width: number }[] = [];
  for (const file of readdirSync(STYLES).filter((name) => name.endsWith(".css"))) {
    const css = readFileSync(join(STYLES, file), "utf8");
    for (const media of css.matchAll(/@media[^{]*/g)) {
      for (const [, width] of media[0].matchAll(/(?:min|max)-width:\s*(\d+)px/g))
        widths.push({ file, width: Number(width) });
    }
  }
  return widths;
}

describe("the widths axe checks", () => {
  it("finds the site's media queries, so the check below reads real CSS", () => {
    expect(mediaQueryWidths().length).toBeGreaterThan(10);
  });

  it("has every breakpoint of the site's styles and the header's menu below the desktop width, so wider pages are the desktop's", () => {
    const desktop = viewports.desktop.width;
    const wider = mediaQueryWidths().filter(({ width }) => width >= desktop);
    expect(wider, "a breakpoint at or above the desktop width: add an axe file for a width above it").toEqual([]);
    expect(layout.fullNavBreakpointPx).toBeLessThan(desktop);
  });
});
