import { NEVER_ASK_NOTICE } from "~/shared/constants";
import { CASE_PAGE_PATH } from "~/shared/routes";
import { siteConfig } from "~/shared/site-config";
import { CASE_CODE_MARK, CASE_LINK_MARK } from "./case-link-in-mail";
import { escapeHtml } from "./html-escape";
import { htmlDocument, type ComposedMail } from "./submission-mails";

// The notice that the desk has written on a victim's case page (docs/decisions/0026). It holds
// only our own words, the reference and the case link's marks, which the worker fills in with a
// fresh link at the very send: never the message, nor anything the person typed. A mistyped
// address then learns nothing about anyone's case, and the message is read only behind the link.

export function composeCaseNotice(submission: { reference: string; email: string }): ComposedMail {
  const brand = siteConfig.brand;
  const { reference } = submission;
  const paragraphs = [
    "Hello,",
    `Our desk has written to you about your request ${reference}. For your safety we do not put messages in e-mail: read it, and reply if you wish, on your private case page: ${CASE_LINK_MARK}`,
    `If the link does not open, paste this case code on ${siteConfig.siteUrl}${CASE_PAGE_PATH}: ${CASE_CODE_MARK}. Anyone with this link can open your case, so keep this mail to yourself.`,
    NEVER_ASK_NOTICE,
    `${brand}, ${siteConfig.supportPhone}, ${siteConfig.supportEmail}`,
  ];
  return {
    purpose: "case_notice",
    to: submission.email,
    replyTo: siteConfig.supportEmail,
    subject: `A new message about your request (${reference})`,
    text: paragraphs.join("\n\n"),
    html: htmlDocument(paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")),
  };
}
