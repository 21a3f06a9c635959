import type { Selectable } from "kysely";
import type { LanguageCode } from "~/shared/language-codes";
import { siteConfig } from "~/shared/site-config";
import { casePagePath } from "~/shared/languages";
import { translations } from "~/shared/translations";
import type { SubmissionsTable } from "../db/schema";
import { CASE_CODE_MARK, CASE_LINK_MARK } from "./case-link-in-mail";
import { escapeHtml } from "./html-escape";
import { htmlDocument, type ComposedMail } from "./composed-mail";

// The notice that the desk has written on a victim's case page (docs/decisions/0026). It holds
// only our own words, the reference and the case link's marks, which the worker fills in with a
// fresh link at the very send: never the message, nor anything the person typed. A mistyped
// address then learns nothing about anyone's case, and the message is read only behind the link.

export function composeCaseNotice(
  submission: Pick<Selectable<SubmissionsTable>, "reference" | "email"> & { language: LanguageCode },
): ComposedMail {
  const { mail: words } = translations[submission.language];
  const { reference } = submission;
  const paragraphs = [
    words.hello,
    words.caseNotice.written(reference, CASE_LINK_MARK),
    words.caseNotice.code(`${siteConfig.siteUrl}${casePagePath(submission.language)}`, CASE_CODE_MARK),
    words.linkLasts,
    words.neverAsk,
    words.signature(siteConfig.brand, siteConfig.supportPhone, siteConfig.supportEmail),
  ];
  return {
    purpose: "case_notice",
    to: submission.email,
    replyTo: siteConfig.supportEmail,
    subject: words.caseNotice.subject(reference),
    text: paragraphs.join("\n\n"),
    html: htmlDocument(
      paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n"),
      submission.language,
    ),
  };
}
