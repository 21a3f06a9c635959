import type { LanguageCode } from "~/shared/language-codes";
import { siteConfig } from "~/shared/site-config";
import { casePagePath } from "~/shared/languages";
import { translations } from "~/shared/translations";
import { CASE_CODE_MARK, CASE_LINK_MARK } from "./case-link-in-mail";
import { escapeHtml } from "./html-escape";
import { htmlDocument, type ComposedMail } from "./composed-mail";

// The mail "Lost your link?" sends: a fresh case link to the address the request was sent with.
// Like the acknowledgement it holds only our words and the reference (docs/decisions/0015), and
// the link itself is minted by the worker at the very send (./case-link-in-mail.ts), so the
// stored mail opens nothing.

export function composeCaseLinkMail(reference: string, to: string, language: LanguageCode): ComposedMail {
  const { mail: words } = translations[language];
  const paragraphs = [
    words.hello,
    words.caseLink.link(reference, CASE_LINK_MARK),
    words.caseLink.code(`${siteConfig.siteUrl}${casePagePath(language)}`, CASE_CODE_MARK),
    words.linkLasts,
    words.caseLink.keepPrivate,
    words.caseLink.notAsked,
    words.neverAsk,
    words.signature(siteConfig.brand, siteConfig.supportPhone, siteConfig.supportEmail),
  ];
  return {
    purpose: "case_link",
    to,
    replyTo: siteConfig.supportEmail,
    subject: words.caseLink.subject(reference),
    text: paragraphs.join("\n\n"),
    html: htmlDocument(paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n"), language),
  };
}
