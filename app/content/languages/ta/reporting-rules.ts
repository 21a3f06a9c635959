import { currentRule } from "~/shared/legal-rules";
import { MONEY_RESTORATION } from "~/shared/legal-rules/mha";
import { ruleTa } from "./legal-rules";
import { rupees } from "~/shared/legal-rules/rule-values";

// The Tamil sentences on asking for held money back, the e-Zero FIR and Chakshu's 30 days,
// which the topic pages, the FAQ and the Learning Corner share (English:
// app/content/languages/en/reporting-rules.ts). The facts come from shared/legal-rules; only the
// joining words are here. No Tamil ending is attached to a computed figure or address: each one
// stands before a Tamil noun that carries the ending, or alone after a colon.

const chakshuWindow = currentRule("dot-chakshu").window;
if (!chakshuWindow) throw new Error("Chakshu's rule gives no window");

export const reportingRules = {
  /** How to ask for held money back on the Money Restoration Portal, in full. */
  moneyRestoration: ruleTa("mha-money-restoration").says,
  /** The same, in short. */
  moneyRestorationShort: `உங்கள் புகாருக்குப் பிறகு பணம் நிறுத்தி வைக்கப்பட்டால், அதைத் தெரிவிக்கும் SMS உங்களுக்கு வரும். அந்த SMS-இல் உள்ள தேதிக்குப் பிறகு, மத்திய உள்துறை அமைச்சகத்தின் பணம் திருப்பி வழங்கும் இணையதளத்தில் (Money Restoration Portal) பணத்தைத் திரும்பக் கேளுங்கள்: ${MONEY_RESTORATION.portal}. இந்த வேலையைச் செய்து தருவதாகச் சொல்லும் இடைத்தரகருக்கோ முகவருக்கோ ஒருபோதும் பணம் கொடுக்காதீர்கள்.`,
  /** The e-Zero FIR for large losses reported to 1930 or the portal. */
  eZeroFir: ruleTa("mha-e-zero-fir").says,
  /** What Chakshu is for, with its window. */
  chakshu: ruleTa("dot-chakshu").says,
  /**
   * "கடந்த 30 நாட்களில் வந்த அழைப்புகளுக்கும் செய்திகளுக்கும்" (for calls and messages received in
   * the last 30 days): Chakshu's window, after its name. A whole phrase that already carries its
   * own ending ("for ..."); a sentence puts it in brackets or after a comma, adding nothing to it.
   */
  chakshuWithin: `கடந்த ${chakshuWindow.days} நாட்களில் வந்த அழைப்புகளுக்கும் செய்திகளுக்கும்`,
};

const { portal, acknowledgementDigits, noFirBelow, firAbove, custodyDays } = MONEY_RESTORATION;

/**
 * MONEY_RESTORATION_STEPS (shared/legal-rules/mha.ts) in Tamil, one for one and in the same
 * order, for the Tamil case page.
 */
export const moneyRestorationStepsTa = [
  "உங்கள் புகாரின் அடிப்படையில் ஒரு தொகை தற்காலிகமாக நிறுத்தி வைக்கப்பட்டுள்ளது (hold) என்று சொல்லும் SMS வரும் வரை காத்திருங்கள்.",
  `அந்த SMS-இல் உள்ள தேதிக்குப் பிறகு, பணம் திருப்பி வழங்கும் இணையதளத்துக்குச் (Money Restoration Portal) செல்லுங்கள்: ${portal}.`,
  `'Raise Refund Request' என்பதைத் தேர்ந்தெடுங்கள். உங்கள் புகாரின் ${acknowledgementDigits} இலக்கப் புகார் ஒப்புகை எண்ணை (acknowledgement number) உள்ளிட்டு, OTP மூலம் உறுதிசெய்யுங்கள்.`,
  "பணம் வந்து சேர வேண்டிய வங்கிக் கணக்கின் சரியான விவரங்களைக் கொடுங்கள்.",
  "இழப்பீட்டுப் பத்திரத்தில் (indemnity bond) கையெழுத்திடுங்கள். அதாவது, கேட்கப்பட்டால் அந்தத் தொகையை நீதிமன்றத்தின் முன் ஒப்படைப்பீர்கள், நீதிமன்றத்தின் உத்தரவுகளுக்குக் கட்டுப்படுவீர்கள் என்ற உறுதிமொழி. உங்கள் பான் கார்டின் நகலையும் கொடுங்கள்.",
  `ஒரு வங்கிக் கணக்கில் நிறுத்தி வைக்கப்பட்ட தொகை ${rupees(firAbove)} என்ற அளவைத் தாண்டினால், FIR கட்டாயம். ஒரு வங்கியில் நிறுத்தி வைக்கப்பட்ட தொகை ${rupees(noFirBelow)} என்ற அளவை விடக் குறைவாக இருந்தால், FIR இல்லாமலேயே காவல்துறை அதைத் திருப்பித் தரச் செய்யலாம்.`,
  `உங்கள் கேஸை விசாரிக்கும் காவல்துறை அதிகாரி பணத்தை விடுவிக்க உத்தரவிட்ட பிறகு, ${custodyDays} நாட்காட்டி நாட்களுக்குள் வங்கி அந்தப் பணத்தை உங்களிடம் ஒப்படைக்கும்.`,
  "பணத்தைத் திரும்பப் பெற்றுத் தருவதாகச் சொல்லும் இடைத்தரகர்களிடமோ முகவர்களிடமோ ஒருபோதும் சிக்காதீர்கள்: அதிகாரப்பூர்வ இணையதளத்தை மட்டுமே பயன்படுத்துங்கள். உதவிக்கு உங்கள் காவல் நிலையத்தை அணுகுங்கள்.",
] as const;
