import { NEVER_ASK_NOTICE } from "~/shared/constants";
import { CASE_PAGE_PATH } from "~/shared/routes";
import { siteConfig } from "~/shared/site-config";
import { CASE_CODE_MARK, CASE_LINK_MARK } from "./case-link-in-mail";
import { escapeHtml } from "./html-escape";
import { htmlDocument, type ComposedMail } from "./submission-mails";

// The mail "Lost your link?" sends: a fresh case link to the address the request was sent with.
// Like the acknowledgement it holds only our words and the reference (docs/decisions/0015), and
// the link itself is minted by the worker at the very send (./case-link-in-mail.ts), so the
// stored mail opens nothing.

export function composeCaseLinkMail(reference: string, to: string): ComposedMail {
  const brand = siteConfig.brand;
  const paragraphs = [
    "Hello,",
    `You asked for a new link to your private case page for ${reference}: ${CASE_LINK_MARK}`,
    `If the link does not open, paste this case code on ${siteConfig.siteUrl}${CASE_PAGE_PATH}: ${CASE_CODE_MARK}`,
    "Anyone with this link can open your case, so keep this mail to yourself. The links you had before still work; you can stop them all from your case page.",
    "Did not ask for a new link? Someone typed your reference and e-mail address. Only the person who reads this mailbox can use the link, so you need do nothing; or open your case page and stop every link to it.",
    NEVER_ASK_NOTICE,
    `${brand}, ${siteConfig.supportPhone}, ${siteConfig.supportEmail}`,
  ];
  return {
    purpose: "case_link",
    to,
    replyTo: siteConfig.supportEmail,
    subject: `Your new case link (${reference})`,
    text: paragraphs.join("\n\n"),
    html: htmlDocument(paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")),
  };
}
