import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EvidenceStorageBanner } from "./dashboard-view";

// The dashboard warns the desk as evidence fills its quota (docs/decisions/0056): from 80%, so
// there is time to act before 90%, from where only cases holding little take more files.

const GB = 1024 * 1024 * 1024;
const render = (usedBytes: number) =>
  renderToStaticMarkup(createElement(EvidenceStorageBanner, { usedBytes, quotaBytes: 20 * GB }));

describe("the dashboard's evidence storage warning", () => {
  it("says nothing below 80% of the quota, and from 80% says how full it is and what follows", () => {
    expect(render(16 * GB - 1)).toBe("");
    const warned = render(16 * GB);
    expect(warned).toContain('role="status"');
    expect(warned).toContain("Evidence storage is 80% full (16384 MB of 20480 MB)");
    expect(warned).toContain("From 90%, only cases holding little take more files");
    expect(render(19 * GB)).toContain("95% full");
  });
});
