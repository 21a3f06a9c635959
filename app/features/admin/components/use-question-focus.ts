import { useEffect, useRef } from "react";

/**
 * The focus around a question asked in place ("Delete this?"): on the safe choice when the
 * question appears, and back on the button that asked it when it goes, so a keyboard user is
 * never left on nothing. Give `safeChoice` to the No button and `asker` to the button that asks.
 */
export function useQuestionFocus(asking: boolean) {
  const safeChoice = useRef<HTMLButtonElement>(null);
  const asker = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) safeChoice.current?.focus();
    else if (wasAsking.current) asker.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  return { safeChoice, asker };
}
