import { currentRule } from "~/shared/legal-rules";
import { MONEY_RESTORATION } from "~/shared/legal-rules/mha";

// The Home Ministry's and the Department of Telecommunications' rules on what happens after a
// report, in the words the topic pages, the FAQ and the Learning Corner share (their Hindi twins
// are in ../hi/reporting-rules.ts): getting back money that was held, the e-Zero FIR and
// Chakshu's 30 days. The facts come from shared/legal-rules, as in force on the day the pages are
// built; only the joining words are here.

const restoration = currentRule("mha-money-restoration");
const eZeroFir = currentRule("mha-e-zero-fir");
const chakshu = currentRule("dot-chakshu");

if (!chakshu.window) throw new Error("Chakshu's rule gives no window");

export const reportingRules = {
  /** How to ask for held money back on the Money Restoration Portal, in full. */
  moneyRestoration: restoration.says,
  /** The same, in short, for a page that states it in full elsewhere or has room for no more. */
  moneyRestorationShort: `If money is held after your complaint, you get an SMS saying so. After the date in that SMS, ask for it back on the Home Ministry's Money Restoration Portal, ${MONEY_RESTORATION.portal}, and never pay a middleman or agent who offers to do it for you.`,
  /** The e-Zero FIR for large losses reported to 1930 or the portal. */
  eZeroFir: eZeroFir.says,
  /** What Chakshu is for, with its window. */
  chakshu: chakshu.says,
  /** "for calls and messages received in the last 30 days": Chakshu's window, after its name. */
  chakshuWithin: `for calls and messages received in the last ${chakshu.window.days} days`,
};
