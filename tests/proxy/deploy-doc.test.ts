import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SITE_CONFIG_TEMPLATE } from "./support/nginx-process";

// docs/deploy.md shows operators the nginx configuration and the systemd unit in full; these
// hold it to the files themselves, the nginx one being what behind-nginx.test.ts runs.

const DEPLOY_DOC = "docs/deploy.md";

/** The text of every ```<language> block of the document. */
function fencedBlocks(markdown: string, language: string): string[] {
  const fence = new RegExp("^```" + language + "\\n([\\s\\S]*?)^```$", "gm");
  return [...markdown.matchAll(fence)].map((match) => match[1]!);
}

describe("docs/deploy.md", () => {
  const doc = readFileSync(DEPLOY_DOC, "utf8");

  it(`docs/deploy.md: quotes ${SITE_CONFIG_TEMPLATE} exactly as the proxy test runs it`, () => {
    expect(fencedBlocks(doc, "nginx")).toEqual([readFileSync(SITE_CONFIG_TEMPLATE, "utf8")]);
  });

  it("docs/deploy.md: quotes deploy/systemd/cyberhelp.service exactly", () => {
    expect(fencedBlocks(doc, "ini")).toEqual([readFileSync("deploy/systemd/cyberhelp.service", "utf8")]);
  });
});
