// The cases the person asked this phone to remember ("Remember on this phone"), kept beside the
// long-lived cookie that opens them: their references and dates, nothing else, in localStorage.

/** Where the phone keeps the references and dates of the cases it remembers: nothing else. */
const REMEMBERED_CASES_KEY = "cyberhelp:remembered-cases";

interface RememberedCase {
  reference: string;
  receivedAt: string;
}

function rememberedCases(): RememberedCase[] {
  try {
    const stored = JSON.parse(window.localStorage.getItem(REMEMBERED_CASES_KEY) ?? "[]") as unknown;
    return Array.isArray(stored) ? (stored as RememberedCase[]) : [];
  } catch {
    return [];
  }
}

function keepRememberedCases(cases: RememberedCase[]): void {
  try {
    if (cases.length === 0) window.localStorage.removeItem(REMEMBERED_CASES_KEY);
    else window.localStorage.setItem(REMEMBERED_CASES_KEY, JSON.stringify(cases));
  } catch {
    // Storage refused (private mode): the phone's cookie still remembers the case.
  }
}

/** The phone lists the case (once), after the server agreed to remember it here. */
export function rememberCase({ reference, receivedAt }: RememberedCase): void {
  keepRememberedCases([...rememberedCases().filter((item) => item.reference !== reference), { reference, receivedAt }]);
}

/** The phone no longer lists the case: forgotten, closed or its links revoked. */
export function forgetRememberedCase(reference: string): void {
  keepRememberedCases(rememberedCases().filter((item) => item.reference !== reference));
}
