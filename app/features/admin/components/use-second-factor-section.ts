import { useState } from "react";
import { adminQueries } from "../api/admin-queries";
import { useAdminChanged, useAdminQuery } from "../api/use-admin-query";
import type { RecoveryCodes, SecondFactorSetup } from "~/shared/schemas/auth-replies";

// The sign-in codes section, what it does rather than what it draws (./second-factor-section.tsx):
// whether the member's codes are on, a setup under way, and the recovery codes just made, shown
// until the member says they saved them. Each small form's submit is ./use-code-form.ts.

export function useSecondFactorSection(onEnabled: (() => void) | undefined) {
  const status = useAdminQuery(adminQueries.secondFactor());
  const adminChanged = useAdminChanged();
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [codes, setCodes] = useState<RecoveryCodes | null>(null);

  function doneWithCodes() {
    setCodes(null);
    adminChanged();
    onEnabled?.();
  }

  return {
    status,
    setup,
    codes,
    /** A setup begun: its QR code and key are shown until a first code confirms it. */
    started: setSetup,
    cancelSetup: () => setSetup(null),
    /** The first code confirmed it: the setup gives way to the recovery codes, shown once. */
    enabled: (made: RecoveryCodes) => {
      setSetup(null);
      setCodes(made);
    },
    /** New recovery codes, shown once. */
    madeCodes: setCodes,
    doneWithCodes,
    turnedOff: adminChanged,
  };
}
