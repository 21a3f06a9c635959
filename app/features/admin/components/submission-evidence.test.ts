import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { evidenceText } from "~/app/content/admin";
import type { DeskEvidenceFile } from "~/shared/schemas/evidence";
import { SubmissionEvidence } from "./submission-evidence";

// The desk's list of a case's evidence: the name a file was sent with is shown as text, never as
// markup, with its invisible characters written out and the download's own name beside it.

function file(overrides: Partial<DeskEvidenceFile>): DeskEvidenceFile {
  return {
    id: "f1",
    name: "chat.txt",
    downloadName: "chat.txt",
    shownName: "chat.txt",
    openInViewer: false,
    bytes: 1200,
    sizeText: "1 KB",
    sha256: "ab".repeat(32),
    receivedAt: "2026-12-06T05:00:00.000Z",
    receivedText: "Sun, 6 Dec 2026, 10:30 am IST",
    removable: true,
    ...overrides,
  };
}

const render = (files: DeskEvidenceFile[]) =>
  renderToStaticMarkup(createElement(SubmissionEvidence, { reference: "CH-ABCD-2345", files }));

describe("SubmissionEvidence", () => {
  it("shows a sent name holding markup as escaped text, and downloads under the download name", () => {
    const html = render([
      file({
        name: "<img src=x onerror=alert(1)>.html",
        shownName: "<img src=x onerror=alert(1)>.html",
        downloadName: "<img src=x onerror=alert(1)>.txt",
      }),
    ]);
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;.html");
    expect(html).toContain('download="&lt;img src=x onerror=alert(1)&gt;.txt"');
    expect(html).toContain(`${evidenceText.download("&lt;img src=x onerror=alert(1)&gt;.txt")}</a>`);
  });

  it("shows a right-to-left override written out, isolated, and never the override itself", () => {
    const html = render([
      file({ name: "invoice\u202Etxt.bat", shownName: "invoice[U+202E]txt.bat", downloadName: "invoicetxt.pdf" }),
    ]);
    expect(html).not.toContain("\u202E");
    expect(html).toContain(`${evidenceText.sentAs} <bdi>invoice[U+202E]txt.bat</bdi>`);
    expect(html).toContain("Download invoicetxt.pdf");
  });

  it("notes on PDFs and zips, and on nothing else, to open them in a viewer", () => {
    expect(evidenceText.openInViewer).toBe("From someone we do not know: open it in a viewer.");
    const html = render([
      file({ id: "pdf", downloadName: "statement.pdf", openInViewer: true }),
      file({ id: "png", downloadName: "screenshot.png" }),
      file({ id: "zip", downloadName: "WhatsApp Chat.zip", openInViewer: true }),
    ]);
    expect(html.split(evidenceText.openInViewer)).toHaveLength(3);
    const items = html.split("<li>").slice(1);
    expect(items.map((item) => item.includes(evidenceText.openInViewer))).toEqual([true, false, true]);
  });
});
