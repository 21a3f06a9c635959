import { describe, expect, it } from "vitest";
import type { LanguageCode } from "~/shared/language-codes";
import { CASE_LINK_MARK } from "./case-link-in-mail";
import { composeCaseLinkMail } from "./case-link-mail";
import { composeCaseNotice } from "./case-notice-mail";
import { escapeHtml } from "./html-escape";
import { composeAcknowledgement, type SubmissionForMail } from "./submission-mails";

// Every mail that carries a case link says, in the case's language, that the link works for 30
// days and how to get a new one after (docs/decisions/0055).

const LINK_LASTS: Record<LanguageCode, string> = {
  en: 'The link works for 30 days. After that, ask for a new one on the case page, under "Lost your link?": we will send it to this e-mail address.',
  hi: "यह लिंक 30 दिनों तक काम करता है। उसके बाद केस पेज पर “आपका लिंक खो गया?” में नया लिंक माँगें: हम उसे इसी ई-मेल पते पर भेजेंगे।",
  bn: "এই লিঙ্কটি 30 দিন কাজ করে। তারপর কেস পেজে “আপনার লিঙ্ক হারিয়ে গেছে?” অংশে নতুন লিঙ্ক চান: আমরা সেটি এই ই-মেল ঠিকানাতেই পাঠাব।",
  ta: "இந்த இணைப்பு 30 நாட்கள் வேலை செய்யும். அதன் பிறகு, கேஸ் பக்கத்தில் “உங்கள் இணைப்பு தொலைந்துவிட்டதா?” என்ற பகுதியில் புதிய இணைப்பைக் கேளுங்கள்: அதை இதே மின்னஞ்சல் முகவரிக்கு அனுப்புவோம்.",
  mr: "ही लिंक 30 दिवस चालते. त्यानंतर केस पेजवर “तुमची लिंक हरवली?” इथे नवीन लिंक मागा: आम्ही ती याच ई-मेल पत्त्यावर पाठवू.",
  te: "ఈ లింక్ 30 రోజులు పనిచేస్తుంది. ఆ తర్వాత, కేసు పేజీలో “మీ లింక్ పోయిందా?” అనే భాగంలో కొత్త లింక్ అడగండి: దాన్ని ఇదే ఈమెయిల్ చిరునామాకు పంపుతాం.",
};

function submission(language: LanguageCode): SubmissionForMail {
  return {
    reference: "CH-7K3Q9M",
    kind: "help_request",
    name: "Asha Verma",
    email: "asha@example.in",
    phone: "",
    state: "",
    city: "",
    subject: "",
    message: "Someone took ₹40,000 by UPI.",
    topic: "money-scam",
    page: "/services/money-scam",
    language,
    createdAt: "2026-11-21T10:00:00.000Z",
  };
}

/** The mails that carry a case link, in a language. */
function caseLinkMails(language: LanguageCode) {
  return {
    acknowledgement: composeAcknowledgement(submission(language)),
    "fresh link": composeCaseLinkMail("CH-7K3Q9M", "asha@example.in", language),
    "desk notice": composeCaseNotice({ reference: "CH-7K3Q9M", email: "asha@example.in", language }),
  };
}

describe.each(["en", "hi"] as const)("the mails that carry a case link, in %s", (language) => {
  it.each(Object.entries(caseLinkMails(language)))(
    "the %s says, after its link, that the link works for 30 days, in both parts",
    (_name, mail) => {
      expect(mail.text).toContain(LINK_LASTS[language]);
      expect(mail.text.indexOf(LINK_LASTS[language])).toBeGreaterThan(mail.text.indexOf(CASE_LINK_MARK));
      expect(mail.html).toContain(escapeHtml(LINK_LASTS[language]));
    },
  );
});

describe("the fresh link's mail", () => {
  it("no longer says the links sent before work for ever, in English or Hindi", () => {
    const english = composeCaseLinkMail("CH-7K3Q9M", "asha@example.in", "en").text;
    expect(english).not.toContain("The links you had before still work");
    expect(english).toContain("Links you had before keep working until their own 30 days are up");
    const hindi = composeCaseLinkMail("CH-7K3Q9M", "asha@example.in", "hi").text;
    expect(hindi).toContain("आपके पुराने लिंक भी अपने 30 दिन पूरे होने तक काम करते रहेंगे");
  });
});
