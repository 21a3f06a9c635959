import { describe, expect, it } from "vitest";
import { loadPageRenderer } from "~/server/site/page-renderer";
import { CASE_PAGE_PATH, caseLetterPath } from "~/shared/routes";
import { baseURL } from "./support/browser";

// docs/decisions/0073: the case page with no case open, answered from the bytes of its first
// render, is the page the build's renderer makes today, with the same policy and no-store.

describe("the case page for anyone, on the built server", () => {
  it("/case and /hi/case with no cookie are byte for byte a fresh render of the page with no case, each time", async () => {
    const renderer = await loadPageRenderer("build/page-renderer");
    if (!renderer) throw new Error("no page renderer in build/: run npm run build first");
    for (const path of [CASE_PAGE_PATH, `/hi${CASE_PAGE_PATH}`]) {
      const fresh = await renderer.render(path, null);
      for (let round = 0; round < 2; round += 1) {
        const answer = await fetch(baseURL() + path, { headers: { "accept-encoding": "identity" } });
        expect(answer.status).toBe(200);
        expect(answer.headers.get("cache-control")).toBe("no-store");
        expect(answer.headers.get("content-security-policy")).toBe(fresh.contentSecurityPolicy);
        expect(Buffer.from(await answer.arrayBuffer()).equals(fresh.body)).toBe(true);
      }
    }
  });

  it("a letter with no cookie says to open the case first, sent compressed", async () => {
    const answer = await fetch(baseURL() + caseLetterPath("bank"), { headers: { "accept-encoding": "br" } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-encoding")).toBe("br");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    // fetch decompresses: what a browser shows.
    expect(await answer.text()).toContain("</html>");
  });
});
