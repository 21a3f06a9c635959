import { act, cleanup, configure, screen } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { toastText } from "~/app/content/languages/en/chrome";
import { dismissConfirmation } from "~/app/lib/confirmation";

// Between two component tests, nothing of the first is left for the second to see: the toasts
// and the confirmation live in modules (the public pages' islands share them), the drafts in the
// tab's storage; fetch may be the fake one and console a spy.

// findBy… and waitFor wait up to 10 s instead of Testing Library's 1 s: on two busy cores a render
// has taken longer than a second. They end as soon as the page is right, so a quiet run is not slowed.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  act(() => {
    // Closed as a person would, while the region is still on the page: a toast has no other way out.
    for (const close of screen.queryAllByRole("button", { name: toastText.dismiss })) close.click();
    dismissConfirmation();
  });
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
